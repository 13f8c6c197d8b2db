import type {CodedTerms} from './termList';

/** The text under one heading of a page, or under the page title for the intro. */
export type Section = {
  /** Headings below the page title, outermost first: `[]` for the intro, `[h2]` or `[h2, h3]`. */
  headings: string[];
  /** Id of the section's heading, empty for the intro. */
  anchor: string;
  text: string;
  /** Set on the record of one API option (an option-table row): its name. */
  option?: string;
};

/** What the index keeps of one built page. */
export type PageRecord = {
  /** The page's `docusaurus_tag`: `docs-<plugin>-<version>` for docs, `default` for everything else. */
  context: string;
  /** Path with base URL and trailing slash, as the router knows it. */
  url: string;
  /** Top of the hit hierarchy (DocSearch `lvl0`): the doc's sidebar category or the site section. */
  category: string;
  title: string;
  /** Other names of the page (sidebar label, keywords): searched like the title, never shown. */
  keywords: string[];
  sections: Section[];
  /**
   * Questions readers asked that this page answers (see `src/data/searchReaderQuestions.ts`): searched like the
   * intro's text, never shown.
   */
  readerQuestions?: string[];
};

/** What kind of page a record is: docs outrank the others for the same words. */
export type PageKind = 'docs' | 'blog' | 'changelog' | 'feature-request' | 'page';

/*
 * One index file per search context. Keys are one letter because they repeat
 * for every page and section; the browser downloads these files on first search.
 */

export type IndexedPage = {
  /** URL */
  u: string;
  /** Category (lvl0) */
  c: string;
  /** Title (lvl1) */
  t: string;
  /** Kind */
  k: PageKind;
};

export type IndexedSection = {
  /** Position of the page in `pages` */
  p: number;
  /** Headings below the title */
  h: string[];
  /** Anchor, empty for none */
  a: string;
  /** Number of terms in the section's text, for length normalisation */
  n: number;
  /** Set on the record of one API option (an option-table row): its name */
  o?: string;
};

/** The sections of an index file, column by column (see `sectionColumns.ts`). */
export type SectionColumns = {
  /** Number of sections of each page, in page order. */
  perPage: number[];
  /** The section's own heading, empty for a page's intro; an option's name. */
  heading: string[];
  /** 0 for the intro, 1 below an h2, 2 below an h3; for an option, -1 - its parent's position in the page. */
  depth: number[];
  /**
   * Empty for the intro, and for an option with no anchor of its own; null when it is the heading's slug
   * (`headingSlug`), or an option's name.
   */
  anchor: (string | null)[];
  length: number[];
};

/**
 * The part of an index file that is JSON. The postings follow it as bytes (see `indexFiles.ts`): for each term,
 * in the order of `terms`, the number of sections it occurs in across the whole site, then its postings here.
 */
export type IndexHeader = {
  version: typeof MANIFEST_VERSION;
  pages: IndexedPage[];
  /** A section's id is its position here (see `sectionColumns.ts`). */
  sections: SectionColumns;
  /** Index terms, sorted, front-coded (`termList.ts`). */
  terms: CodedTerms;
  /**
   * Statistics of the whole site, the same in every file, so that scores from different files compare:
   * number of sections and their average text length in terms.
   */
  site: {sections: number; averageLength: number};
  /** Byte lengths of the first two postings streams (see `postings.ts`). */
  streams: [number, number];
};

/** A snippets file: the excerpt of each section of a page (`<name>.<page>.json.gz`) or of every section of the context. */
export type Snippets = string[];

export type ManifestEntry = {
  /** File name under `search-index/`, content-hashed so it can be cached forever. */
  file: string;
  /**
   * Start of the names of the context's snippet files: `<snippets>.json.gz` holds the excerpts of every section,
   * `<snippets>.<page>.json.gz` those of one page's sections. They are loaded for the hits shown, so the first
   * query does not wait for all of them.
   */
  snippets: string;
  /** Size of the gzipped file. */
  bytes: number;
  pages: number;
  sections: number;
};

/** `search-index/manifest.json`: not hashed, it is what points to the hashed files. */
export type Manifest = {
  version: typeof MANIFEST_VERSION;
  contexts: Record<string, ManifestEntry>;
};

export const MANIFEST_VERSION = 3;

/** Folder of the index files in the build output and URL path under the base URL. */
export const INDEX_DIR = 'search-index';

/** Search context of everything that is not versioned docs: blog, changelog and pages. */
export const DEFAULT_CONTEXT = 'default';
