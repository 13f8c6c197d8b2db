import fs from 'node:fs';
import {setImmediate} from 'node:timers/promises';
import {expect, it} from 'vitest';
import * as cheerio from 'cheerio';
import {builtPages} from './builtSite';

// An id used twice on a page breaks the fragment links to it (the browser jumps to the first one, the table of
// contents to the wrong place) and the ARIA references that name it: checked on every built page.

/** Ids that occur more than once in a parsed page. */
export function duplicateIds($: cheerio.CheerioAPI): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  $('[id]').each((_, element) => {
    const id = $(element).attr('id')!;
    if (seen.has(id)) duplicates.add(id);
    seen.add(id);
  });
  return [...duplicates];
}

it('finds an id used twice, not a data-id or an id named in text or a script', () => {
  const page = cheerio.load(
    '<h2 id=a>A</h2><div data-id="a" id="b"></div><p id=\'b\'>id=a</p><script>x = "<i id=c>"</script><i id=c></i>',
  );
  expect(duplicateIds(page)).toEqual(['b']);
});

it('no built page has an id twice', async () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(300);
  const failures: string[] = [];
  for (const {route, file} of pages) {
    // htmlparser2 in HTML mode (cheerio's `xml` option with `xmlMode: false`): several times faster than parse5 on
    // the print pages, and ids need no tree repair.
    const duplicates = duplicateIds(cheerio.load(fs.readFileSync(file, 'utf8'), {xml: {xmlMode: false}}));
    if (duplicates.length > 0) failures.push(`${route}: ${duplicates.join(', ')}`);
    // Lets the test runner's messages through during the long loop.
    await setImmediate();
  }
  expect(failures).toEqual([]);
}, 60_000);
