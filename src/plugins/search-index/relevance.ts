import fs from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import type {QueryVersion, RelevanceQuery} from '../../data/searchQueries';
import {filesForContexts} from './contexts';
import {groupByPage, loadIndex, searchIndexes, type LoadedIndex} from './query';
import {INDEX_DIR, type Manifest} from './types';

/**
 * Scores over the result pages (sections of one page count once): success@k is the share of queries with an
 * expected page in the first k, MRR@10 the mean of 1/rank of the first expected page (0 past 10).
 */
export type RelevanceReport = {
  queries: number;
  successAt1: number;
  successAt5: number;
  mrrAt10: number;
  /** Queries whose expected pages are not first, with the rank of the first one (`null`: not in the first 10). */
  misses: {query: string; version: QueryVersion; rank: number | null; top: string[]}[];
};

/** Scores a search over the relevance set; `search` answers the result page paths, best first. */
export async function evaluate(
  queries: RelevanceQuery[],
  search: (query: RelevanceQuery) => Promise<string[]> | string[],
): Promise<RelevanceReport> {
  let successAt1 = 0;
  let successAt5 = 0;
  let reciprocalRanks = 0;
  const misses: RelevanceReport['misses'] = [];
  for (const query of queries) {
    const pages = [...new Set(await search(query))].slice(0, 10);
    const position = pages.findIndex((page) => query.expect.includes(page));
    const rank = position === -1 ? null : position + 1;
    if (rank === 1) successAt1 += 1;
    if (rank !== null && rank <= 5) successAt5 += 1;
    if (rank !== null) reciprocalRanks += 1 / rank;
    if (rank !== 1) misses.push({query: query.query, version: query.version, rank, top: pages.slice(0, 3)});
  }
  const count = queries.length;
  return {
    queries: count,
    successAt1: successAt1 / count,
    successAt5: successAt5 / count,
    mrrAt10: reciprocalRanks / count,
    misses,
  };
}

/** The search contexts of a page of this docs version: what the modal searches there. */
export function contextsForVersion(version: QueryVersion): string[] {
  return ['default', `docs-default-${version}`, 'docs-community-current'];
}

/** The built index of `buildDir`, read in Node: one loaded file per search context. */
export function readBuiltIndexes(buildDir: string): Map<string, LoadedIndex> {
  const indexDir = path.join(buildDir, INDEX_DIR);
  const manifest = JSON.parse(fs.readFileSync(path.join(indexDir, 'manifest.json'), 'utf8')) as Manifest;
  const contexts = Object.keys(manifest.contexts);
  return new Map(
    filesForContexts(manifest, contexts).map(({context, file}) => [
      context,
      loadIndex(context, gunzipSync(fs.readFileSync(path.join(indexDir, file)))),
    ]),
  );
}

/** Our engine over the built index, as the modal on a page of the query's docs version runs it. */
export function builtIndexSearch(indexes: Map<string, LoadedIndex>, baseUrl: string) {
  return ({query, version}: RelevanceQuery): string[] => {
    const loaded = contextsForVersion(version).flatMap((context) => indexes.get(context) ?? []);
    return groupByPage(searchIndexes(loaded, query)).map((page) => `/${page.pageUrl.slice(baseUrl.length)}`);
  };
}
