import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {sortedSites, tags, type Site, type TagType} from '../../src/data/showcase';

// Two tags that overlap without one containing the other, so OR and AND give different lists.
const FIRST: TagType = 'meta';
const SECOND: TagType = 'versioning';

const countSites = (predicate: (site: Site) => boolean): number => sortedSites.filter(predicate).length;
const withTag = (tag: TagType) => (site: Site) => site.tags.includes(tag);
const unionCount = countSites((site) => withTag(FIRST)(site) || withTag(SECOND)(site));
const intersectionCount = countSites((site) => withTag(FIRST)(site) && withTag(SECOND)(site));
const siteCount = (count: number): string => `${count} ${count === 1 ? 'site' : 'sites'}`;

/** The card titles of the "All sites" list (tag badges are list items too, so count headings). */
const listedSites = (page: Page) => page.getByRole('region', {name: 'All sites'}).getByRole('heading', {level: 3});
const tagButton = (page: Page, tag: TagType) =>
  page.getByRole('group', {name: 'Filter by tag'}).getByRole('button', {name: tags[tag].label, exact: true});
const operatorButton = (page: Page) => page.getByRole('button', {name: 'Match all tags'});

test('the showcase renders every site, with the favourites first', async ({page}) => {
  await page.goto('/showcase/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus Site Showcase');
  await expect(listedSites(page)).toHaveCount(sortedSites.length);
  await expect(page.getByText(siteCount(sortedSites.length), {exact: true})).toBeVisible();
  const favourites = page.getByRole('region', {name: 'Our favourites'}).getByRole('heading', {level: 3});
  await expect(favourites).toHaveText(sortedSites.filter(withTag('favorite')).map((site) => site.title));
  const firstCard = page.getByRole('region', {name: 'All sites'}).getByRole('listitem').first();
  await expect(firstCard.getByRole('img')).toHaveAttribute('loading', 'lazy');
  await expect(firstCard.getByRole('link', {name: sortedSites[0].title, exact: true})).toHaveAttribute(
    'href',
    sortedSites[0].website,
  );
});

test('two tags show their union with OR and their intersection with AND, kept in the URL across a reload', async ({
  page,
}) => {
  expect(intersectionCount, 'pick two tags that share some sites').toBeGreaterThan(0);
  expect(intersectionCount, 'pick two tags where neither contains the other').toBeLessThan(unionCount);

  await page.goto('/showcase/');
  await waitForHydration(page);
  await tagButton(page, FIRST).click();
  await tagButton(page, SECOND).click();
  await expect(tagButton(page, FIRST)).toHaveAttribute('aria-pressed', 'true');
  await expect(tagButton(page, SECOND)).toHaveAttribute('aria-pressed', 'true');
  await expect(operatorButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(new RegExp(`/showcase/\\?tags=${FIRST}&tags=${SECOND}$`));
  await expect(listedSites(page)).toHaveCount(unionCount);
  await expect(page.getByText(siteCount(unionCount), {exact: true})).toBeVisible();
  await expect(page.getByRole('region', {name: 'Our favourites'})).toHaveCount(0);

  await operatorButton(page).click();
  await expect(operatorButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`/showcase/\\?tags=${FIRST}&tags=${SECOND}&operator=AND$`));
  await expect(listedSites(page)).toHaveCount(intersectionCount);
  await expect(page.getByText(siteCount(intersectionCount), {exact: true})).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(tagButton(page, FIRST)).toHaveAttribute('aria-pressed', 'true');
  await expect(operatorButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(listedSites(page)).toHaveCount(intersectionCount);
});

test('a shared filtered URL opens on the filtered view', async ({page}) => {
  await page.goto(`/showcase/?tags=${FIRST}&tags=${SECOND}&operator=AND`);
  await waitForHydration(page);
  await expect(listedSites(page)).toHaveCount(intersectionCount);
});

test('typing in the search box narrows the cards to matching names', async ({page}) => {
  const query = 'react';
  const matches = sortedSites.filter((site) => site.title.toLowerCase().includes(query)).map((site) => site.title);
  expect(matches.length, 'the query should match some sites but not all').toBeGreaterThan(0);
  expect(matches.length).toBeLessThan(sortedSites.length);

  await page.goto('/showcase/');
  await waitForHydration(page);
  await page.getByLabel('Search for site name…').fill(query);
  await expect(listedSites(page)).toHaveText(matches);
  await expect(page).toHaveURL(new RegExp(`[?&]name=${query}$`));

  await page.getByLabel('Search for site name…').fill('no site has this name');
  await expect(listedSites(page)).toHaveCount(0);
  await expect(page.getByText(siteCount(0), {exact: true})).toBeVisible();
});

test.describe('on a 375 px wide screen', () => {
  test.use({viewport: {width: 375, height: 740}});

  test('nothing overflows horizontally', async ({page}) => {
    await page.goto('/showcase/');
    await waitForHydration(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
