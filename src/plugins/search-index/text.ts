import {stemmer} from 'stemmer';

/*
 * How text becomes index terms. The indexer (Node) and the search (browser) import this one module, so a word
 * typed in the search box becomes the same terms as the same word on a page.
 */

/** Words that carry no meaning in a query or a page: not indexed, and left out of queries. */
export const STOP_WORDS = new Set([
  'a',
  'about',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'but',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'has',
  'have',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'my',
  'not',
  'of',
  'on',
  'or',
  'our',
  'should',
  'so',
  'than',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'to',
  'was',
  'we',
  'were',
  'what',
  'when',
  'where',
  'which',
  'why',
  'will',
  'with',
  'would',
  'you',
  'your',
]);

/**
 * A word as written: letters and digits, kept together across inner dots and hyphens so that
 * `docusaurus.config.js`, `plugin-content-docs` and `2.0.0-beta.21` are words of their own.
 */
export const WORD_PATTERN = '[\\p{L}\\p{N}]+(?:[.-][\\p{L}\\p{N}]+)*';
const WORD = new RegExp(WORD_PATTERN, 'gu');
const PART_SEPARATOR = /[.-]/;
// Lower-to-upper case changes inside a word: `trailingSlash` is also `trailing` and `slash`.
const CAMEL_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})/u;
const RELEASE = /^\d+\.\d+\.\d+-([a-z]+\.\d+)$/;
const LETTERS = /^\p{L}+$/u;

/** The words of a text, as written. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The index form of a simple word: lower case, English words stemmed (Porter), numbers and codes as they are. */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  return LETTERS.test(lower) ? stemmer(lower) : lower;
}

/**
 * The terms one written word stands for: the whole word and, for compound words, its parts (split at dots,
 * hyphens and camel-case humps), plus `beta.21` for a release number `2.0.0-beta.21`. The whole word comes first.
 * Stop words stand for nothing.
 */
export function wordTerms(word: string): readonly string[] {
  let terms = knownWordTerms.get(word);
  if (!terms) {
    terms = computeWordTerms(word);
    knownWordTerms.set(word, terms);
  }
  return terms;
}

// Indexing the site calls `wordTerms` for every word it holds, and few words are new: the 378 pages' 326,000 words are
// 8,400 distinct ones, each split and stemmed once instead of 39 times (the index files are made in half the time).
// In the browser it serves the query's words and the excerpts' (highlighting): the site's vocabulary at most.
const knownWordTerms = new Map<string, readonly string[]>();

function computeWordTerms(word: string): readonly string[] {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return [];
  const parts = word.split(PART_SEPARATOR).flatMap((part) => part.split(CAMEL_BOUNDARY));
  const terms = new Set([stem(word)]);
  if (parts.length > 1) {
    for (const part of parts) {
      if (!STOP_WORDS.has(part.toLowerCase())) terms.add(stem(part));
    }
  }
  const release = RELEASE.exec(lower)?.[1];
  if (release) terms.add(release);
  return [...terms];
}

/** Every term of a text, repeated as often as it occurs. */
export function textTerms(text: string): string[] {
  return words(text).flatMap(wordTerms);
}

/** One meaningful word of a query, and what it may match. */
export type QueryWord = {
  /** The word as typed, lower case. */
  word: string;
  /** Its own index form. */
  term: string;
  /** Index forms of its parts (`trailingSlash` → `trail`, `slash`), each a word of the query in its own right. */
  parts: string[];
};

/**
 * The meaningful words of a query. Stop words are dropped, unless the query has nothing else, so that a
 * question ("how do I deploy") searches what it is about.
 */
export function queryWords(query: string): QueryWord[] {
  const all = words(query);
  const meaningful = all.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  return (meaningful.length > 0 ? meaningful : all).map((word) => {
    const terms = wordTerms(word);
    const term = terms[0] ?? stem(word);
    return {word: word.toLowerCase(), term, parts: terms.slice(1)};
  });
}
