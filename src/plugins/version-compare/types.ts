/** Shared by the plugin (Node) and its client code: keep it free of Node imports. */

/** Folder under the build output holding every comparison file. */
export const DATA_DIR = 'version-compare';

/** One part of an inline diff: -1 removed, 0 kept, 1 added. */
export type DiffPart = [op: -1 | 0 | 1, text: string];

/** A doc page split at its h2/h3 headings; the text before the first heading has the anchor ''. */
export type Section = {anchor: string; heading: string; level: number; text: string};

export type SectionStatus = 'added' | 'removed' | 'changed' | 'unchanged';

export type SectionComparison = {
  status: SectionStatus;
  /** Anchor and heading on each side; absent on the side that does not have the section. */
  from?: {anchor: string; heading: string};
  to?: {anchor: string; heading: string};
  /** The heading text differs (matched by anchor or by content). */
  renamed: boolean;
  /** The section kept its content but sits elsewhere among the page's sections. */
  moved: boolean;
  wordsAdded: number;
  wordsRemoved: number;
  /** Inline word diff; only for sections whose text changed, were added or removed. */
  parts?: DiffPart[];
};

export type PageStatus = 'added' | 'removed' | 'changed' | 'unchanged';

/** One doc as the comparison sees it, in one version. */
export type PageSide = {id: string; title: string; path: string; category: string};

/** One page of a version pair, as listed on the comparison page. */
export type PageSummary = {
  status: PageStatus;
  from?: PageSide;
  to?: PageSide;
  /** Matched pages whose path inside their version differs. */
  moved: boolean;
  /** Number of sections that are not unchanged. */
  sections: number;
  wordsAdded: number;
  wordsRemoved: number;
  /** File (relative to the pair folder) with the section details, for changed pages. */
  file?: string;
};

export type ReleaseNotes = {version: string; date: string; url: string; html: string};

/** `version-compare/<from>--<to>/index.json`. */
export type PairSummary = {
  from: string;
  to: string;
  pages: PageSummary[];
  releases: ReleaseNotes[];
};

/** `version-compare/<from>--<to>/<file>`: the section-by-section comparison of one page. */
export type PageComparison = {from?: PageSide; to?: PageSide; titleChanged: boolean; sections: SectionComparison[]};

/** What the note under a doc's title says: changed since the previous version (with a count), or new. */
export type PageNote =
  {kind: 'changed'; since: string; sinceLabel: string; sections: number} | {kind: 'new'; label: string};

/** `version-compare/notes/<version>.json`: doc id → note, for the docs of one version that have one. */
export type VersionNotes = Record<string, PageNote>;

/** Global data: tiny on purpose, it ships in every page's main bundle. */
export type VersionCompareGlobalData = {
  /** Docs versions of the default instance, newest first, as named in URLs of the comparison files. */
  versions: string[];
  /** Per version, the ids of the docs that are new in it (absent from the previous version). */
  newDocs: Record<string, string[]>;
};

export const pairDir = (from: string, to: string): string => `${from}--${to}`;
