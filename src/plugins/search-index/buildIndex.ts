import fs from 'node:fs/promises';
import path from 'node:path';
import {createMatcher} from '@docusaurus/utils';
import {htmlToRecord} from './extract';
import {recordsToIndexFiles} from './indexFiles';
import {INDEX_DIR, type Manifest, type PageRecord} from './types';
import {routeFile} from '../builtPages';

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

/** Whether search lists a route (path with the base URL); see `IGNORED_ROUTES`. */
export function searchableRoute(baseUrl: string): (route: string) => boolean {
  const isIgnored = createMatcher(IGNORED_ROUTES);
  return (route) => route.startsWith(baseUrl) && !isIgnored(`/${route.slice(baseUrl.length)}`);
}

/** One built page's record (`htmlToRecord`): the one pass's worker threads call it. */
export function pageRecord(page: {url: string; html: string}, siteTitle: string): PageRecord | null {
  return htmlToRecord(page.html, page.url, siteTitle);
}

/** Reads every searchable page of the build output into records (outside the build: benchmarks, tests). */
export async function collectRecords({
  outDir,
  routesPaths,
  baseUrl,
  siteTitle,
}: BuildIndexOptions): Promise<PageRecord[]> {
  const isSearchable = searchableRoute(baseUrl);
  const records: PageRecord[] = [];
  for (const route of new Set(routesPaths)) {
    const file = isSearchable(route) ? routeFile(outDir, route.slice(baseUrl.length - 1)) : undefined;
    const record = file && htmlToRecord(await fs.readFile(file, 'utf8'), route, siteTitle);
    if (record) records.push(record);
  }
  return records;
}

/** Writes `search-index/` (hashed index files and the manifest) into the build output from the pages' records. */
export async function writeSearchIndex(outDir: string, records: PageRecord[], baseUrl: string): Promise<Manifest> {
  const {manifest, files} = recordsToIndexFiles(records, baseUrl);
  const indexDir = path.join(outDir, INDEX_DIR);
  await fs.rm(indexDir, {recursive: true, force: true});
  await fs.mkdir(indexDir, {recursive: true});
  await Promise.all(files.map(({name, content}) => fs.writeFile(path.join(indexDir, name), content)));
  await fs.writeFile(path.join(indexDir, 'manifest.json'), JSON.stringify(manifest));
  return manifest;
}

/** Reads the built pages and writes `search-index/` (outside the build: benchmarks, tests). */
export async function buildSearchIndex(options: BuildIndexOptions): Promise<Manifest> {
  return writeSearchIndex(options.outDir, await collectRecords(options), options.baseUrl);
}
