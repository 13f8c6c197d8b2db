import {test, expect, waitForHydration} from './fixtures';

// Logged once per page load by @docusaurus/theme-common (utils/storageUtils.js) when storage cannot be reached.
const STORAGE_WARNING = 'Docusaurus browser storage is not available.';

const pages = [
  {kind: 'home', path: '/', heading: 'Docusaurus'},
  {kind: 'doc', path: '/docs/installation/', heading: 'Installation'},
  {
    kind: 'blog post',
    path: '/blog/2021/05/12/announcing-docusaurus-two-beta/',
    heading: 'Announcing Docusaurus 2 Beta',
  },
  {kind: 'showcase', path: '/showcase/', heading: 'Docusaurus Site Showcase'},
];

test.describe('with localStorage blocked, as in a sandboxed iframe or a strict privacy mode', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  });

  for (const {kind, path, heading} of pages) {
    test(`the ${kind} page renders, works and warns once`, async ({page, consoleErrors}) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toContainText(heading);
      const storage = await page.evaluate(() => {
        try {
          void window.localStorage;
          return 'reachable';
        } catch {
          return 'blocked';
        }
      });
      expect(storage).toBe('blocked');

      // Storage is a no-op: the colour switch still switches, for this page view only.
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

      expect(warnings.filter((warning) => warning.includes(STORAGE_WARNING))).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    });
  }
});
