import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {routes} from '../routes';

// Every route of tests/e2e/routes.txt, checked in the prerendered HTML of the production build (`npm test` builds
// first): the file a server answers with exists, and it has a title and a main heading before any script runs.
// The browser suite (tests/e2e/routes.spec.ts) visits one route of each kind for what only a browser sees.
const buildDir = path.resolve(__dirname, '../../build');

/**
 * The file a static server answers a route with: a folder's index.html, or the file named by the route (a route
 * whose name ends in .html, such as /tests/docs/dummy.html, is built as a folder with an index.html).
 */
function builtFile(route: string): string {
  const target = path.join(buildDir, decodeURIComponent(route));
  return fs.statSync(target, {throwIfNoEntry: false})?.isDirectory() ? path.join(target, 'index.html') : target;
}

describe('every listed route in the production build', () => {
  it('the build exists', () => {
    expect(fs.existsSync(path.join(buildDir, 'index.html')), 'run `npm run build` first').toBe(true);
  });

  it.each(routes)(
    '%s has a page with a title and a main heading',
    (route) => {
      const file = builtFile(route);
      expect(fs.existsSync(file), `${route}: no ${path.relative(buildDir, file)} in build/`).toBe(true);
      const $ = load(fs.readFileSync(file, 'utf8'));
      expect($('title').text().trim(), `${route}: <title>`).not.toBe('');
      // The debug plugin's pages title themselves with an h2.
      const heading = route.startsWith('/__docusaurus/debug/') ? $('main h2').first() : $('h1').first();
      expect(heading.text().trim(), `${route}: main heading`).not.toBe('');
      // The print pages hold a whole docs version (~2.7 MB of HTML): parsing one takes seconds on a loaded machine.
    },
    30_000,
  );
});
