import type {UrlStateCodec} from '@site/src/hooks/useUrlState';

/** What the search page keeps in its URL: the query (`q`) and the chosen docs version (`version`, empty for the latest). */
export type SearchPageParams = {readonly q: string; readonly version: string};

const EMPTY: SearchPageParams = {q: '', version: ''};

function parse(search: string): SearchPageParams {
  const params = new URLSearchParams(search);
  return {q: params.get('q') ?? '', version: params.get('version') ?? ''};
}

/**
 * `?q=…&version=…`, leaving out empty values. Written with encodeURIComponent rather than URLSearchParams,
 * which writes a space as `+`: a query in the address bar then reads as it does in the links to the page.
 */
function serialize(params: SearchPageParams): string {
  const pairs = (['q', 'version'] as const)
    .filter((key) => params[key] !== '')
    .map((key) => `${key}=${encodeURIComponent(params[key])}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The search page's state in its query string, for `useUrlState`. */
export const searchPageParams: UrlStateCodec<SearchPageParams> = {initial: EMPTY, parse, serialize};

/** The search page URL for a query. */
export function searchPageUrl(baseUrl: string, query: string): string {
  return `${baseUrl}search/${serialize({...EMPTY, q: query})}`;
}
