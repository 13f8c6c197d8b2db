import fs from 'node:fs/promises';
import path from 'node:path';
import {createMatcher} from '@docusaurus/utils';
import {htmlToRecord} from './extract';
import {recordsToIndexFiles} from './indexFiles';
import {INDEX_DIR, type Manifest, type PageRecord} from './types';

/**
 * Routes never listed by search (paths without the base URL). List pages are
 * also recognised by their search metadata; naming them here keeps the intent visible.
 */
export const IGNORED_ROUTES = [
  '/tests/**',
  '/__docusaurus/**',
  '/404.html',
  '/search/',
  '**/page/+([0-9])/',
  '**/tags/**',
  '**/authors/**',
  '**/archive/',
  // Pages that repeat others: every release (indexed one by one) and the feature-request board.
  '/changelog/v2/',
  '/feature-requests/',
];

export type BuildIndexOptions = {
  outDir: string;
  /** Route paths with the base URL, as `postBuild` receives them. */
  routesPaths: string[];
  baseUrl: string;
  siteTitle: string;
};

/** The HTML file a route was prerendered to, if any (trailing-slash or `.html` form). */
async function readRouteHtml(outDir: string, relativePath: string): Promise<string | undefined> {
  const filePath = decodeURIComponent(relativePath);
  const candidates = filePath.endsWith('.html')
    ? [filePath]
    : [path.join(filePath, 'index.html'), `${filePath.replace(/\/$/, '')}.html`];
  for (const candidate of candidates) {
    try {
      return await fs.readFile(path.join(outDir, candidate), 'utf8');
    } catch {
      // Not prerendered under this name: try the next form.
    }
  }
  return undefined;
}

/** Reads every searchable page of the build output into records. */
export async function collectRecords({
  outDir,
  routesPaths,
  baseUrl,
  siteTitle,
}: BuildIndexOptions): Promise<PageRecord[]> {
  const isIgnored = createMatcher(IGNORED_ROUTES);
  const records: PageRecord[] = [];
  for (const route of new Set(routesPaths)) {
    const relativePath = `/${route.slice(baseUrl.length)}`;
    if (!route.startsWith(baseUrl) || isIgnored(relativePath)) continue;
    const html = await readRouteHtml(outDir, relativePath);
    const record = html === undefined ? null : htmlToRecord(html, route, siteTitle);
    if (record) records.push(record);
  }
  return records;
}

/** Writes `search-index/` (hashed index files and the manifest) into the build output. */
export async function buildSearchIndex(options: BuildIndexOptions): Promise<Manifest> {
  const {manifest, files} = recordsToIndexFiles(await collectRecords(options), options.baseUrl);
  const indexDir = path.join(options.outDir, INDEX_DIR);
  await fs.rm(indexDir, {recursive: true, force: true});
  await fs.mkdir(indexDir, {recursive: true});
  await Promise.all(files.map(({name, content}) => fs.writeFile(path.join(indexDir, name), content)));
  await fs.writeFile(path.join(indexDir, 'manifest.json'), JSON.stringify(manifest));
  return manifest;
}
