import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';

// Every URL the site serves, kept in the repo; each content area adds its own.
const routes = fs
  .readFileSync(path.join(__dirname, 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

// Routes are visited in batches that share one page, so the browser cache and compiled
// scripts carry over between visits: a fresh page per route is several times slower.
const BATCH_SIZE = 25;
const batches = Array.from({length: Math.ceil(routes.length / BATCH_SIZE)}, (_, i) =>
  routes.slice(i * BATCH_SIZE, (i + 1) * BATCH_SIZE),
);

test.describe('every listed route', () => {
  test.describe.configure({timeout: BATCH_SIZE * 10_000});

  for (const batch of batches) {
    test(`${batch[0]} … ${batch.at(-1)} render with a heading and no console error`, async ({page, consoleErrors}) => {
      for (const route of batch) {
        consoleErrors.length = 0;
        const response = await page.goto(route, {waitUntil: 'load'});
        expect.soft(response?.status(), `HTTP status of ${route}`).toBe(200);
        // The debug plugin's pages title themselves with an h2.
        const heading = page.locator(route.startsWith('/__docusaurus/debug/') ? 'main h2' : 'h1').first();
        await expect.soft(heading, `main heading of ${route}`).toBeVisible();
        await expect.soft(heading, `main heading of ${route}`).not.toHaveText(/^\s*$/);
        expect.soft(consoleErrors, `console errors on ${route}`).toEqual([]);
      }
    });
  }
});
