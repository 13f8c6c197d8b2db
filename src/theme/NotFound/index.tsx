// Wrapped to tell the components inside (the navbar's language menu) that they render the not-found page, and to
// mark its prerendered HTML as such for the browser (see useIsNotFoundPage).
import React, {type ReactNode} from 'react';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';
import {NOT_FOUND_HTML_CLASS, NotFoundPageContext} from '@site/src/hooks/useIsNotFoundPage';

type Props = WrapperProps<typeof NotFoundType>;

export default function NotFoundWrapper(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider className={NOT_FOUND_HTML_CLASS}>
      <NotFoundPageContext.Provider value>
        <NotFound {...props} />
      </NotFoundPageContext.Provider>
    </HtmlClassNameProvider>
  );
}
