import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/** The announcement id and dismissal flag the theme keeps in localStorage. */
const storedDismissal = (page: Page) =>
  page.evaluate(() => [
    localStorage.getItem('docusaurus.announcement.id'),
    localStorage.getItem('docusaurus.announcement.dismiss'),
  ]);

test('dismissing the announcement bar is remembered across reloads', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const bar = page.getByRole('region', {name: 'Announcement'}).filter({hasText: 'Docusaurus 2 is in beta'});
  await expect(bar).toBeVisible();

  await page.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  expect(await storedDismissal(page)).toEqual(['announcementBar-2', 'true']);

  await page.reload();
  await expect(page.getByText('Docusaurus 2 is in beta')).toBeHidden();
});

test('a dismissal of an older announcement does not hide the current one, which can be dismissed in turn', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.id', 'announcementBar-1');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.reload();
  await waitForHydration(page);
  const bar = page.getByText('Docusaurus 2 is in beta');
  await expect(bar).toBeVisible();

  await page.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  expect(await storedDismissal(page)).toEqual(['announcementBar-2', 'true']);
  await page.reload();
  await expect(bar).toBeHidden();
});
