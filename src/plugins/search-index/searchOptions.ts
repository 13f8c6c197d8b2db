import type {Options, SearchOptions} from 'minisearch';

/** A section as MiniSearch indexes it; `id` is the section's position in the index file. */
export type SearchDocument = {
  id: number;
  title: string;
  heading: string;
  text: string;
};

// Words too common to tell sections apart: leaving them out keeps the index files small.
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'can', 'do', 'for', 'from', 'has', 'have', 'if', 'in',
  'into', 'is', 'it', 'its', 'not', 'of', 'on', 'or', 'so', 'than', 'that', 'the', 'their', 'them', 'then', 'there',
  'these', 'they', 'this', 'to', 'was', 'we', 'were', 'when', 'which', 'will', 'with', 'you', 'your',
]);

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

/** Splits text into words; the highlighter splits the same way so that marks land on indexed words. */
export function tokenize(text: string): string[] {
  return text.split(WORD_SEPARATOR).filter(Boolean);
}

/** Normalises a word for the index and for queries; `null` drops it. */
export function normalizeTerm(term: string): string | null {
  const word = term.toLowerCase();
  return STOP_WORDS.has(word) ? null : word;
}

/** Options the index is built and loaded with: both sides must agree. */
export const miniSearchOptions: Options<SearchDocument> = {
  fields: ['title', 'heading', 'text'],
  storeFields: [],
  tokenize,
  processTerm: normalizeTerm,
};

/**
 * Every query word must match (as in DocSearch); the last one may be a prefix
 * since the user is still typing it, and longer words tolerate one typo.
 */
export const querySearchOptions: SearchOptions = {
  combineWith: 'AND',
  prefix: (term, index, terms) => index === terms.length - 1,
  fuzzy: (term) => (term.length > 4 ? 1 : false),
  boost: {title: 2, heading: 3, text: 1},
};
