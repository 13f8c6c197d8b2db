import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

/**
 * Offline search, the UI: the navbar search button and its modal (`@theme/SearchBar`, with Ctrl/Cmd+K and `/`)
 * and the `/search/` page, all answering from the index `src/plugins/search-index` writes after the build.
 * Under `docusaurus start` there is no index: the modal and the page say so.
 */
export default function searchUiPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-ui',

    getThemePath: () => path.join(__dirname, 'theme'),

    async contentLoaded({actions}) {
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, 'search/']),
        component: '@theme/SearchPage',
        exact: true,
      });
    },
  };
}
