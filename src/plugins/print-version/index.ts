import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {
  docRoute,
  joinPrintDocument,
  printPartOfPage,
  printSettings,
  type PrintPart,
  type PrintVersions,
} from './assemble';
import {announceBuildOutput} from '../buildOutputs';
import {registerPageConsumer} from '../builtPages';
import {recordTiming} from '../../../scripts/lib/build-timings.mjs';
import {printPagePath} from './pages';
import {docsInSidebarOrder, type SidebarItem} from './sidebarOrder';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * Writes `/docs/print/` and `/docs/<version>/print/`: every doc of the version, in sidebar order, on one static
 * page to print or save as PDF. Built after the site from the prerendered doc pages, so it needs no route, no
 * JavaScript, and stays out of the sitemap and the search index (it is not a route; it is also `noindex`).
 * Each doc's part comes from the one pass over the built pages (parsed once, cached by content); the page is then
 * joined from the parts and written, not parsed again.
 */
export default function printVersionPlugin(context: LoadContext): Plugin {
  const {outDir, baseUrl, siteConfig, siteDir} = context;
  const options: PrintVersions = {siteTitle: siteConfig.title, siteUrl: siteConfig.url, versions: []};
  let docPages = new Set<string>();
  // The offline manifest lists the print pages this plugin's postBuild writes.
  const output = announceBuildOutput('print-version');
  const docParts = registerPageConsumer<PrintPart>({
    name: 'print-version',
    wants: (url) => docPages.has(url),
    visit: (page) => printPartOfPage(page, options),
    // A part depends on its version's list of docs (the anchors its links point to) and on the site's URL.
    get cacheKey() {
      return JSON.stringify(options);
    },
    code: [__dirname, path.join(__dirname, '../pageParts.ts')],
    worker: {
      module: path.join(__dirname, 'assemble.ts'),
      exportName: 'printPartOfPage',
      get options() {
        return options;
      },
    },
  });
  return {
    name: 'print-version',
    async allContentLoaded({allContent}) {
      const docs = allContent[DOCS_PLUGIN]?.default as DocsContent | undefined;
      options.versions = (docs?.loadedVersions ?? []).map((version) => {
        const byId = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
        const ids = docsInSidebarOrder(version.sidebars as unknown as Record<string, SidebarItem[]>);
        // Sidebars may name drafts, which production builds leave out.
        const permalinks = ids.flatMap((id) => byId.get(id) ?? []);
        return {label: version.label, path: version.path, permalinks};
      });
      docPages = new Set(options.versions.flatMap((version) => version.permalinks.map(docRoute)));
    },
    async postBuild({routesPaths}) {
      try {
        const parts = await docParts({outDir, siteDir, baseUrl, routesPaths});
        const started = performance.now();
        for (const version of options.versions) {
          const settings = printSettings(options, version);
          const versionParts = version.permalinks.map((permalink) => {
            const part = parts.get(docRoute(permalink));
            if (!part) throw new Error(`print-version: no built page for ${permalink} (looked for its index.html)`);
            return part;
          });
          const chunks = joinPrintDocument(settings, versionParts);
          const printPath = printPagePath(version.path);
          const file = path.join(outDir, printPath.slice(baseUrl.length), 'index.html');
          fs.mkdirSync(path.dirname(file), {recursive: true});
          // Written chunk by chunk, without joining the parts into one 2.7 MB string first.
          const fd = fs.openSync(file, 'w');
          let bytes = 0;
          try {
            for (const chunk of chunks) bytes += fs.writeSync(fd, chunk);
          } finally {
            fs.closeSync(fd);
          }
          logger.info`print-version: path=${printPath} holds number=${versionParts.length} docs (number=${Math.round(bytes / 1024)} KB)`;
        }
        output.done();
        recordTiming('print-version: join and write', performance.now() - started, docPages.size);
      } catch (error) {
        output.failed(error);
        throw error;
      }
    },
  };
}
