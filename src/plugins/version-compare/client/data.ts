// The comparison files, for the compare view and the comparison page only: kept out of the doc pages' first load.
import {DATA_DIR, pairDir, type PageComparison, type PairSummary} from '../types';
import {loadJson} from './notes';

/** The versions' order (newest first) decides which one is "from": the comparison files go from older to newer. */
export function orderPair(versions: readonly string[], a: string, b: string): {from: string; to: string} {
  return versions.indexOf(a) > versions.indexOf(b) ? {from: a, to: b} : {from: b, to: a};
}

export function loadPair(baseUrl: string, from: string, to: string): Promise<PairSummary> {
  return loadJson<PairSummary>(`${baseUrl}${DATA_DIR}/${pairDir(from, to)}/index.json`);
}

export function loadPage(baseUrl: string, from: string, to: string, file: string): Promise<PageComparison> {
  return loadJson<PageComparison>(`${baseUrl}${DATA_DIR}/${pairDir(from, to)}/${file}`);
}
