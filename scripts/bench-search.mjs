// Benchmarks the offline search against Pagefind on the same pages of the same build: relevance over the query set
// (src/data/searchQueries.ts: success@1, success@5, MRR@10), bytes the first and the second query download from a
// docs page (code included), and warm query latency in the browser. Run: npm run bench:search (builds the site
// first if build/ is missing). Prints one table and writes bench-results/search.json.
// It also scores our two development sets of questions (src/data/searchQuestionsDev.json, tuned on, and
// searchQuestionsDev2.json, held out as an over-fitting alarm), and `npm run bench:search -- --queries <file.json>`
// (the flag may repeat) adds more, each a JSON array of {query, kind, version, expect} (as in searchQueries.ts,
// `expect` being full paths), on both engines; every set is reported whole and by kind (questions against the rest).
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {load} from 'cheerio';
import createJiti from 'jiti';
import * as pagefind from 'pagefind';
import {chromium} from '@playwright/test';
import {waitForServer} from './lib/wait-for-server.mjs';
import {chromiumExecutablePath} from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build');
// Pagefind's bundle is written into the build only while the benchmark runs, so both engines are served alike.
const pagefindDir = path.join(buildDir, 'pagefind-bench');
const resultsFile = path.join(root, 'bench-results', 'search.json');

const TARGETS = {firstQueryKB: 150, p95Ms: 20};
const FIRST_QUERY = 'sidebar';
const SECOND_QUERY = 'versioning';
/** Results whose text Pagefind's own UI loads at first: its "first query" downloads their fragments. */
const PAGEFIND_SHOWN = 5;
const ROUNDS = 5;

const QUERY_VERSIONS = ['current', '2.0.0-beta.22', '2.0.0-beta.21'];

/** Our development sets, always scored. */
const DEV_SETS = ['src/data/searchQuestionsDev.json', 'src/data/searchQuestionsDev2.json'];

/** The query sets of every `--queries <file>` given, after the development sets. */
function extraQuerySets(args) {
  const files = args.flatMap((arg, position) => (arg === '--queries' ? [args[position + 1]] : []));
  return [...DEV_SETS.map((file) => path.join(root, file)), ...files].map(querySetOf);
}

/** A query set read from a JSON file; exits with a message naming the first bad entry. */
function querySetOf(file) {
  const fail = (message) => {
    console.error(`--queries: ${message}`);
    process.exit(2);
  };
  if (!file) fail('give a JSON file: --queries <file.json>');
  let entries;
  try {
    entries = JSON.parse(fs.readFileSync(path.resolve(file), 'utf8'));
  } catch (error) {
    fail(`cannot read ${file}: ${error.message}`);
  }
  if (!Array.isArray(entries) || entries.length === 0) fail(`${file} must hold a non-empty JSON array`);
  entries.forEach((entry, position) => {
    const valid =
      typeof entry?.query === 'string' &&
      entry.query.trim() !== '' &&
      typeof entry.kind === 'string' &&
      QUERY_VERSIONS.includes(entry.version) &&
      Array.isArray(entry.expect) &&
      entry.expect.length > 0 &&
      entry.expect.every((page) => typeof page === 'string' && page.startsWith('/'));
    if (!valid)
      fail(
        `entry ${position} of ${file} must be {query, kind, version (${QUERY_VERSIONS.join(' | ')}), expect: ["/path/", …]}: ${JSON.stringify(entry)}`,
      );
  });
  return {name: path.basename(file), queries: entries};
}

const jiti = createJiti(fileURLToPath(import.meta.url));
const {searchQueries} = jiti('../src/data/searchQueries.ts');
const {builtIndexSearch, contextsForVersion, evaluate, readBuiltIndexes} = jiti(
  '../src/plugins/search-index/relevance.ts',
);
const {collectRecords} = jiti('../src/plugins/search-index/buildIndex.ts');
const {CHROME} = jiti('../src/plugins/search-index/extract.ts');
const {default: config} = jiti('../docusaurus.config.ts');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (share) => `${(share * 100).toFixed(1)} %`;

