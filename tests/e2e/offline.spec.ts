import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/**
 * Offline reading, as an installed app does it. The query string switches the service worker's offline
 * mode on for the page that registers it; an installed app gets the same on every launch (`standalone`).
 * Every page below is opened with it: without it, the page would register the online-only worker (another
 * script URL), which cannot be fetched offline.
 */
const OFFLINE_MODE = '?offlineMode=true';

const PAGES = [
  {kind: 'doc', path: '/docs/installation/', heading: 'Installation'},
  {kind: 'blog post', path: '/blog/2021/05/12/announcing-docusaurus-two-beta/', heading: 'Announcing Docusaurus 2 Beta'},
  {kind: 'changelog', path: '/changelog/', heading: 'Changelog'},
];

/** Waits until the offline-mode service worker has precached the site and controls the page. */
async function installOfflineWorker(page: Page): Promise<void> {
  await page.goto(`/${OFFLINE_MODE}`);
  await waitForHydration(page);
  // `ready` resolves once the worker is active, that is after it has downloaded the whole precache.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker does not claim the page that installed it: the next load is the first one it controls.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain('offlineMode%22%3Atrue');
}

test('with offline mode on, pages of every kind and search work without a network', async ({page, context, consoleErrors}) => {
  // Installing downloads the whole site (about 1,300 files) into the cache.
  test.setTimeout(180_000);
  await installOfflineWorker(page);
  await context.setOffline(true);

  for (const {kind, path, heading} of PAGES) {
    await test.step(kind, async () => {
      const response = await page.goto(`${path}${OFFLINE_MODE}`);
      expect(response?.fromServiceWorker(), `${path} comes from the service worker's cache`).toBe(true);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      // Hydration needs the page's scripts and data: they came from the cache as well.
      await waitForHydration(page);
    });
  }

  const searchButton = page.getByRole('button', {name: 'Search', exact: true});
  if ((await searchButton.count()) > 0) {
    await test.step('search', async () => {
      await searchButton.click();
      await page.getByRole('searchbox').fill('sidebar');
      await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    });
  }
  expect(consoleErrors).toEqual([]);

  // Control: a URL the worker never cached fails, so the pages above did not reach the server.
  await expect(page.goto('/no-such-page/')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});
