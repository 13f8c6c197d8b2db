import {createHash} from 'node:crypto';
import {gzipSync} from 'node:zlib';
import MiniSearch from 'minisearch';
import {miniSearchOptions, type SearchDocument} from './searchOptions';
import {
  MANIFEST_VERSION,
  type IndexedPage,
  type IndexedSection,
  type IndexFile,
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

/** Builds the index file of one search context. */
export function buildIndexFile(records: PageRecord[]): IndexFile {
  const pages: IndexedPage[] = [];
  const sections: IndexedSection[] = [];
  const documents: SearchDocument[] = [];
  for (const record of records) {
    pages.push({u: record.url, c: record.category, t: record.title});
    for (const section of record.sections) {
      documents.push({
        id: sections.length,
        title: record.title,
        heading: section.headings.at(-1) ?? '',
        text: section.text,
      });
      sections.push({p: pages.length - 1, h: section.headings, a: section.anchor, x: excerpt(section.text)});
    }
  }
  const index = new MiniSearch<SearchDocument>(miniSearchOptions);
  index.addAll(documents);
  return {pages, sections, index: index.toJSON()};
}

/**
 * Splits the records into one content-hashed file per search context, so that
 * a query downloads only the contexts it searches, plus the manifest listing them.
 * The files are gzipped here rather than left to the host: `docusaurus serve`
 * and many static hosts send JSON uncompressed, and the text compresses about 4:1.
 */
export function recordsToIndexFiles(records: PageRecord[]): {manifest: Manifest; files: OutputFile[]} {
  const byContext = new Map<string, PageRecord[]>();
  const sorted = [...records].sort((a, b) => (a.url < b.url ? -1 : 1));
  for (const record of sorted) {
    byContext.set(record.context, [...(byContext.get(record.context) ?? []), record]);
  }
  const manifest: Manifest = {version: MANIFEST_VERSION, contexts: {}};
  const files: OutputFile[] = [];
  for (const [context, contextRecords] of [...byContext].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const file = buildIndexFile(contextRecords);
    const content = gzipSync(JSON.stringify(file), {level: 9});
    const name = `${context}.${contentHash(content)}.json.gz`;
    files.push({name, content});
    manifest.contexts[context] = {
      file: name,
      bytes: content.length,
      pages: file.pages.length,
      sections: file.sections.length,
    };
  }
  return {manifest, files};
}
