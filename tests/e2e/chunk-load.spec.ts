import {test, expect, waitForHydration} from './fixtures';

// A script chunk that fails to load (a deployment removed it, a CDN lost it) must not leave a page that shows its
// text and does nothing: src/clientModules/chunkLoadNotice.ts reloads once, then says so with a Reload button.
// (The offline case, a chunk missing from the saved copy, is in offline.spec.ts.)

/** Route chunks: every script but the entry scripts each page names in its HTML. */
const ROUTE_CHUNK = /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/;

test('a chunk that answers 404 shows the notice, and Reload recovers once the chunk is back', async ({page}) => {
  let removed = true;
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.route(ROUTE_CHUNK, (route) =>
    removed ? route.fulfill({status: 404, contentType: 'text/plain', body: 'Not Found'}) : route.fallback(),
  );
  await page.goto('/docs/installation/');
  const notice = page.getByRole('alert').filter({hasText: 'This page could not finish loading'});
  await expect(notice).toBeVisible();
  // At most one automatic retry (a fresh copy of the page names the chunks deployed now), then the notice: no loop.
  await page.waitForTimeout(2_000);
  expect(loads.length).toBeLessThanOrEqual(2);
  await expect(notice).toBeVisible();

  removed = false;
  await notice.getByRole('button', {name: 'Reload'}).click();
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
  await expect(notice).toHaveCount(0);
});

test('a chunk that fails after the page started (client-side navigation) also ends with the notice', async ({page}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  await page.route(ROUTE_CHUNK, (route) => route.abort('failed'));
  // The runtime reloads the page to fetch the route's code; it fails again, so the notice shows.
  await page.getByRole('link', {name: 'Configuration', exact: true}).first().click();
  await expect(page.getByRole('alert').filter({hasText: 'This page could not finish loading'})).toBeVisible({
    timeout: 20_000,
  });
});
