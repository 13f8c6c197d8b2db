import {createHash, randomUUID} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import {groupFiles, INCLUDED, pageUrl, routeAssets, type BuiltFile, type DocsVersion} from './groups';
import {searchIndexGroups} from '../search-index/precache';
import {OFFLINE_MANIFEST_FILE, OFFLINE_PAGE, docsGroupId, type OfflineManifest} from './manifestTypes';
import {printPagePath} from '../print-version/pages';
import {buildOutputWritten, buildOutputsWritten} from '../buildOutputs';
import {registerPageConsumer} from '../builtPages';
import {builtPageReferences, bundleReferences, pageReferences} from './references';
import {brotliCopyAsync, compressedCopies, isPrecompressed} from '../../../scripts/precompress.mjs';
import {recordTiming} from '../../../scripts/lib/build-timings.mjs';

export {pageReferences};

type ManifestTransform = NonNullable<PwaOptions['injectManifestConfig']['manifestTransforms']>[number];

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * Changes with every build: the service worker's script embeds it, so browsers see a new deployment. The config
 * (for plugin-pwa's manifest transform) and the plugin each load this file with their own module cache: the id is
 * kept on globalThis so both use the same one.
 */
const BUILD_ID_KEY = Symbol.for('docusaurus-versioned-site/offline-build-id');
const BUILD_ID: string = ((globalThis as Record<symbol, string>)[BUILD_ID_KEY] ??= randomUUID());

/**
 * The service worker's precache list for plugin-pwa: only `offline-manifest.json`, with this build's id.
 * The files themselves are saved by group, as the reader chooses (see `sw.js`), not all at install.
 */
export const offlineManifestTransform: ManifestTransform = async () => ({
  manifest: [{url: OFFLINE_MANIFEST_FILE, revision: BUILD_ID, size: 0}],
});

/**
 * Sizes and revision of one built file, from its content. Its brotli copy was made earlier (`warmCopies`), or is made
 * here, on libuv's threads, off the event loop; `scripts/precompress.mjs`, run after the build, finds the copies in its
 * cache.
 */
async function describeFile(file: string, content: Buffer): Promise<BuiltFile> {
  return {
    file,
    revision: createHash('md5').update(content).digest('hex'),
    bytes: content.length,
    // What the servers send: the brotli copy the build writes beside the file (scripts/precompress.mjs), if any.
    wireBytes: isPrecompressed(file, content.length) ? (await brotliCopyAsync(file, content)).length : content.length,
  };
}

/** Runs `work` on every item, at most `limit` at a time, results in the items' order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, lane));
  return results;
}

// Brotli at its top quality runs on libuv's thread pool (4 threads by default): a few files at a time keep every
// core busy without holding many files' copies in memory.
const COMPRESSIONS_AT_ONCE = Math.max(2, os.availableParallelism());
// Describing the files once their copies are made is reading: each file waits on a few file system calls, so more of
// them at a time keep the thread pool busy (two at a time took 1.2–2.4 s for the 1,550 files of a rebuild; sixteen,
// a third of that). A copy still missing is compressed on the same four threads.
const DESCRIPTIONS_AT_ONCE = 16;

/**
 * Makes a file's compressed copies ahead of the manifest (into precompress's cache, by content), while the main
 * thread is busy with the pass over the pages: the manifest then reads every file again, so a copy of a file that
 * changed meanwhile is wasted work, never a wrong size.
 */
async function warmCopies(outDir: string, file: string): Promise<void> {
  const content = await fs.promises.readFile(path.join(outDir, file));
  if (isPrecompressed(file, content.length)) await compressedCopies(file, content);
}

function readJson<T>(file: string): T {
  if (!fs.existsSync(file)) throw new Error(`offline: ${file} is missing; it is written by the client build`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** plugin-pwa's reload popup, which the registration code imports when a new worker waits. */
export const RELOAD_POPUP_MODULE = '@docusaurus/plugin-pwa/lib/renderReloadPopup.js';

/**
 * Writes `offline-manifest.json`: the built files in groups the reader saves for offline reading one by one
 * (the site, and each docs version), and registers the offline page route. The output folder and the docs
 * versions come from the build, so `--out-dir` and new versions need no configuration.
 */
export default function offlinePlugin(context: LoadContext): Plugin {
  const {outDir, baseUrl, generatedFilesDir, siteDir} = context;
  let versions: DocsVersion[] = [];
  // Each route's references but its bundles, from the one pass over the built pages (which reads them before the
  // version notes are written: the notes hold links and text only, nothing a page loads). Cached by the page's
  // content: a rebuild after an edit parses the changed pages only, not every page because the bundles' names changed.
  const routeReferences = registerPageConsumer<string[]>({
    name: 'offline',
    wants: () => true,
    visit: (page) => builtPageReferences(page, baseUrl),
    // htmlparser2's tokenizer alone: about a millisecond a page.
    light: true,
    cacheKey: baseUrl,
    code: [path.join(__dirname, 'references.ts'), path.join(__dirname, '../pageParts.ts')],
    worker: {module: path.join(__dirname, 'references.ts'), exportName: 'builtPageReferences', options: baseUrl},
  });
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
    async postBuild({routesPaths}) {
      // Asked first: the walk starts once every consumer has asked, and the print pages wait for it.
      const walked = routeReferences({outDir, siteDir, baseUrl, routesPaths});
      const listFiles = (): string[] =>
        fs
          .readdirSync(outDir, {recursive: true, encoding: 'utf8'})
          .map((name) => name.split(path.sep).join('/'))
          .filter((name) => INCLUDED.test(name) && fs.statSync(path.join(outDir, name)).isFile());
      const warm = (files: string[]) => mapLimit(files, COMPRESSIONS_AT_ONCE, (file) => warmCopies(outDir, file));
      // The compressed copies start now, on libuv's threads, while the other plugins' postBuild steps keep the main
      // thread busy; the docs versions' pages wait, as the version comparison writes its notes into them (replacing
      // each file under its name: the list made now holds them).
      const isDocsPage = (file: string): boolean =>
        file.endsWith('.html') && versions.some((version) => pageUrl(baseUrl, file).startsWith(version.path));
      const rendered = listFiles();
      const early = warm(rendered.filter((file) => !isDocsPage(file)));
      // The print pages are compressed as soon as they are written, while the version comparison still runs.
      const printPages = buildOutputWritten('print-version').then(() =>
        warm(
          versions
            .map((version) => `${printPagePath(version.path).slice(baseUrl.length)}index.html`)
            .filter((file) => fs.existsSync(path.join(outDir, file))),
        ),
      );
      // The docs pages are final once the version comparison has written its notes into them.
      const docsPages = buildOutputWritten('version-compare').then(() => warm(rendered.filter(isDocsPage)));
      // The print pages, the version comparisons and the diagram fragments are written by other plugins' postBuild,
      // run at the same time.
      await buildOutputsWritten();
      const fromWalk = await walked;
      const waited = performance.now();
      await Promise.all([early, printPages, docsPages]);
      // Each file is read once: a page's references come from the content its description hashes.
      const inHtml = new Map<string, string[]>();
      const files = await mapLimit(listFiles(), DESCRIPTIONS_AT_ONCE, async (file) => {
        const content = await fs.promises.readFile(path.join(outDir, file));
        if (file.endsWith('.html')) {
          const url = pageUrl(baseUrl, file);
          const html = content.toString('utf8');
          const cached = fromWalk.get(url);
          // Pages that are not routes (the print pages) are read whole.
          inHtml.set(url, cached ? [...bundleReferences(html, baseUrl), ...cached] : pageReferences(html, baseUrl));
        }
        return describeFile(file, content);
      });
      const htmlFiles = files.filter(({file}) => file.endsWith('.html')).map(({file}) => file);
      const byRoute = routeAssets(
        htmlFiles.map((file) => pageUrl(baseUrl, file)),
        readJson(path.join(generatedFilesDir, 'routesChunkNames.json')),
        readJson(path.join(generatedFilesDir, 'client-manifest.json')),
      );
      const references = new Map(
        htmlFiles.map((file) => {
          const url = pageUrl(baseUrl, file);
          return [url, [...inHtml.get(url)!, ...(byRoute.get(url) ?? [])]];
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
      // Its own time: not the wait for the other plugins (the bundles' compression overlaps that wait).
      recordTiming('offline manifest', performance.now() - waited, htmlFiles.length);
    },
  };
}
