import * as cheerio from 'cheerio';

// What a page loads, in the order the manifest has always listed it: scripts, then links, then media, then srcsets.
const REFERENCE_KINDS = [
  'script[src]',
  'link[href]',
  'img[src], source[src], video[src]',
  'img[srcset], source[srcset]',
];

/** Same-site URLs a page loads or links to files: scripts, styles, preloads, images. */
export function pageReferences(html: string, baseUrl: string): string[] {
  // htmlparser2 (several times faster than cheerio's default parse5) and one query for every kind at once. parse5
  // reads a <noscript> as text (scripting on), so what it holds is not loaded: drop it to read the page the same way.
  const $ = cheerio.load(html, {xml: {xmlMode: false, decodeEntities: true}});
  $('noscript').remove();
  const byKind: string[][] = REFERENCE_KINDS.map(() => []);
  $(REFERENCE_KINDS.join(', ')).each((_, element) => {
    const node = $(element);
    REFERENCE_KINDS.forEach((kind, index) => {
      if (!node.is(kind)) return;
      if (index === 3) {
        for (const candidate of (node.attr('srcset') ?? '').split(','))
          byKind[3]!.push(candidate.trim().split(/\s+/)[0]!);
      } else {
        byKind[index]!.push(node.attr(index === 1 ? 'href' : 'src')!);
      }
    });
  });
  const urls = new Set<string>();
  for (const value of byKind.flat()) {
    if (value.startsWith(baseUrl) && !value.startsWith('//')) urls.add(value.split(/[?#]/)[0]!);
  }
  return [...urls];
}

/** The one pass's visit: a built page's references (see `pageReferences`). */
export function builtPageReferences(page: {html: string}, baseUrl: string): string[] {
  return pageReferences(page.html, baseUrl);
}