/** Route paths of every prerendered page, as `postBuild` would receive them. */
function builtRoutes() {
  const routes = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        routes.push(
          config.baseUrl +
            path
              .relative(buildDir, file)
              .split(path.sep)
              .join('/')
              .replace(/(^|\/)index\.html$/, '$1'),
        );
      }
    }
  };
  walk(buildDir);
  return routes;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Indexes with Pagefind exactly the pages our index holds, and only their content element (the same element our
 * extractor reads, without the same theme chrome), each tagged with its search context as a Pagefind filter.
 */
async function buildPagefindIndex() {
  const records = await collectRecords({
    outDir: buildDir,
    routesPaths: builtRoutes(),
    baseUrl: config.baseUrl,
    siteTitle: config.title,
  });
  const {index} = await pagefind.createIndex({});
  for (const record of records) {
    const relative = record.url.slice(config.baseUrl.length);
    const $ = load(fs.readFileSync(path.join(buildDir, relative, 'index.html'), 'utf8'));
    const content = $('article .markdown').first().length
      ? $('article .markdown').first()
      : $('article').first().length
        ? $('article').first()
        : $('main').first();
    content.find(CHROME).remove();
    content.attr('data-pagefind-body', '').attr('data-pagefind-filter', `context:${record.context}`);
    $('h1').first().attr('data-pagefind-meta', 'title');
    await index.addHTMLFile({url: record.url, content: $.html()});
  }
  fs.rmSync(pagefindDir, {recursive: true, force: true});
  await index.writeFiles({outputPath: pagefindDir});
  await pagefind.close();
  return records.length;
}

/**
 * Sums the bytes of the requests the browser finished while `action` ran: scripts, styles, wasm and data.
 * Hits are router links, whose pages' code is prefetched (`<link rel=prefetch>`, type "other") once visible: not
 * part of the search.
 */
async function bytesDuring(page, baseURL, action) {
  const requests = [];
  const listener = (request) => requests.push(request);
  page.on('requestfinished', listener);
  await action();
  page.off('requestfinished', listener);
  const measured = await Promise.all(
    requests
      .filter((request) => ['script', 'stylesheet', 'fetch', 'xhr'].includes(request.resourceType()))
      .map(async (request) => ({
        url: request.url().replace(baseURL, ''),
        bytes: (await request.sizes()).responseBodySize,
      })),
  );
  return {requests: measured, bytes: measured.reduce((total, request) => total + request.bytes, 0)};
}

