import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {assemblePrintDocument} from './assemble';
import {announceBuildOutput} from '../buildOutputs';
import {recordTiming} from '../../../scripts/lib/build-timings.mjs';
import {printPagePath} from './pages';
import {docsInSidebarOrder, type SidebarItem} from './sidebarOrder';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

type VersionToPrint = {label: string; path: string; permalinks: string[]};

/**
 * Writes `/docs/print/` and `/docs/<version>/print/`: every doc of the version, in sidebar order, on one static
 * page to print or save as PDF. Built after the site from the prerendered doc pages, so it needs no route, no
 * JavaScript, and stays out of the sitemap and the search index (it is not a route; it is also `noindex`).
 */
export default function printVersionPlugin(context: LoadContext): Plugin {
  const {outDir, baseUrl, siteConfig} = context;
  let versions: VersionToPrint[] = [];
  // The offline manifest lists the print pages this plugin's postBuild writes.
  const output = announceBuildOutput('print-version');
  return {
    name: 'print-version',
    async allContentLoaded({allContent}) {
      const docs = allContent[DOCS_PLUGIN]?.default as DocsContent | undefined;
      versions = (docs?.loadedVersions ?? []).map((version) => {
        const byId = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
        const ids = docsInSidebarOrder(version.sidebars as unknown as Record<string, SidebarItem[]>);
        // Sidebars may name drafts, which production builds leave out.
        const permalinks = ids.flatMap((id) => byId.get(id) ?? []);
        return {label: version.label, path: version.path, permalinks};
      });
    },
    async postBuild() {
      const started = Date.now();
      try {
        for (const version of versions) {
          const docs = version.permalinks.map((permalink) => ({
            permalink,
            html: fs.readFileSync(path.join(outDir, permalink.slice(baseUrl.length), 'index.html'), 'utf8'),
          }));
          const printPath = printPagePath(version.path);
          const html = assemblePrintDocument({
            siteTitle: siteConfig.title,
            siteUrl: siteConfig.url,
            versionLabel: version.label,
            versionPath: version.path.endsWith('/') ? version.path : `${version.path}/`,
            printPath,
            docs,
          });
          const file = path.join(outDir, printPath.slice(baseUrl.length), 'index.html');
          fs.mkdirSync(path.dirname(file), {recursive: true});
          fs.writeFileSync(file, html);
          logger.info`print-version: path=${printPath} holds number=${docs.length} docs (number=${Math.round(html.length / 1024)} KB)`;
        }
        output.done();
        recordTiming(
          'print-version',
          Date.now() - started,
          versions.reduce((sum, version) => sum + version.permalinks.length, 0),
        );
      } catch (error) {
        output.failed(error);
        throw error;
      }
    },
  };
}
