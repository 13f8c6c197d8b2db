import {test, expect, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';

/** Records on the window whether the progress bar was ever added to the page, however briefly. */
async function watchForProgressBar(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.getElementById('nprogress')) {
        Object.assign(window, {progressBarShown: true});
        observer.disconnect();
      }
    }).observe(document, {childList: true, subtree: true});
  });
}
const progressBarWasShown = (page: Page) => page.evaluate(() => 'progressBarShown' in window);

const nextDocLink = (page: Page) =>
  page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link', {name: /^Next/});

test('a route whose code takes a second to load shows the progress bar until it is ready', async ({page}) => {
  let slowChunks = false;
  await page.route('**/assets/js/*.js', async (route) => {
    if (slowChunks) await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/docs/installation/');
  await waitForHydration(page);

  slowChunks = true;
  await nextDocLink(page).click();
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();

  await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
  await expect(bar).toBeHidden();
});

test('a route that loads at once never shows the progress bar', async ({page}) => {
  await watchForProgressBar(page);
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  const scriptsLoading = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptsLoading.add(request.url());
  });
  page.on('requestfinished', (request) => scriptsLoading.delete(request.url()));

  // Hovering preloads the route's code, as a visitor's pointer does on the way to a click.
  await nextDocLink(page).hover();
  await expect.poll(() => scriptsLoading.size).toBe(0);
  await nextDocLink(page).click();

  await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
  expect(await progressBarWasShown(page)).toBe(false);
});
