import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {featureRequests, type FeatureRequest} from '../../data/featureRequests';

const ROUTE_BASE_PATH = 'feature-requests';

/** A request as the theme components receive it: the data plus the URL of its own page. */
export type FeatureRequestItem = FeatureRequest & {permalink: string};

export function boardPermalink(baseUrl: string): string {
  return normalizeUrl([baseUrl, ROUTE_BASE_PATH, '/']);
}

export function requestPermalink(baseUrl: string, slug: string): string {
  return normalizeUrl([baseUrl, ROUTE_BASE_PATH, slug, '/']);
}

export function toItems(baseUrl: string, requests: readonly FeatureRequest[]): FeatureRequestItem[] {
  return requests.map((request) => ({...request, permalink: requestPermalink(baseUrl, request.slug)}));
}

export type RouteTreeInput = {
  boardPermalink: string;
  /** Module (from `createData`) holding every item, for the board. */
  boardModule: string;
  /** One entry per request: its page URL and the module holding its item. */
  pages: readonly {permalink: string; module: string}[];
  components: {root: string; board: string; page: string};
};

/**
 * One non-exact parent route whose component renders the child routes: the board and a page
 * per request. Nesting them the way the docs plugin does lets the root handle unknown
 * sub-paths itself.
 */
export function buildRouteTree({boardPermalink: board, boardModule, pages, components}: RouteTreeInput): RouteConfig {
  return {
    path: board.replace(/\/$/, ''),
    exact: false,
    component: components.root,
    routes: [
      {path: board, exact: true, component: components.board, modules: {requests: boardModule}},
      ...pages.map(({permalink, module}) => ({
        path: permalink,
        exact: true,
        component: components.page,
        modules: {request: module},
        props: {boardPermalink: board},
      })),
    ],
  };
}

const themeComponent = (name: string): string => path.join(__dirname, 'theme', name, 'index.tsx');

/** The read-only feature-requests board at /feature-requests/, built from src/data/featureRequests. */
export default function featureRequestsPlugin(context: LoadContext): Plugin<readonly FeatureRequest[]> {
  return {
    name: 'feature-requests',
    loadContent: async () => featureRequests,
    async contentLoaded({content, actions}) {
      const items = toItems(context.baseUrl, content);
      const boardModule = await actions.createData('board.json', items);
      const pages = await Promise.all(
        items.map(async (item) => ({
          permalink: item.permalink,
          module: await actions.createData(`request-${item.slug}.json`, item),
        })),
      );
      actions.addRoute(
        buildRouteTree({
          boardPermalink: boardPermalink(context.baseUrl),
          boardModule,
          pages,
          components: {
            root: themeComponent('FeatureRequestsRoot'),
            board: themeComponent('FeatureRequestsBoard'),
            page: themeComponent('FeatureRequestPage'),
          },
        }),
      );
    },
  };
}
