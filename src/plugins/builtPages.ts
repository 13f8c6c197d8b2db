// One pass over the built pages for every plugin that reads them after the build (search index, Markdown twins,
// version comparison). Each page's HTML is read once, before any postBuild step changes it (the version notes), and
// handed to each consumer that wants it; a consumer's result for a page is cached by content hash in
// node_modules/.cache, so a rebuild redoes only the pages that changed.
//
// Docusaurus loads each plugin's file with a module cache of its own and runs the plugins' postBuild hooks at the
// same time: consumers register on globalThis when their plugin is created, and the walk starts once every
// registered consumer has asked for its results (so each can decide in its postBuild which pages it wants).
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {recordTiming} from '../../scripts/lib/build-timings.mjs';

/** A built page as consumers see it: where it is and its prerendered HTML, as Docusaurus wrote it. */
export type BuiltPage = {
  /** Route path with the base URL and trailing slash, e.g. `/docs/installation/`. */
  url: string;
  /** The HTML file, absolute. */
  file: string;
  html: string;
};

/** What a consumer does with each page it wants; `visit` must depend only on the page and `cacheKey`. */
export type PageConsumer<T> = {
  name: string;
  /** Whether the consumer reads this page (route path with the base URL). */
  wants: (url: string) => boolean;
  /** The consumer's result for one page: JSON-serialisable, so it can be cached. */
  visit: (page: BuiltPage) => T;
  /** Anything besides the page that the results depend on (options such as the site title). */
  cacheKey: string;
  /** Folders and files of the code that makes the results: a change in them invalidates the cache. */
  code: readonly string[];
};

/** Where the consumers' result caches live under the site: Docusaurus's own `clear` command removes them. */
export const CACHE_DIR = path.join('node_modules', '.cache', 'built-pages');

/** What every walk needs, from the postBuild props of whichever consumer starts it. */
export type WalkOptions = {outDir: string; siteDir: string; baseUrl: string; routesPaths: readonly string[]};

type Results = Map<string, Map<string, unknown>>;

type Registry = {
  consumers: Map<string, PageConsumer<unknown>>;
  /** Consumers that asked for their results in this build, and the walk all of them wait for. */
  asked: Set<string>;
  walk: Deferred<Results>;
};

type Deferred<T> = {promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void};

// Promise.withResolvers, which Node.js 20 lacks.
function deferred<T>(): Deferred<T> {
  const result = {} as Deferred<T>;
  result.promise = new Promise<T>((resolve, reject) => Object.assign(result, {resolve, reject}));
  return result;
}

const REGISTRY = Symbol.for('docusaurus-versioned-site/built-pages');
const shared = globalThis as typeof globalThis & {[REGISTRY]?: Registry};

function registry(): Registry {
  return (shared[REGISTRY] ??= {consumers: new Map(), asked: new Set(), walk: deferred()});
}

/**
 * Registers a consumer of the built pages; call it when the plugin is created, before any postBuild starts.
 * Returns the function its postBuild calls for its results: page URL → result, in route order.
 */
export function registerPageConsumer<T>(consumer: PageConsumer<T>): (options: WalkOptions) => Promise<Map<string, T>> {
  const current = registry();
  current.consumers.set(consumer.name, consumer as PageConsumer<unknown>);
  // A new build in the same process (tests, `docusaurus build` of several locales) walks again.
  current.asked.clear();
  current.walk = deferred();
  return async (options) => {
    const {walk, asked, consumers} = current;
    asked.add(consumer.name);
    if (asked.size === consumers.size) walkPages(consumers, options).then(walk.resolve, walk.reject);
    return (await walk.promise).get(consumer.name) as Map<string, T>;
  };
}

/** The HTML file Docusaurus prerendered a route (path without the base URL) to, in its trailing-slash or `.html` form. */
export function routeFile(outDir: string, url: string): string | undefined {
  const relative = decodeURIComponent(url);
  const candidates = relative.endsWith('.html')
    ? [relative]
    : [path.join(relative, 'index.html'), `${relative.replace(/\/$/, '')}.html`];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => fs.existsSync(file));
}

