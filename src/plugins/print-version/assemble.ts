import * as cheerio from 'cheerio';

/** One built doc page to put in the print document. */
export type PrintDoc = {permalink: string; html: string};

export type PrintDocument = {
  siteTitle: string;
  siteUrl: string;
  versionLabel: string;
  /** Where the version's docs start, for the title page. */
  versionPath: string;
  /** The print page's own URL. */
  printPath: string;
  docs: PrintDoc[];
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
 * Assembles the built doc pages of one version into a single static page: the first page's `<head>` without
 * its scripts (the page loads no JavaScript), a title page, a table of contents, then every doc's article.
 * Ids are prefixed with the doc's anchor so they stay unique, and links to docs of the document become
 * in-document links. Content the screen hides behind interaction is opened: every tab panel, every `details`
 * element.
 */
export function assemblePrintDocument(input: PrintDocument): string {
  const {siteTitle, siteUrl, versionLabel, versionPath, printPath, docs} = input;
  const anchors = new Map(docs.map(({permalink}) => [permalink, docAnchor(permalink, versionPath)]));
  const template = cheerio.load(docs[0].html);
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

  const toc: string[] = [];
  const articles: string[] = [];
  for (const {permalink, html} of docs) {
    const anchor = anchors.get(permalink)!;
    const $ = cheerio.load(html);
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
    const docTitle = heading.text().trim();
    toc.push(`<li><a href="#${anchor}">${escapeHtml(docTitle)}</a></li>`);
    articles.push(
      `<article class="print-doc" id="${anchor}" aria-labelledby="${anchor}-title">` +
        `${content.html() ?? ''}</article>`,
    );
  }

  const body =
    `<main class="print-version container">` +
    `<section class="print-title-page"><p class="print-site">${escapeHtml(siteTitle)}</p>` +
    `<h1>${escapeHtml(siteTitle)} ${escapeHtml(versionLabel)}</h1>` +
    `<p>The complete documentation of this version: ${docs.length} pages, in the order of the sidebar.</p>` +
    `<p>Online at <a href="${siteUrl}${versionPath}">${siteUrl}${versionPath}</a></p></section>` +
    `<nav class="print-toc" aria-labelledby="print-toc-title"><h2 id="print-toc-title">Contents</h2><ol>${toc.join('')}</ol></nav>` +
    `${articles.join('')}</main>`;
  template('body').attr('class', 'print-version-page').html(body);
  return `<!doctype html>\n${template.html().replace(/^<!doctype html>\s*/i, '')}`;
}
