import {createHash, randomUUID} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import {groupFiles, INCLUDED, pageUrl, routeAssets, type BuiltFile, type DocsVersion} from './groups';
import {searchIndexGroups} from '../search-index/precache';
import {OFFLINE_MANIFEST_FILE, OFFLINE_PAGE, docsGroupId, type OfflineManifest} from './manifestTypes';
import {printPagePath} from '../print-version/pages';
import {buildOutputsWritten} from '../buildOutputs';
import {brotliCopy, isPrecompressed} from '../../../scripts/precompress.mjs';

type ManifestTransform = NonNullable<PwaOptions['injectManifestConfig']['manifestTransforms']>[number];

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** Changes with every build: the service worker's script embeds it, so browsers see a new deployment. */
const BUILD_ID = randomUUID();

/**
 * The service worker's precache list for plugin-pwa: only `offline-manifest.json`, with this build's id.
 * The files themselves are saved by group, as the reader chooses (see `sw.js`), not all at install.
 */
export const offlineManifestTransform: ManifestTransform = async () => ({
  manifest: [{url: OFFLINE_MANIFEST_FILE, revision: BUILD_ID, size: 0}],
});

/** Sizes and revision of one built file. */
function describeFile(outDir: string, file: string): BuiltFile {
  const content = fs.readFileSync(path.join(outDir, file));
  return {
    file,
    revision: createHash('md5').update(content).digest('hex'),
    bytes: content.length,
    // What the servers send: the brotli copy the build writes beside the file (scripts/precompress.mjs), if any.
    wireBytes: isPrecompressed(file, content.length) ? brotliCopy(file, content).length : content.length,
  };
}

function readJson<T>(file: string): T {
  if (!fs.existsSync(file)) throw new Error(`offline: ${file} is missing; it is written by the client build`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Same-site URLs a page loads or links to files: scripts, styles, preloads, images. */
function pageReferences(html: string, baseUrl: string): string[] {
  const $ = cheerio.load(html);
  const urls = new Set<string>();
  const keep = (value: string | undefined) => {
    if (value?.startsWith(baseUrl) && !value.startsWith('//')) urls.add(value.split(/[?#]/)[0]);
  };
  $('script[src]').each((_, element) => keep($(element).attr('src')));
  $('link[href]').each((_, element) => keep($(element).attr('href')));
  $('img[src], source[src], video[src]').each((_, element) => keep($(element).attr('src')));
  $('img[srcset], source[srcset]').each((_, element) => {
    for (const candidate of ($(element).attr('srcset') ?? '').split(',')) keep(candidate.trim().split(/\s+/)[0]);
  });
  return [...urls];
}

/** plugin-pwa's reload popup, which the registration code imports when a new worker waits. */
export const RELOAD_POPUP_MODULE = '@docusaurus/plugin-pwa/lib/renderReloadPopup.js';

/**
 * Writes `offline-manifest.json`: the built files in groups the reader saves for offline reading one by one
 * (the site, and each docs version), and registers the offline page route. The output folder and the docs
 * versions come from the build, so `--out-dir` and new versions need no configuration.
 */
export default function offlinePlugin(context: LoadContext): Plugin {
  const {outDir, baseUrl, generatedFilesDir} = context;
  let versions: DocsVersion[] = [];
  return {
    name: 'offline',
    configureWebpack(config, _isServer, {currentBundler}) {
      // plugin-pwa turns itself off in development: `docusaurus start` would then lack the variables it defines for
      // the registration code, and `@theme/PwaReloadPopup`, which its reload popup imports. Both get stand-ins
      // there; without a worker URL the offline control says that offline reading needs a production build.
      if (config.mode !== 'development') return {};
      return {
        plugins: [
          new currentBundler.instance.EnvironmentPlugin({
            PWA_DEBUG: false,
            PWA_SERVICE_WORKER_URL: '',
            PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES: [],
          }),
        ],
        resolve: {alias: {[RELOAD_POPUP_MODULE]: path.join(__dirname, 'client/noReloadPopup.ts')}},
      };
    },
    async allContentLoaded({allContent}) {
      const docs = allContent[DOCS_PLUGIN]?.default as DocsContent | undefined;
      versions = (docs?.loadedVersions ?? []).map(({versionName, label, path: versionPath}) => ({
        name: versionName,
        label,
        path: versionPath.endsWith('/') ? versionPath : `${versionPath}/`,
      }));
    },
    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${baseUrl}${OFFLINE_PAGE}`,
        component: '@site/src/components/OfflineControl/OfflinePage.tsx',
        exact: true,
      });
    },
    async postBuild() {
      // The print pages, the version comparisons and the diagram fragments are written by other plugins' postBuild,
      // run at the same time.
      await buildOutputsWritten();
      const names = fs
        .readdirSync(outDir, {recursive: true, encoding: 'utf8'})
        .map((name) => name.split(path.sep).join('/'));
      const candidates = names.filter((name) => INCLUDED.test(name) && fs.statSync(path.join(outDir, name)).isFile());
      const files = candidates.map((file) => describeFile(outDir, file));
      const htmlFiles = files.filter(({file}) => file.endsWith('.html')).map(({file}) => file);
      const byRoute = routeAssets(
        htmlFiles.map((file) => pageUrl(baseUrl, file)),
        readJson(path.join(generatedFilesDir, 'routesChunkNames.json')),
        readJson(path.join(generatedFilesDir, 'client-manifest.json')),
      );
      const references = new Map(
        htmlFiles.map((file) => {
          const url = pageUrl(baseUrl, file);
          const inHtml = pageReferences(fs.readFileSync(path.join(outDir, file), 'utf8'), baseUrl);
          return [url, [...inHtml, ...(byRoute.get(url) ?? [])]];
        }),
      );
      const {groups, pages} = groupFiles({files, references, versions, baseUrl});
      const manifest: OfflineManifest = {
        build: BUILD_ID,
        groups,
        pages,
        searchContexts: searchIndexGroups(
          versions.map(({name}) => name),
          docsGroupId,
        ),
        printPages: Object.fromEntries(
          versions
            .filter((version) =>
              fs.existsSync(path.join(outDir, printPagePath(version.path).slice(baseUrl.length), 'index.html')),
            )
            .map((version) => [docsGroupId(version.name), printPagePath(version.path)]),
        ),
      };
      fs.writeFileSync(path.join(outDir, OFFLINE_MANIFEST_FILE), JSON.stringify(manifest));
    },
  };
}
