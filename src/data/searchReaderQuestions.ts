import fs from 'node:fs';
import path from 'node:path';
import type {RelevanceQuery} from './searchQueries';

/**
 * Readers' questions the search index learns from, as a site learns from its search log: each query is indexed as
 * hidden text of the page it expects first (in every docs version that has the page), so that the next reader who
 * asks in the same words finds it. Only query sets whose first run has been measured and reported join this list:
 * a set in it has been seen, so its scores are no longer a measure (see the README, "Search"). Left out on purpose:
 * the set of 123 (`searchQueries.ts`, which must not drop), the held-out development set
 * (`searchQuestionsDev2.json`, the over-fitting alarm) and every blind set not yet reported.
 */
export const READER_QUESTION_SETS = [
  'searchQuestionsDev.json',
  'searchQueriesBlind.json',
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((set) => `searchQueriesBlind${set}.json`),
];

/** The sets' queries by file name (read in Node: the build and the tests use them, never the browser). */
export const readerQuestionSets: Record<string, RelevanceQuery[]> = Object.fromEntries(
  READER_QUESTION_SETS.map((name) => [
    name,
    JSON.parse(fs.readFileSync(path.join(__dirname, name), 'utf8')) as RelevanceQuery[],
  ]),
);

/** Every query of those sets but the typos: a misspelling would become a word of the index, taken as meant. */
export const readerQuestions: RelevanceQuery[] = Object.values(readerQuestionSets)
  .flat()
  .filter((query) => query.kind !== 'typo');
