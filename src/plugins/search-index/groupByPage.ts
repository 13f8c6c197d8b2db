import type {SearchHit} from './query';

/** Hits of one page, in the order of the page's best hit. */
export type PageHits = {pageUrl: string; title: string; category: string; hits: SearchHit[]};

/** Groups hits by page, keeping the best-first order of pages and of hits within a page. */
export function groupByPage(hits: SearchHit[]): PageHits[] {
  const pages = new Map<string, PageHits>();
  for (const hit of hits) {
    const page = pages.get(hit.pageUrl);
    if (page) page.hits.push(hit);
    else pages.set(hit.pageUrl, {pageUrl: hit.pageUrl, title: hit.title, category: hit.category, hits: [hit]});
  }
  return [...pages.values()];
}
