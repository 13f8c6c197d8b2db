import {createContext, useContext} from 'react';

/**
 * True inside the not-found page (provided by the `@theme/NotFound` wrapper). That page is prerendered once, at
 * /404.html, and then served for every unknown URL, so whatever it derives from the URL during prerendering
 * (the language menu's links) is wrong: such parts wait for the browser, which knows the URL really asked for.
 */
export const NotFoundPageContext = createContext(false);

export function useIsNotFoundPage(): boolean {
  return useContext(NotFoundPageContext);
}