// The page's bundles change name whenever any code or content of the site changes: they are not what a page says.
const ASSET_TAGS = /<script[^>]*\ssrc="?\/[^>]*><\/script>|<link[^>]*\srel="?(?:stylesheet|preload|prefetch)[^>]*>/g;

/** The content of a page that its results depend on: its HTML less the links to the site's bundles. */
export function pageContentKey(html: string): string {
  return html.replace(ASSET_TAGS, '');
}

function hashFiles(paths: readonly string[]): string {
  const hash = createHash('sha256');
  const add = (file: string): void => {
    const stats = fs.statSync(file, {throwIfNoEntry: false});
    if (!stats) return;
    if (stats.isDirectory()) {
      for (const entry of fs.readdirSync(file).sort()) add(path.join(file, entry));
      return;
    }
    hash.update(file).update(fs.readFileSync(file));
  };
  paths.forEach(add);
  return hash.digest('hex');
}

type CacheFile = {code: string; results: Record<string, unknown>};

function readCache(file: string, code: string): Record<string, unknown> {
  try {
    const cache = JSON.parse(fs.readFileSync(file, 'utf8')) as CacheFile;
    return cache.code === code ? cache.results : {};
  } catch {
    // No cache yet, or one from an interrupted write: start empty.
    return {};
  }
}

/** Reads every route's page once and gives it to the consumers that want it (cached results where possible). */
async function walkPages(
  consumers: Map<string, PageConsumer<unknown>>,
  {outDir, siteDir, baseUrl, routesPaths}: WalkOptions,
): Promise<Map<string, Map<string, unknown>>> {
  const started = performance.now();
  const cacheDir = path.join(siteDir, CACHE_DIR);
  const dependencies = hashFiles([path.join(siteDir, 'package-lock.json')]);
  const states = [...consumers.values()].map((consumer) => {
    const code = `${dependencies}:${hashFiles(consumer.code)}:${consumer.cacheKey}`;
    const file = path.join(cacheDir, `${consumer.name}.json`);
    return {
      consumer,
      code,
      file,
      cached: readCache(file, code),
      used: {} as Record<string, unknown>,
      results: new Map<string, unknown>(),
      ms: 0,
      visited: 0,
    };
  });
  let pages = 0;
  for (const url of new Set(routesPaths)) {
    const readers = states.filter((state) => state.consumer.wants(url));
    if (readers.length === 0) continue;
    const file = url.startsWith(baseUrl) ? routeFile(outDir, url.slice(baseUrl.length - 1)) : undefined;
    if (!file) continue;
    const html = fs.readFileSync(file, 'utf8');
    const content = createHash('sha256').update(url).update('\0').update(pageContentKey(html)).digest('hex');
    pages += 1;
    for (const state of readers) {
      let result = state.cached[content];
      if (result === undefined) {
        const visitStarted = performance.now();
        result = state.consumer.visit({url, file, html});
        state.ms += performance.now() - visitStarted;
        state.visited += 1;
      }
      state.used[content] = result;
      state.results.set(url, result);
    }
  }
  fs.mkdirSync(cacheDir, {recursive: true});
  for (const state of states) {
    // Only this build's entries are kept, so the cache does not grow with every edit.
    fs.writeFileSync(state.file, JSON.stringify({code: state.code, results: state.used} satisfies CacheFile));
    recordTiming(
      `pages: ${state.consumer.name} (${state.results.size - state.visited} cached)`,
      state.ms,
      state.visited,
    );
  }
  recordTiming(
    'pages: read, hash and cache',
    performance.now() - started - states.reduce((t, s) => t + s.ms, 0),
    pages,
  );
  return new Map(states.map((state) => [state.consumer.name, state.results]));
}
