// One pass over the built pages for every plugin that reads them after the build (search index, Markdown twins,
// version comparison, print pages, offline manifest). Each page's HTML is read before any postBuild step changes it
// (the version notes) and handed to each consumer that wants it; a consumer's result for a page is cached by content
// hash in node_modules/.cache, so a rebuild redoes only the pages that changed. The walk reads every page once to
// find the results it has, then reads again the pages that still need work. With 2 cores or more, and enough such
// pages, that work runs on worker threads (when every consumer can run there), handed out one page per free worker,
// so no step holds every page, or more than a few parsed pages, at once.
//
// Docusaurus loads each plugin's file with a module cache of its own and runs the plugins' postBuild hooks at the
// same time: consumers register on globalThis when their plugin is created, and the walk starts once every
// registered consumer has asked for its results (so each can decide in its postBuild which pages it wants).
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {recordTiming} from '../../scripts/lib/build-timings.mjs';
import {pageContentKey} from './pageParts';

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
  /**
   * The consumer's result for one page: JSON-serialisable, so it can be cached. It is cached by the page's HTML less
   * its links to the bundles (`pageContentKey`: their names change with any edit to the site), so it must not
   * depend on those links.
   */
  visit: (page: BuiltPage) => T;
  /** Anything besides the page that the results depend on (options such as the site title). */
  cacheKey: string;
  /** Folders and files of the code that makes the results: a change in them invalidates the cache. */
  code: readonly string[];
  /**
   * The same work as `visit` for a worker thread: `module`'s export `exportName`, called as `(page, options)`
   * (options must survive structured cloning). Without it, the consumer's pages are visited on the main thread.
   */
  worker?: {module: string; exportName: string; options?: unknown};
  /**
   * Cheap per page (a few ms): visited on the main thread as each page is read, even when workers run the others,
   * which then get the pages of the other consumers only.
   */
  light?: boolean;
};

/** Where the consumers' result caches live under the site: Docusaurus's own `clear` command removes them. */
export const CACHE_DIR = path.join('node_modules', '.cache', 'built-pages');

/** What every walk needs, from the postBuild props of whichever consumer starts it. */
export type WalkOptions = {
  outDir: string;
  siteDir: string;
  baseUrl: string;
  routesPaths: readonly string[];
  /** Worker threads for the per-page work (below 2: none, the main thread does it); see `DEFAULT_THREADS`. */
  threads?: number;
  /** Fewer pages to visit than this, and the main thread visits them; see `POOL_MIN_PAGES`. */
  poolMinPages?: number;
};

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

