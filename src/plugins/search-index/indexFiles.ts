import {createHash} from 'node:crypto';
import {gzipSync} from 'node:zlib';
import {packIndex, postingCode, writeVarint, type Occurrence} from './postings';
import {toColumns} from './sectionColumns';
import {encodeTerms} from './termList';
import {textTerms} from './text';
import {
  MANIFEST_VERSION,
  type IndexedPage,
  type IndexedSection,
  type IndexHeader,
  type Manifest,
  type PageRecord,
  type Snippets,
} from './types';

/** Long enough for a line of context under a hit, short enough to keep the files small. */
export const EXCERPT_LENGTH = 120;

/**
 * Static pruning: a term in more than this share of the site's sections tells little about a section it occurs in
 * once, in the text only, so such postings are left out. They are half the postings and the bytes of the index.
 */
export const COMMON_TERM_SHARE = 0.015;
/** …and in more sections than this, so that a small site keeps all its postings. */
const COMMON_TERM_MIN_SECTIONS = 20;

export type OutputFile = {name: string; content: Buffer};

/** Cuts text at a word boundary to at most `max` characters, marking the cut with an ellipsis. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A short content hash: file names change exactly when their content does. */
export function contentHash(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

/** The index terms of one section, with where each occurs. */
type SectionTerms = {length: number; terms: Map<string, Occurrence>};

function occurrence(terms: Map<string, Occurrence>, term: string): Occurrence {
  let found = terms.get(term);
  if (!found) {
    found = {textCount: 0, inTitle: false, inHeading: false};
    terms.set(term, found);
  }
  return found;
}

/**
 * Each word of a reader's question counts as this many occurrences in the page's intro, though once in its length: a
 * page that readers ask about in those words is about them, more than a page that merely uses them (see
 * `src/data/searchReaderQuestions.ts`).
 */
const READER_WORD_COUNT = 3;

/**
 * The page title (and keywords) count for the page's intro section only, so that a page scores its title once, and
 * so do the readers' questions (`readerText`).
 */
function sectionTerms(title: string, heading: string, text: string, readerText = ''): SectionTerms {
  const terms = new Map<string, Occurrence>();
  for (const term of textTerms(title)) occurrence(terms, term).inTitle = true;
  for (const term of textTerms(heading)) occurrence(terms, term).inHeading = true;
  const textTermList = textTerms(text);
  for (const term of textTermList) occurrence(terms, term).textCount += 1;
  const readerTerms = textTerms(readerText);
  for (const term of readerTerms) occurrence(terms, term).textCount += READER_WORD_COUNT;
  return {length: textTermList.length + readerTerms.length, terms};
}

/** The kind of a page, from its context and the site section its URL is in. */
export function pageKind(record: PageRecord, baseUrl: string): IndexedPage['k'] {
  if (record.context.startsWith('docs-')) return 'docs';
  const section = record.url.slice(baseUrl.length).split('/')[0];
  if (section === 'blog') return 'blog';
  if (section === 'changelog') return 'changelog';
  if (section === 'feature-requests') return 'feature-request';
  return 'page';
}

type AnalysedRecord = {record: PageRecord; sections: SectionTerms[]};

function analyse(record: PageRecord): AnalysedRecord {
  return {
    record,
    sections: record.sections.map((section, position) =>
      sectionTerms(
        position === 0 ? [record.title, ...record.keywords].join(' ') : '',
        section.headings.at(-1) ?? '',
        section.text,
        position === 0 ? (record.readerQuestions ?? []).join(' ') : '',
      ),
    ),
  };
}

/** Statistics of the whole site: how many sections contain each term, and the sections' average length. */
type SiteStatistics = {sectionCounts: Map<string, number>; site: IndexHeader['site']};

function siteStatistics(analysed: AnalysedRecord[]): SiteStatistics {
  const sectionCounts = new Map<string, number>();
  let sections = 0;
  let totalLength = 0;
  for (const {sections: list} of analysed) {
    for (const section of list) {
      sections += 1;
      totalLength += section.length;
      for (const term of section.terms.keys()) sectionCounts.set(term, (sectionCounts.get(term) ?? 0) + 1);
    }
  }
  return {sectionCounts, site: {sections, averageLength: sections === 0 ? 0 : totalLength / sections}};
}

/** Whether a posting is kept: see `COMMON_TERM_SHARE`. */
function keepPosting(found: Occurrence, siteCount: number, site: IndexHeader['site']): boolean {
  const plain = found.textCount === 1 && !found.inTitle && !found.inHeading;
  return !plain || siteCount <= Math.max(COMMON_TERM_SHARE * site.sections, COMMON_TERM_MIN_SECTIONS);
}

/** One context's index file body (before gzip: JSON header, then the postings) and its snippets. */
export function buildIndexBody(
  analysed: AnalysedRecord[],
  statistics: SiteStatistics,
  baseUrl: string,
): {
  header: IndexHeader;
  body: Uint8Array;
  sections: IndexedSection[];
  snippets: Snippets;
} {
  const pages: IndexedPage[] = [];
  const sections: IndexedSection[] = [];
  const snippets: Snippets = [];
  const postingLists = new Map<string, [section: number, code: number][]>();
  for (const {record, sections: analysedSections} of analysed) {
    pages.push({u: record.url, c: record.category, t: record.title, k: pageKind(record, baseUrl)});
    record.sections.forEach((section, position) => {
      const {length, terms} = analysedSections[position]!;
      const id = sections.length;
      sections.push({
        p: pages.length - 1,
        h: section.headings,
        a: section.anchor,
        n: length,
        ...(section.option ? {o: section.option} : {}),
      });
      snippets.push(excerpt(section.text));
      for (const [term, found] of terms) {
        if (!keepPosting(found, statistics.sectionCounts.get(term)!, statistics.site)) continue;
        let list = postingLists.get(term);
        if (!list) {
          list = [];
          postingLists.set(term, list);
        }
        list.push([id, postingCode(found)]);
      }
    });
  }
  const terms = [...postingLists.keys()].sort();
  const counts: number[] = [];
  const gaps: number[] = [];
  const codes: number[] = [];
  for (const term of terms) {
    const list = postingLists.get(term)!;
    writeVarint(counts, statistics.sectionCounts.get(term)!);
    writeVarint(counts, list.length);
    let previous = 0;
    for (const [section, code] of list) {
      writeVarint(gaps, section - previous);
      codes.push(code);
      previous = section;
    }
  }
  const header: IndexHeader = {
    version: MANIFEST_VERSION,
    pages,
    sections: toColumns(sections),
    terms: encodeTerms(terms),
    site: statistics.site,
    streams: [counts.length, gaps.length],
  };
  return {header, body: packIndex(header, [counts, gaps, codes]), sections, snippets};
}

const gzipJson = (value: unknown): Buffer => gzipSync(JSON.stringify(value), {level: 9});

/** The excerpts of one page's sections, taken from the context's list. */
function pageSnippets(sections: IndexedSection[], snippets: Snippets, page: number): Snippets {
  return snippets.filter((_, section) => sections[section]!.p === page);
}

/**
 * Splits the records into one content-hashed file per search context, so that
 * a query downloads only the contexts it searches, plus the manifest listing them.
 * Every file carries the statistics of the whole site, so that the scores of
 * sections from different files compare. The files are gzipped here rather than
 * left to the host: many static hosts send unknown types uncompressed.
 */
export function recordsToIndexFiles(records: PageRecord[], baseUrl: string): {manifest: Manifest; files: OutputFile[]} {
  const sorted = [...records].sort((a, b) => (a.url < b.url ? -1 : 1));
  const analysed = sorted.map(analyse);
  const statistics = siteStatistics(analysed);
  const byContext = new Map<string, AnalysedRecord[]>();
  for (const entry of analysed) {
    byContext.set(entry.record.context, [...(byContext.get(entry.record.context) ?? []), entry]);
  }
  const manifest: Manifest = {version: MANIFEST_VERSION, contexts: {}};
  const files: OutputFile[] = [];
  for (const [context, contextRecords] of [...byContext].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const {header, body, sections, snippets} = buildIndexBody(contextRecords, statistics, baseUrl);
    const content = gzipSync(body, {level: 9});
    const hash = contentHash(Buffer.concat([content, Buffer.from(JSON.stringify(snippets))]));
    const name = `${context}.${hash}.idx.gz`;
    const snippetsName = `${context}.${hash}.snippets`;
    files.push({name, content}, {name: `${snippetsName}.json.gz`, content: gzipJson(snippets)});
    header.pages.forEach((_, page) => {
      files.push({name: `${snippetsName}.${page}.json.gz`, content: gzipJson(pageSnippets(sections, snippets, page))});
    });
    manifest.contexts[context] = {
      file: name,
      snippets: snippetsName,
      bytes: content.length,
      pages: header.pages.length,
      sections: sections.length,
    };
  }
  return {manifest, files};
}
