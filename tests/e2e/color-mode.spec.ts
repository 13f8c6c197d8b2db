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

test.describe('with a dark system preference', () => {
  test.use({colorScheme: 'dark'});

  test('a first visit follows the system preference', async ({page}) => {
    await page.goto('/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
