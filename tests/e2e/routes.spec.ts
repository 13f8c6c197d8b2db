import {routes} from '../routes';
import {test, expect} from './fixtures';

// Every route's file, title and main heading are checked statically over build/ (tests/unit/routes.test.ts).
// A browser adds what only it sees: hydration without console errors and a visible heading. One route of each
// kind is enough for that, because routes of one kind share their components.
const representatives = [
  '/',
  '/docs/',
  '/docs/installation/',
  '/docs/api/docusaurus-config/',
  '/docs/category/getting-started/',
  '/docs/markdown-features/code-blocks/',
  '/docs/2.0.0-beta.22/',
  '/docs/2.0.0-beta.21/api/plugins/@docusaurus/plugin-content-docs/',
  '/community/team/',
  '/blog/',
  '/blog/page/2/',
  '/blog/2021/05/12/announcing-docusaurus-two-beta/',
  '/blog/tags/',
  '/blog/tags/release/',
  '/blog/archive/',
  '/changelog/',
  '/changelog/page/2/',
  '/changelog/2.0.0-beta.22/',
  '/changelog/v2/',
  '/showcase/',
  '/versions/',
  '/feature-requests/',
  '/feature-requests/dark-mode/',
  '/search/',
  '/tests/',
  '/tests/docs/',
  '/tests/docs/dummy.html',
  '/tests/blog/',
  '/tests/pages/markdown/',
  '/examples/markdownPageExample/',
  '/__docusaurus/debug/',
  '/__docusaurus/debug/registry/',
];

test('every representative route is one the site lists', () => {
  expect(representatives.filter((route) => !routes.includes(route))).toEqual([]);
});

test.describe('one route of each kind', () => {
  test.describe.configure({timeout: representatives.length * 10_000});

  // One page for all visits, so the browser cache and compiled scripts carry over between them.
  test('renders with a visible heading and no console error', async ({page, consoleErrors}) => {
    for (const route of representatives) {
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
});
