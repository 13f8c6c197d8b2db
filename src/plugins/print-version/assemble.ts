import * as cheerio from 'cheerio';
import {headAndMain} from '../pageParts';

/** One built doc page to put in the print document. */
export type PrintDoc = {permalink: string; html: string};

/** What the print document says about itself, besides its docs. */
export type PrintSettings = {
  siteTitle: string;
  siteUrl: string;
  versionLabel: string;
  /** Where the version's docs start, for the title page. */
  versionPath: string;
  /** The print page's own URL. */
  printPath: string;
};

export type PrintDocument = PrintSettings & {docs: PrintDoc[]};

/** One doc's share of the print document, made from its built page alone (so the one pass can make and cache it). */
export type PrintPart = {
  /** The doc's title, for the table of contents. */
  title: string;
  /** The doc's `<article>`, serialised. */
  article: string;
  /** For a version's first doc only: the document around the body, split where the body's content goes. */
  shell?: [before: string, after: string];
};

/** A fragment id for a doc, from its permalink under the version path: `/docs/sidebar/items/` is `doc-sidebar-items`. */
export function docAnchor(permalink: string, versionPath: string): string {
  const slug = permalink
    .slice(versionPath.length)
    .replace(/^\/+|\/+$/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-');
  return `doc-${slug || 'index'}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[char]!);
}

/**
 * Text as parse5's serialiser writes it (`&`, `<`, `>` and no-break spaces escaped, quotes kept): the document
 * used to be parsed and serialised whole, and is now joined from parts, with the same bytes.
 */
function serialisedText(text: string): string {
  return text.replace(/[&<>\u00a0]/g, (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '\u00a0': '&nbsp;'})[char]!);
}

// Put where the body's content goes, then split on: a comment survives serialisation as it is.
const BODY_SLOT = '<!--print-version-body-->';

/** The first doc's page less its scripts, previews and body: the frame of the print document. */
function printShell(html: string, {siteTitle, siteUrl, versionLabel, printPath}: PrintSettings): [string, string] {
  const template = cheerio.load(html);
  const head = template('head');
  head
    .find('script, link[rel="preload"], link[rel="prefetch"], link[rel="modulepreload"], link[rel="alternate"]')
    .remove();
  head
    .find('meta[property^="og:"], meta[name^="twitter:"], meta[name^="docsearch:"], meta[name="docusaurus_tag"]')
    .remove();
  head.find('meta[name="robots"], link[rel="canonical"], title, meta[name="description"]').remove();
  const title = `${siteTitle} ${versionLabel}: the complete documentation`;
  head.append(`<title>${escapeHtml(title)}</title>`);
  head.append('<meta name="robots" content="noindex, follow">');
  head.append(`<link rel="canonical" href="${siteUrl}${printPath}">`);
  template('body').attr('class', 'print-version-page').html(BODY_SLOT);
  const [before, after] = `<!doctype html>\n${template.html().replace(/^<!doctype html>\s*/i, '')}`.split(BODY_SLOT);
  return [before!, after!];
}

/**
 * One doc's article: ids prefixed with the doc's anchor so they stay unique, links to docs of the document (`anchors`:
 * permalink → anchor) turned into in-document links, and what the screen hides behind interaction opened (every tab
 * panel, every `details` element). A version's first doc also gives the document's frame (`shell`).
 */
export function printPart(
  {permalink, html}: PrintDoc,
  anchors: ReadonlyMap<string, string>,
  settings: PrintSettings,
  first: boolean,
): PrintPart {
  const {siteUrl} = settings;
  const anchor = anchors.get(permalink)!;
  const $ = cheerio.load(headAndMain(html));
  const content = $('.theme-doc-markdown').first();
  content.find('.hash-link').remove();
  content.find('[id]').each((_, element) => {
    $(element).attr('id', `${anchor}--${$(element).attr('id')}`);
  });
  content.find('a[href]').each((_, element) => {
    const href = $(element).attr('href')!;
    if (href.startsWith('#')) {
      $(element).attr('href', `#${anchor}--${href.slice(1)}`);
      return;
    }
    const [target, fragment] = href.split('#');
    const targetAnchor = anchors.get(target.endsWith('/') ? target : `${target}/`);
    if (targetAnchor) $(element).attr('href', fragment ? `#${targetAnchor}--${fragment}` : `#${targetAnchor}`);
    else if (href.startsWith('/')) $(element).attr('href', `${siteUrl}${href}`);
  });
  content.find('details').attr('open', '');
  content.find('details > div[style]').removeAttr('style');
  // Each panel carries its label (src/theme/TabItem), so the tab lists can go.
  content.find('[role="tabpanel"]').removeAttr('hidden');
  content.find('[role="tablist"]').remove();
  const heading = content.find('h1').first().attr('id', `${anchor}-title`);
  return {
    title: heading.text().trim(),
    article:
      `<article class="print-doc" id="${anchor}" aria-labelledby="${anchor}-title">` +
      `${content.html() ?? ''}</article>`,
    ...(first ? {shell: printShell(html, settings)} : {}),
  };
}

