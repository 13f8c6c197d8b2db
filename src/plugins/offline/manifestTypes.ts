export * from './shared';

/** One saved file: URL (with base URL), revision, bytes on disk, bytes over the wire (gzip where a host compresses). */
export type OfflineFile = [url: string, revision: string, bytes: number, wireBytes: number];

/** A set of files the reader saves or drops together: the site group, or one docs version. */
export type OfflineGroup = {
  id: string;
  label: string;
  /** Where the group starts: the docs version's base path, or the home page. */
  path: string;
  bytes: number;
  wireBytes: number;
  files: OfflineFile[];
};

/** `offline-manifest.json`. */
export type OfflineManifest = {
  /** Changes with every build, so a service worker can tell a new deployment. */
  build: string;
  groups: OfflineGroup[];
  /** Every page URL of the site, saved or not: a URL outside it is answered with the 404 page offline. */
  pages: string[];
  /** Search index contexts that go with a docs version group; the others go with the site group. */
  searchContexts: Record<string, string>;
  /** The print page of each docs version group, when the site has them. */
  printPages: Record<string, string>;
};

/** The part of the search plugin's `search-index/manifest.json` that saving reads. */
export type SearchManifest = {
  contexts: Record<string, {file: string; bytes: number; snippets: string; pages: number}>;
};

/** A failed update, as the worker records it in the meta cache under `FAILURE_ENTRY`. */
export type OfflineFailure = {build: string; at: string; message: string};

/** What the service worker records of the reader's choice, in the cache under `STATE_ENTRY`. */
export type OfflineState = {groups: string[]; build: string};
