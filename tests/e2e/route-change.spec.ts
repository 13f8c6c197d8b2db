import {test, expect, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';

/** Leaves a mark on the window: it survives a client-side navigation but not a full page load. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, {routeChangeMark: true}));
}
const windowIsMarked = (page: Page) => page.evaluate(() => 'routeChangeMark' in window);

test('following a link to another page scrolls to the top of it', async ({page}) => {
  await page.goto('/docs/seo/');
  await waitForHydration(page);
  await markWindow(page);
  const next = page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link', {name: /^Next/});
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  await next.click();
  await expect(page).toHaveURL(/\/docs\/using-plugins\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Using plugins');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await windowIsMarked(page)).toBe(true);
});

test('following a link to an anchor of another page scrolls to that anchor', async ({page}) => {
  await page.goto('/docs/seo/');
  await waitForHydration(page);
  await markWindow(page);

  await page.locator('article a[href="/docs/deployment/#trailing-slashes-and-hosts"]').click();
  await expect(page).toHaveURL(/\/docs\/deployment\/#trailing-slashes-and-hosts$/);
  const heading = page.locator('#trailing-slashes-and-hosts');
  await expect(heading).toBeInViewport();
  // The anchor is far down the page and lands at the top of the viewport, not merely somewhere on screen.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(150);
  expect(await windowIsMarked(page)).toBe(true);
});
