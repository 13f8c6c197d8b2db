// Performance budgets. Builds the site (timed), serves build/ and runs Lighthouse (mobile, simulated throttling, the
// defaults) on one page per page kind; scaffolds, installs and builds a vanilla Docusaurus 3.10.2 classic site and
// measures its comparable pages in the same run, and prints ours against plain per page kind (score, TBT, first-load
// JavaScript).
// Run: npm run bench:perf [-- --skip-build --runs 3 --vanilla-dir /tmp/docusaurus-vanilla --only 'blog post']
// Prints a table and writes bench-results/perf.json. Needs a Chromium (the tests' one, see scripts/lib/chromium.mjs)
// and the npm registry (for the vanilla site); ports 4430 (this site) and 4431 (vanilla) must be free.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromium} from '@playwright/test';
import {chromiumExecutablePath} from './lib/chromium.mjs';
import {VANILLA_VERSION, run, scaffoldVanillaSite} from './lib/vanilla-site.mjs';
import {waitForServer} from './lib/wait-for-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = path.join(root, 'bench-results', 'perf.json');
const serveScript = path.join(root, 'scripts', 'serve.mjs');

const {values: args} = parseArgs({
  options: {
    // Measure the existing build/ instead of building (no build time is then reported).
    'skip-build': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    // Scaffold the vanilla site here and keep it, so that later runs skip the scaffold and the install (~3 min).
    'vanilla-dir': {type: 'string'},
    // Measure only these page kinds (repeatable: --only "blog post"), with their plain counterparts.
    only: {type: 'string', multiple: true},
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer, got ${args.runs}`);

// The tests' Chromium: Lighthouse runs in Debian's headless shell too, so a machine set up by .ci/run can measure.
const CHROMIUM = chromiumExecutablePath() ?? chromium.executablePath();
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const SITE_PORT = 4430;
const VANILLA_PORT = 4431;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = {performance: 90, accessibility: 100, 'best-practices': 100, seo: 100, clsBelow: 0.02};

// Each page kind of ours with the plain site's comparable page (the stock classic template has no API reference,
// showcase or changelog: a doc, its home page and a blog post stand for them).
const ALL_PAGES = [
  {name: 'home', path: '/', vanillaPath: '/'},
  {name: 'doc', path: '/docs/installation/', vanillaPath: '/docs/intro/'},
  {name: 'API doc', path: '/docs/api/docusaurus-config/', vanillaPath: '/docs/intro/'},
  {name: 'blog post', path: '/blog/2021/05/12/announcing-docusaurus-two-beta/', vanillaPath: '/blog/welcome/'},
  {name: 'showcase', path: '/showcase/', vanillaPath: '/'},
];
const PAGES = args.only ? ALL_PAGES.filter((page) => args.only.includes(page.name)) : ALL_PAGES;
if (PAGES.length === 0)
  throw new Error(`--only names no page kind of: ${ALL_PAGES.map((page) => page.name).join(', ')}`);
const VANILLA_PAGES = [...new Set(PAGES.map((page) => page.vanillaPath))].map((vanillaPath) => ({
  name: `vanilla ${VANILLA_VERSION} ${vanillaPath}`,
  path: vanillaPath,
}));

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net
      .createServer()
      .once('error', () => reject(new Error(`Port ${port} is in use: stop what listens there first.`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Serves a build folder with our static server, as the e2e tests see it. */
async function serve(buildDir, port) {
  await assertPortFree(port);
  const server = spawn(process.execPath, [serveScript, '--port', String(port), '--dir', buildDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseURL}/`);
  return {baseURL, buildDir, stop: () => server.kill()};
}

/** Scaffolds the stock classic TypeScript template (unless already there), installs and builds it. */
function buildVanillaSite(parent) {
  const dir = scaffoldVanillaSite(parent);
  const buildMs = run('npx', ['docusaurus', 'build'], dir);
  return {dir, buildMs};
}

const gzipCache = new Map();

/** Size of a built file as a host compressing with gzip (default level) would send it. */
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    const content = fs.readFileSync(file);
    gzipCache.set(file, {raw: content.length, gzip: gzipSync(content).length});
  }
  return gzipCache.get(file);
}

/**
 * The JS files the page requested while loading (before any interaction), sized from build/ (gzip at the default
 * level), so that the numbers do not depend on how a server chunks or compresses. Route prefetches
 * (<link rel="prefetch">) are typed Other in the network log, not Script, so they do not count.
 */
function firstLoadJs(lhr, site) {
  const byPath = new Map();
  for (const request of lhr.audits['network-requests'].details.items) {
    if (request.resourceType !== 'Script' || !request.url.startsWith(`${site.baseURL}/`)) continue;
    const urlPath = decodeURIComponent(new URL(request.url).pathname);
    const file = path.join(site.buildDir, urlPath);
    if (!fs.existsSync(file)) throw new Error(`${request.url} was requested but ${file} is not in the build`);
    byPath.set(urlPath, {path: urlPath, ...gzipSize(file)});
  }
  const files = [...byPath.values()];
  return {files, raw: files.reduce((t, f) => t + f.raw, 0), gzip: files.reduce((t, f) => t + f.gzip, 0)};
}

