import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {CACHE_DIR, forgetPageConsumers, registerPageConsumer, routeFile, type BuiltPage} from './builtPages';

const page = (title: string, bundle = 'main.1a2b.js'): string =>
  `<!doctype html><html><head><title>${title}</title><link rel="stylesheet" href="/assets/css/styles.9f.css">` +
  `<script src="/assets/js/${bundle}" defer></script></head><body><main><h1>${title}</h1></main></body></html>`;

describe('the one pass over the built pages', () => {
  let siteDir = '';
  let outDir = '';
  const routesPaths = ['/', '/docs/a/', '/docs/b/', '/blog/'];

  const write = (route: string, html: string): void => {
    fs.mkdirSync(path.join(outDir, route), {recursive: true});
    fs.writeFileSync(path.join(outDir, route, 'index.html'), html);
  };

  /** Registers the two consumers of a build, as two plugins would; returns their results and the pages each read. */
  function build(): {
    titles: () => Promise<Map<string, string>>;
    sizes: () => Promise<Map<string, number>>;
    read: Record<string, string[]>;
  } {
    const read: Record<string, string[]> = {titles: [], sizes: []};
    const visit =
      <T>(name: string, result: (visited: BuiltPage) => T) =>
      (visited: BuiltPage): T => {
        read[name]!.push(visited.url);
        return result(visited);
      };
    const options = {outDir, siteDir, baseUrl: '/', routesPaths};
    const titles = registerPageConsumer({
      name: 'titles',
      wants: (url) => url.startsWith('/docs/'),
      visit: visit('titles', ({html}) => html.match(/<title>(.*?)<\/title>/)![1]!),
      cacheKey: '',
      code: [],
    });
    const sizes = registerPageConsumer({
      name: 'sizes',
      wants: () => true,
      visit: visit('sizes', ({html}) => html.length),
      cacheKey: 'v1',
      code: [],
    });
    return {titles: () => titles(options), sizes: () => sizes(options), read};
  }

  beforeEach(() => {
    forgetPageConsumers();
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-pages-'));
    outDir = path.join(siteDir, 'build');
    write('/', page('Home'));
    write('/docs/a/', page('A'));
    write('/docs/b/', page('B'));
    write('/blog/', page('Blog'));
  });
  afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  it('starts once every consumer has asked, and gives each the pages it wants, in route order', async () => {
    const {titles, sizes, read} = build();
    let walked = false;
    const first = titles().then((result) => {
      walked = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(walked).toBe(false);
    const [titleResults, sizeResults] = await Promise.all([first, sizes()]);
    expect([...titleResults]).toEqual([
      ['/docs/a/', 'A'],
      ['/docs/b/', 'B'],
    ]);
    expect([...sizeResults.keys()]).toEqual(routesPaths);
    expect(read).toEqual({titles: ['/docs/a/', '/docs/b/'], sizes: routesPaths});
  });

  it('visits again only the pages whose content changed, not those whose bundles were renamed', async () => {
    const first = build();
    await Promise.all([first.titles(), first.sizes()]);
    expect(fs.existsSync(path.join(siteDir, CACHE_DIR, 'titles.json'))).toBe(true);

    write('/docs/a/', page('A, edited', 'main.3c4d.js'));
    write('/docs/b/', page('B', 'main.3c4d.js'));
    const second = build();
    const [titles, sizes] = await Promise.all([second.titles(), second.sizes()]);
    expect(second.read).toEqual({titles: ['/docs/a/'], sizes: ['/docs/a/']});
    expect(titles.get('/docs/a/')).toBe('A, edited');
    // A cached result is the one computed from the page as it was: the renamed bundle is not part of it.
    expect(titles.get('/docs/b/')).toBe('B');
    expect(sizes.get('/docs/b/')).toBe(page('B').length);
  });

  it('visits everything again when the cache belongs to other code', async () => {
    const first = build();
    await Promise.all([first.titles(), first.sizes()]);
    const cacheFile = path.join(siteDir, CACHE_DIR, 'titles.json');
    fs.writeFileSync(cacheFile, JSON.stringify({...JSON.parse(fs.readFileSync(cacheFile, 'utf8')), code: 'older'}));
    const second = build();
    await Promise.all([second.titles(), second.sizes()]);
    expect(second.read).toEqual({titles: ['/docs/a/', '/docs/b/'], sizes: []});
  });
});

describe('routeFile', () => {
  it('finds the trailing-slash and the .html form of a route, and nothing for a route that was not built', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-file-'));
    fs.mkdirSync(path.join(outDir, 'docs', 'a'), {recursive: true});
    fs.writeFileSync(path.join(outDir, 'docs', 'a', 'index.html'), '');
    fs.writeFileSync(path.join(outDir, '404.html'), '');
    expect(routeFile(outDir, '/docs/a/')).toBe(path.join(outDir, 'docs', 'a', 'index.html'));
    expect(routeFile(outDir, '/404.html')).toBe(path.join(outDir, '404.html'));
    expect(routeFile(outDir, '/missing/')).toBeUndefined();
    fs.rmSync(outDir, {recursive: true, force: true});
  });
});
