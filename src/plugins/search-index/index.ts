import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {buildSearchIndex} from './buildIndex';
import {INDEX_DIR} from './types';

/**
 * Offline search: after a production build, indexes the built pages into
 * `search-index/` (one file per docs version and one for the rest of the
 * site), and provides the navbar search modal (`@theme/SearchBar`) and the
 * `/search/` page that query it in the browser.
 *
 * The index only exists in a production build: under `docusaurus start` the
 * modal and the page say so. Leave this plugin out when Algolia DocSearch is
 * configured: its theme then provides both components.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',

    getThemePath: () => path.join(__dirname, 'theme'),

    async contentLoaded({actions}) {
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, 'search/']),
        component: '@theme/SearchPage',
        exact: true,
      });
    },

    async postBuild({outDir, routesPaths, siteConfig}) {
      const started = Date.now();
      const manifest = await buildSearchIndex({outDir, routesPaths, baseUrl: siteConfig.baseUrl, siteTitle: siteConfig.title});
      const entries = Object.values(manifest.contexts);
      const pages = entries.reduce((sum, entry) => sum + entry.pages, 0);
      const kilobytes = entries.reduce((sum, entry) => sum + entry.bytes, 0) / 1024;
      logger.info`search-index: indexed number=${pages} pages into number=${entries.length} files (number=${Math.round(kilobytes)} KB gzipped) under path=${INDEX_DIR} in number=${Date.now() - started} ms`;
    },
  };
}
