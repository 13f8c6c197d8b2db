// State kept in the query string, so that a view is a URL a reader can share and it survives a reload.
// One hook for every page that does this (showcase filters, the feature-request board, the search page, the version
// comparison page).
import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** How a page's state is read from and written to a query string. */
export type UrlStateCodec<T extends object> = {
  /** The state the server renders: the URL is not known at build time. */
  readonly initial: T;
  /** Reads the state from a query string; unknown or malformed values fall back to defaults. */
  readonly parse: (search: string) => T;
  /** The query string for a state (`?…`, or `''` for the defaults, so the plain page keeps a clean URL). */
  readonly serialize: (state: T) => string;
};

export type SetUrlState<T> = (change: Partial<T>, options?: {readonly replace?: boolean}) => void;

/**
 * The state in the URL, and a function to change part of it. The URL is read only once hydration is done: reading
 * it earlier would make the first client render differ from the prerendered HTML.
 */
export function useUrlState<T extends object>({initial, parse, serialize}: UrlStateCodec<T>): [T, SetUrlState<T>] {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const history = useHistory();
  const state = useMemo(() => (isBrowser ? parse(search) : initial), [isBrowser, search, parse, initial]);
  const setState = useCallback<SetUrlState<T>>(
    (change, {replace = false} = {}) => {
      // Read the URL at call time, not at render time, so quick successive changes all count.
      const next = {...parse(history.location.search), ...change};
      const location = {pathname: history.location.pathname, search: serialize(next)};
      if (replace) history.replace(location);
      else history.push(location);
    },
    [history, parse, serialize],
  );
  return [state, setState];
}
