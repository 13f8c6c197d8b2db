import type {BrowserContext, Page, Request} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/**
 * Offline reading, in one browser context for the whole file: each download of the site is one service-worker
 * install, the slowest thing the suite does, so the steps share them (serial, in this order).
 */
test.describe.configure({mode: 'serial'});

const VERSION = '2.0.0-beta.22';

let context: BrowserContext;
let page: Page;
/** Console errors and uncaught exceptions, with the URL of the resource that failed to load, if any. */
const errors: {text: string; url: string}[] = [];

/** Set in a tab's session storage: its pages never get idle, so they never register their worker on their own. */
const NEVER_IDLE = 'e2e-never-idle';

test.beforeAll(async ({browser}) => {
  context = await browser.newContext();
  page = await context.newPage();
  // The worker registration of src/plugins/offline/client/register.ts waits for the page to be idle.
  await page.addInitScript((key) => {
    if (sessionStorage.getItem(key)) window.requestIdleCallback = () => 0;
  }, NEVER_IDLE);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push({text: message.text(), url: message.location().url});
  });
  page.on('pageerror', (error) => errors.push({text: error.message, url: ''}));
});

test.afterAll(async () => {
  await context.close();
});

/** The cache of the copy being served, as the worker records it (src/plugins/offline/shared.js). */
function servedCache(): Promise<string | undefined> {
  return page.evaluate(async () => {
    const record = await caches.match('/__offline-current__', {cacheName: 'docusaurus-offline-meta'});
    return record ? ((await record.json()) as {cache: string}).cache : undefined;
  });
}

/** Paths in the copy being served. */
async function cachedPaths(): Promise<string[]> {
  const name = await servedCache();
  return page.evaluate(async (cacheName) => {
    if (!cacheName || !(await caches.has(cacheName))) return [];
    const cache = await caches.open(cacheName);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, name);
}

function workerScript(): Promise<string | undefined> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
}

function control(): ReturnType<Page['getByRole']> {
  return page.getByRole('button', {name: /^Offline reading/});
}

function panel(): ReturnType<Page['getByRole']> {
  return page.getByRole('region', {name: 'Offline reading'});
}

/** Megabytes in a "Download size: 3.4 MB" line. */
function megabytes(text: string): number {
  const match = /Download size: ([\d.]+) (MB|KB)/.exec(text);
  if (!match) throw new Error(`no download size in "${text}"`);
  return Number(match[1]) / (match[2] === 'KB' ? 1024 : 1);
}

test('turning the control on for one version saves its pages and not the others, and says how much it downloads', async () => {
  test.setTimeout(180_000);
  await page.goto(`/docs/${VERSION}/installation/`);
  await waitForHydration(page);
  await expect(control()).toHaveAccessibleName('Offline reading: off');
  await control().click();
  await expect(panel()).toBeVisible();
  // The version being read is proposed; the others are not.
  await expect(panel().getByRole('checkbox', {name: VERSION})).toBeChecked();
  await expect(panel().getByRole('checkbox', {name: '2.0.0-beta.21'})).not.toBeChecked();
  await expect(panel().getByRole('link', {name: 'Print or save as PDF'})).toHaveAttribute(
    'href',
    `/docs/${VERSION}/print/`,
  );
  const shown = megabytes(
    await panel()
      .getByText(/^Download size:/)
      .innerText(),
  );

  // Every response the service worker downloads, in bytes received (compressed where the server compresses).
  const sizes: Promise<number>[] = [];
  const count = (request: Request) => {
    if (request.serviceWorker()) sizes.push(request.sizes().then(({responseBodySize}) => responseBodySize));
  };
  context.on('requestfinished', count);
  await panel().getByRole('button', {name: 'Save for offline reading'}).click();
  await expect(panel().getByRole('status')).toHaveText(/^Saved/, {timeout: 150_000});
  context.off('requestfinished', count);
  await expect(control()).toHaveAccessibleName('Offline reading: on');
  await expect(panel().getByText(/^Space used: [\d.]+ MB of saved files/)).toBeVisible();

  const paths = await cachedPaths();
  expect(paths).toContain(`/docs/${VERSION}/installation/`);
  expect(paths).toContain('/blog/');
  expect(paths).toContain('/offline/');
  expect(paths.filter((path) => path.startsWith('/docs/2.0.0-beta.21/'))).toEqual([]);
  expect(paths.filter((path) => path.startsWith('/tests/') || path.startsWith('/__docusaurus/'))).toEqual([]);
  expect(paths.some((path) => path.startsWith(`/search-index/docs-default-${VERSION}.`))).toBe(true);
  expect(paths.some((path) => path.startsWith('/search-index/docs-default-2.0.0-beta.21.'))).toBe(false);

  const fetched = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  const fetchedMegabytes = fetched / 1024 / 1024;
  expect(
    Math.abs(fetchedMegabytes - shown) / fetchedMegabytes,
    `shown ${shown} MB, fetched ${fetchedMegabytes} MB`,
  ).toBeLessThan(0.1);
});