/** An audit item as one line: the element (with axe's reason, e.g. the contrast found) or the resource. */
function culprit(item) {
  if (item.node) {
    const reason = item.node.explanation
      ?.split('\n')[1]
      ?.trim()
      .replace(/ \(foreground color: (#\w+), background color: (#\w+).*$/, ' ($1 on $2)');
    return reason ? `${item.node.selector}: ${reason}` : item.node.selector;
  }
  return item.url ?? item.source?.url;
}

/** Audits that cost points (weighted, scored, below 1), with the elements or resources they blame. */
function lostPoints(lhr) {
  return Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => {
          const audit = lhr.audits[ref.id];
          const items = audit.details?.items ?? [];
          return {
            id: ref.id,
            score: audit.score,
            displayValue: audit.displayValue,
            culprits: [...new Set(items.map(culprit).filter(Boolean))].slice(0, 8),
          };
        }),
    ]),
  );
}

/** What LCP waited for: its element and the render-blocking resources. */
function lcpDiagnostics(lhr) {
  const lcpElement = lhr.audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node;
  return {
    lcpElement: lcpElement ? `${lcpElement.selector} "${lcpElement.nodeLabel?.slice(0, 60)}"` : null,
    renderBlocking: (lhr.audits['render-blocking-insight'].details?.items ?? []).map((item) => ({
      url: item.url,
      wastedMs: Math.round(item.wastedMs),
    })),
  };
}

async function auditOnce(chrome, url, site) {
  const {lhr} = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const js = firstLoadJs(lhr, site);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsGzip: js.gzip,
    jsRaw: js.raw,
    jsFiles: js.files,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    diagnostics: lcpDiagnostics(lhr),
    lostPoints: lostPoints(lhr),
    warnings: lhr.runWarnings,
  };
}

/** RUNS Lighthouse runs of one page; each metric's median is taken on its own. */
async function auditPage(chrome, site, page) {
  const url = `${site.baseURL}${page.path}`;
  const runs = [];
  for (let index = 0; index < RUNS; index += 1) {
    process.stdout.write(`Lighthouse ${url} run ${index + 1}/${RUNS}…`);
    const result = await auditOnce(chrome, url, site);
    runs.push(result);
    console.log(` performance ${result.scores.performance}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms`);
  }
  const medianOf = (pick) => median(runs.map(pick));
  return {
    name: page.name,
    path: page.path,
    median: {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, medianOf((r) => r.scores[id])])),
      fcpMs: medianOf((r) => r.fcpMs),
      lcpMs: medianOf((r) => r.lcpMs),
      tbtMs: medianOf((r) => r.tbtMs),
      cls: medianOf((r) => r.cls),
      jsGzip: medianOf((r) => r.jsGzip),
      jsRaw: medianOf((r) => r.jsRaw),
    },
    runs,
  };
}

function verdicts({median: {scores, cls}}) {
  return {
    performance: scores.performance >= TARGETS.performance,
    accessibility: scores.accessibility >= TARGETS.accessibility,
    'best-practices': scores['best-practices'] >= TARGETS['best-practices'],
    seo: scores.seo >= TARGETS.seo,
    cls: cls < TARGETS.clsBelow,
  };
}

