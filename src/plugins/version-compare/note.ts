import {DOC_VERSIONS, upgradePath} from '../upgrade/links';
import type {PageNote} from './types';

/** Stable class names of the note, for styles and tests. */
export const NOTE_CLASS = 'theme-version-compare-note';

/** The element the build fills with the note; the comparison leaves it out of the page's text. */
export const NOTE_SLOT_CLASS = 'theme-version-compare-note-slot';

/** The query parameter that opens the compare view of a doc page: `?compare=<version name>`. */
export const COMPARE_PARAM = 'compare';

const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function noteText(note: PageNote): string {
  if (note.kind === 'new') return `New in ${note.label}`;
  return `Changed since ${note.sinceLabel}: ${note.sections} ${note.sections === 1 ? 'section' : 'sections'}`;
}

/**
 * The note's markup. The plugin writes it into the prerendered page and the client renders the very same string,
 * so hydration finds what it expects and the note never shifts the page. The search index leaves it out by its class.
 */
export function noteHtml(note: PageNote | undefined): string {
  if (!note) return '';
  const text = escapeHtml(noteText(note));
  const content =
    note.kind === 'new'
      ? `<span>${text}</span>`
      : `<a href="?${COMPARE_PARAM}=${encodeURIComponent(note.since)}" data-compare="${escapeHtml(note.since)}">${text}</a>`;
  // A note, not a landmark: a second complementary landmark beside the theme's unnamed sidebar would need both named.
  const box = `<div role="note" class="${NOTE_CLASS} ${NOTE_CLASS}--${note.kind}" aria-label="Changes between versions">${content}</div>`;
  return `${box}${upgradeLinkHtml(note)}`;
}

/**
 * The upgrade page of a changed doc's note: from the version it was compared with to the version after it (notes
 * compare each docs version with the previous one). Outside the note box, so the note's own text stays the same.
 */
function upgradeLinkHtml(note: PageNote): string {
  if (note.kind !== 'changed') return '';
  const to = DOC_VERSIONS[DOC_VERSIONS.indexOf(note.since) - 1];
  if (!to) return '';
  const href = upgradePath(note.since, to);
  return `<a class="${NOTE_CLASS}-upgrade" href="${escapeHtml(href)}">Upgrade guide from ${escapeHtml(note.sinceLabel)}</a>`;
}
