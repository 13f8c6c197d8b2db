import {useEffect, useRef, useState} from 'react';
import {useSearchQueryString} from '@docusaurus/theme-common';

/** How long typing pauses before the URL follows, so that history is not rewritten on every key. */
const URL_UPDATE_DELAY_MS = 300;

/**
 * The search page's query: what the user types, searched at once, and the
 * `q` parameter of the URL, updated (replaced, not pushed) once typing pauses.
 * A URL changed from outside (a suggestion link, the back button) wins.
 */
export function useSearchPageQuery(): [query: string, setQuery: (query: string) => void] {
  const [urlQuery, setUrlQuery] = useSearchQueryString();
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
      setUrlQuery(query);
    }, URL_UPDATE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, setUrlQuery]);

  return [query, setQuery];
}
