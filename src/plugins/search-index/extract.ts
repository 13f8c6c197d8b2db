import {load, type AnyNode, type CheerioAPI, type Element} from 'cheerio';
import {withoutSidebars} from '../pageParts';
import {DEFAULT_CONTEXT, type PageRecord, type Section} from './types';
import {BLOCK_ELEMENTS} from '../../utils/htmlBlocks';

// Theme chrome inside the content area that is not part of what the page says.
export const CHROME = [
  'nav',
  'aside',
  'footer',
  'script',
  'style',
  'noscript',
  'svg',
  'button',
  'template',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-version-banner',
  '.theme-doc-version-badge',
  '.theme-version-compare-note',
  '.theme-doc-footer',
  '.theme-edit-this-page',
  '.pagination-nav',
  '[aria-hidden="true"]',
].join(',');

const SECTION_HEADINGS: Record<string, number> = {h2: 0, h3: 1};

/** Collapses whitespace and drops the zero-width space the theme puts in heading anchors. */
export function cleanText(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function isElement(node: AnyNode): node is Element {
  return 'tagName' in node;
}

/**
 * The option a table row documents: its `data-option` (API pages mark option rows
 * `<tr id="…" data-option="…">`), else the code that is all of its first cell, as in Markdown option tables.
 */
function optionName($: CheerioAPI, row: Element): string {
  const marked = row.attribs['data-option'];
  if (marked !== undefined) return cleanText(marked);
  const firstCell = $(row).children('td').first();
  const code = firstCell.children('code');
  return code.length === 1 && cleanText(firstCell.text()) === cleanText(code.text()) ? cleanText(code.text()) : '';
}

/**
 * Walks the content in document order, starting a section at each h2 and h3 that has an anchor. An API option
 * (a table row, see `optionName`) becomes a section of its own, after the others, so that a search for an
 * option's name lands on its row (or on its table's section when the row has no id).
 */
function collectSections($: CheerioAPI, root: Element): Section[] {
  const sections: Section[] = [{headings: [], anchor: '', text: ''}];
  const options: Section[] = [];
  let target = sections[0]!;
  const visit = (node: AnyNode): void => {
    if (node.nodeType === 3) {
      target.text += node.data;
      return;
    }
    if (!isElement(node) || node.tagName === 'h1') return;
    const level = SECTION_HEADINGS[node.tagName];
    // Only Markdown headings have an id; others (doc cards, page layouts) are text of the current section.
    if (level !== undefined && node.attribs.id) {
      const parent = sections[sections.length - 1]!.headings;
      target = {headings: [...parent.slice(0, level), cleanText($(node).text())], anchor: node.attribs.id, text: ''};
      sections.push(target);
      return;
    }
    const option = node.tagName === 'tr' ? optionName($, node) : '';
    if (option) {
      const current = target;
      const anchor = node.attribs.id ?? current.anchor;
      target = {headings: [...current.headings, option], anchor, text: '', option};
      options.push(target);
      node.children.forEach(visit);
      target = current;
      return;
    }
    const block = BLOCK_ELEMENTS.has(node.tagName);
    if (block) target.text += ' ';
    node.children.forEach(visit);
    if (block) target.text += ' ';
  };
  $(root).find(CHROME).remove();
  root.children.forEach(visit);
  return [...sections, ...options].map((section) => ({...section, text: cleanText(section.text)}));
}

/** A list of facts, or a paragraph that is nothing but one link. */
function isFurniture($: CheerioAPI, element: Element): boolean {
  if (element.tagName === 'dl') return true;
  return cleanText($(element).text()) === cleanText($(element).children('a').text());
}

/** The top of the hit hierarchy: the doc's first breadcrumb category, else the active navbar item, else the site section. */
function pageCategory($: CheerioAPI, url: string, isDocs: boolean): string {
  const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .filter((_, item) => $(item).find('[aria-label="Home page"]').length === 0)
    .map((_, item) => cleanText($(item).text()))
    .get();
  // The last crumb is the page itself.
  if (crumbs.length > 1) return crumbs[0]!;
  const navbarItem = cleanText($('.navbar__link--active').first().text());
  if (navbarItem) return navbarItem;
  if (isDocs) return 'Documentation';
  const section = url.split('/').find(Boolean)?.replace(/-/g, ' ');
  return section ? section.charAt(0).toUpperCase() + section.slice(1) : 'Pages';
}

function pageTitle($: CheerioAPI, siteTitle: string): string {
  const heading = cleanText($('h1').first().text());
  if (heading) return heading;
  const title = cleanText($('title').text());
  const suffix = ` | ${siteTitle}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/** Other names of the page: its sidebar label when it differs from the title, and its front-matter keywords. */
function pageKeywords($: CheerioAPI, title: string): string[] {
  const label = cleanText($('.theme-doc-breadcrumbs .breadcrumbs__item--active').text());
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '').split(',').map(cleanText);
  return [...new Set([label, ...keywords])].filter((keyword) => keyword && keyword !== title);
}

/**
 * Reads one built page into a record, or `null` for a page search must not
 * list: no search metadata, a list page (blog lists, tag pages) or `noindex`.
 */
export function htmlToRecord(html: string, url: string, siteTitle: string): PageRecord | null {
  // htmlparser2 rather than the default parse5: several times faster on a few hundred pages. Nothing here reads the
  // sidebars, which grow with the site.
  const $ = load(withoutSidebars(html), {xml: {xmlMode: false, decodeEntities: true}});
  const context = $('meta[name="docusaurus_tag"]').attr('content');
  const isDocs = context?.startsWith('docs-') ?? false;
  if (!context || (context !== DEFAULT_CONTEXT && !isDocs)) return null;
  if (/noindex/i.test($('meta[name="robots"]').attr('content') ?? '')) return null;

  const markdown = $('article .markdown').get(0);
  const root = markdown ?? $('article').get(0) ?? $('main').get(0);
  if (!root) return null;
  // Outside Markdown, a page's furniture (a back link alone in its paragraph, a list of facts such as a feature
  // request's status and votes) would open every excerpt of the page.
  if (!markdown)
    $(root)
      .find('dl, p:has(> a:only-child)')
      .filter((_, element) => isFurniture($, element))
      .remove();
  // Read the chrome-dependent parts first: collecting the sections removes the chrome.
  const category = pageCategory($, url, isDocs);
  const title = pageTitle($, siteTitle);
  return {context, url, category, title, keywords: pageKeywords($, title), sections: collectSections($, root)};
}
