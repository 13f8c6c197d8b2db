import type {Tag, TagType} from './types';

export const tags = {
  favorite: {
    label: 'Favourite',
    description: 'Sites the Docusaurus team likes to point people to.',
    color: '#e9669e',
  },
  opensource: {
    label: 'Open source',
    description: 'The source of the website is public: a good place to learn how it is built.',
    color: '#39ca30',
  },
  product: {
    label: 'Product',
    description: 'Documentation of a commercial product or service.',
    color: '#dfd545',
  },
  design: {
    label: 'Design',
    description: 'A look that goes well beyond the default theme.',
    color: '#a44fb7',
  },
  i18n: {
    label: 'i18n',
    description: 'Translated into more than one language with the built-in i18n support.',
    color: '#127f82',
  },
  versioning: {
    label: 'Versioning',
    description: 'Keeps a separate copy of the docs for each release.',
    color: '#fe6829',
  },
  large: {
    label: 'Large',
    description: 'Hundreds of pages: proof that Docusaurus scales.',
    color: '#8c2f00',
  },
  meta: {
    label: 'Meta',
    description: 'An open-source project of Meta (formerly Facebook).',
    color: '#4267b2',
  },
  personal: {
    label: 'Personal',
    description: 'A personal website, handbook or side project.',
    color: '#14cfc3',
  },
  rtl: {
    label: 'RTL',
    description: 'Written in a right-to-left language such as Arabic, Hebrew or Persian.',
    color: '#ffcfc3',
  },
} satisfies Record<TagType, Tag>;

/** Every tag, in the order the filters show them. */
export const tagTypes = Object.keys(tags) as TagType[];
