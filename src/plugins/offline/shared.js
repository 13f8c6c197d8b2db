// @ts-check
// Shared by the build (TypeScript), the page and the service worker, which the PWA plugin bundles from
// plain JavaScript only: hence a .js module with its types in shared.d.ts.

/** The Cache Storage cache that holds every file saved for offline reading. */
export const CACHE_NAME = 'docusaurus-offline';

/** The list of groups and their files, written at build time under the output folder. */
export const OFFLINE_MANIFEST_FILE = 'offline-manifest.json';

/** The group saved with every choice: blog, changelog, community and other pages, and the shared assets. */
export const SITE_GROUP = 'site';

/** The page served for a known URL that is not saved, when the network is down. */
export const OFFLINE_PAGE = 'offline/';

/** The search plugin's list of index files, read when a download starts. */
export const SEARCH_MANIFEST = 'search-index/manifest.json';

/** Cache entry (never a real URL) that records which groups are saved. */
export const STATE_ENTRY = '__offline-state__';

/** Response header on every cached file: the revision it was saved at, so updates fetch only what changed. */
export const REVISION_HEADER = 'x-offline-revision';

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
 * manifests. The service worker downloads this list; the offline control shows its size.
 * @param {import('./manifestTypes').OfflineManifest} manifest
 * @param {{contexts: Record<string, {file: string; bytes: number}>} | undefined} search
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
    for (const [context, {file, bytes}] of Object.entries(search.contexts)) {
      if (chosen.has(manifest.searchContexts[context] ?? SITE_GROUP)) {
        // Index file names carry their content hash; they are gzipped already, so bytes are wire bytes.
        files.push({url: `${scope}search-index/${file}`, revision: file, bytes, wireBytes: bytes});
      }
    }
  }
  return files;
}
