import {docsContext} from './contexts';

/**
 * Which offline group saves each search context's index file: a docs version's index goes with that version's
 * pages (searching a version offline needs its index); contexts not listed (blog, changelog, pages, community)
 * go with the site group. The service worker reads the file names from `search-index/manifest.json` when it
 * downloads, so the index need not exist when the offline manifest is written.
 */
export function searchIndexGroups(
  versionNames: string[],
  groupOf: (versionName: string) => string,
): Record<string, string> {
  return Object.fromEntries(versionNames.map((name) => [docsContext('default', name), groupOf(name)]));
}
