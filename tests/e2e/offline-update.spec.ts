import {createHash} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import type {BrowserContext, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/**
 * Updates of the offline copy across deployments. Build A is build/; build B is made here from it, as a deployment
 * would differ: one sentence changed (in the pages and the script chunks that render it), those chunks and the entry
 * scripts renamed (new content hashes, references rewritten in every page, the runtime, the offline manifest), a
 * new build id (also in the service worker's precache manifest, so the browser sees a new worker). A small server
 * on its own port serves A, then B, on one origin. Serial, in one browser context: one worker install per build.
 */
// Retried as a group: about one full suite in six, Chromium does not activate the waiting worker after "Refresh"
// (its SKIP_WAITING arrives, the old worker is stopped and started again, and nothing follows within a minute);
// the cause is not found yet (README, Offline reading, Known gaps). A failure that repeats still fails the run.
test.describe.configure({mode: 'serial', retries: 2});

const BUILD = path.resolve(__dirname, '../../build');
const VERSION_PATH = '/docs/2.0.0-beta.21/';
const PAGE = `${VERSION_PATH}installation/`;
const OTHER_PAGE = `${VERSION_PATH}configuration/`;
const SENTENCE = 'This page walks you through creating a new Docusaurus site';
const CHANGED = 'This page (changed in build B) walks you through creating a new Docusaurus site';

type OfflineManifest = {build: string; groups: {files: [string, string, number, number][]}[]};

/** Build B as differences from build A: new files by path, and the paths of A that B no longer has. */
function makeBuildB(): {files: Map<string, Buffer>; removed: Set<string>; entryScripts: string[]} {
  const read = (file: string) => fs.readFileSync(path.join(BUILD, file), 'utf8');
  const js = fs.readdirSync(path.join(BUILD, 'assets/js')).filter((name) => name.endsWith('.js'));
  const changedChunks = js.filter((name) => read(`assets/js/${name}`).includes(SENTENCE));
  const entries = js.filter((name) => /^(main|runtime~main)\.[0-9a-f]+\.js$/.test(name));
  expect(changedChunks.length, 'chunks rendering the sentence').toBeGreaterThan(0);
  expect(entries).toHaveLength(2);
  const hashOf = (name: string) => /\.([0-9a-f]{8,})\.js$/.exec(name)![1];
  const renamed = new Map(
    [...changedChunks, ...entries].map((name) => [
      name,
      name.replace(/\.([0-9a-f]+)\.js$/, (_, hash: string) => `.${[...hash].reverse().join('')}.js`),
    ]),
  );
  const rewrite = (text: string) => {
    let result = text.split(SENTENCE).join(CHANGED);
    for (const [from, to] of renamed) result = result.split(from).join(to);
    return result;
  };

  const files = new Map<string, Buffer>();
  const removed = new Set<string>();
  for (const [from, to] of renamed) {
    let content = rewrite(read(`assets/js/${from}`));
    // The runtime maps chunk ids to their hashes: the renamed chunks' hashes change there too.
    if (from.startsWith('runtime~main.')) {
      for (const chunk of changedChunks)
        content = content.split(`"${hashOf(chunk)}"`).join(`"${hashOf(renamed.get(chunk)!)}"`);
    }
    files.set(`assets/js/${to}`, Buffer.from(content));
    removed.add(`assets/js/${from}`);
  }
  const manifest: OfflineManifest = JSON.parse(read('offline-manifest.json'));
  const buildB = `${manifest.build}-b`;
  for (const group of manifest.groups) {
    group.files = group.files.map(([url, revision, bytes, wire]) => {
      const file = url.endsWith('/') ? `${url.slice(1)}index.html` : url.slice(1);
      const name = path.basename(file);
      if (renamed.has(name)) {
        const to = `assets/js/${renamed.get(name)}`;
        return [`/${to}`, createHash('md5').update(files.get(to)!).digest('hex'), bytes, wire];
      }
      if (!file.endsWith('.html')) return [url, revision, bytes, wire];
      const content = Buffer.from(rewrite(read(file)));
      files.set(file, content);
      return [url, createHash('md5').update(content).digest('hex'), content.length, wire];
    });
  }
  files.set('404.html', Buffer.from(rewrite(read('404.html'))));
  files.set('offline-manifest.json', Buffer.from(JSON.stringify({...manifest, build: buildB})));
  // The worker's precache list names offline-manifest.json with a revision of its own: a new one is a new worker.
  const worker = read('sw.js').replace(/("revision":")([^"]+)(","url":"offline-manifest\.json")/, '$1$2-b$3');
  expect(worker, 'sw.js precaches offline-manifest.json').not.toBe(read('sw.js'));
  files.set('sw.js', Buffer.from(worker));
  return {files, removed, entryScripts: entries.map((name) => renamed.get(name)!)};
}

/** Types of the files the pages and the worker fetch; the rest go as bytes. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

let server: http.Server;
let origin: string;
let buildB: ReturnType<typeof makeBuildB> | undefined;
/** A file whose download the network cuts off (the connection drops): Playwright's routes do not see the worker's. */
let cutOff: string | undefined;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

/** Serves build A, or build B once `buildB` is set; folders by their index.html, unknown paths with 404.html. */
function serve(request: http.IncomingMessage, response: http.ServerResponse): void {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = (pathname.endsWith('/') ? `${pathname}index.html` : pathname).slice(1);
  if (file === cutOff) {
    request.socket.destroy();
    return;
  }
  const overlay = buildB?.files.get(file);
  const onDisk = path.join(BUILD, file);
  const exists =
    !buildB?.removed.has(file) && !file.includes('..') && fs.existsSync(onDisk) && fs.statSync(onDisk).isFile();
  const body = overlay ?? (exists ? fs.readFileSync(onDisk) : undefined);
  const headers = {
    'content-type': TYPES[path.extname(file) || '.html'] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  };
  if (body) response.writeHead(200, headers).end(body);
  else
    response
      .writeHead(404, {...headers, 'content-type': 'text/html'})
      .end(buildB?.files.get('404.html') ?? fs.readFileSync(path.join(BUILD, '404.html')));
}

test.beforeAll(async ({browser}) => {
  server = http.createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  context = await browser.newContext();
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
});

test.afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** A meta record of the offline copies (src/plugins/offline/shared.js), or null. */
function meta(target: Page, entry: string): Promise<{cache?: string; build?: string; message?: string} | null> {
  return target.evaluate(async (key) => {
    const record = await caches.match(`/${key}`, {cacheName: 'docusaurus-offline-meta'});
    return record ? record.json() : null;
  }, entry);
}

/** The workers of the page's registration: whether one installs or waits, and the active one's script URL. */
function workers(target: Page): Promise<{installing: boolean; waiting: boolean; active: string | undefined}> {
  return target.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      installing: Boolean(registration?.installing),
      waiting: Boolean(registration?.waiting),
      active: registration?.active?.scriptURL,
    };
  });
}

