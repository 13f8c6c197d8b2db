import {test, expect} from './fixtures';

test('the home page shows the tagline, the two calls to action, features, showcase and latest posts', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus');
  await expect(page.getByText('Build optimized websites quickly, focus on your content')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Get started'})).toHaveAttribute('href', '/docs/');
  await expect(page.getByRole('link', {name: 'Try it online'})).toHaveAttribute('href', '/docs/playground/');

  const features = page.locator('section', {has: page.getByRole('heading', {name: 'Why Docusaurus'})});
  await expect(features.getByRole('listitem')).toHaveCount(6);

  const showcase = page.locator('section', {has: page.getByRole('heading', {name: 'Built with Docusaurus'})});
  await expect(showcase.getByRole('link', {name: 'React Native'})).toHaveAttribute('target', '_blank');

  const posts = page.locator('section', {has: page.getByRole('heading', {name: 'From the blog'})});
  await expect(posts.getByRole('heading', {level: 3})).toHaveText([
    'Docusaurus 2021 Recap',
    'DocSearch migration',
    'Announcing Docusaurus 2 Beta',
  ]);
});

test('the home page is readable without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', {name: 'Why Docusaurus'})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'From the blog'})).toBeVisible();
  await context.close();
});

test('the base-URL issue banner stays away when the site loads at its base URL', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {name: 'Why Docusaurus'})).toBeVisible();
  await expect(page.getByText('Your Docusaurus site did not load properly.')).toHaveCount(0);
});

test('the base-URL issue banner explains the failure when the site scripts cannot load', async ({page}) => {
  // The same symptom as a wrong baseUrl: the HTML arrives but none of the scripts and styles do.
  await page.route('**/assets/**', (route) => route.abort());
  await page.goto('/');
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Your Docusaurus site did not load properly.');
  await expect(banner).toContainText('We suggest trying baseUrl = /');
});
