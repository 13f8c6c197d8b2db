import {test, expect} from './fixtures';

test('blog pagination walks the pages in order and back', async ({page}) => {
  await page.goto('/blog/');
  const older = page.getByRole('link', {name: /Older entries/i});
  const newer = page.getByRole('link', {name: /Newer entries/i});

  await older.click();
  await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Blog, page 2');
  await older.click();
  await expect(page).toHaveURL(/\/blog\/page\/3\/$/);
  await expect(older).toHaveCount(0);
  await newer.click();
  await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
});

test('the first blog page shows the five newest posts, newest first', async ({page}) => {
  await page.goto('/blog/');
  await expect(page.locator('article h2')).toHaveText([
    'Docusaurus 2021 Recap',
    'DocSearch migration',
    'Announcing Docusaurus 2 Beta',
    'Releasing Docusaurus i18n',
    'Docusaurus 2020 Recap',
  ]);
});

test('a tag page lists exactly the posts with that tag', async ({page}) => {
  await page.goto('/blog/tags/recap/');
  await expect(page.locator('article h2')).toHaveText([
    'Docusaurus 2021 Recap',
    'Docusaurus 2020 Recap',
    'Docusaurus 2019 Recap',
  ]);
  await page.goto('/blog/tags/search/');
  await expect(page.locator('article h2')).toHaveText(['DocSearch migration']);
});

test('a post shows its authors, reading time and tags', async ({page}) => {
  await page.goto('/blog/2021/11/21/algolia-docsearch-migration/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('DocSearch migration');
  await expect(page.locator('article header')).toContainText('Sébastien Lorber');
  await expect(page.locator('article header')).toContainText(/min read/);
  await expect(page.locator('article footer').getByRole('link', {name: 'Search', exact: true})).toHaveAttribute(
    'href',
    '/blog/tags/search/',
  );
});

test('the changelog page of a release shows its date and its grouped changes', async ({page}) => {
  await page.goto('/changelog/2.0.0-beta.22/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('2.0.0-beta.22');
  await expect(page.locator('article time')).toHaveAttribute('datetime', /^2022-07-08/);
  const groups = page.locator('article h2');
  await expect(groups).toContainText(['💥 Breaking changes', '🚀 New features', '🐛 Bug fixes']);
  await expect(page.locator('article li').first()).toBeVisible();
});

test('the changelog lists 20 releases a page, newest first, over four pages', async ({page}) => {
  await page.goto('/changelog/');
  const titles = page.locator('article h2');
  await expect(titles).toHaveCount(20);
  await expect(titles.first()).toHaveText('2.0.0-beta.22');
  await page.goto('/changelog/page/4/');
  await expect(titles.last()).toHaveText('2.0.0-alpha.19');
});

test('the versions page links each released version to its changelog page', async ({page}) => {
  await page.goto('/versions/');
  await page.locator('main').getByRole('link', {name: 'Release notes'}).first().click();
  await expect(page).toHaveURL(/\/changelog\/2\.0\.0-beta\.22\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('2.0.0-beta.22');
});
