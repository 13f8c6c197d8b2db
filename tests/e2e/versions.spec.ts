import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';

const releasedVersions: string[] = JSON.parse(fs.readFileSync(path.join(__dirname, '../../versions.json'), 'utf8'));
const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

test('the version dropdown switches to the same doc in another version and remembers the choice', async ({page}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', {name: 'Main'});
  await nav.getByRole('button', {name: '2.0.0-beta.23 🚧'}).hover();
  await nav.getByRole('link', {name: '2.0.0-beta.22', exact: true}).click();

  await expect(page).toHaveURL(/\/docs\/2\.0\.0-beta\.22\/installation\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe('2.0.0-beta.22');

  // Away from the docs, the navbar's Docs link follows the remembered version, even after a reload.
  await page.goto('/blog/');
  await page.reload();
  await waitForHydration(page);
  await expect(
    page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}),
  ).toHaveAttribute('href', /^\/docs\/2\.0\.0-beta\.22\//);
});

test('a stored version that no longer exists is ignored and dropped', async ({page}) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, '1.9.0');
      sessionStorage.setItem('seeded', 'true');
    }
  }, PREFERRED_VERSION_KEY);
  await page.goto('/blog/');
  await waitForHydration(page);
  await expect(
    page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}),
  ).toHaveAttribute('href', '/docs/');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBeNull();
});

test('an old version shows the unmaintained banner linking to the same page in the latest version', async ({page}) => {
  await page.goto('/docs/2.0.0-beta.21/installation/');
  const banner = page.getByText(
    'This is documentation for Docusaurus 2.0.0-beta.21, which is no longer actively maintained.',
  );
  await expect(banner).toBeVisible();
  await page.getByRole('link', {name: 'latest version'}).click();
  await expect(page).toHaveURL(/\/docs\/installation\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
});

test('the versions page lists exactly the released versions plus the next one', async ({page}) => {
  await page.goto('/versions/');
  const rows = page.locator('main table tbody th[scope="row"]');
  await expect(rows).toHaveText(['2.0.0-beta.23 🚧', ...releasedVersions]);
  for (const version of releasedVersions) {
    await expect(page.locator(`main a[href="/changelog/${version}/"]`)).toHaveText('Release notes');
    await expect(page.locator(`main a[href="/docs/${version}/"]`)).toHaveText('Documentation');
  }
});
