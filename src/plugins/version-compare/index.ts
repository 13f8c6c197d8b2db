import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {normalizeUrl} from '@docusaurus/utils';
import {parseChangelog} from '../changelog/parse';
import {buildComparisons, docRoute, type CompareVersion} from './build';
import {docCategories, NO_CATEGORY, type SidebarNode} from './categories';
import {matchPages} from './match';
import {versionNames} from './normalise';
import {pageSections} from './sections';
import {DATA_DIR, type Section, type VersionCompareGlobalData} from './types';
import {announceBuildOutput} from '../buildOutputs';
import {registerPageConsumer} from '../builtPages';
import {inNameOrder} from '../globalDataOrder';
import {recordTiming} from '../../../scripts/lib/build-timings.mjs';

type NavbarItem = {type?: string; sidebarId?: string; label?: string};

/** The navbar label of each docs sidebar ("Docs", "API"), to name the docs at a sidebar's top level. */
function sidebarLabels(context: LoadContext): Record<string, string> {
  const items = (context.siteConfig.themeConfig as {navbar?: {items?: NavbarItem[]}}).navbar?.items ?? [];
  return Object.fromEntries(
    items.flatMap((item) =>
      item.type === 'docSidebar' && item.sidebarId && item.label ? [[item.sidebarId, item.label]] : [],
    ),
  );
}

/**
 * Versions that explain themselves: after the build, compares every doc of the default docs instance across its
 * versions, section by section on the rendered pages, and writes the results under `version-compare/` (read on
 * demand by the compare view, the comparison page and the notes). The only global data is the list of versions
 * and which docs are new in each, for the sidebar's "new" badges.
 */
export default function versionComparePlugin(context: LoadContext): Plugin {
  // The offline manifest lists the comparison files this plugin's postBuild writes.
  const output = announceBuildOutput('version-compare');
  let versions: CompareVersion[] = [];
  let docRoutes = new Set<string>();
  // Each doc's sections come from the one pass over the built pages (cached by the page's content), read before
  // this plugin writes its notes into them.
  const docSections = registerPageConsumer<Section[] | null>({
    name: 'version-compare',
    wants: (url) => docRoutes.has(url),
    visit: pageSections,
    cacheKey: '',
    code: [__dirname, path.join(__dirname, '../../utils/htmlBlocks.ts'), path.join(__dirname, '../pageParts.ts')],
    worker: {module: path.join(__dirname, 'sections.ts'), exportName: 'pageSections'},
  });
  // Global data set in allContentLoaded: see globalDataOrder.ts.
  const ordered = inNameOrder('version-compare');

  return {
    name: 'version-compare',

    allContentLoaded: ({allContent, actions}) =>
      ordered(() => {
        const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
        if (!docs) throw new Error('version-compare: the default docs instance is missing');
        const labels = sidebarLabels(context);
        versions = docs.loadedVersions.map((version) => {
          const categories = docCategories(version.sidebars as unknown as Record<string, SidebarNode[]>, labels);
          // Sidebar order, so the comparison page lists categories and pages as the sidebar does.
          const rank = [...categories.keys()];
          const position = (id: string): number => (rank.includes(id) ? rank.indexOf(id) : rank.length);
          const base = version.path.replace(/\/$/, '');
          return {
            name: version.versionName,
            label: version.label,
            base,
            names: versionNames(version.versionName, version.label),
            docs: version.docs
              .map((doc) => ({
                id: doc.id,
                title: doc.title,
                path: doc.permalink,
                category: categories.get(doc.id) ?? NO_CATEGORY,
                relativePath: doc.permalink.slice(base.length),
              }))
              .sort((a, b) => position(a.id) - position(b.id)),
          };
        });
        const newDocs = Object.fromEntries(
          versions
            .slice(0, -1)
            .map((version, index) => [
              version.name,
              matchPages(versions[index + 1]!.docs, version.docs).flatMap((match) =>
                match.from ? [] : [match.to!.id],
              ),
            ]),
        );
        docRoutes = new Set(versions.flatMap((version) => version.docs.map((doc) => docRoute(doc.path))));
        actions.setGlobalData({
          versions: versions.map((version) => version.name),
          newDocs,
        } satisfies VersionCompareGlobalData);
      }),

    async postBuild({outDir, routesPaths}) {
      const {siteDir, baseUrl} = context;
      let started = Date.now();
      const result = await (async () => {
        const sectionsByRoute = await docSections({outDir, siteDir, baseUrl, routesPaths});
        started = Date.now();
        const releases = parseChangelog(await fs.readFile(path.join(siteDir, 'CHANGELOG.md'), 'utf8'));
        return buildComparisons({
          outDir,
          versions,
          sectionsByRoute,
          releases,
          changelogBase: normalizeUrl([baseUrl, 'changelog/']),
        });
      })().catch((error: unknown) => {
        output.failed(error);
        throw error;
      });
      output.done();
      recordTiming('version-compare', Date.now() - started, docRoutes.size);
      const pairs = result.pairs
        .map((pair) => `${pair.dir} ${Math.round(pair.bytes / 1024)} KB in ${pair.files} files`)
        .join(', ');
      logger.info`version-compare: wrote ${pairs} under path=${path.join(outDir, DATA_DIR)}, number=${result.notes} notes and number=${result.redirects.length} redirects in number=${Date.now() - started} ms`;
    },
  };
}
