import {WORD_PATTERN, wordTerms} from '../search-index/text';

/** A run of text, marked when it is a word the query matched. */
export type TextSegment = {text: string; match: boolean};

// Captures the words (as `text.ts` reads them) so that splitting keeps every character of the text.
const WORD_CAPTURE = new RegExp(`(${WORD_PATTERN})`, 'u');

/** Splits text into runs, marking the words one of whose index terms is in `terms`. */
export function markTerms(text: string, terms: ReadonlySet<string>): TextSegment[] {
  const segments: TextSegment[] = [];
  text.split(WORD_CAPTURE).forEach((part, position) => {
    if (!part) return;
    // Odd positions are the captured words.
    const match = position % 2 === 1 && wordTerms(part).some((term) => terms.has(term));
    const last = segments.at(-1);
    if (last && last.match === match && !match) last.text += part;
    else segments.push({text: part, match});
  });
  return segments;
}

/** Distinct words marked in the segments, lower-cased. */
export function matchedWords(segments: TextSegment[]): string[] {
  return [...new Set(segments.filter((segment) => segment.match).map((segment) => segment.text.toLowerCase()))];
}

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** HTML for DocSearch, which renders hit text as HTML: everything escaped but the marks. */
export function segmentsToHtml(segments: TextSegment[]): string {
  return segments.map(({text, match}) => (match ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text))).join('');
}
