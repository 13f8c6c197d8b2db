import {test, expect, afterNextPaint, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';

const LONG_DOC = '/docs/api/docusaurus-config/';

/** Where the navbar is: 'moving' while its slide transition runs, else whether it is on screen. */
async function navbarState(page: Page): Promise<'shown' | 'hidden' | 'moving'> {
  return page.locator('nav.navbar').evaluate((nav) => {
    if (nav.getAnimations().some((animation) => animation.playState === 'running')) return 'moving';
    return nav.getBoundingClientRect().bottom > 0 ? 'shown' : 'hidden';
  });
}

/** Scrolls with the mouse wheel and waits until the page reached the expected position and React has re-rendered. */
async function wheelTo(page: Page, deltaY: number, reached: (scrollY: number) => boolean): Promise<void> {
  await page.mouse.wheel(0, deltaY);
  await expect.poll(async () => reached(await page.evaluate(() => window.scrollY))).toBe(true);
  await afterNextPaint(page);
}

test('the navbar hides on scroll down and comes back on scroll up', async ({page}) => {
  await page.goto(LONG_DOC);
  await waitForHydration(page);
  expect(await navbarState(page)).toBe('shown');

  // The theme compares each scroll position with the previous one, so scroll in two steps.
  await wheelTo(page, 600, (y) => y > 0);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => navbarState(page)).toBe('hidden');

  await page.mouse.wheel(0, -300);
  await expect.poll(() => navbarState(page)).toBe('shown');
});

test('the navbar lists the main sections and the version dropdown', async ({page}) => {
  await page.goto('/docs/');
  const nav = page.getByRole('navigation', {name: 'Main'});
  for (const label of ['Docs', 'API', 'Blog', 'Showcase', 'Community', 'Tests']) {
    await expect(nav.getByRole('link', {name: label, exact: true})).toBeVisible();
  }
  await expect(nav.getByRole('button', {name: '2.0.0-beta.23 🚧'})).toBeVisible();
  await expect(nav.getByRole('link', {name: 'GitHub repository'})).toHaveAttribute(
    'href',
    'https://github.com/facebook/docusaurus',
  );
});

test('the navbar stays visible while scrolling down within its own height of the top', async ({page}) => {
  await page.goto(LONG_DOC);
  await waitForHydration(page);
  await wheelTo(page, 20, (y) => y === 20);
  await wheelTo(page, 20, (y) => y === 40);
  expect(await navbarState(page)).toBe('shown');

  // Further down the same gesture hides it: the top zone is what kept it.
  await wheelTo(page, 200, (y) => y === 240);
  await expect.poll(() => navbarState(page)).toBe('hidden');
});

test('the navbar stays hidden when a hash link scrolls the page up to its anchor', async ({page}) => {
  await page.goto(LONG_DOC);
  await waitForHydration(page);
  const target = page.locator('article h2[id]').nth(2);
  const anchor = await target.getAttribute('id');

  await wheelTo(page, 1500, (y) => y > 0);
  await wheelTo(page, 1500, (y) => y > 1500);
  await wheelTo(page, -200, () => true);
  await expect.poll(() => navbarState(page)).toBe('shown');
  const scrollBefore = await page.evaluate(() => window.scrollY);

  await page.locator(`.table-of-contents a[href="#${anchor}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
  // Scrolling up would normally bring the navbar back; an anchor target must not end up under it.
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrollBefore);
  await expect(target).toBeInViewport();
  await expect.poll(() => navbarState(page)).toBe('hidden');
});
