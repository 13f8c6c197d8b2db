import {overviewPages} from './overviews';
import {decodePostingCode, unpackIndex, VarintReader} from './postings';
import {analyseQuery, type QueryPlan} from './question';
import {stem, textTerms} from './text';
import {fromColumns} from './sectionColumns';
import {decodeTerms} from './termList';
import {editVariants, prefixDistance} from './typo';
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
  /** Per term: where its counts, its gaps and its codes start in `bytes`. */
  offsets: {counts: Uint32Array; gaps: Uint32Array; codes: Uint32Array};
  bytes: Uint8Array;
  /** Position of each section among its page's sections: its place in the page's snippets file. */
  positionInPage: Uint16Array;
  /** The index terms of each page's title. */
  titleTerms: Set<string>[];
  /** Per section: its heading is furniture, found on many pages ("Related pages", "Pitfalls", "Options"). */
  furniture: Uint8Array;
  /** Per page: the page that introduces its topic, -1 for none (see `overviews.ts`). */
  overviews: Int32Array;
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
  /** Filled in for the hits shown (see `client/snippets.ts`): the index files hold no text. */
  excerpt: string;
  /** Where the excerpt is: the context's snippets, the page's position in the index, the section's in the page. */
  snippet: {context: string; page: number; position: number; section: number};
  /** The query matched the section's own heading (rather than only its text or the page title). */
  headingMatched: boolean;
  /**
   * The query is a question and this section's heading answers its topic: every topic word is in the heading or
   * the page title, and one at least in the heading. Never set on a page's intro.
   */
  topical: boolean;
  /** Index terms that matched, for highlighting. */
  terms: string[];
  /** The score of the hit's page: hits come page by page, best page first. */
  score: number;
};

function isHeader(value: unknown): value is IndexHeader {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    value.version === MANIFEST_VERSION &&
    'pages' in value &&
    Array.isArray(value.pages) &&
    'sections' in value &&
    typeof value.sections === 'object' &&
    'terms' in value &&
    typeof value.terms === 'object' &&
    value.terms !== null &&
    'suffixes' in value.terms &&
    Array.isArray(value.terms.suffixes) &&
    'site' in value &&
    typeof value.site === 'object' &&
    'streams' in value &&
    Array.isArray(value.streams)
  );
}

/** A heading on this many pages of one index file is the site's furniture, not a topic. */
const FURNITURE_PAGES = 3;

/**
 * Which sections have a furniture heading: the same heading text on `FURNITURE_PAGES` pages or more. Such a
 * heading ("Related pages", "In this section", "Installation") says where a page keeps something, not what the
 * page is about, so it never names a question's topic. Option records are left out: an option's name on several
 * plugin pages is still the option.
 */
function furnitureHeadings(sections: IndexedSection[]): Uint8Array {
  const own = (section: IndexedSection) =>
    section.o === undefined && section.h.length > 0 ? section.h[section.h.length - 1]!.toLowerCase() : '';
  const pagesByHeading = new Map<string, Set<number>>();
  for (const section of sections) {
    const heading = own(section);
    if (heading) pagesByHeading.set(heading, (pagesByHeading.get(heading) ?? new Set()).add(section.p));
  }
  return Uint8Array.from(sections, (section) =>
    (pagesByHeading.get(own(section))?.size ?? 0) >= FURNITURE_PAGES ? 1 : 0,
  );
}