/** Each doc's anchor, by permalink: what in-document links point to. */
export function printAnchors(permalinks: readonly string[], versionPath: string): Map<string, string> {
  return new Map(permalinks.map((permalink) => [permalink, docAnchor(permalink, versionPath)]));
}

/**
 * Joins the docs' parts (in sidebar order, the first with its `shell`) into the print page, as chunks to write one
 * after the other: a title page, a table of contents, then every doc's article. No part is parsed again.
 */
export function joinPrintDocument(settings: PrintSettings, parts: readonly PrintPart[]): string[] {
  const {siteTitle, siteUrl, versionLabel, versionPath} = settings;
  const shell = parts[0]?.shell;
  if (!shell) throw new Error(`print-version: the first doc of ${versionPath} came without the document's frame`);
  const anchorOf = (article: string): string => /^<article class="print-doc" id="([^"]+)"/.exec(article)![1]!;
  const toc = parts.map(({title, article}) => `<li><a href="#${anchorOf(article)}">${serialisedText(title)}</a></li>`);
  return [
    shell[0],
    `<main class="print-version container">` +
      `<section class="print-title-page"><p class="print-site">${serialisedText(siteTitle)}</p>` +
      `<h1>${serialisedText(siteTitle)} ${serialisedText(versionLabel)}</h1>` +
      `<p>The complete documentation of this version: ${parts.length} pages, in the order of the sidebar.</p>` +
      `<p>Online at <a href="${siteUrl}${versionPath}">${serialisedText(`${siteUrl}${versionPath}`)}</a></p></section>` +
      `<nav class="print-toc" aria-labelledby="print-toc-title"><h2 id="print-toc-title">Contents</h2><ol>${toc.join('')}</ol></nav>`,
    ...parts.map(({article}) => article),
    `</main>${shell[1]}`,
  ];
}

/**
 * Assembles the built doc pages of one version into a single static page: the first page's `<head>` without
 * its scripts (the page loads no JavaScript), a title page, a table of contents, then every doc's article.
 */
export function assemblePrintDocument(input: PrintDocument): string {
  const {docs, ...settings} = input;
  const anchors = printAnchors(
    docs.map(({permalink}) => permalink),
    settings.versionPath,
  );
  const parts = docs.map((doc, index) => printPart(doc, anchors, settings, index === 0));
  return joinPrintDocument(settings, parts).join('');
}

/** The docs versions to print, for the one pass's visits (which may run on a worker thread: plain data). */
export type PrintVersions = {
  siteTitle: string;
  siteUrl: string;
  versions: {label: string; path: string; permalinks: string[]}[];
};

/** The print settings of a docs version (its path with a trailing slash). */
export function printSettings(
  {siteTitle, siteUrl}: PrintVersions,
  version: PrintVersions['versions'][number],
): PrintSettings {
  const versionPath = version.path.endsWith('/') ? version.path : `${version.path}/`;
  return {siteTitle, siteUrl, versionLabel: version.label, versionPath, printPath: `${versionPath}print/`};
}

/** The route of a doc's page: its permalink with the trailing slash the built page's folder gives it. */
export function docRoute(permalink: string): string {
  return permalink.endsWith('/') ? permalink : `${permalink}/`;
}

/** One built page's part of its version's print document: the one pass's visit (`page.url` is a doc's route). */
export function printPartOfPage(page: {url: string; html: string}, options: PrintVersions): PrintPart {
  for (const version of options.versions) {
    // The permalink as the docs plugin gives it (without a trailing slash, but for a version's index) names the
    // anchors: in-document links are looked up by it.
    const permalink = version.permalinks.find((candidate) => docRoute(candidate) === page.url);
    if (permalink === undefined) continue;
    const settings = printSettings(options, version);
    const anchors = printAnchors(version.permalinks, settings.versionPath);
    return printPart({permalink, html: page.html}, anchors, settings, version.permalinks[0] === permalink);
  }
  throw new Error(`print-version: ${page.url} is no doc of a printed version`);
}
