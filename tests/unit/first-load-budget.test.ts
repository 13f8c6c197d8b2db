import {randomBytes} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  budgetFailures,
  budgetFromMeasurement,
  chunkName,
  firstLoadAssets,
  measurePage,
  measureSite,
  PAGE_KINDS,
} from '../../scripts/lib/firstLoad.mjs';
import budget from '../../perf-budget.json';

// The first-load budget of the production build (`npm run build` first): what each page kind makes the browser
// download before any interaction must stay within perf-budget.json. To raise a budget, see README.md (Performance).
const buildDir = path.resolve(__dirname, '../../build');
const generatedDir = path.resolve(__dirname, '../../.docusaurus');

/** A 5 KB (gzip) dependency: random text does not compress much. */
const dependency = () => `window.dep=${JSON.stringify(randomBytes(5100).toString('base64'))};`;

describe('first-load budget of build/', () => {
  let measured: ReturnType<typeof measureSite>;
  beforeAll(() => {
    measured = measureSite(buildDir, generatedDir);
  });

  it('keeps every page kind within its JS and CSS budget', () => {
    expect(budgetFailures(measured, budget)).toEqual([]);
  });

  it('leaves less than 5 KB between each page and its JS budget, so a 5 KB dependency fails it', () => {
    for (const [kind, page] of Object.entries(measured)) {
      expect(budget.pages[kind as keyof typeof budget.pages].jsGzip - page.jsGzip, kind).toBeLessThan(5 * 1024);
    }
  });

  it('measures the scripts and styles of real pages', () => {
    for (const page of Object.values(measured)) {
      expect(page.chunks.map((chunk) => chunk.name)).toEqual(expect.arrayContaining(['main.js', 'runtime~main.js']));
      expect(page.cssGzip, page.path).toBeGreaterThan(0);
    }
  });
});

describe('first-load measurement', () => {
  it('counts scripts, stylesheets and preloads, not prefetches, other sites or other resource types', () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/assets/css/styles.0123abcd.css">
      <link rel="preload" as="script" href="/assets/js/17896441.0123abcd.js">
      <link rel="modulepreload" href="/assets/js/module.0123abcd.js">
      <link rel="preload" as="font" href="/fonts/a.woff2">
      <link rel="prefetch" href="/assets/js/other-route.0123abcd.js">
      <link rel="stylesheet" href="https://cdn.example.com/x.css">
      <script src="/assets/js/runtime~main.0123abcd.js" defer></script>
      <script src="/assets/js/main.0123abcd.js?v=1" defer></script>
      <script src="/assets/js/main.0123abcd.js" defer></script>
    </head></html>`;
    expect(firstLoadAssets(html)).toEqual([
      '/assets/js/runtime~main.0123abcd.js',
      '/assets/js/main.0123abcd.js',
      '/assets/css/styles.0123abcd.css',
      '/assets/js/17896441.0123abcd.js',
      '/assets/js/module.0123abcd.js',
    ]);
  });

  it('names chunks without their content hash', () => {
    expect(chunkName('/assets/js/runtime~main.0123abcd.js')).toBe('runtime~main.js');
    expect(chunkName('/assets/css/styles.0123abcdef.css')).toBe('styles.css');
    expect(chunkName('/assets/js/vendor.js')).toBe('vendor.js');
  });

  it('fails the budget, naming the grown chunk, when a theme component imports a 5 KB dependency', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    const write = (file: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), content);
    };
    write(
      'docs/index.html',
      '<link rel="stylesheet" href="/assets/css/styles.0123abcd.css">' +
        '<script src="/assets/js/runtime~main.0123abcd.js"></script><script src="/assets/js/main.0123abcd.js"></script>' +
        '<link rel="preload" as="script" href="/assets/js/17896441.0123abcd.js">',
    );
    write('assets/css/styles.0123abcd.css', 'body{margin:0}');
    write('assets/js/runtime~main.0123abcd.js', 'runtime();');
    write('assets/js/17896441.0123abcd.js', 'page();');
    write('assets/js/main.0123abcd.js', 'function Navbar(){return "navbar"}');
    const before = budgetFromMeasurement({doc: measurePage(dir, '/docs/')});
    expect(budgetFailures({doc: measurePage(dir, '/docs/')}, before)).toEqual([]);

    // The theme component's module lands in main.js, which every page loads.
    write('assets/js/main.0123abcd.js', `${dependency()}function Navbar(){return window.dep}`);
    const failures = budgetFailures({doc: measurePage(dir, '/docs/')}, before);
    fs.rmSync(dir, {recursive: true});
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^doc \(\/docs\/\): first-load JS is .* over its budget of 1\.0 KB by /);
    expect(failures[0]).toMatch(/Grown against the baseline: main\.js \+5\.\d KB \(0\.0 KB → 5\.\d KB\)\.$/);
  });

  it('says that the page is not built rather than measuring nothing', () => {
    expect(() => measurePage(os.tmpdir(), '/no-such-page/')).toThrow(/run `npm run build` first/);
  });

  it('has a budget for every page kind', () => {
    expect(Object.keys(budget.pages).sort()).toEqual(Object.keys(PAGE_KINDS).sort());
  });
});