/** Waits for hydration: the search button's shortcut keycaps render in an effect. */
async function openDocsPage(page, baseURL) {
  await page.goto(`${baseURL}/docs/?bench`);
  await page.locator('.DocSearch-Button-Key').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Ours: the modal on a current docs page, as a reader uses it. */
async function measureOurs(page, baseURL) {
  await openDocsPage(page, baseURL);
  const firstAndAfter = await bytesDuring(page, baseURL, async () => {
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    await page.locator('#docsearch-input').fill(FIRST_QUERY);
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.waitForLoadState('networkidle');
  });
  // The contexts' whole snippet files are requested only once the first answer is complete (with its own
  // excerpts), for later queries: on a local server they can finish before the hits are painted, so they are
  // told apart by name, not by time.
  const isBackground = (request) => /\.snippets\.json\.gz$/.test(request.url);
  const split = (keep) => {
    const requests = firstAndAfter.requests.filter(keep);
    return {requests, bytes: requests.reduce((total, request) => total + request.bytes, 0)};
  };
  const first = split((request) => !isBackground(request));
  const background = split(isBackground);
  const second = await bytesDuring(page, baseURL, async () => {
    await page.locator('#docsearch-input').fill(SECOND_QUERY);
    await page
      .locator('.DocSearch-Hit', {hasText: /version/i})
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
  });
  await page.waitForFunction(() => window.__searchBench !== undefined);
  const queries = searchQueries.filter((query) => query.version === 'current').map((query) => query.query);
  await page.evaluate((list) => window.__searchBench.time(list), queries);
  const samples = [];
  for (let round = 0; round < ROUNDS; round += 1)
    samples.push(...(await page.evaluate((list) => window.__searchBench.time(list), queries)));
  return {first, background, second, samples};
}

/** Pagefind: its JS API on the same docs page, showing `PAGEFIND_SHOWN` results as its UI does. */
async function measurePagefind(page, baseURL, relevanceQueries) {
  await openDocsPage(page, baseURL);
  const bundle = `/${path.relative(buildDir, pagefindDir)}/pagefind.js`;
  const run = (query) =>
    page.evaluate(
      async ({bundlePath, text, contexts, shown}) => {
        window.__pagefind ??= await import(bundlePath);
        const search = await window.__pagefind.search(text, {filters: {context: {any: contexts}}});
        await Promise.all(search.results.slice(0, shown).map((result) => result.data()));
      },
      {bundlePath: bundle, text: query, contexts: contextsForVersion('current'), shown: PAGEFIND_SHOWN},
    );
  const first = await bytesDuring(page, baseURL, () => run(FIRST_QUERY));
  const second = await bytesDuring(page, baseURL, () => run(SECOND_QUERY));
  // Relevance: the result pages of every query, in rank order (the URLs come with each result's data).
  const ranked = await page.evaluate(
    async (queries) => {
      const answers = [];
      for (const {query, contexts} of queries) {
        const search = await window.__pagefind.search(query, {filters: {context: {any: contexts}}});
        answers.push(await Promise.all(search.results.slice(0, 10).map(async (result) => (await result.data()).url)));
      }
      return answers;
    },
    relevanceQueries.map(({query, version}) => ({query, contexts: contextsForVersion(version)})),
  );
  const queries = searchQueries.filter((query) => query.version === 'current').map((query) => query.query);
  const timeAll = () =>
    page.evaluate(
      async ({list, contexts}) => {
        const times = [];
        for (const text of list) {
          const started = performance.now();
          await window.__pagefind.search(text, {filters: {context: {any: contexts}}});
          times.push(performance.now() - started);
        }
        return times;
      },
      {list: queries, contexts: contextsForVersion('current')},
    );
  await timeAll();
  const samples = [];
  for (let round = 0; round < ROUNDS; round += 1) samples.push(...(await timeAll()));
  return {first, second, samples, ranked};
}

/** Scores of each engine on each set: whole, questions only, the other kinds. */
async function relevanceByKind(sets, engines) {
  const parts = {
    all: () => true,
    question: (query) => query.kind === 'question',
    other: (query) => query.kind !== 'question',
  };
  const rows = {};
  for (const [engine, search] of Object.entries(engines)) {
    for (const set of sets) {
      for (const [part, keep] of Object.entries(parts)) {
        const queries = set.queries.filter(keep);
        if (queries.length > 0) rows[`${engine} ${set.name} ${part}`] = await evaluate(queries, search);
      }
    }
  }
  return rows;
}

async function main() {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.log('No build/ yet: building the site…');
    const build = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, stdio: 'inherit'});
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const sets = [{name: 'searchQueries.ts', queries: searchQueries}, ...extraQuerySets(process.argv.slice(2))];
  const ourSearch = builtIndexSearch(readBuiltIndexes(buildDir), config.baseUrl);
  const oursRelevance = await evaluate(searchQueries, ourSearch);
  const pagefindPages = await buildPagefindIndex();

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Our static server compresses like a real host, so the sizes are the bytes a reader downloads.
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), '--port', String(port)], {
    cwd: root,
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath(),
    args: ['--no-sandbox'],
  });
  let ours;
  let theirs;
  try {
    await waitForServer(`${baseURL}/`);
    ours = await measureOurs(await browser.newPage(), baseURL);
    theirs = await measurePagefind(
      await browser.newPage(),
      baseURL,
      sets.flatMap((set) => set.queries),
    );
  } finally {
    await browser.close();
    server.kill();
    fs.rmSync(pagefindDir, {recursive: true, force: true});
  }
  const answers = new Map(
    sets.flatMap((set) => set.queries).map((query, position) => [query, theirs.ranked[position]]),
  );
  const pagefindSearch = (query) => answers.get(query);
  const theirsRelevance = await evaluate(searchQueries, pagefindSearch);
  const byKind = await relevanceByKind(sets, {ours: ourSearch, pagefind: pagefindSearch});

  const row = (relevance, measured) => ({
    'success@1': percent(relevance.successAt1),
    'success@5': percent(relevance.successAt5),
    'MRR@10': relevance.mrrAt10.toFixed(3),
    'first query': kb(measured.first.bytes),
    'second query': kb(measured.second.bytes),
    'median latency': `${median(measured.samples).toFixed(2)} ms`,
    'p95 latency': `${percentile(measured.samples, 95).toFixed(2)} ms`,
  });
  const table = {ours: row(oursRelevance, ours), pagefind: row(theirsRelevance, theirs)};
  const results = {
    date: new Date().toISOString(),
    queries: searchQueries.length,
    pages: pagefindPages,
    table,
    byKind,
    ours: {relevance: oursRelevance, first: ours.first, background: ours.background, second: ours.second},
    pagefind: {relevance: theirsRelevance, first: theirs.first, second: theirs.second},
    targets: {
      firstQueryKB: TARGETS.firstQueryKB,
      firstQueryMet: ours.first.bytes <= TARGETS.firstQueryKB * 1024,
      p95Ms: TARGETS.p95Ms,
      p95Met: percentile(ours.samples, 95) <= TARGETS.p95Ms,
    },
  };
  fs.mkdirSync(path.dirname(resultsFile), {recursive: true});
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

  console.log(
    `\n${searchQueries.length} queries over the same ${pagefindPages} pages; bytes from /docs/ ("${FIRST_QUERY}", then "${SECOND_QUERY}").`,
  );
  console.table(table);
  console.log('Relevance by query set and kind (question = questions in plain words, other = the rest):');
  console.table(
    Object.fromEntries(
      Object.entries(byKind).map(([row, {queries, successAt1, successAt5, mrrAt10}]) => [
        row,
        {queries, 'success@1': percent(successAt1), 'success@5': percent(successAt5), 'MRR@10': mrrAt10.toFixed(3)},
      ]),
    ),
  );
  for (const set of sets.slice(1)) {
    console.log(`Our misses on ${set.name}:`);
    for (const miss of byKind[`ours ${set.name} all`].misses)
      console.log(`  ${miss.rank ?? '-'}  ${miss.query} [${miss.version}] → ${miss.top.join(', ')}`);
  }
  console.table(Object.fromEntries(ours.first.requests.map((r) => [r.url, kb(r.bytes)])));
  console.log(`Ours, after the first results (excerpts for later queries): ${kb(ours.background.bytes)}`);
  console.log(
    `Targets: first query ≤ ${TARGETS.firstQueryKB} KB: ${results.targets.firstQueryMet ? 'met' : 'NOT met'}; p95 ≤ ${TARGETS.p95Ms} ms: ${results.targets.p95Met ? 'met' : 'NOT met'}`,
  );
  console.log('Our misses (rank of the first expected page, - = not in the top 10):');
  for (const miss of oursRelevance.misses)
    console.log(`  ${miss.rank ?? '-'}  ${miss.query} [${miss.version}] → ${miss.top.join(', ')}`);
  console.log(`Written to ${path.relative(root, resultsFile)}`);
}

await main();
