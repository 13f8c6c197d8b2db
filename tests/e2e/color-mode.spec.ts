import {test, expect, waitForHydration} from './fixtures';

test.use({colorScheme: 'light'});

test('the colour mode switch cycles light → dark → system and persists under "theme"', async ({page}) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');

  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await waitForHydration(page);
  await toggle.click();
  // Back to the system preference: the stored choice is cleared and the system's light scheme wins.
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});
