import {normalizeTerm} from './searchOptions';

/** A run of text, marked when it is a word the query matched. */
export type TextSegment = {text: string; match: boolean};

// Captures the separators so that splitting keeps every character of the text.
const WORD_SEPARATOR_CAPTURE = /([^\p{L}\p{N}]+)/u;

/** Splits text into runs, marking the words whose indexed form is one of `terms`. */
export function markTerms(text: string, terms: ReadonlySet<string>): TextSegment[] {
  const segments: TextSegment[] = [];
  text.split(WORD_SEPARATOR_CAPTURE).forEach((part, position) => {
    if (!part) return;
    // Odd positions are the captured separators.
    const term = position % 2 === 0 ? normalizeTerm(part) : null;
    const match = term !== null && terms.has(term);
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
  return segments
    .map(({text, match}) => (match ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text)))
    .join('');
}
