// Parent of the board and request pages: renders whichever child route matches, or the
// not-found page for an unknown path under /feature-requests/ (this route catches them all).
import React, {type ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import {matchPath, useLocation} from '@docusaurus/router';
import NotFound from '@theme/NotFound';

type ChildRoutes = NonNullable<Parameters<typeof renderRoutes>[0]>;

type Props = {readonly route: {readonly routes: ChildRoutes}};

export default function FeatureRequestsRoot({route}: Props): ReactNode {
  const {pathname} = useLocation();
  const isKnown = route.routes.some(({path, exact, strict}) => matchPath(pathname, {path, exact, strict}) !== null);
  return isKnown ? renderRoutes(route.routes) : <NotFound />;
}
