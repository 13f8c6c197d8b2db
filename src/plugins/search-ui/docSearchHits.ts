import type {DocSearchHit} from '@docsearch/react';
import {escapeHtml, markTerms, matchedWords, segmentsToHtml} from './highlight';
import type {SearchHit} from '../search-index/query';

type Highlight = DocSearchHit['_highlightResult']['content'];
type HighlightHierarchy = DocSearchHit['_highlightResult']['hierarchy'];
type Hierarchy = DocSearchHit['hierarchy'];

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Most sections of one page in the modal: DocSearch shows at most five hits per category. */
export const MAX_HITS_PER_PAGE = 3;

function highlight(text: string, terms: ReadonlySet<string>, queryWordCount: number): Highlight {
  const segments = markTerms(text, terms);
  const words = matchedWords(segments);
  return {
    value: segmentsToHtml(segments),
    matchLevel: words.length === 0 ? 'none' : words.length >= queryWordCount ? 'full' : 'partial',
    matchedWords: words,
  };
}

function hitType(hit: SearchHit): DocSearchHit['type'] {
  if (hit.headings.length === 0) return 'lvl1';
  return hit.headingMatched ? LEVELS[hit.headings.length + 1]! : 'content';
}

/**
 * A hit in the shape DocSearch renders. DocSearch writes hit text into the page
 * as HTML (including the plain `hierarchy` of recent searches), so every text
 * value is escaped here.
 */
export function toDocSearchHit(hit: SearchHit, queryWordCount: number): DocSearchHit {
  const texts = [hit.category, hit.title, ...hit.headings];
  const hierarchy: Hierarchy = {
    lvl0: escapeHtml(hit.category),
    lvl1: escapeHtml(hit.title),
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  hit.headings.forEach((heading, position) => {
    hierarchy[LEVELS[position + 2]!] = escapeHtml(heading);
  });
  const terms = new Set(hit.terms);
  const level = (position: number): Highlight => highlight(texts[position] ?? '', terms, queryWordCount);
  const highlightHierarchy: HighlightHierarchy = {
    lvl0: level(0),
    lvl1: level(1),
    lvl2: level(2),
    lvl3: level(3),
    lvl4: level(4),
    lvl5: level(5),
    lvl6: level(6),
  };
  const content = highlight(hit.excerpt, terms, queryWordCount);
  return {
    objectID: hit.id,
    type: hitType(hit),
    url: hit.url,
    url_without_anchor: hit.pageUrl,
    anchor: hit.anchor || null,
    hierarchy,
    content: escapeHtml(hit.excerpt),
    _highlightResult: {content, hierarchy: highlightHierarchy, hierarchy_camel: [highlightHierarchy]},
    _snippetResult: {content, hierarchy: highlightHierarchy, hierarchy_camel: [highlightHierarchy]},
  };
}

/** Keeps the best `MAX_HITS_PER_PAGE` sections of each page, then the first `limit` hits. */
export function capHits(hits: SearchHit[], limit: number): SearchHit[] {
  const perPage = new Map<string, number>();
  return hits
    .filter((hit) => {
      const count = perPage.get(hit.pageUrl) ?? 0;
      perPage.set(hit.pageUrl, count + 1);
      return count < MAX_HITS_PER_PAGE;
    })
    .slice(0, limit);
}
