// Custom service worker code for plugin-pwa (its `swCustom` option), bundled from plain JavaScript by the plugin.
// The stock worker precaches only `offline-manifest.json` (see offlineManifestTransform); this code saves the
// groups the reader chose (registration parameter `groups`), serves them, and answers pages that are not saved with
// the site's offline page, and unknown URLs with the 404 page, when the network is down.
//
// Copies are atomic and versioned, as Workbox's precache is: a worker downloads its build into a cache of that
// build's own (files whose revision did not change are copied from the copy being served, not downloaded again)
// and records it as pending only once every file is in; the copy being served changes when the worker activates,
// which is when the reader accepts "New version available" (every open tab then reloads, see
// client/registration.ts). An interrupted download fails the install: the copy being served stays whole, the
// partial cache is deleted and the failure is recorded for the offline panel.
import {
  CURRENT_ENTRY,
  COPY_CACHE_PREFIX,
  FAILURE_ENTRY,
  LEGACY_CACHES,
  META_CACHE,
  OFFLINE_MANIFEST_FILE,
  OFFLINE_PAGE,
  PENDING_ENTRY,
  REVISION_HEADER,
  SEARCH_MANIFEST,
  SITE_GROUP,
  STATE_ENTRY,
  copyCacheName,
  currentCopy,
  deleteOfflineCaches,
  filesToSave,
  readMeta,
} from './shared';

/** @typedef {import('./manifestTypes').OfflineManifest} OfflineManifest */
/** @typedef {import('./manifestTypes').OfflineState} OfflineState */

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const scope = new URL(sw.registration.scope).pathname;
const DOWNLOADS_AT_ONCE = 6;

/** @param {string} path */
const local = (path) => `${scope}${path}`;

/**
 * @param {string} entry
 * @param {unknown} value
 */
async function writeMeta(entry, value) {
  const meta = await caches.open(META_CACHE);
  await meta.put(local(entry), new Response(JSON.stringify(value), {headers: {'content-type': 'application/json'}}));
}

/** @param {string} entry */
async function deleteMeta(entry) {
  const meta = await caches.open(META_CACHE);
  await meta.delete(local(entry));
}

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
 * Saves the chosen groups of the deployed build into that build's copy, then records the copy as pending. The
 * copy being served is never written to, unless it is this same build's (a new choice of versions), where files
 * can only be added.
 * @param {string[]} groups
 */
async function download(groups) {
  let build = '';
  try {
    const manifest = await fetchManifest();
    build = manifest.build;
    const name = copyCacheName(build);
    const wanted = await wantedFiles(manifest, groups);
    const copy = await caches.open(name);
    const current = await currentCopy(scope);
    const previous = current && current.cache !== name ? await caches.open(current.cache) : undefined;
    let next = 0;
    const worker = async () => {
      while (next < wanted.length) {
        const {url, revision} = wanted[next++];
        const own = await copy.match(url);
        if (own?.headers.get(REVISION_HEADER) === revision) continue;
        const earlier = await previous?.match(url);
        if (earlier?.headers.get(REVISION_HEADER) === revision) {
          await copy.put(url, earlier);
          continue;
        }
        const response = await fetch(url, {cache: 'no-cache'});
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const headers = new Headers(response.headers);
        // The body is stored decoded: headers about the transfer would describe other bytes.
        for (const header of ['content-encoding', 'content-length', 'transfer-encoding']) headers.delete(header);
        headers.set(REVISION_HEADER, revision);
        await copy.put(url, new Response(await response.blob(), {status: 200, headers}));
      }
    };
    await Promise.all(Array.from({length: DOWNLOADS_AT_ONCE}, worker));
    // A deployment during the download would have mixed two builds' files in this copy: start again next time.
    if ((await fetchManifest()).build !== build) throw new Error('the site was deployed again during the download');
    /** @type {OfflineState} */
    const state = {groups, build};
    await copy.put(
      local(STATE_ENTRY),
      new Response(JSON.stringify(state), {headers: {'content-type': 'application/json'}}),
    );
    await writeMeta(PENDING_ENTRY, {cache: name, build});
    await deleteMeta(FAILURE_ENTRY);
  } catch (error) {
    const current = await currentCopy(scope);
    // A partial copy of another build is dropped; the copy being served stays as it is.
    if (build && current?.build !== build) await caches.delete(copyCacheName(build));
    const message = error instanceof Error ? error.message : String(error);
    /** @type {import('./manifestTypes').OfflineFailure} */
    const failure = {build, at: new Date().toISOString(), message};
    await writeMeta(FAILURE_ENTRY, failure);
    throw error;
  }
}

/**
 * Makes the pending copy the one served, drops every other copy, and drops what the current choice no longer
 * wants from it (the cached manifest says what that is: pruning works without a network).
 * @param {string[]} groups
 */
