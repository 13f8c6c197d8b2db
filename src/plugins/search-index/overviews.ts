/*
 * Overview pages. A topic the docs split over several pages has a page that introduces it: the page at the
 * folder's own URL ("Upgrading from Docusaurus v1" at /docs/migration/ above /docs/migration/manual/; "Official
 * plugins" at /docs/api/plugins/ above /docs/api/plugins/@docusaurus/plugin-pwa/) or, where the folder has no
 * page, its `introduction` or `overview` page (/docs/i18n/introduction/ beside /docs/i18n/crowdin/). A sub-page
 * repeats the topic's words in its title, so on words alone it often outranks its overview for the broad query
 * ("migration", "i18n") that the overview answers; `query.ts` then lifts the overview.
 */

const INTRODUCTIONS = ['introduction/', 'overview/'];

/**
 * For each page URL, the position of its overview page among `urls` (-1: none): the nearest folder above it that
 * is a page, or, one level up, that folder's introduction. The shortest URL (the site's or the docs version's
 * root) is every page's folder, and no overview.
 */
export function overviewPages(urls: string[]): Int32Array {
  const byUrl = new Map(urls.map((url, page) => [url, page]));
  const root = urls.reduce((shortest, url) => (url.length < shortest.length ? url : shortest), urls[0] ?? '');
  const overviewOf = (url: string): number => {
    const segments = url.split('/').filter(Boolean);
    for (let length = segments.length - 1; length > 0; length -= 1) {
      const folder = `/${segments.slice(0, length).join('/')}/`;
      const candidates =
        length === segments.length - 1 ? [folder, ...INTRODUCTIONS.map((name) => folder + name)] : [folder];
      for (const candidate of candidates) {
        const page = byUrl.get(candidate);
        if (page !== undefined && candidate !== url && candidate !== root) return page;
      }
    }
    return -1;
  };
  return Int32Array.from(urls, overviewOf);
}
