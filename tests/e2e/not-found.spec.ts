import {test, expect} from './fixtures';

test('an unknown path renders the not-found page with HTTP 404', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
});

test('an odd query string is rendered as text, never as markup', async ({page}) => {
  let dialogOpened = false;
  page.on('dialog', async (dialog) => {
    dialogOpened = true;
    await dialog.dismiss();
  });
  const response = await page.goto('/docs/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(dialogOpened).toBe(false);
});

test('a .html path is normalised to the clean URL of the same page', async ({page}) => {
  const response = await page.goto('/docs/installation.html');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/docs/installation/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
});
