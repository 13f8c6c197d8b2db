import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {searchQueries} from '../../data/searchQueries';
import {builtIndexSearch, evaluate, readBuiltIndexes} from './relevance';

// The agreed floor of the search's relevance on the query set (issue 16): MRR@10 and success@5.
const FLOOR = {mrrAt10: 0.85, successAt5: 0.95};

const buildDir = path.resolve(__dirname, '../../../build');

/** The file a page path was built to. */
function builtPage(pagePath: string): string {
  return path.join(buildDir, pagePath, 'index.html');
}

describe('the relevance query set', () => {
  it('has at least 80 queries of every kind, typed from all three docs versions', () => {
    expect(searchQueries.length).toBeGreaterThanOrEqual(80);
    expect(new Set(searchQueries.map((query) => query.version))).toEqual(
      new Set(['current', '2.0.0-beta.22', '2.0.0-beta.21']),
    );
    expect(new Set(searchQueries.map((query) => query.kind))).toEqual(
      new Set(['keyword', 'question', 'option', 'typo', 'prefix', 'blog', 'release', 'page']),
    );
  });

  it('expects pages the build has (run `npm run build` first)', () => {
    const missing = searchQueries.flatMap((query) => query.expect).filter((page) => !fs.existsSync(builtPage(page)));
    expect(missing).toEqual([]);
  });
});

describe('our search over the built index', () => {
  it(`ranks the expected pages above the floor (MRR@10 ≥ ${FLOOR.mrrAt10}, success@5 ≥ ${FLOOR.successAt5})`, async () => {
    const report = await evaluate(searchQueries, builtIndexSearch(readBuiltIndexes(buildDir), '/'));
    expect(
      {mrrAt10: report.mrrAt10 >= FLOOR.mrrAt10, successAt5: report.successAt5 >= FLOOR.successAt5},
      JSON.stringify({mrrAt10: report.mrrAt10, successAt5: report.successAt5, misses: report.misses}, null, 1),
    ).toEqual({mrrAt10: true, successAt5: true});
  });

  it('answers typo queries with the page meant', async () => {
    const typos = searchQueries.filter((query) => query.kind === 'typo');
    const report = await evaluate(typos, builtIndexSearch(readBuiltIndexes(buildDir), '/'));
    expect(report.successAt5).toBe(1);
  });
});
