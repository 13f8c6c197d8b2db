import {load, type AnyNode, type CheerioAPI, type Element} from 'cheerio';
import {normaliseWhitespace} from './normalise';
import {NOTE_SLOT_CLASS} from './note';
import type {Section} from './types';
import {BLOCK_ELEMENTS} from '../../utils/htmlBlocks';
import {mainElement} from '../pageParts';

// Inside `article .markdown`: the title (compared from the docs' metadata), anchors, buttons and decorative parts.
const SKIPPED = [
  'header',
  'h1',
  'script',
  'style',
  'svg',
  'button',
  'template',
  '.hash-link',
  '[aria-hidden="true"]',
  `.${NOTE_SLOT_CLASS}`,
].join(',');

const HEADING_LEVELS: Record<string, number> = {h2: 2, h3: 3};

const isElement = (node: AnyNode): node is Element => 'tagName' in node;

function headingText($: CheerioAPI, heading: Element): string {
  const copy = $(heading).clone();
  copy.find(SKIPPED).remove();
  return normaliseWhitespace(copy.text()).replace(/\n/g, ' ');
}

/**
 * Splits the rendered content of a built doc page (`article .markdown`) into sections at its h2 and h3 headings
 * that carry an anchor, keeping one line per block so code and lists stay readable in a diff.
 * Returns null when the page has no doc content.
 */
export function extractSections(html: string): Section[] | null {
  const $ = load(mainElement(html), {xml: {xmlMode: false, decodeEntities: true}});
  const root = $('article .markdown').get(0);
  if (!root) return null;
  $(root).find(SKIPPED).remove();
  const sections: Section[] = [{anchor: '', heading: '', level: 1, text: ''}];
  const append = (text: string): void => {
    sections[sections.length - 1]!.text += text;
  };
  const visit = (node: AnyNode): void => {
    if (node.nodeType === 3) {
      append(node.data);
      return;
    }
    if (!isElement(node)) return;
    const level = HEADING_LEVELS[node.tagName];
    if (level && node.attribs.id) {
      sections.push({anchor: node.attribs.id, heading: headingText($, node), level, text: ''});
      return;
    }
    const block = BLOCK_ELEMENTS.has(node.tagName);
    if (block) append('\n');
    node.children.forEach(visit);
    if (block) append('\n');
  };
  root.children.forEach(visit);
  return sections
    .map((section) => ({...section, text: normaliseWhitespace(section.text)}))
    .filter((section) => section.anchor !== '' || section.text !== '');
}

/** One built page's sections (`extractSections`): the one pass's worker threads call it. */
export function pageSections(page: {html: string}): Section[] | null {
  return extractSections(page.html);
}