test('without a network, saved pages of every kind and search in the saved version work', async () => {
  test.setTimeout(60_000);
  // The choice survives a reload, and the worker now controls the page.
  await page.reload();
  await waitForHydration(page);
  await expect(control()).toHaveAccessibleName('Offline reading: on');
  await context.setOffline(true);
  try {
    const pages = [
      {path: `/docs/${VERSION}/configuration/`, heading: 'Configuration'},
      {path: '/blog/2021/05/12/announcing-docusaurus-two-beta/', heading: 'Announcing Docusaurus 2 Beta'},
      {path: '/changelog/', heading: 'Changelog'},
    ];
    for (const {path, heading} of pages) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), `${path} comes from the service worker's cache`).toBe(true);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      await waitForHydration(page);
    }

    await page.goto(`/docs/${VERSION}/installation/`);
    await waitForHydration(page);
    const searchButton = page.getByRole('button', {name: 'Search', exact: true});
    await expect(searchButton).toBeVisible();
    await searchButton.click();
    await page.getByRole('searchbox').fill('sidebar');
    // Hits come from the saved index of the version being read, with their excerpts.
    await expect(page.locator(`.DocSearch-Hit a[href^="/docs/${VERSION}/"]`).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit-content-wrapper').first()).not.toHaveText('');
    await page.keyboard.press('Escape');

    // The search page too: results with excerpts from the saved snippet files.
    await page.goto(`/search/?q=sidebar&version=${VERSION}`);
    await waitForHydration(page);
    const firstResult = page.getByRole('main').getByRole('article').first();
    await expect(firstResult.getByRole('heading', {level: 2})).toBeVisible();
    await expect(firstResult.getByRole('listitem').first().locator('p')).toHaveText(/\w{3,}.*\w{3,}/);
    await expect(page.getByText('Unable to fetch results')).toHaveCount(0);
    // Links to pages that are not saved (other versions in the version menu) are prefetched and fail offline;
    // nothing else may fail, and nothing that is saved.
    const saved = await cachedPaths();
    const unexpected = errors.filter(
      ({text, url}) => !text.startsWith('Failed to load resource') || saved.includes(new URL(url).pathname),
    );
    expect(unexpected).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
});

test('without a network, a page not saved shows the offline page and an unknown URL the 404 page', async () => {
  await context.setOffline(true);
  try {
    // A page no page visited so far links to, so no prefetch brought its code into the HTTP cache.
    const unsaved = await page.goto('/docs/2.0.0-beta.21/advanced/routing/');
    expect(unsaved?.status()).toBe(503);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('You are offline');
    // The app does not start there: it would render the requested URL's route (or the 404 page) over this one.
    await expect(page.locator('script[src]')).toHaveCount(0);
    // What is saved, listed by the worker into the page.
    await expect(page.getByRole('link', {name: VERSION, exact: true})).toHaveAttribute('href', `/docs/${VERSION}/`);

    const unknown = await page.goto('/no-such-page/');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');

    // Files for machines are not saved ("View as Markdown", llms.txt): the offline page says so, not a 404.
    for (const path of [`/docs/${VERSION}/installation.md`, '/llms.txt']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(503);
      await page.waitForLoadState('load');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('You are offline');
    }
  } finally {
    await context.setOffline(false);
  }
});

