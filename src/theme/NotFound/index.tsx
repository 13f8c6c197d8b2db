// Wrapped to tell the components inside (the navbar's language menu) that they render the not-found page.
import React, {type ReactNode} from 'react';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';
import {NotFoundPageContext} from '@site/src/hooks/useIsNotFoundPage';

type Props = WrapperProps<typeof NotFoundType>;

export default function NotFoundWrapper(props: Props): ReactNode {
  return (
    <NotFoundPageContext.Provider value>
      <NotFound {...props} />
    </NotFoundPageContext.Provider>
  );
}
