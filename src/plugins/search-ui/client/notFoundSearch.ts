import {groupByPage, searchIndexes, type PageHits} from '../../search-index/query';
import {loadIndexes} from './loadIndexes';

/** The best pages for a query, loaded on demand by the not-found page (not part of any first load). */
export async function bestPages(
  baseUrl: string,
  contexts: string[],
  query: string,
  count: number,
): Promise<PageHits[]> {
  const indexes = await loadIndexes(baseUrl, contexts);
  return groupByPage(searchIndexes(indexes, query)).slice(0, count);
}
