/** A key feature of the framework, shown as a card on the home page. */
export type Feature = {
  title: string;
  description: string;
  /** Where a reader learns more. */
  link: string;
  /** Decorative illustration under `static/`. */
  illustration: string;
};

export const features: readonly Feature[] = [
  {
    title: 'Write in Markdown, extend with React',
    description:
      'Pages are MDX files: plain Markdown for prose, React components where a page needs something interactive such as tabs or a live code editor.',
    link: '/docs/markdown-features/',
    illustration: '/img/features/markdown.svg',
  },
  {
    title: 'Versioned documentation',
    description:
      'Freeze the docs of every release with one command. Readers pick a version from the navbar and keep reading the docs that match their install.',
    link: '/docs/versioning/',
    illustration: '/img/features/versions.svg',
  },
  {
    title: 'Built for translation',
    description:
      'Every label, doc and post can be translated. Each locale is built as its own static site, with a language dropdown to move between them.',
    link: '/docs/i18n/introduction/',
    illustration: '/img/features/i18n.svg',
  },
  {
    title: 'Search that fits your site',
    description:
      'Plug in Algolia DocSearch or use a local index built with the site. This site searches offline by default.',
    link: '/docs/search/',
    illustration: '/img/features/search.svg',
  },
  {
    title: 'Fast static output',
    description:
      'Every route is prerendered to HTML, then hydrated into a single-page app that prefetches the next page before you click.',
    link: '/docs/advanced/ssg/',
    illustration: '/img/features/static.svg',
  },
  {
    title: 'Make it yours',
    description:
      'Style with CSS variables, wrap or eject any theme component, or write a plugin of your own when the built-in ones are not enough.',
    link: '/docs/swizzling/',
    illustration: '/img/features/customize.svg',
  },
];