function printResults(results) {
  const row = ({median: m}) => ({
    perf: m.scores.performance,
    a11y: m.scores.accessibility,
    'best pr.': m.scores['best-practices'],
    seo: m.scores.seo,
    'FCP s': (m.fcpMs / 1000).toFixed(2),
    'LCP s': (m.lcpMs / 1000).toFixed(2),
    'TBT ms': m.tbtMs,
    CLS: m.cls.toFixed(3),
    'JS gzip': kb(m.jsGzip),
    'JS raw': kb(m.jsRaw),
  });
  const build = results.build.ms === null ? 'skipped (existing build/)' : `${(results.build.ms / 1000).toFixed(1)} s`;
  console.log(
    `\nBuild: ${build}; vanilla build ${(results.vanilla.buildMs / 1000).toFixed(1)} s. Medians of ${RUNS} Lighthouse mobile runs.`,
  );
  console.table(
    Object.fromEntries([
      ...results.pages.map((page) => [page.path, row(page)]),
      ...results.vanilla.pages.map((page) => [`vanilla ${page.path}`, row(page)]),
    ]),
  );
  console.log(
    `Ours against the plain site, per page kind (target: performance ≥ ${TARGETS.performance} and ≥ plain's):`,
  );
  console.table(
    Object.fromEntries(
      results.versusVanilla.map((c) => [
        c.kind,
        {
          'plain page': c.vanillaPath,
          perf: `${c.performance.ours} vs ${c.performance.vanilla}`,
          'TBT ms': `${c.tbtMs.ours} vs ${c.tbtMs.vanilla}`,
          'TBT ratio': c.tbtMs.vanilla ? (c.tbtMs.ours / c.tbtMs.vanilla).toFixed(2) : '–',
          'JS gzip': `${kb(c.jsGzip.ours)} vs ${kb(c.jsGzip.vanilla)}`,
          'JS ratio': `${c.jsGzip.percent} %`,
          result: c.met ? 'met' : 'NOT met',
        },
      ]),
    ),
  );
  for (const page of results.pages) {
    const missed = Object.entries(page.verdicts)
      .filter(([, met]) => !met)
      .map(([target]) => target);
    if (missed.length === 0) continue;
    // The run with the median performance score stands for the page.
    const representative = [...page.runs].sort((a, b) => a.scores.performance - b.scores.performance)[
      Math.floor(page.runs.length / 2)
    ];
    console.log(`\n${page.path}: target missed for ${missed.join(', ')}`);
    for (const [category, audits] of Object.entries(representative.lostPoints)) {
      for (const audit of audits) {
        const value = audit.displayValue ? `, ${audit.displayValue}` : '';
        const culprits = category === 'performance' ? '' : `: ${audit.culprits.join(' | ')}`;
        console.log(`  ${category}: ${audit.id} (score ${audit.score}${value})${culprits}`);
      }
    }
    const {lcpElement, renderBlocking} = representative.diagnostics;
    console.log(`  LCP element: ${lcpElement}`);
    for (const resource of renderBlocking) console.log(`  render-blocking: ${resource.url} (~${resource.wastedMs} ms)`);
  }
  console.log(
    `\nLighthouse benchmark index of this machine (CPU speed, higher is faster): ${results.machine.benchmarkIndex}`,
  );
  console.log(
    'The machine is shared: these numbers are noisy. Compare medians and rerun before acting on a small difference.',
  );
  console.log(`Written to ${path.relative(root, resultsFile)}`);
}

async function main() {
  const buildDir = path.join(root, 'build');
  const buildMs = args['skip-build'] ? null : run('npx', ['docusaurus', 'build'], root);
  if (!fs.existsSync(path.join(buildDir, 'index.html')))
    throw new Error('No build/ to measure: run without --skip-build.');

  const cleanUp = [];
  try {
    let vanillaParent = args['vanilla-dir'];
    if (vanillaParent) fs.mkdirSync(vanillaParent, {recursive: true});
    else {
      vanillaParent = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-vanilla-'));
      cleanUp.push(() => fs.rmSync(vanillaParent, {recursive: true, force: true}));
    }
    const vanilla = buildVanillaSite(path.resolve(vanillaParent));
    const site = await serve(buildDir, SITE_PORT);
    cleanUp.push(site.stop);
    const vanillaSite = await serve(path.join(vanilla.dir, 'build'), VANILLA_PORT);
    cleanUp.push(vanillaSite.stop);
    const chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS});
    cleanUp.push(() => chrome.kill());

    const pages = [];
    for (const page of PAGES) pages.push(await auditPage(chrome, site, page));
    const vanillaPages = [];
    for (const page of VANILLA_PAGES) vanillaPages.push(await auditPage(chrome, vanillaSite, page));

    // Ours against the plain site, page kind by page kind, in the same run (the machine's speed varies by the minute).
    const versusVanilla = PAGES.map(({name, path: pagePath, vanillaPath}) => {
      const ours = pages.find((page) => page.path === pagePath).median;
      const plain = vanillaPages.find((page) => page.path === vanillaPath).median;
      return {
        kind: name,
        path: pagePath,
        vanillaPath,
        performance: {ours: ours.scores.performance, vanilla: plain.scores.performance},
        tbtMs: {ours: ours.tbtMs, vanilla: plain.tbtMs},
        jsGzip: {ours: ours.jsGzip, vanilla: plain.jsGzip, percent: Math.round((ours.jsGzip / plain.jsGzip) * 100)},
        met: ours.scores.performance >= TARGETS.performance && ours.scores.performance >= plain.scores.performance,
      };
    });
    const results = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
        chromium: spawnSync(CHROMIUM, ['--version'], {encoding: 'utf8'}).stdout.trim(),
        benchmarkIndex: median(pages.flatMap((page) => page.runs.map((r) => r.benchmarkIndex))),
      },
      lighthouse: {
        formFactor: 'mobile',
        throttling: 'simulated, Lighthouse defaults',
        runs: RUNS,
        categories: CATEGORIES,
      },
      targets: TARGETS,
      build: {ms: buildMs},
      pages: pages.map((page) => ({...page, verdicts: verdicts(page)})),
      vanilla: {version: VANILLA_VERSION, buildMs: vanilla.buildMs, pages: vanillaPages},
      versusVanilla,
    };
    fs.mkdirSync(path.dirname(resultsFile), {recursive: true});
    fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
    printResults(results);
  } finally {
    for (const step of cleanUp.reverse()) await step();
  }
}

await main();
