import {OFFLINE_MANIFEST_FILE, SITE_GROUP, docsGroupId, type OfflineFile, type OfflineGroup} from './manifestTypes';

/** A docs version as the docs plugin reports it: `path` is its base URL with a trailing slash. */
export type DocsVersion = {name: string; label: string; path: string};

/** One built file: its path under the output folder (`/` separators), size on disk and over the wire. */
export type BuiltFile = {file: string; revision: string; bytes: number; wireBytes: number};

/**
 * Files never saved for offline reading, by path under the output folder: the test section, the debug pages,
 * the Markdown twins and `llms*.txt` made for machines, precompressed copies (the browser gets those through
 * content negotiation on the originals), the service worker and this manifest itself. The search index is
 * resolved by the service worker at download time from `search-index/manifest.json`, so that its files need
 * not exist when this list is made.
 */
export const EXCLUDED: RegExp[] = [
  /^tests\//,
  /^__docusaurus\//,
  /\.md$/,
  /(^|\/)llms[^/]*\.txt$/,
  /\.(gz|br)$/,
  /^search-index\//,
  /^sw\.js$/,
  new RegExp(`^${OFFLINE_MANIFEST_FILE.replace('.', '\\.')}$`),
];

/** What is worth saving at all: the kinds of files the PWA plugin precaches. */
export const INCLUDED = /\.(html|js|json|css|png|jpe?g|gif|svg|ico|webp|avif|woff2?|eot|ttf|otf)$/;

export function isExcluded(file: string): boolean {
  return EXCLUDED.some((pattern) => pattern.test(file));
}

/** The URL a built HTML file answers: `a/b/index.html` is `/a/b/`, other names stay as they are. */
export function pageUrl(baseUrl: string, file: string): string {
  if (file === 'index.html') return baseUrl;
  return `${baseUrl}${file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file}`;
}

/** The group of a page: the docs version whose path is the longest prefix of its URL, else the site group. */
export function pageGroup(url: string, versions: DocsVersion[]): string {
  const matches = versions.filter((version) => url.startsWith(version.path));
  const version = matches.sort((a, b) => b.path.length - a.path.length)[0];
  return version ? docsGroupId(version.name) : SITE_GROUP;
}

/**
 * Groups the built files for offline reading. A page belongs to its docs version (or to the site group);
 * an asset belongs to the one group whose pages reference it, and to the site group when pages of several
 * groups share it or no page names it (code loaded on demand, such as the search modal). Assets only the
 * excluded pages use are left out with them.
 */
export function groupFiles(options: {
  files: BuiltFile[];
  /** What each page needs (URLs with base URL), by page URL. */
  references: Map<string, string[]>;
  versions: DocsVersion[];
  baseUrl: string;
}): {groups: OfflineGroup[]; pages: string[]} {
  const {files, references, versions, baseUrl} = options;
  const groupOfPage = new Map<string, string>();
  const pages: string[] = [];
  const assetUsers = new Map<string, Set<string>>();
  for (const {file} of files.filter((candidate) => candidate.file.endsWith('.html'))) {
    const url = pageUrl(baseUrl, file);
    pages.push(url);
    const group = isExcluded(file) ? undefined : pageGroup(url, versions);
    if (group) groupOfPage.set(file, group);
    for (const reference of references.get(url) ?? []) {
      const users = assetUsers.get(reference) ?? new Set<string>();
      users.add(group ?? '');
      assetUsers.set(reference, users);
    }
  }

  const members = new Map<string, OfflineFile[]>();
  const add = (group: string, file: BuiltFile, url: string) => {
    members.set(group, [...(members.get(group) ?? []), [url, file.revision, file.bytes, file.wireBytes]]);
  };
  for (const file of files) {
    if (isExcluded(file.file) || !INCLUDED.test(file.file)) continue;
    if (file.file.endsWith('.html')) {
      add(groupOfPage.get(file.file)!, file, pageUrl(baseUrl, file.file));
      continue;
    }
    const url = `${baseUrl}${file.file}`;
    const users = [...(assetUsers.get(url) ?? [])];
    if (users.length > 0 && users.every((user) => user === '')) continue;
    const groups = users.filter((user) => user !== '');
    // A file no page loads (a version's facts.json) goes with the docs version whose path holds it.
    const group = groups.length === 0 ? pageGroup(url, versions) : groups.length === 1 ? groups[0] : SITE_GROUP;
    add(group, file, url);
  }

  const describe = (id: string, label: string, path: string): OfflineGroup => {
    const groupFiles = (members.get(id) ?? []).sort(([a], [b]) => (a < b ? -1 : 1));
    return {
      id,
      label,
      path,
      bytes: groupFiles.reduce((sum, [, , bytes]) => sum + bytes, 0),
      wireBytes: groupFiles.reduce((sum, [, , , wire]) => sum + wire, 0),
      files: groupFiles,
    };
  };
  return {
    groups: [
      describe(SITE_GROUP, 'Blog, changelog, community and other pages', baseUrl),
      ...versions.map((version) => describe(docsGroupId(version.name), version.label, version.path)),
    ],
    pages: pages.sort(),
  };
}

/** The part of the client build manifest (`client-manifest.json` in the generated files folder) read here. */
export type ClientManifest = {
  /** Chunk ids needed by each named chunk (route components and content modules are named chunks). */
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {publicPath: string}[]; css?: {publicPath: string}[]}>;
};

/** Chunk names in a `routesChunkNames.json` entry, which nests them in objects (`__comp`, `__context.plugin`, …). */
function chunkNames(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNames);
  return [];
}

/**
 * The scripts and styles each page loads for its route: the prerendered HTML names only the entry scripts, the
 * runtime loads the route's chunks. A page needs the chunks of its route and of the layout routes above it, whose
 * paths are prefixes of its own; taking every route whose path is a prefix gives a safe superset (a chunk that
 * lands in several groups goes to the site group).
 * @param routesChunkNames `routesChunkNames.json`: route path plus `-<hash>` → chunk names
 */
export function routeAssets(
  pageUrls: string[],
  routesChunkNames: Record<string, unknown>,
  manifest: ClientManifest,
): Map<string, string[]> {
  const routes = Object.entries(routesChunkNames).map(([key, names]) => {
    const routePath = key.replace(/-[^-/]*$/, '');
    const files = chunkNames(names).flatMap((name) =>
      (manifest.origins[name] ?? []).flatMap((id) =>
        [...(manifest.assets[id]?.js ?? []), ...(manifest.assets[id]?.css ?? [])].map(({publicPath}) => publicPath),
      ),
    );
    return {prefix: routePath.endsWith('/') ? routePath : `${routePath}/`, files};
  });
  return new Map(
    pageUrls.map((url) => [
      url,
      [
        ...new Set(
          routes
            .filter(({prefix}) => url.startsWith(prefix) || url === prefix.slice(0, -1))
            .flatMap(({files}) => files),
        ),
      ],
    ]),
  );
}
