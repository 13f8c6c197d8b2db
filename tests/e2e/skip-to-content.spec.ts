import {test, expect, afterNextPaint, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';

const skipLink = (page: Page) => page.getByRole('link', {name: 'Skip to main content'});

for (const {kind, path} of [
  {kind: 'doc', path: '/docs/installation/'},
  {kind: 'home', path: '/'},
]) {
  test(`on the ${kind} page the first Tab offers to skip to the main content, and Enter goes there`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);

    await page.keyboard.press('Tab');
    await expect(skipLink(page)).toBeFocused();
    await expect(skipLink(page)).toBeInViewport();

    // The theme focuses <main> for an instant, so the browser continues the Tab order from there: the next
    // Tab lands inside the main content, past the announcement bar and the navbar.
    await page.keyboard.press('Enter');
    await expect(skipLink(page)).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('main').first().locator(':focus')).toHaveCount(1);
  });
}

test('after following a link, the next Tab offers the skip link again', async ({page}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  await page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link', {name: /^Next/}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
  // The theme moves the focus back to the top of the page in an effect after the new page is painted (it leaves no
  // focused element to wait for).
  await afterNextPaint(page);

  await page.keyboard.press('Tab');
  await expect(skipLink(page)).toBeFocused();
});
