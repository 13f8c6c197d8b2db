/** The tags a showcased site can carry; each has a label, a description and a colour in `tags.ts`. */
export type TagType =
  'favorite' | 'opensource' | 'product' | 'design' | 'i18n' | 'versioning' | 'large' | 'meta' | 'personal' | 'rtl';

export type Tag = {
  label: string;
  /** Shown as a tooltip on the tag, so a visitor knows what it means. */
  description: string;
  /** Used for a dot or border only: the tag text keeps the normal text colour for contrast. */
  color: string;
};

/** One website built with Docusaurus. */
export type Site = {
  title: string;
  /** One sentence in our own words, 20 to 200 characters. */
  description: string;
  /** Path of the preview image under `static/`, e.g. `/img/showcase/jest.svg`. */
  preview: string;
  website: string;
  /** Public repository of the website, or `null` when its source is private. */
  source: string | null;
  tags: TagType[];
};
