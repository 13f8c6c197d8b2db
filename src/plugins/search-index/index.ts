import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';
import {buildSearchIndex} from './buildIndex';
import {INDEX_DIR} from './types';
import {recordTiming} from '../../../scripts/lib/build-timings.mjs';

/**
 * Offline search, the index: after a production build, reads the built pages into `search-index/` (one file per
 * docs version and one for the rest of the site, plus snippet files). The search UI (`src/plugins/search-ui`)
 * queries it in the browser with this folder's `query.ts`. Leave both plugins out when Algolia DocSearch is
 * configured.
 */
export default function searchIndexPlugin(): Plugin {
  return {
    name: 'search-index',

    async postBuild({outDir, routesPaths, siteConfig}) {
      const started = Date.now();
      const manifest = await buildSearchIndex({
        outDir,
        routesPaths,
        baseUrl: siteConfig.baseUrl,
        siteTitle: siteConfig.title,
      });
      const entries = Object.values(manifest.contexts);
      const pages = entries.reduce((sum, entry) => sum + entry.pages, 0);
      const kilobytes = entries.reduce((sum, entry) => sum + entry.bytes, 0) / 1024;
      recordTiming('search-index', Date.now() - started, pages);
      logger.info`search-index: indexed number=${pages} pages into number=${entries.length} files (number=${Math.round(kilobytes)} KB gzipped) under path=${INDEX_DIR} in number=${Date.now() - started} ms`;
    },
  };
}
