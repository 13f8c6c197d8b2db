import {test, expect, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';

const MOBILE = {width: 375, height: 740};
test.use({viewport: MOBILE});

/** Opens the mobile menu on a doc page, which shows the docs (secondary) menu first. */
async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.getByRole('button', {name: '← Back to main menu'})).toBeVisible();
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test('the mobile menu opens on the docs menu and goes back to the main menu', async ({page}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  await openMenu(page);
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Installation'})).toBeVisible();

  await page.getByRole('button', {name: '← Back to main menu'}).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar.getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Showcase', exact: true})).toBeVisible();
});

test('the page behind the open menu does not scroll', async ({page}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  expect(await bodyOverflow(page)).not.toBe('hidden');

  await openMenu(page);
  expect(await bodyOverflow(page)).toBe('hidden');

  await page.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(page.getByRole('button', {name: '← Back to main menu'})).toBeHidden();
  expect(await bodyOverflow(page)).not.toBe('hidden');
});

test('going back in history closes the menu instead of leaving the page', async ({page}) => {
  await page.goto('/docs/category/getting-started/');
  await waitForHydration(page);
  await page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link', {name: /^Next/}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
  await openMenu(page);

  await page.evaluate(() => history.back());
  await expect(page.getByRole('button', {name: '← Back to main menu'})).toBeHidden();
  expect(await bodyOverflow(page)).not.toBe('hidden');

  // The first back was spent on the menu: only the next one returns to the previous page.
  await expect(page).toHaveURL(/\/docs\/installation\/$/);
  await page.evaluate(() => history.back());
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Getting Started');
});

test('widening the window to desktop closes the menu', async ({page}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  await openMenu(page);

  await page.setViewportSize({width: 1200, height: MOBILE.height});
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  // Narrow again: the menu stays closed, so widening closed it rather than just hiding it with CSS.
  await page.setViewportSize(MOBILE);
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
  await expect(page.getByRole('button', {name: '← Back to main menu'})).toBeHidden();
});
