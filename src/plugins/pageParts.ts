// The parts of a built page that the one pass's consumers read (builtPages.ts). Most read only the page's `<main>`
// and `<head>`: a doc page's navbar, sidebar and footer are a third of its markup, and parsing them is a third of
// their parse. The sidebars also grow with the site (every doc page lists the docs of its sidebar): a consumer that
// reads them does more work per page as the site grows, instead of the same. Cutting is done on the HTML Docusaurus
// writes (React escapes `<` in text and attributes, so the tags found here are tags); a page whose parts are not
// where expected is returned whole, so a consumer's result never depends on the cut.

type Bounds = {bodyOpenEnd: number; mainStart: number; mainEnd: number};

function bounds(html: string): Bounds | undefined {
  const headEnd = html.indexOf('</head>');
  const bodyStart = html.indexOf('<body', headEnd);
  const bodyOpenEnd = bodyStart < 0 ? -1 : html.indexOf('>', bodyStart) + 1;
  const mainStart = html.indexOf('<main', bodyOpenEnd);
  const mainEnd = html.lastIndexOf('</main>');
  if (headEnd < 0 || bodyStart < 0 || bodyOpenEnd <= 0 || mainStart < 0 || mainEnd < mainStart) return undefined;
  return {bodyOpenEnd, mainStart, mainEnd: mainEnd + '</main>'.length};
}

/** The page with its body reduced to its `<main>` element (the body's own tag kept), or the whole page. */
export function headAndMain(html: string): string {
  const found = bounds(html);
  if (!found) return html;
  const {bodyOpenEnd, mainStart, mainEnd} = found;
  return `${html.slice(0, bodyOpenEnd)}${html.slice(mainStart, mainEnd)}</body></html>`;
}

/** The page's `<main>` element alone, for parsers that build no document around it (htmlparser2), or the page. */
export function mainElement(html: string): string {
  const found = bounds(html);
  return found ? html.slice(found.mainStart, found.mainEnd) : html;
}

/**
 * The page less the sidebars before its `<main>` (the docs sidebar, the blog's list of posts): every `<aside>`
 * element that ends before `<main>` is dropped. A page without `<main>` is returned whole.
 */
export function withoutSidebars(html: string): string {
  const found = bounds(html);
  if (!found) return html;
  let result = '';
  let from = 0;
  for (let start = html.indexOf('<aside', from); start >= 0 && start < found.mainStart;) {
    const end = html.indexOf('</aside>', start);
    if (end < 0 || end > found.mainStart) break;
    result += html.slice(from, start);
    from = end + '</aside>'.length;
    start = html.indexOf('<aside', from);
  }
  return result + html.slice(from);
}

// The page's bundles change name whenever any code or content of the site changes: they are not what a page says.
const BUNDLE_TAGS = /<script[^>]*\ssrc="?\/[^>]*><\/script>|<link[^>]*\srel="?(?:stylesheet|preload|prefetch)[^>]*>/g;

/** The content of a page that results can be cached by: its HTML less the links to the site's bundles. */
export function pageContentKey(html: string): string {
  return html.replace(BUNDLE_TAGS, '');
}

/** The links to the site's bundles that `pageContentKey` leaves out, in the page's order. */
export function pageBundleTags(html: string): string {
  return (html.match(BUNDLE_TAGS) ?? []).join('');
}
