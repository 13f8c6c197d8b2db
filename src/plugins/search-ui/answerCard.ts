import type {SearchHit} from '../search-index/query';

/**
 * The hit shown as an answer above the results, if any: the first hit, when the query is a question and that hit
 * is a section whose heading names the question's topic (`SearchHit.topical`). A keyword query never gets one:
 * the card would only repeat the first hit.
 */
export function answerHit(hits: readonly SearchHit[]): SearchHit | null {
  const first = hits[0];
  return first?.topical && first.anchor ? first : null;
}
