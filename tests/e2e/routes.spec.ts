import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';

// Every URL the site serves, kept in the repo; each content area adds its own.
const routes = fs
  .readFileSync(path.join(__dirname, 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

test.describe('every listed route', () => {
  for (const route of routes) {
    test(`${route} renders with a heading and no console error`, async ({page, consoleErrors}) => {
      const response = await page.goto(route);
      expect(response?.status(), `HTTP status of ${route}`).toBe(200);
      // The debug plugin's pages title themselves with an h2.
      const heading = page.locator(route.startsWith('/__docusaurus/debug/') ? 'main h2' : 'h1').first();
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveText(/^\s*$/);
      await page.waitForLoadState('load');
      expect(consoleErrors, `console errors on ${route}`).toEqual([]);
    });
  }
});
