import {test, expect, waitForHydration} from './fixtures';

test.use({colorScheme: 'light'});

test('the colour mode switch cycles system → light → dark → system and persists under "theme"', async ({page}) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  const html = page.locator('html');
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  const stored = () => page.evaluate(() => localStorage.getItem('theme'));

  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await stored()).toBeNull();

  await toggle.click();
  await expect(html).toHaveAttribute('data-theme-choice', 'light');
  expect(await stored()).toBe('light');

  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await stored()).toBe('dark');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await waitForHydration(page);
  await toggle.click();
  // Back to the system preference: the stored choice is cleared and the system's light scheme wins.
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await stored()).toBeNull();
});

test('a choice made in one tab is followed by another tab of the site', async ({context}) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const tab of [first, second]) {
    await tab.goto('/docs/');
    await waitForHydration(tab);
  }
  const toggle = first.getByRole('button', {name: /Switch between dark and light mode/});
  const secondHtml = second.locator('html');

  await toggle.click();
  await toggle.click();
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(secondHtml).toHaveAttribute('data-theme', 'dark');
  await expect(secondHtml).toHaveAttribute('data-theme-choice', 'dark');

  // Back to the system choice in the first tab: the second tab drops its explicit choice too.
  await toggle.click();
  await expect(secondHtml).toHaveAttribute('data-theme', 'light');
  await expect(secondHtml).toHaveAttribute('data-theme-choice', 'system');
});

test.describe('with a dark system preference', () => {
  test.use({colorScheme: 'dark'});

  test('a first visit follows the system preference', async ({page}) => {
    await page.goto('/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('clearing the stored choice falls back to the system preference', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    const html = page.locator('html');
    // The switch cycles system (dark here) → light: an explicit choice that overrides the system.
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });
});
