import {test, expect, waitForHydration} from './fixtures';
import type {Page, Request} from '@playwright/test';

const isChunk = (request: Request) => new URL(request.url()).pathname.startsWith('/assets/js/');

/** Collects the JavaScript chunks the page loads as scripts (not prefetch hints), and which are still in flight. */
function watchScriptChunks(page: Page): {loaded: Set<string>; pending: Set<string>} {
  const loaded = new Set<string>();
  const pending = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script' || !isChunk(request)) return;
    loaded.add(request.url());
    pending.add(request.url());
  });
  const settle = (request: Request) => pending.delete(request.url());
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {loaded, pending};
}

/** Waits until no new prefetch has started for half a second: viewport prefetches run when the page is idle. */
async function prefetchesSettled(prefetched: Set<string>): Promise<void> {
  let previousCount = -1;
  await expect
    .poll(
      () => {
        const settled = prefetched.size === previousCount;
        previousCount = prefetched.size;
        return settled;
      },
      {intervals: [500]},
    )
    .toBe(true);
}

test('hovering a link to an unvisited page loads that page’s code before the click', async ({page}) => {
  const chunks = watchScriptChunks(page);
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  await expect.poll(() => chunks.pending.size).toBe(0);
  const loadedByThisPage = new Set(chunks.loaded);

  const showcase = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Showcase', exact: true});
  await showcase.hover();
  await expect.poll(() => [...chunks.loaded].filter((url) => !loadedByThisPage.has(url)).length).toBeGreaterThan(0);
  await expect.poll(() => chunks.pending.size).toBe(0);
  const loadedByHover = new Set(chunks.loaded);

  // The hover fetched everything the showcase needs: following the link loads no further code.
  await showcase.click();
  await expect(page.getByRole('heading', {level: 1})).toContainText('Showcase');
  expect([...chunks.loaded].filter((url) => !loadedByHover.has(url))).toEqual([]);
});

test('a link scrolled into view prefetches the code of its page', async ({page}) => {
  const prefetched = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'other' && isChunk(request)) prefetched.add(request.url());
  });
  const chunks = watchScriptChunks(page);
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  await expect.poll(() => chunks.pending.size).toBe(0);
  await prefetchesSettled(prefetched);
  const prefetchedBeforeScroll = new Set(prefetched);

  // The footer's Team link is below the fold, and the only link to /community/team/ on this page.
  const team = page.getByRole('contentinfo').getByRole('link', {name: 'Team', exact: true});
  await team.scrollIntoViewIfNeeded();
  await expect.poll(() => [...prefetched].filter((url) => !prefetchedBeforeScroll.has(url)).length).toBeGreaterThan(0);
  await prefetchesSettled(prefetched);

  // The team page then runs only code that was prefetched, some of it because its link came into view.
  const loadedBeforeClick = new Set(chunks.loaded);
  await team.click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Team');
  const loadedByClick = [...chunks.loaded].filter((url) => !loadedBeforeClick.has(url));
  expect(loadedByClick.filter((url) => !prefetched.has(url))).toEqual([]);
  expect(loadedByClick.filter((url) => !prefetchedBeforeScroll.has(url)).length).toBeGreaterThan(0);
});

test('viewport prefetches wait for idle time (src/clientModules/idlePrefetch.ts)', async ({page}) => {
  // Idle callbacks are held until the test releases them: a prefetch that starts meanwhile did not go through the
  // idle queue, e.g. because Docusaurus no longer calls window.docusaurus.prefetch for links in view.
  type IdleWindow = Window & {releaseIdleCallbacks: () => number};
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    const idleWindow = window as unknown as IdleWindow;
    idleWindow.requestIdleCallback = (callback) => held.push(callback);
    idleWindow.releaseIdleCallbacks = () => {
      const callbacks = held.splice(0);
      for (const callback of callbacks) callback({didTimeout: false, timeRemaining: () => 50});
      return callbacks.length;
    };
  });
  const prefetched = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'other' && isChunk(request)) prefetched.add(request.url());
  });
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  const release = () => page.evaluate(() => (window as unknown as IdleWindow).releaseIdleCallbacks());

  // The links in view have queued their prefetches, and none has started.
  await page.waitForTimeout(1000);
  expect(prefetched.size).toBe(0);
  expect(await release()).toBeGreaterThan(0);
  await expect
    .poll(async () => {
      await release();
      return prefetched.size;
    })
    .toBeGreaterThan(0);
});
