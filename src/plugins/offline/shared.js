// @ts-check
// Shared by the build (TypeScript), the page and the service worker, which the PWA plugin bundles from
// plain JavaScript only: hence a .js module with its types in shared.d.ts.

/**
 * Each build's saved copy is a Cache Storage cache of its own, `<prefix><build id>`: an update downloads into a new
 * cache and the worker switches to it only when it activates, so a page and its scripts always come from one build.
 */
export const COPY_CACHE_PREFIX = 'docusaurus-offline-copy-';

/** Small cache of records about the copies (never real URLs): which one is served, which waits, the last failure. */
export const META_CACHE = 'docusaurus-offline-meta';

/** Caches of earlier versions of this code, deleted when a worker activates. */
export const LEGACY_CACHES = ['docusaurus-offline'];

/** Meta records: the copy the active worker serves, the copy a waiting worker will serve, the last failed update. */
export const CURRENT_ENTRY = '__offline-current__';
export const PENDING_ENTRY = '__offline-pending__';
export const FAILURE_ENTRY = '__offline-failure__';

/** The list of groups and their files, written at build time under the output folder. */
export const OFFLINE_MANIFEST_FILE = 'offline-manifest.json';

/** The group saved with every choice: blog, changelog, community and other pages, and the shared assets. */
export const SITE_GROUP = 'site';

/** The page served for a known URL that is not saved, when the network is down. */
export const OFFLINE_PAGE = 'offline/';

/** The search plugin's list of index files, read when a download starts. */
export const SEARCH_MANIFEST = 'search-index/manifest.json';

/** Entry of a copy (never a real URL) that records which groups it holds; written last, once the copy is whole. */
export const STATE_ENTRY = '__offline-state__';

/** Response header on every cached file: the revision it was saved at, so updates fetch only what changed. */
export const REVISION_HEADER = 'x-offline-revision';

/**
 * The cache of one build's copy.
 * @param {string} build
 */
export function copyCacheName(build) {
  return `${COPY_CACHE_PREFIX}${build}`;
}

/**
 * A JSON record of the meta cache, or undefined.
 * @param {string} scope the site's base URL
 * @param {string} entry
 */
export async function readMeta(scope, entry) {
  if (!(await caches.has(META_CACHE))) return undefined;
  const response = await caches.match(`${scope}${entry}`, {cacheName: META_CACHE});
  return response?.json();
}

/**
 * The copy being served (its cache name and build), as the active worker recorded it; undefined when none is.
 * @param {string} scope the site's base URL
 * @returns {Promise<{cache: string; build: string} | undefined>}
 */
export function currentCopy(scope) {
  return readMeta(scope, CURRENT_ENTRY);
}

/** Deletes every saved copy and record: offline reading turned off. */
export async function deleteOfflineCaches() {
  for (const name of await caches.keys()) {
    if (name.startsWith(COPY_CACHE_PREFIX) || name === META_CACHE || LEGACY_CACHES.includes(name)) {
      await caches.delete(name);
    }
  }
}

/**
 * Group id of one docs version.
 * @param {string} versionName
 */
export function docsGroupId(versionName) {
  return `docs-${versionName}`;
}

/**
 * The files a choice saves, with their sizes: the site group and the chosen docs versions, the search index
 * files that go with them (from the search plugin's manifest, absent on sites built with Algolia), and both
 * manifests. The service worker downloads this list; the offline control shows its size. With each index go its
 * snippet files, the excerpts the search page and modal show: the whole context's and each page's (the first query
 * asks for the pages' files). The search manifest gives no size for them: they count as 0 bytes (a few percent of
 * a version).
 * @param {import('./manifestTypes').OfflineManifest} manifest
 * @param {import('./manifestTypes').SearchManifest | undefined} search
 * @param {string[]} groups docs version groups; the site group is always included
 * @param {string} scope the site's base URL
 * @returns {{url: string; revision: string; bytes: number; wireBytes: number}[]}
 */
export function filesToSave(manifest, search, groups, scope) {
  const chosen = new Set([SITE_GROUP, ...groups]);
  const files = manifest.groups
    .filter((group) => chosen.has(group.id))
    .flatMap((group) => group.files.map(([url, revision, bytes, wireBytes]) => ({url, revision, bytes, wireBytes})));
  files.push({url: `${scope}${OFFLINE_MANIFEST_FILE}`, revision: manifest.build, bytes: 0, wireBytes: 0});
  if (search) {
    files.push({url: `${scope}${SEARCH_MANIFEST}`, revision: manifest.build, bytes: 0, wireBytes: 0});
    for (const [context, {file, bytes, snippets, pages}] of Object.entries(search.contexts)) {
      if (!chosen.has(manifest.searchContexts[context] ?? SITE_GROUP)) continue;
      // Index file names carry their content hash; they are gzipped already, so bytes are wire bytes.
      files.push({url: `${scope}search-index/${file}`, revision: file, bytes, wireBytes: bytes});
      const snippetFiles = [
        `${snippets}.json.gz`,
        ...Array.from({length: pages}, (_, page) => `${snippets}.${page}.json.gz`),
      ];
      for (const name of snippetFiles) {
        files.push({url: `${scope}search-index/${name}`, revision: name, bytes: 0, wireBytes: 0});
      }
    }
  }
  return files;
}