test('without a network, a page whose script chunk is not in the copy says so and offers to reload', async () => {
  test.setTimeout(60_000);
  const path = `/docs/${VERSION}/configuration/`;
  await page.goto(path);
  await waitForHydration(page);
  // The chunks this page loaded after its entry scripts (its route's code, and the worker registration loaded when
  // idle) leave the copy.
  const chunks = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(({name}) => new URL(name).pathname)
      .filter((pathname) => /^\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/.test(pathname)),
  );
  expect(chunks.length).toBeGreaterThan(0);
  const name = await servedCache();
  await page.evaluate(
    async ({cacheName, urls}) => {
      const cache = await caches.open(cacheName!);
      await Promise.all(urls.map((url) => cache.delete(url)));
    },
    {cacheName: name, urls: chunks},
  );
  // The browser's HTTP cache keeps hashed files for a year: without it, only the copy could answer.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await context.setOffline(true);
  try {
    // A new page: the old one holds the chunk in memory.
    const fresh = await context.newPage();
    await fresh.goto(path);
    const notice = fresh.getByRole('alert').filter({hasText: 'This page could not finish loading'});
    await expect(notice).toBeVisible({timeout: 20_000});
    await expect(notice.getByRole('button', {name: 'Reload'})).toBeVisible();
    await fresh.close();
  } finally {
    await context.setOffline(false);
  }
});

test('turning the control off deletes the saved files and registers the worker without offline mode', async () => {
  test.setTimeout(60_000);
  // On a busy machine the reader may turn it off before the page has registered its worker (it waits for the page to
  // be idle): the control must not depend on that. Here the page never gets idle.
  await page.evaluate((key) => sessionStorage.setItem(key, '1'), NEVER_IDLE);
  await page.goto(`/docs/${VERSION}/`);
  await waitForHydration(page);
  await control().click();
  await panel().getByRole('button', {name: 'Turn off and free the space'}).click();
  await expect(panel().getByRole('status')).toHaveText(/^Offline reading is off/, {timeout: 30_000});
  await expect(control()).toHaveAccessibleName('Offline reading: off');
  expect(await cachedPaths()).toEqual([]);
  await page.evaluate((key) => sessionStorage.removeItem(key), NEVER_IDLE);
  await page.reload();
  await waitForHydration(page);
  await expect(control()).toHaveAccessibleName('Offline reading: off');
  expect(await workerScript()).toContain('offlineMode%22%3Afalse');
});

test('?offlineMode=true offers the new worker in a popup, saves the version being read, and stays on without the query string', async () => {
  // The online worker of the previous step controls the page; the offline one waits behind it.
  test.setTimeout(180_000);
  await page.goto('/docs/2.0.0-beta.21/?offlineMode=true');
  // The reader is told, with the size and a way to the panel.
  const turnedOn = page.getByRole('status').filter({hasText: 'Offline reading is on'});
  await expect(turnedOn).toHaveText(/this docs version and the site pages \([\d.]+ MB\) are being saved/);
  await turnedOn.getByRole('button', {name: 'Offline reading settings'}).click();
  await expect(panel()).toBeVisible();
  await expect(panel().getByRole('checkbox', {name: '2.0.0-beta.21'})).toBeChecked();
  const popup = page.getByText('New version available');
  await expect(popup).toBeVisible({timeout: 150_000});
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL),
  ).toContain('offlineMode%22%3Atrue');
  await page.evaluate(() => sessionStorage.setItem('before-refresh', String(performance.timeOrigin)));
  await page.getByRole('button', {name: 'Refresh'}).click();
  // The page reloads once the waiting worker has taken control; evaluating fails while it navigates.
  await expect
    .poll(() =>
      page
        .evaluate(() => sessionStorage.getItem('before-refresh') !== String(performance.timeOrigin))
        .catch(() => false),
    )
    .toBe(true);
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain('offlineMode%22%3Atrue');
  const paths = await cachedPaths();
  expect(paths).toContain('/docs/2.0.0-beta.21/installation/');
  expect(paths.filter((path) => path.startsWith(`/docs/${VERSION}/`))).toEqual([]);

  // The next page, opened without the query string, keeps the same worker.
  const script = await workerScript();
  await page.goto('/blog/');
  await waitForHydration(page);
  await expect(control()).toHaveAccessibleName('Offline reading: on');
  expect(await workerScript()).toBe(script);
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
    false,
  );
});

test('with localStorage blocked, the panel warns that the choice cannot be stored and still offers to save', async ({
  browser,
}) => {
  const blocked = await browser.newContext();
  try {
    const blockedPage = await blocked.newPage();
    await blockedPage.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await blockedPage.goto(`/docs/${VERSION}/`);
    await waitForHydration(blockedPage);
    await blockedPage.getByRole('button', {name: /^Offline reading/}).click();
    const blockedPanel = blockedPage.getByRole('region', {name: 'Offline reading'});
    await expect(blockedPanel.getByText('This browser does not let the site store your choice')).toBeVisible();
    await expect(blockedPanel.getByRole('button', {name: 'Save for offline reading'})).toBeEnabled();
  } finally {
    await blocked.close();
  }
});
