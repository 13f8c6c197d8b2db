import {decodePostingCode, unpackIndex, VarintReader} from './postings';
import {queryWords, stem} from './text';
import {editVariants} from './typo';
import {MANIFEST_VERSION, type IndexedPage, type IndexedSection, type IndexHeader, type PageKind} from './types';

/** One search context's index file, ready to query. */
export type LoadedIndex = {
  context: string;
  pages: IndexedPage[];
  sections: IndexedSection[];
  terms: string[];
  site: IndexHeader['site'];
  /** Term → position in `terms`. */
  termIds: Map<string, number>;
  /** Where each term's data starts in `bytes`. */
  offsets: Uint32Array;
  bytes: Uint8Array;
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
  /** Index terms that matched, for highlighting. */
  terms: string[];
  /** The score of the hit's page: hits come page by page, best page first. */
  score: number;
};

function isHeader(value: unknown): value is IndexHeader {
  return typeof value === 'object' && value !== null && 'version' in value && value.version === MANIFEST_VERSION
    && 'pages' in value && Array.isArray(value.pages) && 'sections' in value && Array.isArray(value.sections)
    && 'terms' in value && Array.isArray(value.terms) && 'site' in value && typeof value.site === 'object';
}

/** Reads an index file's body (ungzipped); throws on a file of another format. */
export function loadIndex(context: string, body: Uint8Array): LoadedIndex {
  const {header, postingsStart} = unpackIndex(body);
  if (!isHeader(header)) throw new Error(`search index of ${context}: unexpected content`);
  const offsets = new Uint32Array(header.terms.length);
  const reader = new VarintReader(body, postingsStart);
  for (let term = 0; term < header.terms.length; term += 1) {
    offsets[term] = reader.position;
    reader.next();
    const count = reader.next();
    for (let posting = 0; posting < count * 2; posting += 1) reader.next();
  }
  return {
    context,
    pages: header.pages,
    sections: header.sections,
    terms: header.terms,
    site: header.site,
    termIds: new Map(header.terms.map((term, position) => [term, position])),
    offsets,
    bytes: body,
  };
}

/*
 * Scoring. A section scores BM25 on its text plus fixed weights when a word is in the page title (intro section
 * only) or the section heading; a page scores from all its sections (each query word by its best section, plus a
 * little for every other section with it, plus the best section as a whole); pages that miss query words lose
 * most of their score; docs outrank the other kinds of pages for the same words.
 */
const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 4;
const HEADING_WEIGHT = 2.5;
/** Weights of a query word's matches that are not the word itself. */
const PREFIX_WEIGHT = 0.7;
const PART_WEIGHT = 0.5;
const TYPO_WEIGHT = 0.6;
/** A typo correction when the word as typed is an index term too: the reader probably meant it. */
const TYPO_WEIGHT_KNOWN_WORD = 0.15;
/** Share of a word's score that its other sections add to its best section's, at most once more. */
const SPREAD_WEIGHT = 0.15;
/** Weight of the best section's whole score: words close together beat words scattered over a page. */
const BEST_SECTION_WEIGHT = 0.5;
/** An API option record whose name is the whole query. */
const EXACT_OPTION_BOOST = 3;
const MIN_PREFIX_LENGTH = 2;
const MAX_PREFIX_EXPANSIONS = 30;
const MIN_TYPO_LENGTH = 4;

const KIND_WEIGHTS: Record<PageKind, number> = {docs: 1, page: 0.8, blog: 0.7, changelog: 0.45, 'feature-request': 0.45};
/** When the query names a release, release notes and announcements are what the reader wants. */
const RELEASE_KIND_WEIGHTS: Record<PageKind, number> = {...KIND_WEIGHTS, blog: 1, changelog: 1.3};
const NAMES_RELEASE = /\b(release[sd]?|changelog|alpha|beta|rc|v?\d+\.\d+(\.\d+)?)\b/i;

/** One thing the query asks for: a query word, or a part of a compound query word (not required). */
type Slot = {required: boolean; weight: number; expansions: Map<string, number>};

function sortedRange(terms: string[], prefix: string): [number, number] {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < terms.length && terms[end]!.startsWith(prefix)) end += 1;
  return [low, end];
}

function addExpansion(expansions: Map<string, number>, term: string, weight: number): void {
  if ((expansions.get(term) ?? 0) < weight) expansions.set(term, weight);
}

/** Index terms starting with `prefix`, shortest (closest to what was typed) first. */
function prefixTerms(index: LoadedIndex, prefix: string): string[] {
  if (prefix.length < MIN_PREFIX_LENGTH) return [];
  const [start, end] = sortedRange(index.terms, prefix);
  return index.terms.slice(start, end).sort((a, b) => a.length - b.length).slice(0, MAX_PREFIX_EXPANSIONS);
}

/** What one query word may match in these indexes, with weights: itself, words it begins, typo corrections. */
function expandWord(indexes: LoadedIndex[], word: string, term: string): Map<string, number> {
  const expansions = new Map<string, number>([[term, 1]]);
  const known = indexes.some((index) => index.termIds.has(term));
  for (const index of indexes) {
    for (const prefix of new Set([term, word])) {
      for (const candidate of prefixTerms(index, prefix)) {
        if (candidate !== term) addExpansion(expansions, candidate, PREFIX_WEIGHT * Math.sqrt(prefix.length / candidate.length));
      }
    }
  }
  if (word.length >= MIN_TYPO_LENGTH && /^\p{L}+$/u.test(word)) {
    const weight = known || expansions.size > 1 ? TYPO_WEIGHT_KNOWN_WORD : TYPO_WEIGHT;
    for (const variant of editVariants(word)) {
      const variantTerm = stem(variant);
      if (variantTerm !== term && indexes.some((index) => index.termIds.has(variantTerm))) {
        addExpansion(expansions, variantTerm, weight);
      }
    }
  }
  return expansions;
}

