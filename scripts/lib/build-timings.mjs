// Timings of the steps that run after Docusaurus has rendered the pages (our plugins' postBuild work and the
// postbuild scripts), for `npm run bench:build`. Off unless BUILD_TIMINGS names a file: each step then appends one
// JSON line to it, `{"step": "search-index", "ms": 812, "pages": 374}`.
import fs from 'node:fs';

export const TIMINGS_ENV = 'BUILD_TIMINGS';

/**
 * Appends one step's time (and how many pages it handled, for ms per page) to the timings file, if any.
 * @param {string} step
 * @param {number} ms
 * @param {number} [pages]
 */
export function recordTiming(step, ms, pages) {
  const file = process.env[TIMINGS_ENV];
  if (!file) return;
  fs.appendFileSync(file, `${JSON.stringify({step, ms: Math.round(ms), ...(pages === undefined ? {} : {pages})})}\n`);
}

/**
 * Runs `work` and records its wall time under `step`; `pages` tells how many pages it handled, from its result.
 * @template T
 * @param {string} step
 * @param {() => Promise<T> | T} work
 * @param {(result: T) => number} [pages]
 * @returns {Promise<T>}
 */
export async function timed(step, work, pages) {
  const started = performance.now();
  const result = await work();
  recordTiming(step, performance.now() - started, pages?.(result));
  return result;
}
