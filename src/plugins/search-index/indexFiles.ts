import {createHash} from 'node:crypto';
import {gzipSync} from 'node:zlib';
import {packIndex, postingCode, writeVarint, type Occurrence} from './postings';
import {textTerms} from './text';
import {
  MANIFEST_VERSION,
  type IndexedPage,
  type IndexedSection,
  type IndexHeader,
  type Manifest,
  type PageRecord,
} from './types';

/** Long enough for a line of context under a hit, short enough to keep the files small. */
export const EXCERPT_LENGTH = 160;

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

/** The page title counts for the page's intro section only, so that a page scores its title once. */
function sectionTerms(title: string, heading: string, text: string): SectionTerms {
  const terms = new Map<string, Occurrence>();
  for (const term of textTerms(title)) occurrence(terms, term).inTitle = true;
  for (const term of textTerms(heading)) occurrence(terms, term).inHeading = true;
  const textTermList = textTerms(text);
  for (const term of textTermList) occurrence(terms, term).textCount += 1;
  return {length: textTermList.length, terms};
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
    sections: record.sections.map((section) =>
      sectionTerms(section.headings.length === 0 ? record.title : '', section.headings.at(-1) ?? '', section.text),
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

/** The body of one context's index file (before gzip): JSON header, then the postings. */
export function buildIndexBody(analysed: AnalysedRecord[], statistics: SiteStatistics, baseUrl: string): {
  header: IndexHeader;
  body: Uint8Array;
} {
  const pages: IndexedPage[] = [];
  const sections: IndexedSection[] = [];
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
        x: excerpt(section.text),
        n: length,
        ...(section.option ? {o: section.option} : {}),
      });
      for (const [term, found] of terms) {
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
  const postings: number[] = [];
  for (const term of terms) {
    const list = postingLists.get(term)!;
    writeVarint(postings, statistics.sectionCounts.get(term) ?? list.length);
    writeVarint(postings, list.length);
    let previous = 0;
    for (const [section, code] of list) {
      writeVarint(postings, section - previous);
      writeVarint(postings, code);
      previous = section;
    }
  }
  const header: IndexHeader = {version: MANIFEST_VERSION, pages, sections, terms, site: statistics.site};
  return {header, body: packIndex(header, postings)};
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
    const {header, body} = buildIndexBody(contextRecords, statistics, baseUrl);
    const content = gzipSync(body, {level: 9});
    const name = `${context}.${contentHash(content)}.idx.gz`;
    files.push({name, content});
    manifest.contexts[context] = {
      file: name,
      bytes: content.length,
      pages: header.pages.length,
      sections: header.sections.length,
    };
  }
  return {manifest, files};
}
