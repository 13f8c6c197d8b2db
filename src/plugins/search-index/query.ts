import MiniSearch, {type SearchResult} from 'minisearch';
import {miniSearchOptions, querySearchOptions, type SearchDocument} from './searchOptions';
import type {IndexedPage, IndexedSection, IndexFile} from './types';

/** One search context's index file, ready to query. */
export type LoadedIndex = {
  context: string;
  pages: IndexedPage[];
  sections: IndexedSection[];
  miniSearch: MiniSearch<SearchDocument>;
};

/** A matching section, with what the UIs need to show and highlight it. */
export type SearchHit = {
  /** Unique across contexts. */
  id: string;
  context: string;
  pageUrl: string;
  /** Page URL plus the section's anchor. */
  url: string;
  anchor: string;
  category: string;
  title: string;
  headings: string[];
  excerpt: string;
  /** The query matched the section's own heading (rather than only its text or the page title). */
  headingMatched: boolean;
  /** Indexed words that matched, for highlighting. */
  terms: string[];
  score: number;
};

export function loadIndex(context: string, file: IndexFile): LoadedIndex {
  return {
    context,
    pages: file.pages,
    sections: file.sections,
    miniSearch: MiniSearch.loadJS<SearchDocument>(file.index, miniSearchOptions),
  };
}

function toHit(index: LoadedIndex, result: SearchResult): SearchHit | undefined {
  const id: unknown = result.id;
  const section = typeof id === 'number' ? index.sections[id] : undefined;
  const page = section && index.pages[section.p];
  if (!section || !page) return undefined;
  return {
    id: `${index.context}:${id}`,
    context: index.context,
    pageUrl: page.u,
    url: section.a ? `${page.u}#${section.a}` : page.u,
    anchor: section.a,
    category: page.c,
    title: page.t,
    headings: section.h,
    excerpt: section.x,
    headingMatched: Object.values(result.match).some((fields) => fields.includes('heading')),
    terms: result.terms,
    score: result.score,
  };
}

/**
 * Every section of a page matches the page title, so the page's own intro is
 * boosted to come first when the title is what matched.
 */
const INTRO_BOOST = 2;

function searchAll(indexes: LoadedIndex[], query: string, combineWith: 'AND' | 'OR'): SearchHit[] {
  return indexes
    .flatMap((index) =>
      index.miniSearch
        .search(query, {
          ...querySearchOptions,
          combineWith,
          boostDocument: (id: number) => (index.sections[id]?.h.length === 0 ? INTRO_BOOST : 1),
        })
        .map((result) => toHit(index, result))
        .filter((hit): hit is SearchHit => hit !== undefined),
    )
    .sort((a, b) => b.score - a.score);
}

/**
 * Sections matching every word of the query, best first; when no section has
 * them all, sections matching any of them, so a stray word does not empty the list.
 */
export function searchIndexes(indexes: LoadedIndex[], query: string): SearchHit[] {
  if (!query.trim()) return [];
  const hits = searchAll(indexes, query, 'AND');
  return hits.length > 0 ? hits : searchAll(indexes, query, 'OR');
}

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
