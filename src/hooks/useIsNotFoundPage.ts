import {createContext, useContext} from 'react';

/**
 * True inside the not-found page (provided by the `@theme/NotFound` wrapper). That page is prerendered once, at
 * /404.html, and then served for every unknown URL, so whatever it derives from the URL during prerendering
 * (the language menu's links) is wrong: such parts wait for the browser, which knows the URL really asked for.
 */
export const NotFoundPageContext = createContext(false);

/** Class the not-found page puts on `<html>`, so that the browser can tell it is hydrating that page's HTML. */
export const NOT_FOUND_HTML_CLASS = 'not-found-page';

/**
 * Under a docs instance (`/docs/x/`, `/community/x/`) the client renders the not-found content inside the docs
 * routes, outside `@theme/NotFound`, while the HTML being hydrated is still /404.html's: the class it left on
 * `<html>` tells. Read once, when the page's scripts start: the head changes as soon as the first part of the page
 * has hydrated, before the rest (the navbar among it) hydrates. Only read together with `useIsBrowser()`, which is
 * false during hydration alone.
 */
const hydratingNotFoundHtml =
  typeof document !== 'undefined' && document.documentElement.classList.contains(NOT_FOUND_HTML_CLASS);

export function useIsNotFoundPage(): boolean {
  return useContext(NotFoundPageContext) || hydratingNotFoundHtml;
}