/** Reads an index file's body (ungzipped); throws on a file of another format. */
export function loadIndex(context: string, body: Uint8Array): LoadedIndex {
  const {header, postingsStart} = unpackIndex(body);
  if (!isHeader(header)) throw new Error(`search index of ${context}: unexpected content`);
  const terms = decodeTerms(header.terms);
  const termCount = terms.length;
  const offsets = {
    counts: new Uint32Array(termCount),
    gaps: new Uint32Array(termCount),
    codes: new Uint32Array(termCount),
  };
  const counts = new VarintReader(body, postingsStart);
  const gaps = new VarintReader(body, postingsStart + header.streams[0]);
  let codes = postingsStart + header.streams[0] + header.streams[1];
  for (let term = 0; term < termCount; term += 1) {
    offsets.counts[term] = counts.position;
    offsets.gaps[term] = gaps.position;
    offsets.codes[term] = codes;
    counts.next();
    const postings = counts.next();
    for (let posting = 0; posting < postings; posting += 1) gaps.next();
    codes += postings;
  }
  const sections = fromColumns(header.sections);
  const positionInPage = new Uint16Array(sections.length);
  sections.forEach((section, id) => {
    if (id > 0 && sections[id - 1]!.p === section.p) positionInPage[id] = positionInPage[id - 1]! + 1;
  });
  return {
    context,
    furniture: furnitureHeadings(sections),
    pages: header.pages,
    sections,
    terms,
    site: header.site,
    termIds: new Map(terms.map((term, position) => [term, position])),
    offsets,
    bytes: body,
    positionInPage,
    titleTerms: header.pages.map((page) => new Set(textTerms(page.t))),
    overviews: overviewPages(header.pages.map((page) => page.u)),
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
const PREFIX_WEIGHT_KNOWN_WORD = 0.25;
const PART_WEIGHT = 0.5;
const TYPO_WEIGHT = 0.6;
/**
 * The reader's own words where the synonym table gives the docs' words: they match nearly as much as the docs' words
 * (a page in the reader's words answers as well), but only the docs' words name a topic in a heading or title, and a
 * page title holding the reader's word ("Google Analytics" for "out of google") stays below the docs' word.
 */
const READER_WORD_WEIGHT = 0.8;
/** A typo correction of a word that begins index terms: the reader may be typing one of them. */
const TYPO_WEIGHT_AFTER_PREFIX = 0.3;
/** Typo corrections kept: those at least this common relative to the most common one. */
const TYPO_SHARE_OF_MOST = 0.25;
/** Share of a word's score that its other sections add to its best section's, at most once more. */
const SPREAD_WEIGHT = 0.15;
/** Weight of the best section's whole score: words close together beat words scattered over a page. */
const BEST_SECTION_WEIGHT = 0.5;
/** A page whose title the query names: up to this much more, by the share of the title's words it names. */
const TITLE_MATCH_BOOST = 1;
/** An API option record whose name is the whole query, on a page of the API reference (see `REFERENCE_PAGE`). */
const EXACT_OPTION_BOOST = 3;
/**
 * …and when that name is an identifier (`sidebarPath`, `hide_table_of_contents`, `i18n.locales`), its reference
 * page this much more: a guide that explains the option under a heading of its own name (`lastVersion` in
 * "Versioning") or uses it in every section (`sidebarPath` in "Sidebar") would win on words alone, but a reader who
 * types an identifier wants its entry. A plain word (`admonitions`, `title`) is also a topic, so only its record
 * gains (see `EXACT_OPTION_BOOST`).
 */
const EXACT_IDENTIFIER_PAGE_BOOST = 3;
const IDENTIFIER = /[A-Z_.]/;
/**
 * The API reference: its pages live under `api/` in every docs version. Guides have option tables too (the
 * deployment guide lists `trailingSlash`, the blog guide `routeBasePath`), but a reader who types an option's name
 * wants its entry in the reference; the guide still ranks, on its words.
 */
const REFERENCE_PAGE = /\/api\//;
/**
 * An overview page lifted above its sub-pages (see `liftOverviews`) ranks above the best of them by this share for
 * each of them: the more of its pages the query finds, the more the query is about the topic as a whole.
 */
const OVERVIEW_LIFT = 0.1;
/** Sections listed per page: more than any UI shows under one page. */
const MAX_SECTIONS_PER_PAGE = 5;
const MIN_PREFIX_LENGTH = 2;
const MAX_PREFIX_EXPANSIONS = 30;
const MIN_TYPO_LENGTH = 4;
/** A word this long that nothing matched may be two edits off a word of the index (see `farCorrections`). */
const MIN_FAR_TYPO_LENGTH = 8;
const FAR_TYPO_EDITS = 2;
const FAR_TYPO_WEIGHT = 0.5;
const MIN_FAR_STEM_LENGTH = 5;
/** A word of the index in at most this many sections is rare… */
const RARE_WORD_SECTIONS = 2;
/** …and corrected to a word one edit away that is in this many times more sections. */
const RARE_WORD_FACTOR = 10;

const KIND_WEIGHTS: Record<PageKind, number> = {
  docs: 1,
  page: 0.8,
  blog: 0.7,
  changelog: 0.45,
  'feature-request': 0.45,
};
/** When the query names a release, release notes and announcements are what the reader wants. */
const RELEASE_KIND_WEIGHTS: Record<PageKind, number> = {...KIND_WEIGHTS, blog: 1, changelog: 1.3};
const NAMES_RELEASE = /\b(release[sd]?|changelog|alpha|beta|rc|v?\d+\.\d+(\.\d+)?)\b/i;
/**
 * Questions are about a topic: a section whose heading names it is the answer, and a page gains by its best such
 * section (by the share of topic words it names), more than a page that has the words in passing.
 */
const TOPIC_BOOST = 1.5;
/** A page scores by the share of the required query words it has, to this power. */
const COVERAGE_EXPONENT = 2;
/**
 * …and for a question, to this lower power: a question is in the reader's words, some of which the page that
 * answers it does not use ("set a *different* title in the sidebar than on the *page*" is `sidebar_label`).
 */
const QUESTION_COVERAGE_EXPONENT = 1.5;
/**
 * …lower still in a question of more required words than this, in proportion: the longer the question, the less
 * each word says what it is about ("change the main brand color used for links and buttons across the whole site" is
 * about the brand color, answered by a page that never says "across" or "buttons").
 */
const QUESTION_COVERAGE_WORDS = 3;
/** A section whose heading names a question's topic weighs more within its page (by the share it names). */
const SECTION_TOPIC_BOOST = 1;
/** Expansions weaker than this (prefixes of a known word) do not count as naming a topic in a heading. */
const TOPIC_MIN_WEIGHT = 0.5;
/**
 * Migration guides, release notes, announcements, feature requests and example pages mention every feature in
 * passing: a question about a feature is not about them, unless it names them.
 */
const MIGRATION_PAGE = /\/migration\//;
const EXAMPLE_PAGE = /\/examples\//;
const NAMES_MIGRATION = /\b(migrat\w*|upgrad\w*|v1|v2|version [12]|docusaurus [12])\b/i;
const NAMES_NEWS = /\b(announc\w*|news|recap|request\w*|example\w*|blog posts?|posts? about)\b/i;
const QUESTION_PASSING_WEIGHT = 0.5;
/** …and below a page that names as much of the question, by this share (see `capPassingPages`). */
const PASSING_CAP = 0.95;

/** Whether a page only mentions features in passing (see `QUESTION_PASSING_WEIGHT`). */
function isPassingPage(page: IndexedPage, query: string): boolean {
  if (page.k === 'changelog' || MIGRATION_PAGE.test(page.u)) return !NAMES_MIGRATION.test(query);
  if (page.k === 'blog' || page.k === 'feature-request' || EXAMPLE_PAGE.test(page.u))
    return !NAMES_RELEASE.test(query) && !NAMES_NEWS.test(query);
  return false;
}

/** One thing the query asks for: a query word, or a part of a compound query word (not required). */
type Slot = {
  required: boolean;
  weight: number;
  expansions: Map<string, number>;
  /**
   * The reader's own words where the synonym table gave the docs' words: they match text, but a title or heading
   * with them does not name the topic ("out of google" is about `noindex`, not about the Google plugins).
   */
  readerWords: Set<string>;
};

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
  return index.terms
    .slice(start, end)
    .sort((a, b) => a.length - b.length)
    .slice(0, MAX_PREFIX_EXPANSIONS);
}

/** How many sections of the site contain a term, if any of these indexes has it. */
function siteCount(indexes: LoadedIndex[], term: string): number {
  for (const index of indexes) {
    const termId = index.termIds.get(term);
    if (termId !== undefined) return new VarintReader(index.bytes, index.offsets.counts[termId]!).next();
  }
  return 0;
}

/**
 * Typo corrections of a word that is no index term: the index terms one edit away, the most common first, as a
 * spelling checker prefers the likelier word ("versoning" is "versioning", not "personing").
 */
function typoCorrections(indexes: LoadedIndex[], word: string, term: string): string[] {
  const counts = new Map<string, number>();
  for (const variant of editVariants(word)) {
    const variantTerm = stem(variant);
    if (variantTerm === term || counts.has(variantTerm)) continue;
    const count = siteCount(indexes, variantTerm);
    if (count > 0) counts.set(variantTerm, count);
  }
  const most = Math.max(0, ...counts.values());
  return [...counts].filter(([, count]) => count >= TYPO_SHARE_OF_MOST * most).map(([candidate]) => candidate);
}

/**
 * What each letter of a long typed word that a correction leaves uncovered costs, in edits: a stem leaves a
 * suffix ("internation" for "internationalisaton"), but a short word one edit from the typed word's beginning
 * ("broad" in "brodcrumbs") explains less of it than a long one two edits off ("breadcrumb").
 */
const FAR_TYPO_UNCOVERED_COST = 0.25;

/**
 * The index terms two edits at most from a long word that is no index term ("internationalisaton"), in at least
 * `minCount` sections: those that begin with its first letter and are fewest edits from a beginning of it (see
 * `prefixDistance`), counting the letters they leave uncovered (`FAR_TYPO_UNCOVERED_COST`), then the longest (the
 * word's own stem rather than a shorter one) and then the most common.
 */
function farCorrections(indexes: LoadedIndex[], word: string, minCount: number): string[] {
  let best: {cost: number; length: number; count: number; terms: string[]} | undefined;
  for (const index of indexes) {
    const [start, end] = sortedRange(index.terms, word[0]!);
    for (const term of index.terms.slice(start, end)) {
      if (term.length < MIN_FAR_STEM_LENGTH || !/^\p{L}+$/u.test(term)) continue;
      const distance = prefixDistance(term, word, FAR_TYPO_EDITS);
      if (distance > FAR_TYPO_EDITS) continue;
      const cost = distance + FAR_TYPO_UNCOVERED_COST * Math.max(0, word.length - term.length);
      const candidate = {cost, length: term.length, count: siteCount(indexes, term), terms: [term]};
      if (candidate.count < minCount) continue;
      const order = best ? best.cost - cost || term.length - best.length || candidate.count - best.count : 1;
      if (order > 0) best = candidate;
      else if (order === 0 && !best!.terms.includes(term)) best!.terms.push(term);
    }
  }
  return best?.terms ?? [];
}

/** What one query word may match in these indexes, with weights: itself, words it begins, typo corrections. */
function expandWord(indexes: LoadedIndex[], word: string, term: string): Map<string, number> {
  const expansions = new Map<string, number>([[term, 1]]);
  // A word of the index is taken as meant: its longer words weigh less, and it is corrected only when it is rare
  // and a far more common word is one edit away (a British spelling in one release note, the reader's typo…).
  const count = siteCount(indexes, term);
  const known = count > 0;
  const prefixWeight = known ? PREFIX_WEIGHT_KNOWN_WORD : PREFIX_WEIGHT;
  const compound = /[.-]/.test(word);
  for (const index of indexes) {
    for (const prefix of new Set([term, word])) {
      for (const candidate of prefixTerms(index, prefix)) {
        // A simple word does not begin compounds: their parts are terms of their own.
        if (candidate === term || (!compound && /[.-]/.test(candidate))) continue;
        addExpansion(expansions, candidate, prefixWeight * Math.sqrt(prefix.length / candidate.length));
      }
    }
  }
  const rare = known && count <= RARE_WORD_SECTIONS;
  if ((!known || rare) && word.length >= MIN_TYPO_LENGTH && /^\p{L}+$/u.test(word)) {
    const weight = expansions.size > 1 ? TYPO_WEIGHT_AFTER_PREFIX : TYPO_WEIGHT;
    for (const correction of typoCorrections(indexes, word, term)) {
      if (!rare || siteCount(indexes, correction) >= RARE_WORD_FACTOR * count)
        addExpansion(expansions, correction, weight);
    }
  }
  // Two edits away only when what one edit finds is rare (a British spelling in one release note).
  if (!known && word.length >= MIN_FAR_TYPO_LENGTH && /^\p{L}+$/u.test(word)) {
    const found = Math.max(0, ...[...expansions.keys()].map((expansion) => siteCount(indexes, expansion)));
    for (const correction of farCorrections(indexes, word, RARE_WORD_FACTOR * found))
      addExpansion(expansions, correction, FAR_TYPO_WEIGHT);
  }
  return expansions;
}

function querySlots(indexes: LoadedIndex[], plans: QueryPlan[]): Slot[] {
  return plans.flatMap(({word, term, parts, required, weight, alternatives}) => {
    const expansions = expandWord(indexes, word, term);
    // The reader's words that the docs word's own matches do not already give as much weight.
    const readerWords = new Set(
      alternatives.filter((alternative) => (expansions.get(alternative) ?? 0) < READER_WORD_WEIGHT),
    );
    for (const alternative of alternatives) addExpansion(expansions, alternative, READER_WORD_WEIGHT);
    return [
      {required, weight, expansions, readerWords},
      ...parts.map((part) => ({
        required: false,
        weight: PART_WEIGHT * weight,
        expansions: new Map([[part, 1]]),
        readerWords: new Set<string>(),
      })),
    ];
  });
}

/** Per section: the best score of each slot, the terms that matched, and which slots its heading or title named. */
type SectionMatch = {
  slotScores: number[];
  terms: Set<string>;
  /** The terms to highlight: those that matched, less the longer words of a word that is itself in the index. */
  shownTerms: Set<string>;
  headingMatched: boolean;
  titleMatched: boolean;
  headingSlots: boolean[];
  titleSlots: boolean[];
};

function matchSections(index: LoadedIndex, slots: Slot[]): Map<number, SectionMatch> {
  const matches = new Map<number, SectionMatch>();
  const {sections: sectionCount, averageLength} = index.site;
  slots.forEach((slot, slotPosition) => {
    for (const [term, weight] of slot.expansions) {
      const termId = index.termIds.get(term);
      if (termId === undefined) continue;
      const counts = new VarintReader(index.bytes, index.offsets.counts[termId]!);
      const gaps = new VarintReader(index.bytes, index.offsets.gaps[termId]!);
      const codes = index.offsets.codes[termId]!;
      const siteCount = counts.next();
      const idf = Math.log(1 + (sectionCount - siteCount + 0.5) / (siteCount + 0.5));
      const count = counts.next();
      let sectionId = 0;
      for (let posting = 0; posting < count; posting += 1) {
        sectionId += gaps.next();
        const {textCount, inTitle, inHeading} = decodePostingCode(index.bytes[codes + posting]!);
        const length = index.sections[sectionId]!.n;
        const text =
          textCount === 0
            ? 0
            : (textCount * (K1 + 1)) / (textCount + K1 * (1 - B + (B * length) / (averageLength || 1)));
        const score =
          idf * weight * slot.weight * (text + (inTitle ? TITLE_WEIGHT : 0) + (inHeading ? HEADING_WEIGHT : 0));
        let match = matches.get(sectionId);
        if (!match) {
          match = {
            slotScores: new Array<number>(slots.length).fill(0),
            terms: new Set(),
            shownTerms: new Set(),
            headingMatched: false,
            titleMatched: false,
            headingSlots: new Array<boolean>(slots.length).fill(false),
            titleSlots: new Array<boolean>(slots.length).fill(false),
          };
          matches.set(sectionId, match);
        }
        match.slotScores[slotPosition] = Math.max(match.slotScores[slotPosition]!, score);
        match.terms.add(term);
        // "docs" also matches "docusaurus", lightly: the reader typed a word of its own, which is what to highlight.
        if (weight > PREFIX_WEIGHT_KNOWN_WORD) match.shownTerms.add(term);
        match.headingMatched ||= inHeading;
        match.titleMatched ||= inTitle;
        if (weight >= TOPIC_MIN_WEIGHT && !slot.readerWords.has(term)) {
          match.headingSlots[slotPosition] ||= inHeading;
          match.titleSlots[slotPosition] ||= inTitle;
        }
      }
    }
  });
  return matches;
}

type ScoredSection = {id: number; score: number; match: SectionMatch; topical: boolean; identifier: boolean};
type ScoredPage = {index: LoadedIndex; page: number; score: number; sections: ScoredSection[]};

/** The share of the title's words that the query matched in the page's intro (where the title is indexed). */
function titleShare(titleTerms: Set<string>, sections: ScoredSection[]): number {
  const intro = sections.find((section) => section.match.titleMatched);
  if (!intro || titleTerms.size === 0) return 0;
  return [...titleTerms].filter((term) => intro.match.terms.has(term)).length / titleTerms.size;
}

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * How much of a question a section's heading names, with its page's title: the share of the query's weight (its
 * optional words at their lighter weight too, so that "Update your Docusaurus version" names more of "how to
 * update docusaurus" than "Updating existing versions"), 0 unless the heading names one of the topic's words at
 * least (for a page's intro, the title is its heading), so that sections under other headings do not count.
 */
function topicShare(
  match: SectionMatch,
  pageTitleSlots: boolean[],
  topic: number[],
  intro: boolean,
  slots: Slot[],
): number {
  const heading = intro ? pageTitleSlots : match.headingSlots;
  if (topic.length === 0 || !topic.some((slot) => heading[slot])) return 0;
  const named = slots.filter((slot, position) => match.headingSlots[position] || pageTitleSlots[position]);
  return sum(named.map((slot) => slot.weight)) / sum(slots.map((slot) => slot.weight));
}

/** What scoring needs to know of the query besides its slots. */
type QueryContext = {
  query: string;
  normalized: string;
  question: boolean;
  kindWeights: Record<PageKind, number>;
};

function queryContext(query: string, question: boolean): QueryContext {
  const namesRelease = NAMES_RELEASE.test(query);
  const kindWeights = namesRelease ? RELEASE_KIND_WEIGHTS : KIND_WEIGHTS;
  return {query, normalized: query.trim().toLowerCase(), question, kindWeights};
}

/**
 * An answer to a question: a section (not the intro) whose heading, with its page's title and keywords, names the
 * whole topic, and names part of it that the title itself does not (a heading that only repeats the page's subject
 * is no better answer than the page itself).
 */
function answersTopic(match: SectionMatch, pageTitleSlots: boolean[], topic: number[], inTitle: boolean[]): boolean {
  return (
    topic.length > 0 &&
    topic.every((slot) => match.headingSlots[slot] || pageTitleSlots[slot]) &&
    topic.some((slot) => match.headingSlots[slot] && !inTitle[slot])
  );
}

/** A question's topic decides which section of a page is its hit, and raises the page by its best such section. */
function applyTopic(
  index: LoadedIndex,
  page: number,
  sections: ScoredSection[],
  slots: Slot[],
  topic: number[],
): number {
  const titleTerms = index.titleTerms[page]!;
  const inTitle = slots.map((slot) =>
    [...slot.expansions].some(
      ([term, weight]) => weight >= TOPIC_MIN_WEIGHT && !slot.readerWords.has(term) && titleTerms.has(term),
    ),
  );
  const pageTitleSlots = sections.reduce<boolean[]>(
    (slots, section) => slots.map((named, slot) => named || section.match.titleSlots[slot]!),
    sections[0]!.match.titleSlots.map(() => false),
  );
  let best = 0;
  for (const section of sections) {
    if (index.furniture[section.id]) continue;
    const intro = index.sections[section.id]!.h.length === 0;
    const share = topicShare(section.match, pageTitleSlots, topic, intro, slots);
    section.score *= 1 + SECTION_TOPIC_BOOST * share;
    section.topical = !intro && answersTopic(section.match, pageTitleSlots, topic, inTitle);
    best = Math.max(best, share);
  }
  return 1 + TOPIC_BOOST * best;
}

/**
 * The order of a page's hits: for a question, the sections that answer it first (an option's record after the
 * section it is in, which explains it), then by score.
 */
function hitOrder(index: LoadedIndex): (a: ScoredSection, b: ScoredSection) => number {
  const rank = (section: ScoredSection) =>
    section.identifier ? 3 : section.topical ? (index.sections[section.id]!.o === undefined ? 2 : 1) : 0;
  return (a, b) => rank(b) - rank(a) || b.score - a.score || a.id - b.id;
}

/** The power to which a page's share of the required words raises its score (see `COVERAGE_EXPONENT`). */
export function coverageExponent(question: boolean, requiredWords: number): number {
  if (!question) return COVERAGE_EXPONENT;
  return QUESTION_COVERAGE_EXPONENT * Math.min(1, QUESTION_COVERAGE_WORDS / Math.max(1, requiredWords));
}

function scorePages(index: LoadedIndex, slots: Slot[], context: QueryContext): ScoredPage[] {
  const byPage = new Map<number, ScoredSection[]>();
  for (const [id, match] of matchSections(index, slots)) {
    const section = index.sections[id]!;
    const exactOption =
      section.o !== undefined &&
      section.o.toLowerCase() === context.normalized &&
      REFERENCE_PAGE.test(index.pages[section.p]!.u);
    // An identifier's record lifts its whole page instead (see `EXACT_IDENTIFIER_PAGE_BOOST`): lifting the record
    // alone would rank the reference pages among themselves by the length of the record's text.
    const identifier = exactOption && IDENTIFIER.test(section.o!);
    const boost = exactOption && !identifier ? EXACT_OPTION_BOOST : 1;
    const scored = {id, score: sum(match.slotScores) * boost, match, topical: false, identifier};
    const list = byPage.get(section.p);
    if (list) list.push(scored);
    else byPage.set(section.p, [scored]);
  }
  const topic = slots.flatMap((slot, position) => (slot.required ? [position] : []));
  return [...byPage].map(([page, sections]) => {
    const topicWeight = context.question ? applyTopic(index, page, sections, slots, topic) : 1;
    const bestScore = Math.max(...sections.map((section) => section.score));
    // The section whose heading answers a question is its page's hit, even where the intro scores more.
    sections.sort(hitOrder(index));
    let wordScore = 0;
    let covered = 0;
    slots.forEach((slot, position) => {
      let best = 0;
      let total = 0;
      for (const section of sections) {
        const score = section.match.slotScores[position]!;
        best = Math.max(best, score);
        total += score;
      }
      wordScore += best + Math.min(best, SPREAD_WEIGHT * (total - best));
      if (slot.required && best > 0) covered += 1;
    });
    const coverage = topic.length === 0 ? 1 : covered / topic.length;
    const indexed = index.pages[page]!;
    const passing = context.question && isPassingPage(indexed, context.query) ? QUESTION_PASSING_WEIGHT : 1;
    const identifier = sections.some((section) => section.identifier) ? EXACT_IDENTIFIER_PAGE_BOOST : 1;
    const score =
      identifier *
      (wordScore + BEST_SECTION_WEIGHT * bestScore) *
      coverage ** coverageExponent(context.question, topic.length) *
      context.kindWeights[indexed.k] *
      passing *
      topicWeight *
      (1 + TITLE_MATCH_BOOST * titleShare(index.titleTerms[page]!, sections));
    return {index, page, score, sections};
  });
}

/**
 * Whether the query names all of a page's title ("architecture" is "Architecture", not its overview "Advanced
 * guides") or all of one of its headings ("validateOptions" in "Static methods").
 */
function namesWholly(index: LoadedIndex, scored: ScoredPage): boolean {
  return (
    titleShare(index.titleTerms[scored.page]!, scored.sections) === 1 ||
    scored.sections.some(({id, match}) => {
      const heading = index.sections[id]!.h.at(-1);
      return heading !== undefined && textTerms(heading).every((term) => match.terms.has(term));
    })
  );
}

/** The required words a page names in its title or keywords, and (`withHit`) in the heading of its hit. */
function namedSlots(scored: ScoredPage, slots: Slot[], withHit: boolean): number[] {
  const hit = scored.sections[0]!.match;
  return slots.flatMap((slot, position) =>
    slot.required &&
    ((withHit && hit.headingSlots[position]) || scored.sections.some((section) => section.match.titleSlots[position]))
      ? [position]
      : [],
  );
}

/**
 * Lifts an overview page just above its sub-pages that name no more of the query than it does: "migration" is the
 * migration overview, not "Automated migration", but "automated migration" is still that page, and "translate with
 * crowdin" the Crowdin guide (the i18n introduction does not name Crowdin).
 */
function liftOverviews(index: LoadedIndex, pages: ScoredPage[], slots: Slot[]): void {
  const byPage = new Map(pages.map((scored) => [scored.page, scored]));
  const lifted = new Map<ScoredPage, {best: number; pages: number}>();
  for (const child of pages) {
    const overview = byPage.get(index.overviews[child.page]!);
    if (!overview || child.score <= overview.score) continue;
    // The overview names the topic as a whole (its title or keywords), the sub-page may also name it in a heading.
    const named = namedSlots(overview, slots, false);
    if (
      named.length > 0 &&
      namedSlots(child, slots, true).every((slot) => named.includes(slot)) &&
      !namesWholly(index, child)
    ) {
      const lift = lifted.get(overview) ?? {best: 0, pages: 0};
      lifted.set(overview, {best: Math.max(lift.best, child.score), pages: lift.pages + 1});
    }
  }
  for (const [overview, {best, pages: count}] of lifted) overview.score = best * (1 + OVERVIEW_LIFT * count);
}

/**
 * A question's page that mentions features in passing (a feature request, a release note) ranks below every other
 * page that names as much of the question in its title, keywords or hit's heading: "how do I draw diagrams" is
 * answered by the docs' "Diagrams" section, not by the request titled "Mermaid diagrams in Markdown".
 */
function capPassingPages(pages: ScoredPage[], slots: Slot[], context: QueryContext): void {
  const passing = (scored: ScoredPage) => isPassingPage(scored.index.pages[scored.page]!, context.query);
  const answers = pages.filter((scored) => !passing(scored)).sort((a, b) => b.score - a.score);
  const namedByPage = new Map<ScoredPage, number[]>();
  const namedOf = (scored: ScoredPage): number[] => {
    if (!namedByPage.has(scored)) namedByPage.set(scored, namedSlots(scored, slots, true));
    return namedByPage.get(scored)!;
  };
  for (const scored of pages.filter(passing)) {
    const named = namedOf(scored);
    if (named.length === 0) continue;
    // The best page that names as much: the others score less.
    const cap = answers.find((answer) => named.every((slot) => namedOf(answer).includes(slot)));
    if (cap) scored.score = Math.min(scored.score, PASSING_CAP * cap.score);
  }
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
    excerpt: '',
    snippet: {
      context: index.context,
      page: scored.page,
      position: index.positionInPage[section.id]!,
      section: section.id,
    },
    headingMatched: section.match.headingMatched,
    topical: section.topical,
    terms: [...section.match.shownTerms],
    score: scored.score,
  };
}

/**
 * The sections matching the query, page by page (best page first), each page's best sections first (at most
 * `MAX_SECTIONS_PER_PAGE`). A page need not contain every word, but one that misses some ranks far below those
 * that have them all.
 */
export function searchIndexes(indexes: LoadedIndex[], query: string): SearchHit[] {
  const {question, plans} = analyseQuery(query);
  const slots = querySlots(indexes, plans);
  if (slots.length === 0) return [];
  const context = queryContext(query, question);
  const pages = indexes.flatMap((index) => {
    const scored = scorePages(index, slots, context);
    liftOverviews(index, scored, slots);
    return scored;
  });
  if (question) capPassingPages(pages, slots, context);
  return pages
    .sort((a, b) => b.score - a.score)
    .flatMap((page) => page.sections.slice(0, MAX_SECTIONS_PER_PAGE).map((section) => toHit(page, section)));
}

// Grouping lives in its own module, so that a page can show results without loading the engine.
export {groupByPage, type PageHits} from './groupByPage';
