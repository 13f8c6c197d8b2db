import {test, expect, waitForHydration} from './fixtures';

test.use({viewport: {width: 375, height: 740}});

test('the mobile menu opens on the docs menu and goes back to the main menu', async ({page}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();

  const back = page.getByRole('button', {name: '← Back to main menu'});
  await expect(back).toBeVisible();
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Installation'})).toBeVisible();

  await back.click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar.getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Showcase', exact: true})).toBeVisible();
});
