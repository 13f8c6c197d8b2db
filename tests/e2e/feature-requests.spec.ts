import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {featureRequests, statusLabels, type FeatureRequest} from '../../src/data/featureRequests';

const titles = (requests: readonly FeatureRequest[]): string[] => requests.map((request) => request.title);
const newestFirst = (a: FeatureRequest, b: FeatureRequest): number =>
  b.createdAt.localeCompare(a.createdAt) || a.title.localeCompare(b.title, 'en');

const cardTitles = (page: Page) => page.getByRole('region', {name: 'Requests'}).getByRole('heading', {level: 2});
const statusButton = (page: Page, name: string) =>
  page.getByRole('group', {name: 'Filter by status'}).getByRole('button', {name, exact: true});

test('the board lists every request, most voted first', async ({page}) => {
  await page.goto('/feature-requests/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Feature requests');
  // The data module is sorted by votes, exactly as the board's default view.
  await expect(cardTitles(page)).toHaveText(titles(featureRequests));
  await expect(page.getByRole('link', {name: 'Propose a feature'})).toHaveAttribute(
    'href',
    'https://github.com/facebook/docusaurus/discussions',
  );
});

test('the status filter and the sort change the list, live in the URL and survive a reload', async ({page}) => {
  const planned = featureRequests.filter((request) => request.status === 'planned');
  expect(planned.length, 'the data needs some planned requests').toBeGreaterThan(1);

  await page.goto('/feature-requests/');
  await waitForHydration(page);
  await statusButton(page, statusLabels.planned).click();
  await expect(statusButton(page, statusLabels.planned)).toHaveAttribute('aria-pressed', 'true');
  await expect(statusButton(page, 'All')).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/feature-requests\/\?status=planned$/);
  await expect(cardTitles(page)).toHaveText(titles(planned));

  await page.getByLabel('Sort by').selectOption({label: 'Newest'});
  await expect(page).toHaveURL(/\/feature-requests\/\?status=planned&sort=newest$/);
  const plannedNewestFirst = titles([...planned].sort(newestFirst));
  await expect(cardTitles(page)).toHaveText(plannedNewestFirst);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await expect(statusButton(page, statusLabels.planned)).toHaveAttribute('aria-pressed', 'true');
  await expect(cardTitles(page)).toHaveText(plannedNewestFirst);

  await statusButton(page, 'All').click();
  await expect(page).toHaveURL(/\/feature-requests\/\?sort=newest$/);
  await expect(cardTitles(page)).toHaveText(titles([...featureRequests].sort(newestFirst)));
});

test('a request opens from the board and its back link returns to the board', async ({page}) => {
  const request = featureRequests[0];
  await page.goto('/feature-requests/');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', {name: request.title, exact: true}).click();

  await expect(page).toHaveURL(new RegExp(`/feature-requests/${request.slug}/$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(request.title);
  await expect(page.getByRole('main').getByText(statusLabels[request.status], {exact: true})).toBeVisible();
  await expect(page.getByRole('main').getByText(request.summary)).toBeVisible();

  await page.getByRole('link', {name: '← All feature requests'}).click();
  await expect(page).toHaveURL(/\/feature-requests\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Feature requests');
});

test('an unknown request path renders the not-found page', async ({page}) => {
  const response = await page.goto('/feature-requests/no-such-request/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});
