// Custom service worker code for plugin-pwa (its `swCustom` option), bundled from plain JavaScript by the plugin.
// The stock worker precaches only `offline-manifest.json` (see offlineManifestTransform); this code saves the
// groups the reader chose (registration parameter `groups`) into one cache, serves from it, and answers pages
// that are not saved with the site's offline page, and unknown URLs with the 404 page, when the network is down.
import {
  CACHE_NAME,
  OFFLINE_MANIFEST_FILE,
  OFFLINE_PAGE,
  REVISION_HEADER,
  SEARCH_MANIFEST,
  SITE_GROUP,
  STATE_ENTRY,
  filesToSave,
} from './shared';

/** @typedef {import('./manifestTypes').OfflineManifest} OfflineManifest */
/** @typedef {import('./manifestTypes').OfflineState} OfflineState */

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const scope = new URL(sw.registration.scope).pathname;
const DOWNLOADS_AT_ONCE = 6;

/** @param {string} path */
const local = (path) => `${scope}${path}`;

/** @returns {Promise<OfflineManifest>} */
async function fetchManifest() {
  const response = await fetch(local(OFFLINE_MANIFEST_FILE), {cache: 'no-store'});
  if (!response.ok) throw new Error(`offline: ${OFFLINE_MANIFEST_FILE} answered ${response.status}`);
  return response.json();
}

/**
 * @param {OfflineManifest} manifest
 * @param {string[]} groups
 */
async function wantedFiles(manifest, groups) {
  const response = await fetch(local(SEARCH_MANIFEST), {cache: 'no-store'});
  return filesToSave(manifest, response.ok ? await response.json() : undefined, groups, scope);
}

/**
 * Saves what is wanted and not yet saved at its revision. Nothing is deleted here: an older worker may still
 * serve the cache until this one activates (see `prune`).
 * @param {string[]} groups
 */
async function download(groups) {
  const manifest = await fetchManifest();
  const wanted = await wantedFiles(manifest, groups);
  const cache = await caches.open(CACHE_NAME);
  const missing = [];
  for (const file of wanted) {
    const cached = await cache.match(file.url);
    if (cached?.headers.get(REVISION_HEADER) !== file.revision) missing.push(file);
  }
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const file = missing[next++];
      const response = await fetch(file.url, {cache: 'no-cache'});
      if (!response.ok) throw new Error(`offline: ${file.url} answered ${response.status}`);
      const headers = new Headers(response.headers);
      // The body is stored decoded: headers about the transfer would describe other bytes.
      for (const name of ['content-encoding', 'content-length', 'transfer-encoding']) headers.delete(name);
      headers.set(REVISION_HEADER, file.revision);
      await cache.put(file.url, new Response(await response.blob(), {status: 200, headers}));
    }
  };
  await Promise.all(Array.from({length: DOWNLOADS_AT_ONCE}, worker));
  /** @type {OfflineState} */
  const state = {groups, build: manifest.build};
  await cache.put(
    local(STATE_ENTRY),
    new Response(JSON.stringify(state), {headers: {'content-type': 'application/json'}}),
  );
  return wanted;
}

/**
 * Drops what the current choice no longer wants.
 * @param {string[]} groups
 */
async function prune(groups) {
  const manifest = await fetchManifest().catch(() => undefined);
  // Offline, keep everything: pruning needs the list of what to keep.
  if (!manifest) return;
  const keep = new Set((await wantedFiles(manifest, groups)).map(({url}) => new URL(url, sw.location.href).href));
  keep.add(new URL(local(STATE_ENTRY), sw.location.href).href);
  const cache = await caches.open(CACHE_NAME);
  for (const request of await cache.keys()) {
    if (!keep.has(request.url)) await cache.delete(request);
  }
}

/** @returns {Promise<OfflineManifest | undefined>} */
async function cachedManifest() {
  const response = await caches.match(local(OFFLINE_MANIFEST_FILE), {cacheName: CACHE_NAME});
  return response?.json();
}

/**
 * The offline page, with the saved groups listed where the page leaves room for them. The page cannot
 * hydrate under another URL (its route's code is not saved), so the list is written into its HTML here.
 * @param {Response} page
 */
async function offlinePage(page) {
  const manifest = await cachedManifest();
  const stateResponse = await caches.match(local(STATE_ENTRY), {cacheName: CACHE_NAME});
  /** @type {OfflineState | undefined} */
  const state = await stateResponse?.json();
  const saved = new Set([SITE_GROUP, ...(state?.groups ?? [])]);
  const items = (manifest?.groups ?? [])
    .filter((group) => saved.has(group.id))
    .map((group) => `<li><a href="${group.path}">${group.label.replace(/[<&]/g, '')}</a></li>`)
    .join('');
  const html = (await page.text()).replace(
    /(<ul[^>]*data-offline-available[^>]*>)(<\/ul>)/,
    (_, open, close) => `${open}${items}${close}`,
  );
  return new Response(html, {status: 503, headers: {'content-type': 'text/html; charset=utf-8'}});
}

/**
 * For a navigation the network could not answer: the offline page for a page of the site, the 404 page
 * (status 404) for a URL the site does not have.
 * @param {URL} url
 * @returns {Promise<Response>}
 */
async function fallback(url) {
  const manifest = await cachedManifest();
  const path = url.pathname.endsWith('/') || /\.[a-z]+$/i.test(url.pathname) ? url.pathname : `${url.pathname}/`;
  if (manifest && !manifest.pages.includes(path)) {
    const notFound = await caches.match(local('404.html'), {cacheName: CACHE_NAME});
    if (notFound) return new Response(notFound.body, {status: 404, headers: notFound.headers});
  }
  const page = await caches.match(local(OFFLINE_PAGE), {cacheName: CACHE_NAME});
  return page ? offlinePage(page) : Response.error();
}

/** @param {Request} request */
async function respond(request) {
  const url = new URL(request.url);
  const cache = await caches.open(CACHE_NAME);
  const candidates = [url.pathname];
  if (!url.pathname.endsWith('/') && !/\.[a-z0-9]+$/i.test(url.pathname)) candidates.push(`${url.pathname}/`);
  for (const candidate of candidates) {
    const cached = await cache.match(candidate);
    if (cached) return cached;
  }
  try {
    return await fetch(request);
  } catch (error) {
    if (request.mode === 'navigate') return fallback(url);
    throw error;
  }
}

/** @param {{offlineMode: boolean; debug: boolean; groups?: string[]}} params */
export default function offlineGroups(params) {
  const enabled = params.offlineMode;
  const groups = params.groups ?? [];

  sw.addEventListener('install', (event) => {
    if (enabled) event.waitUntil(download(groups));
  });

  sw.addEventListener('activate', (event) => {
    event.waitUntil(
      (enabled ? prune(groups) : caches.delete(CACHE_NAME).then(() => undefined)).then(() => sw.clients.claim()),
    );
  });

  sw.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (!enabled || event.request.method !== 'GET' || url.origin !== sw.location.origin) return;
    // The stock worker answers its own precache entry.
    if (url.pathname === local(OFFLINE_MANIFEST_FILE)) return;
    event.respondWith(respond(event.request));
  });
}