function querySlots(indexes: LoadedIndex[], query: string): Slot[] {
  return queryWords(query).flatMap(({word, term, parts}) => [
    {required: true, weight: 1, expansions: expandWord(indexes, word, term)},
    ...parts.map((part) => ({required: false, weight: PART_WEIGHT, expansions: new Map([[part, 1]])})),
  ]);
}

/** Per section: the best score of each slot, and the terms that matched. */
type SectionMatch = {slotScores: number[]; terms: Set<string>; headingMatched: boolean};

function matchSections(index: LoadedIndex, slots: Slot[]): Map<number, SectionMatch> {
  const matches = new Map<number, SectionMatch>();
  const {sections: sectionCount, averageLength} = index.site;
  slots.forEach((slot, slotPosition) => {
    for (const [term, weight] of slot.expansions) {
      const termId = index.termIds.get(term);
      if (termId === undefined) continue;
      const reader = new VarintReader(index.bytes, index.offsets[termId]!);
      const siteCount = reader.next();
      const idf = Math.log(1 + (sectionCount - siteCount + 0.5) / (siteCount + 0.5));
      const count = reader.next();
      let sectionId = 0;
      for (let posting = 0; posting < count; posting += 1) {
        sectionId += reader.next();
        const {textCount, inTitle, inHeading} = decodePostingCode(reader.next());
        const length = index.sections[sectionId]!.n;
        const text = textCount === 0 ? 0
          : (textCount * (K1 + 1)) / (textCount + K1 * (1 - B + (B * length) / (averageLength || 1)));
        const score = idf * weight * slot.weight * (text + (inTitle ? TITLE_WEIGHT : 0) + (inHeading ? HEADING_WEIGHT : 0));
        let match = matches.get(sectionId);
        if (!match) {
          match = {slotScores: new Array<number>(slots.length).fill(0), terms: new Set(), headingMatched: false};
          matches.set(sectionId, match);
        }
        match.slotScores[slotPosition] = Math.max(match.slotScores[slotPosition]!, score);
        match.terms.add(term);
        match.headingMatched ||= inHeading;
      }
    }
  });
  return matches;
}

type ScoredSection = {id: number; score: number; match: SectionMatch};
type ScoredPage = {index: LoadedIndex; page: number; score: number; sections: ScoredSection[]};

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

function scorePages(index: LoadedIndex, slots: Slot[], query: string): ScoredPage[] {
  const normalizedQuery = query.trim().toLowerCase();
  const kindWeights = NAMES_RELEASE.test(query) ? RELEASE_KIND_WEIGHTS : KIND_WEIGHTS;
  const byPage = new Map<number, ScoredSection[]>();
  for (const [id, match] of matchSections(index, slots)) {
    const section = index.sections[id]!;
    const exactOption = section.o !== undefined && section.o.toLowerCase() === normalizedQuery;
    const scored = {id, score: sum(match.slotScores) * (exactOption ? EXACT_OPTION_BOOST : 1), match};
    byPage.set(section.p, [...(byPage.get(section.p) ?? []), scored]);
  }
  const required = slots.filter((slot) => slot.required).length;
  return [...byPage].map(([page, sections]) => {
    sections.sort((a, b) => b.score - a.score || a.id - b.id);
    let wordScore = 0;
    let covered = 0;
    slots.forEach((slot, position) => {
      const scores = sections.map((section) => section.match.slotScores[position]!);
      const best = Math.max(...scores);
      wordScore += best + Math.min(best, SPREAD_WEIGHT * (sum(scores) - best));
      if (slot.required && best > 0) covered += 1;
    });
    const coverage = required === 0 ? 1 : covered / required;
    const score = (wordScore + BEST_SECTION_WEIGHT * sections[0]!.score) * coverage ** 2
      * kindWeights[index.pages[page]!.k];
    return {index, page, score, sections};
  });
}

function toHit(scored: ScoredPage, section: ScoredSection): SearchHit {
  const {index} = scored;
  const indexed = index.sections[section.id]!;
  const page = index.pages[scored.page]!;
  return {
    id: `${index.context}:${section.id}`,
    context: index.context,
    pageUrl: page.u,
    url: indexed.a ? `${page.u}#${indexed.a}` : page.u,
    anchor: indexed.a,
    category: page.c,
    title: page.t,
    headings: indexed.h,
    excerpt: indexed.x,
    headingMatched: section.match.headingMatched,
    terms: [...section.match.terms],
    score: scored.score,
  };
}

/**
 * The sections matching the query, page by page (best page first), each page's best section first. A page need
 * not contain every word, but one that misses some ranks far below those that have them all.
 */
export function searchIndexes(indexes: LoadedIndex[], query: string): SearchHit[] {
  const slots = querySlots(indexes, query);
  if (slots.length === 0) return [];
  return indexes
    .flatMap((index) => scorePages(index, slots, query))
    .sort((a, b) => b.score - a.score)
    .flatMap((page) => page.sections.map((section) => toHit(page, section)));
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
