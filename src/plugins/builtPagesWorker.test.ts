import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {forgetPageConsumers, registerPageConsumer, type WalkOptions} from './builtPages';

// Starting the workers loads the consumer's module with jiti: seconds on a loaded machine.
const THREADS_TIMEOUT_MS = 30_000;
const page = (title: string): string => `<!doctype html><html><head><title>${title}</title></head><body></body></html>`;

describe('the one pass on worker threads', () => {
  let siteDir = '';

  /** A consumer whose work is a module the workers load: the page's title, or an error on pages named "Broken". */
  function titleConsumer(): (options: WalkOptions) => Promise<Map<string, string>> {
    const module = path.join(siteDir, 'title.ts');
    fs.writeFileSync(
      module,
      'export function title(page: {html: string}, prefix: string): string {\n' +
        '  const title = page.html.match(/<title>(.*?)<\\/title>/)![1]!;\n' +
        "  if (title === 'Broken') throw new Error('no title');\n" +
        '  return `${prefix}${title}`;\n}\n',
    );
    return registerPageConsumer({
      name: 'threaded-titles',
      wants: () => true,
      visit: () => {
        throw new Error('visited on the main thread');
      },
      cacheKey: '',
      code: [module],
      worker: {module, exportName: 'title', options: 'Title: '},
    });
  }

  /** Writes the pages, one per route, titled by their route unless `title` says otherwise. */
  function writePages(routesPaths: string[], title: (route: string, index: number) => string = (route) => route): void {
    for (const [index, route] of routesPaths.entries()) {
      fs.mkdirSync(path.join(siteDir, 'build', route), {recursive: true});
      fs.writeFileSync(path.join(siteDir, 'build', route, 'index.html'), page(title(route, index)));
    }
  }

  /** The walk over those pages, on two threads, starting the workers from `poolMinPages` pages to visit. */
  function walkOptions(routesPaths: string[], poolMinPages?: number): WalkOptions {
    return {outDir: path.join(siteDir, 'build'), siteDir, baseUrl: '/', routesPaths, threads: 2, poolMinPages};
  }

  beforeEach(() => {
    forgetPageConsumers();
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-pages-threads-'));
  });
  afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  it(
    'gives the same results, in route order, as the main thread would',
    async () => {
      const routesPaths = Array.from({length: 12}, (_, index) => `/docs/p${index}/`);
      writePages(routesPaths, (_route, index) => `Page ${index}`);
      const titles = titleConsumer();
      const results = await titles(walkOptions(routesPaths, 1));
      expect([...results]).toEqual(routesPaths.map((route, index) => [route, `Title: Page ${index}`]));
    },
    THREADS_TIMEOUT_MS,
  );

  it(
    'fails the walk, naming the page, when a visit throws on a worker',
    async () => {
      const routesPaths = ['/docs/a/', '/docs/broken/', '/docs/c/'];
      writePages(routesPaths, (route) => (route.includes('broken') ? 'Broken' : route));
      const titles = titleConsumer();
      await expect(titles(walkOptions(routesPaths, 1))).rejects.toThrow(/\/docs\/broken\/: Error: no title/);
    },
    THREADS_TIMEOUT_MS,
  );

  /** The module of a consumer's work on workers, whose visit throws: a test fails if a worker visits a page. */
  function throwingModule(): string {
    const module = path.join(siteDir, 'never.ts');
    fs.writeFileSync(module, "export function visit(): string {\n  throw new Error('visited on a worker');\n}\n");
    return module;
  }

  it('visits fewer pages than the threshold on the main thread, without starting workers', async () => {
    const routesPaths = ['/docs/a/', '/docs/b/'];
    writePages(routesPaths);
    const module = throwingModule();
    const titles = registerPageConsumer({
      name: 'few-pages',
      wants: () => true,
      visit: (visited) => `main thread: ${visited.url}`,
      cacheKey: '',
      code: [module],
      worker: {module, exportName: 'visit'},
    });
    const results = await titles(walkOptions(routesPaths));
    expect([...results.values()]).toEqual(['main thread: /docs/a/', 'main thread: /docs/b/']);
  });

  it(
    'visits a light consumer’s pages on the main thread while the workers take the others',
    async () => {
      const routesPaths = ['/docs/a/', '/docs/b/', '/docs/c/'];
      writePages(routesPaths);
      const never = throwingModule();
      const lengths = registerPageConsumer({
        name: 'light',
        wants: () => true,
        visit: (visited) => visited.html.length,
        light: true,
        cacheKey: '',
        code: [never],
        worker: {module: never, exportName: 'visit'},
      });
      const titles = titleConsumer();
      const options = walkOptions(routesPaths, 1);
      const [lengthResults, titleResults] = await Promise.all([lengths(options), titles(options)]);
      expect([...lengthResults.values()]).toEqual(routesPaths.map((route) => page(route).length));
      expect([...titleResults.values()]).toEqual(routesPaths.map((route) => `Title: ${route}`));
    },
    THREADS_TIMEOUT_MS,
  );
});
