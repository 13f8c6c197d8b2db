import {useEffect, useRef, useState} from 'react';
import {useUrlState} from '@site/src/hooks/useUrlState';
import {searchPageParams} from './searchPageUrl';

/** How long typing pauses before the URL follows, so that history is not rewritten on every key. */
const URL_UPDATE_DELAY_MS = 300;

/**
 * The search page's query: what the user types, searched at once, and the
 * `q` parameter of the URL, updated (replaced, not pushed) once typing pauses.
 * A URL changed from outside (a suggestion link, the back button) wins.
 */
export function useSearchPageQuery(): [query: string, setQuery: (query: string) => void] {
  const [{q: urlQuery}, setParams] = useUrlState(searchPageParams);
  const [query, setQuery] = useState(urlQuery);
  const lastUrlQuery = useRef(urlQuery);

  useEffect(() => {
    if (urlQuery === lastUrlQuery.current) return;
    lastUrlQuery.current = urlQuery;
    setQuery(urlQuery);
  }, [urlQuery]);

  useEffect(() => {
    if (query === lastUrlQuery.current) return undefined;
    const timer = window.setTimeout(() => {
      lastUrlQuery.current = query;
      setParams({q: query}, {replace: true});
    }, URL_UPDATE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, setParams]);

  return [query, setQuery];
}
