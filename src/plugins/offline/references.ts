import {Parser} from 'htmlparser2';
import {pageBundleTags, pageContentKey} from '../pageParts';

// What a page loads, in the order the manifest has always listed it: scripts, then links, then media, then srcsets.
// Each kind: the tags it covers and the attribute read from them.
const REFERENCE_KINDS: {tags: ReadonlySet<string>; attribute: string}[] = [
  {tags: new Set(['script']), attribute: 'src'},
  {tags: new Set(['link']), attribute: 'href'},
  {tags: new Set(['img', 'source', 'video']), attribute: 'src'},
  {tags: new Set(['img', 'source']), attribute: 'srcset'},
];
const SRCSET = 3;

/** Same-site URLs a page loads or links to files: scripts, styles, preloads, images. */
export function pageReferences(html: string, baseUrl: string): string[] {
  // htmlparser2's tokenizer without a document tree (the pages are read for their tags' attributes only): the
  // three print pages, 2.7 MB each, took 1.1 s with a tree and selectors. A <noscript> is skipped with what it
  // holds, as browsers (scripting on) read it as text and load none of it.
  const byKind: string[][] = REFERENCE_KINDS.map(() => []);
  let inNoscript = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'noscript') inNoscript += 1;
        if (inNoscript > 0) return;
        REFERENCE_KINDS.forEach(({tags, attribute}, index) => {
          const value = attributes[attribute];
          if (value === undefined || !tags.has(name)) return;
          if (index === SRCSET) {
            for (const candidate of value.split(',')) byKind[SRCSET]!.push(candidate.trim().split(/\s+/)[0]!);
          } else {
            byKind[index]!.push(value);
          }
        });
      },
      onclosetag(name) {
        if (name === 'noscript' && inNoscript > 0) inNoscript -= 1;
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  const urls = new Set<string>();
  for (const value of byKind.flat()) {
    if (value.startsWith(baseUrl) && !value.startsWith('//')) urls.add(value.split(/[?#]/)[0]!);
  }
  return [...urls];
}

/**
 * The one pass's visit: the references of a built page less its links to the bundles, so that the result can be
 * cached by the page's content (the bundles' names change with any edit to the site, and with them every page).
 * With `bundleReferences`, every reference of the page.
 */
export function builtPageReferences(page: {html: string}, baseUrl: string): string[] {
  return pageReferences(pageContentKey(page.html), baseUrl);
}

/** The page's links to the bundles, read from their tags alone: what `builtPageReferences` leaves out. */
export function bundleReferences(html: string, baseUrl: string): string[] {
  return pageReferences(pageBundleTags(html), baseUrl);
}
