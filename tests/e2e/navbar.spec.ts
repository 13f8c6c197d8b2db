import {test, expect, waitForHydration} from './fixtures';

async function navbarBottom(page: import('@playwright/test').Page): Promise<number> {
  return page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
}

test('the navbar hides on scroll down and comes back on scroll up', async ({page}) => {
  await page.goto('/docs/api/docusaurus-config/');
  await waitForHydration(page);
  expect(await navbarBottom(page)).toBeGreaterThan(0);

  // The theme compares each scroll position with the previous one, so scroll in two steps.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);

  await page.mouse.wheel(0, -300);
  await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);
});

test('the navbar lists the main sections and the version dropdown', async ({page}) => {
  await page.goto('/docs/');
  const nav = page.getByRole('navigation', {name: 'Main'});
  for (const label of ['Docs', 'API', 'Blog', 'Showcase', 'Community', 'Tests']) {
    await expect(nav.getByRole('link', {name: label, exact: true})).toBeVisible();
  }
  await expect(nav.getByRole('button', {name: '2.0.0-beta.23 🚧'})).toBeVisible();
  await expect(nav.getByRole('link', {name: 'GitHub repository'})).toHaveAttribute('href', 'https://github.com/facebook/docusaurus');
});

test('the navbar stays visible near the top and is hidden when the URL targets an anchor', async ({page}) => {
  await page.goto('/docs/api/docusaurus-config/');
  await waitForHydration(page);
  await page.mouse.wheel(0, 20);
  await page.mouse.wheel(0, 20);
  await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);

  const anchor = await page.locator('article h2[id]').nth(2).getAttribute('id');
  await page.locator(`article a[href="#${anchor}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
  await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
});
