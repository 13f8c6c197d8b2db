import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pageRecord, searchableRoute, writeSearchIndex} from './buildIndex';
import {withReaderQuestions} from './readerQuestions';
import {INDEX_DIR, type PageRecord} from './types';
import {readerQuestions} from '../../data/searchReaderQuestions';
import {registerPageConsumer} from '../builtPages';
import {recordTiming} from '../../../scripts/lib/build-timings.mjs';

/**
 * Offline search, the index: after a production build, reads the built pages into `search-index/` (one file per
 * docs version and one for the rest of the site, plus snippet files). The search UI (`src/plugins/search-ui`)
 * queries it in the browser with this folder's `query.ts`. Leave both plugins out when Algolia DocSearch is
 * configured.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const {baseUrl, siteConfig, siteDir} = context;
  // Each page's record comes from the one pass over the built pages (cached by the page's content).
  const pageRecords = registerPageConsumer<PageRecord | null>({
    name: 'search-index',
    wants: searchableRoute(baseUrl),
    visit: (page) => pageRecord(page, siteConfig.title),
    cacheKey: siteConfig.title,
    code: [__dirname, path.join(__dirname, '../../utils/htmlBlocks.ts'), path.join(__dirname, '../pageParts.ts')],
    worker: {module: path.join(__dirname, 'buildIndex.ts'), exportName: 'pageRecord', options: siteConfig.title},
  });
  return {
    name: 'search-index',

    async postBuild({outDir, routesPaths}) {
      const records = withReaderQuestions(
        [...(await pageRecords({outDir, siteDir, baseUrl, routesPaths})).values()].flatMap((record) => record ?? []),
        readerQuestions,
        baseUrl,
      );
      const started = Date.now();
      const manifest = await writeSearchIndex(outDir, records, baseUrl);
      const entries = Object.values(manifest.contexts);
      const pages = entries.reduce((sum, entry) => sum + entry.pages, 0);
      const kilobytes = entries.reduce((sum, entry) => sum + entry.bytes, 0) / 1024;
      recordTiming('search-index', Date.now() - started, pages);
      logger.info`search-index: indexed number=${pages} pages into number=${entries.length} files (number=${Math.round(kilobytes)} KB gzipped) under path=${INDEX_DIR} in number=${Date.now() - started} ms`;
    },
  };
}