async function switchCopies(groups) {
  /** @type {{cache: string; build: string} | undefined} */
  const pending = await readMeta(scope, PENDING_ENTRY);
  const served = await currentCopy(scope);
  const current = pending ?? served;
  if (pending) {
    await writeMeta(CURRENT_ENTRY, pending);
    await deleteMeta(PENDING_ENTRY);
  }
  for (const name of await caches.keys()) {
    if ((name.startsWith(COPY_CACHE_PREFIX) && name !== current?.cache) || LEGACY_CACHES.includes(name)) {
      await caches.delete(name);
    }
  }
  // A new build's copy holds just what its download wanted. Only a copy changed in place (a new choice of versions
  // on the same build) can hold files the choice no longer wants; pruning costs a cache operation per file, and
  // every tab's reload onto the new build waits for this activation.
  if (!current || (pending && pending.cache !== served?.cache)) return;
  const copy = await caches.open(current.cache);
  const manifest = await (await copy.match(local(OFFLINE_MANIFEST_FILE)))?.json();
  const search = await (await copy.match(local(SEARCH_MANIFEST)))?.json();
  if (!manifest) return;
  const keep = new Set(
    filesToSave(manifest, search, groups, scope).map(({url}) => new URL(url, sw.location.href).href),
  );
  keep.add(new URL(local(STATE_ENTRY), sw.location.href).href);
  for (const request of await copy.keys()) {
    if (!keep.has(request.url)) await copy.delete(request);
  }
}

/** @returns {Promise<Cache | undefined>} */
async function servedCopy() {
  const current = await currentCopy(scope);
  return current && (await caches.has(current.cache)) ? caches.open(current.cache) : undefined;
}

/**
 * The offline page, with the saved groups listed where the page leaves room for them, and without its script
 * files: under another URL the app would start on that URL's route and render it (or, for a URL no route has, the
 * 404 page) over this one, so the page stays the static document its HTML is. Inline scripts (the colour mode)
 * stay.
 * @param {Cache} copy
 * @param {Response} page
 */
async function offlinePage(copy, page) {
  /** @type {OfflineManifest | undefined} */
  const manifest = await (await copy.match(local(OFFLINE_MANIFEST_FILE)))?.json();
  /** @type {OfflineState | undefined} */
  const state = await (await copy.match(local(STATE_ENTRY)))?.json();
  const saved = new Set([SITE_GROUP, ...(state?.groups ?? [])]);
  const items = (manifest?.groups ?? [])
    .filter((group) => saved.has(group.id))
    .map((group) => `<li><a href="${group.path}">${group.label.replace(/[<&]/g, '')}</a></li>`)
    .join('');
  const html = (await page.text())
    .replace(/(<ul[^>]*data-offline-available[^>]*>)(<\/ul>)/, (_, open, close) => `${open}${items}${close}`)
    .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, '');
  return new Response(html, {status: 503, headers: {'content-type': 'text/html; charset=utf-8'}});
}

/**
 * For a navigation the network could not answer: the 404 page (status 404) for a URL the site does not have, the
 * offline page for anything else the site has but this copy does not (a page of a version not saved, a Markdown
 * twin, `llms.txt`).
 * @param {Cache | undefined} copy
 * @param {URL} url
 * @returns {Promise<Response>}
 */
async function fallback(copy, url) {
  if (!copy) return Response.error();
  /** @type {OfflineManifest | undefined} */
  const manifest = await (await copy.match(local(OFFLINE_MANIFEST_FILE)))?.json();
  const path = url.pathname.endsWith('/') || /\.[a-z]+$/i.test(url.pathname) ? url.pathname : `${url.pathname}/`;
  const isTwin = /\.md$/.test(path) || /(^|\/)llms[^/]*\.txt$/.test(path);
  if (manifest && !isTwin && !manifest.pages.includes(path)) {
    const notFound = await copy.match(local('404.html'));
    if (notFound) return new Response(notFound.body, {status: 404, headers: notFound.headers});
  }
  const page = await copy.match(local(OFFLINE_PAGE));
  return page ? offlinePage(copy, page) : Response.error();
}

/** @param {Request} request */
async function respond(request) {
  const url = new URL(request.url);
  const copy = await servedCopy();
  const candidates = [url.pathname];
  if (!url.pathname.endsWith('/') && !/\.[a-z0-9]+$/i.test(url.pathname)) candidates.push(`${url.pathname}/`);
  for (const candidate of copy ? candidates : []) {
    const cached = await copy?.match(candidate);
    if (cached) return cached;
  }
  try {
    return await fetch(request);
  } catch (error) {
    if (request.mode === 'navigate') return fallback(copy, url);
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
    event.waitUntil((enabled ? switchCopies(groups) : deleteOfflineCaches()).then(() => sw.clients.claim()));
  });

  sw.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (!enabled || event.request.method !== 'GET' || url.origin !== sw.location.origin) return;
    // The stock worker answers its own precache entry.
    if (url.pathname === local(OFFLINE_MANIFEST_FILE)) return;
    event.respondWith(respond(event.request));
  });
}