/** Asks the browser to check for a new worker now; an update that fails is what some tests want. */
function checkForUpdate(target: Page): Promise<unknown> {
  return target.evaluate(async () =>
    (await navigator.serviceWorker.getRegistration())?.update().catch(() => undefined),
  );
}

/** The script files a page loaded. */
function scripts(target: Page): Promise<string[]> {
  return target.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(({name}) => new URL(name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );
}

test('build A is saved for offline reading', async () => {
  test.setTimeout(180_000);
  await page.goto(`${origin}${VERSION_PATH}?offlineMode=true`);
  await expect.poll(() => meta(page, '__offline-current__'), {timeout: 170_000}).not.toBeNull();
  await page.goto(`${origin}${PAGE}`);
  await waitForHydration(page);
  await expect(page.getByText(SENTENCE)).toBeVisible();
});

test("a worker whose own code does not load never installs: build A's worker keeps the site", async () => {
  test.setTimeout(120_000);
  // Build B is deployed from here on: its worker script differs from build A's.
  buildB = makeBuildB();
  // The worker's code (swCustom) is a chunk of sw.js, loaded with importScripts (src/plugins/pwa/workerGuard.js).
  const chunks = fs.readdirSync(BUILD).filter((name) => /^[0-9]+\.sw\.js$/.test(name));
  expect(chunks, 'the worker chunk').toHaveLength(1);
  const {active} = await workers(page);
  expect(active).toBeDefined();
  // Cut off before any page load: each one checks for a new worker too.
  cutOff = chunks[0];
  try {
    await page.goto(`${origin}${PAGE}`);
    await waitForHydration(page);
    await checkForUpdate(page);
    // Build B's worker script arrived; its chunk did not. Without the guard it would install and wait, with no listener.
    await expect.poll(() => workers(page), {timeout: 60_000}).toEqual({installing: false, waiting: false, active});
  } finally {
    cutOff = undefined;
  }
  await expect(page.getByText('New version available')).toHaveCount(0);
});

test('an update cut off during its download leaves build A whole: offline, pages hydrate, and the panel says so', async () => {
  test.setTimeout(120_000);
  const current = await meta(page, '__offline-current__');
  // The network drops for the new entry script (while the rest of build B downloads).
  cutOff = `assets/js/${buildB!.entryScripts[0]}`;
  await checkForUpdate(page);
  await expect.poll(() => meta(page, '__offline-failure__'), {timeout: 100_000}).not.toBeNull();
  expect(await meta(page, '__offline-current__')).toEqual(current);
  cutOff = undefined;

  await context.setOffline(true);
  try {
    for (const path of [PAGE, '/', OTHER_PAGE]) {
      errors.length = 0;
      const response = await page.goto(`${origin}${path}`);
      expect(response?.fromServiceWorker(), path).toBe(true);
      await waitForHydration(page);
      // Links to pages that are not saved (other versions) are prefetched and fail offline; nothing else may fail.
      expect(
        errors.filter((text) => !text.startsWith('Failed to load resource')),
        path,
      ).toEqual([]);
      await expect(page.getByText('This page could not finish loading')).toHaveCount(0);
    }
    await page.goto(`${origin}${PAGE}`);
    await waitForHydration(page);
    await expect(page.getByText(SENTENCE)).toBeVisible();
    await page.getByRole('button', {name: /^Offline reading/}).click();
    await expect(page.getByText('The last update of the offline copy failed')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('while build B waits, every page is build A whole; "Refresh" moves every open tab to build B', async () => {
  test.setTimeout(180_000);
  await page.goto(`${origin}${PAGE}`);
  await waitForHydration(page);
  // The reader accepts only once build B's worker is installed and waiting.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect.poll(() => workers(page), {timeout: 170_000}).toMatchObject({installing: false, waiting: true});
  await expect(page.getByText('New version available')).toBeVisible({timeout: 170_000});

  // A tab opened now still gets build A: its HTML and its scripts.
  const other = await context.newPage();
  const otherErrors: string[] = [];
  other.on('pageerror', (error) => otherErrors.push(error.message));
  await other.goto(`${origin}${PAGE}`);
  await waitForHydration(other);
  await expect(other.getByText(SENTENCE)).toBeVisible();
  expect((await scripts(other)).some((script) => buildB!.entryScripts.some((entry) => script.endsWith(entry)))).toBe(
    false,
  );

  // Nothing of build A is still loading when the reader accepts: the waiting worker takes over once the old one is idle.
  await Promise.all([page, other].map((tab) => tab.waitForLoadState('networkidle')));
  const before = await Promise.all([page, other].map((tab) => tab.evaluate(() => performance.timeOrigin)));
  await page.getByRole('button', {name: 'Refresh'}).click();
  for (const [index, tab] of [page, other].entries()) {
    await expect
      .poll(() => tab.evaluate(() => performance.timeOrigin).catch(() => before[index]), {
        // The reload waits for the new worker's activation, which a loaded machine can slow down.
        timeout: 60_000,
        message: `${index === 0 ? 'the tab that accepted' : 'the other tab'} reloads`,
      })
      .not.toBe(before[index]);
    await tab.waitForLoadState('load');
    await waitForHydration(tab);
    await expect(tab.getByText(CHANGED)).toBeVisible();
    const loaded = await scripts(tab);
    for (const entry of buildB!.entryScripts)
      expect(
        loaded.some((script) => script.endsWith(entry)),
        entry,
      ).toBe(true);
  }
  expect(otherErrors).toEqual([]);
  expect((await meta(page, '__offline-current__'))?.build).toMatch(/-b$/);
});