/** Forgets every registered consumer: for tests, whose files share one process's globalThis. */
export function forgetPageConsumers(): void {
  delete shared[REGISTRY];
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

type WorkerConsumer = {name: string} & NonNullable<PageConsumer<unknown>['worker']>;
type VisitResults = {results: Record<string, unknown>; ms: Record<string, number>};
type Reply = {id: number; error?: string} & Partial<VisitResults>;

/** Worker threads that visit pages for the consumers, one page at a time each. */
class VisitPool {
  private readonly workers: Worker[];
  private readonly idle: Worker[];
  private readonly waiting: (() => void)[] = [];
  private readonly pending = new Map<
    number,
    {resolve: (value: VisitResults) => void; reject: (error: Error) => void}
  >();
  private nextId = 0;
  /** Set when a worker died (its code failed to load, or it crashed): every visit then fails with it. */
  private failure: Error | undefined;

  constructor(size: number, consumers: WorkerConsumer[]) {
    this.workers = Array.from({length: size}, () => {
      const worker = new Worker(path.join(__dirname, 'builtPagesWorker.mjs'), {workerData: {consumers}});
      worker.on('message', ({id, error, results, ms}: Reply) => {
        const task = this.pending.get(id)!;
        this.pending.delete(id);
        this.release(worker);
        if (error !== undefined) task.reject(new Error(error));
        else task.resolve({results: results!, ms: ms!});
      });
      worker.on('error', (error) => {
        this.failure ??= error;
        for (const task of this.pending.values()) task.reject(error);
        this.pending.clear();
        for (const resume of this.waiting.splice(0)) resume();
      });
      return worker;
    });
    this.idle = [...this.workers];
  }

  private release(worker: Worker): void {
    this.idle.push(worker);
    this.waiting.shift()?.();
  }

  /** Resolves once a worker is free: the walk reads the next page only then, so few pages are in memory at once. */
  async free(): Promise<void> {
    if (this.idle.length === 0 && !this.failure) await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Visits one page for the named consumers on the next free worker (call after `free`). */
  visit(page: BuiltPage, consumers: string[]): Promise<VisitResults> {
    if (this.failure) return Promise.reject(this.failure);
    const worker = this.idle.pop()!;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve, reject});
      worker.postMessage({id, page, consumers});
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/**
 * One worker per core. The compressions the offline plugin runs on libuv's threads meanwhile share the cores: on
 * the main thread, the walk kept one core busy while the compressions, done early, left the other idle (cold build
 * on 2 cores, 27 Nov 2026: postBuild 28.8 s, 1.2 cores used during the walk); on two workers both cores stay busy
 * (25.0 s, peak RSS 1.72 GB against 1.91 GB), although each worker spends ~1 s of CPU loading the consumers' code.
 */
const DEFAULT_THREADS = os.availableParallelism();

/** Below this many pages to visit (a rebuild after an edit), the main thread visits them: no worker is started. */
const POOL_MIN_PAGES = 20;

/** Reads every route's page once and gives it to the consumers that want it (cached results where possible). */
async function walkPages(
  consumers: Map<string, PageConsumer<unknown>>,
  {outDir, siteDir, baseUrl, routesPaths, threads = DEFAULT_THREADS, poolMinPages = POOL_MIN_PAGES}: WalkOptions,
): Promise<Map<string, Map<string, unknown>>> {
  const started = performance.now();
  // The main thread's own time: other plugins' postBuild steps run while the walk awaits, and are not its cost.
  let ownMs = 0;
  let resumed = started;
  const waitFor = async <T>(promise: Promise<T> | undefined): Promise<T | undefined> => {
    ownMs += performance.now() - resumed;
    try {
      return await promise;
    } finally {
      resumed = performance.now();
    }
  };
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
  const byName = new Map(states.map((state) => [state.consumer.name, state]));
  const workerConsumers = states.flatMap(({consumer}) =>
    consumer.worker ? [{name: consumer.name, ...consumer.worker}] : [],
  );
  const poolable = threads > 1 && workerConsumers.length === states.length;
  // The visits' time on the main thread, part of its own time.
  let hereMs = 0;
  let pool: VisitPool | undefined;
  const visits: Promise<void>[] = [];
  const store = (state: (typeof states)[number], url: string, content: string, result: unknown): void => {
    state.used[content] = result;
    state.results.set(url, result);
  };
  const visitHere = (state: (typeof states)[number], page: BuiltPage, content: string): void => {
    const visitStarted = performance.now();
    const result = state.consumer.visit(page);
    const ms = performance.now() - visitStarted;
    state.ms += ms;
    hereMs += ms;
    state.visited += 1;
    store(state, page.url, content, result);
  };
  // Pages with results still to make by consumers that are not light: visited after every page has been read once.
  const pending: {url: string; file: string; missing: string[]; content: string}[] = [];
  // The first failed visit; the walk stops reading pages then (a rejection is kept until all visits settle).
  let failure: {error: unknown} | undefined;
  let pages = 0;
  try {
    for (const url of new Set(routesPaths)) {
      const readers = states.filter((state) => state.consumer.wants(url));
      if (readers.length === 0) continue;
      const file = url.startsWith(baseUrl) ? routeFile(outDir, url.slice(baseUrl.length - 1)) : undefined;
      if (!file) continue;
      const html = fs.readFileSync(file, 'utf8');
      const key = (text: string): string => createHash('sha256').update(url).update('\0').update(text).digest('hex');
      const content = key(pageContentKey(html));
      pages += 1;
      const missing: string[] = [];
      for (const state of readers) {
        const result = state.cached[content];
        // Keeps route order in the results whatever order the visits finish in.
        state.results.set(url, result);
        if (result !== undefined) store(state, url, content, result);
        else if (state.consumer.light) visitHere(state, {url, file, html}, content);
        else missing.push(state.consumer.name);
      }
      if (missing.length === 0) continue;
      pending.push({url, file, missing, content});
      // Workers pay for the code they load only when there are enough pages to visit (a rebuild after an edit has a
      // few): started once there are, they load it while this loop reads the other pages.
      if (!pool && poolable && pending.length === poolMinPages) pool = new VisitPool(threads, workerConsumers);
    }
    for (const {url, file, missing, content} of pending) {
      if (failure) break;
      if (pool) await waitFor(pool.free());
      // Read again rather than kept from the first loop: no step holds every page.
      const page = {url, file, html: fs.readFileSync(file, 'utf8')};
      if (pool) {
        visits.push(
          pool.visit(page, missing).then(
            ({results, ms}) => {
              for (const name of missing) {
                const state = byName.get(name)!;
                state.ms += ms[name]!;
                state.visited += 1;
                store(state, url, content, results[name]);
              }
            },
            (error: unknown) => {
              failure ??= {error};
            },
          ),
        );
        continue;
      }
      for (const name of missing) visitHere(byName.get(name)!, page, content);
    }
    await waitFor(Promise.all(visits));
    if (failure) throw failure.error;
  } finally {
    await waitFor(pool?.close());
  }
  fs.mkdirSync(cacheDir, {recursive: true});
  for (const state of states) {
    // Only this build's entries are kept, so the cache does not grow with every edit.
    fs.writeFileSync(state.file, JSON.stringify({code: state.code, results: state.used} satisfies CacheFile));
    // On worker threads, the sum of the visits' times (CPU-bound work on as many threads as cores).
    recordTiming(
      `pages: ${state.consumer.name} (${state.results.size - state.visited} cached)`,
      state.ms,
      state.visited,
    );
  }
  ownMs += performance.now() - resumed;
  recordTiming('pages: read, hash and cache', ownMs - hereMs, pages);
  if (pool) recordTiming(`pages: walk (wall, ${threads} worker threads)`, performance.now() - started, pages);
  return new Map(states.map((state) => [state.consumer.name, state.results]));
}
