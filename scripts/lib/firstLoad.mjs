// First-load cost of a built page: the scripts and stylesheets the browser fetches before any interaction, sized as
// a host compressing with gzip at the default level sends them. That is what the prerendered HTML links (script src,
// stylesheets, preload and modulepreload hints), plus the route's chunks, which main.js loads before it hydrates:
// with Rspack, Docusaurus 3.10 does not list them in the HTML. Route prefetches (<link rel="prefetch">) and chunks
// that code imports later (on hover, click or idle time) are not counted. Used by tests/unit/first-load-budget.test.ts
// and scripts/perf-budget.mjs; perf-budget.json holds the budgets and the per-chunk baseline.
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import * as cheerio from 'cheerio';

/** The page kinds with a budget, each by one representative page. */
export const PAGE_KINDS = {
  home: '/',
  doc: '/docs/installation/',
  'API doc': '/docs/api/docusaurus-config/',
  'blog post': '/blog/2021/05/12/announcing-docusaurus-two-beta/',
  'changelog release': '/changelog/2.0.0-beta.22/',
  showcase: '/showcase/',
  search: '/search/',
};

const PRELOADED_TYPES = new Set(['script', 'style']);

/** Paths (from the site root) of the scripts and stylesheets an HTML page fetches before interaction. */
export function firstLoadAssets(html) {
  const $ = cheerio.load(html);
  const hrefs = [
    ...$('script[src]').map((_, element) => $(element).attr('src')),
    ...$('link[href]')
      .filter((_, element) => {
        const rel = ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/);
        if (rel.includes('stylesheet') || rel.includes('modulepreload')) return true;
        return rel.includes('preload') && PRELOADED_TYPES.has($(element).attr('as') ?? '');
      })
      .map((_, element) => $(element).attr('href')),
  ];
  // Only the site's own files: the budget is about what we ship.
  const local = hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split(/[?#]/)[0]);
  return [...new Set(local)].filter((href) => /\.(m?js|css)$/.test(href));
}

/** A chunk's name without its content hash: `assets/js/main.1a2b3c4d.js` → `main.js`. */
export function chunkName(href) {
  return path.posix.basename(href).replace(/\.[0-9a-f]{8,}(?=\.(m?js|css)$)/, '');
}

const gzipSizes = new Map();

/** Gzip size of a file, computed once per version of it: the pages of a build share most chunks. */
function gzipSize(file) {
  const {size, mtimeMs} = fs.statSync(file);
  const key = `${file}:${size}:${mtimeMs}`;
  if (!gzipSizes.has(key)) gzipSizes.set(key, gzipSync(fs.readFileSync(file)).length);
  return gzipSizes.get(key);
}

function routeHtml(buildDir, routePath) {
  const file = path.join(buildDir, routePath, 'index.html');
  if (!fs.existsSync(file)) throw new Error(`${routePath} is not in ${buildDir}: run \`npm run build\` first.`);
  return fs.readFileSync(file, 'utf8');
}

/** The route table of a build (`.docusaurus/routes.js`), with each route's component as its routesChunkNames key. */
export function readRoutes(generatedDir) {
  const source = fs
    .readFileSync(path.join(generatedDir, 'routes.js'), 'utf8')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  return new Function('ComponentCreator', source)((routePath, hash) => `${routePath}-${hash}`);
}

const trimSlash = (value) => value.replace(/\/+$/, '');

/** The routes react-router renders for a path, outermost first: the first match at each level, as matchRoutes does. */
export function matchRoutes(routes, pathname) {
  for (const route of routes) {
    const base = trimSlash(route.path ?? '');
    const matches =
      route.path === undefined ||
      route.path === '*' ||
      trimSlash(pathname) === base ||
      (!route.exact && pathname.startsWith(`${base}/`));
    if (matches) return [route, ...(route.routes ? matchRoutes(route.routes, pathname) : [])];
  }
  return [];
}

const flattenChunkNames = (value) =>
  typeof value === 'string' ? [value] : Object.values(value).flatMap(flattenChunkNames);

/**
 * The files of a route's chunks: its chunk names (routesChunkNames.json), their webpack chunk ids (read from the
 * registry compiled into main.js, `name:[()=>Promise.all([n.e("1"),n.e("2")]).then(…)`) and the ids' files
 * (client-manifest.json).
 */
function routeChunkFiles(buildDir, generatedDir, routePath, mainScript) {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(generatedDir, file), 'utf8'));
  const chunkNamesByRoute = read('routesChunkNames.json');
  const {assets} = read('client-manifest.json');
  const main = fs.readFileSync(path.join(buildDir, mainScript), 'utf8');
  const names = matchRoutes(readRoutes(generatedDir), routePath).flatMap((route) =>
    flattenChunkNames(chunkNamesByRoute[route.component] ?? {}),
  );
  return [...new Set(names)].flatMap((name) => {
    // The minifier writes an all-digit key as a number, in hexadecimal when that is shorter.
    const keys = /^\d+$/.test(name) ? [name, `0x${Number(name).toString(16)}`] : [name, `"${name}"`];
    const loader = new RegExp(`[,{](?:${keys.join('|')}):\\[\\(\\)=>(.*?)\\.then\\(`, 'i').exec(main);
    if (!loader) throw new Error(`Chunk ${name} of ${routePath} is not in the registry in ${mainScript}`);
    return [...loader[1].matchAll(/\.e\("?(\w+)"?\)/g)].flatMap(([, id]) =>
      Object.values(assets[id] ?? {}).flatMap((files) => files.map((file) => `/${file.file}`)),
    );
  });
}

/** The first-load JS and CSS of one built page, in gzip bytes, with the chunks that make them up. */
export function measurePage(buildDir, routePath, generatedDir) {
  const linked = firstLoadAssets(routeHtml(buildDir, routePath));
  const mainScript = linked.find((href) => chunkName(href) === 'main.js');
  const routeChunks = generatedDir && mainScript ? routeChunkFiles(buildDir, generatedDir, routePath, mainScript) : [];
  const chunks = [...new Set([...linked, ...routeChunks])].map((href) => {
    const file = path.join(buildDir, href);
    if (!fs.existsSync(file)) throw new Error(`${routePath} requests ${href}, which is not in ${buildDir}`);
    return {name: chunkName(href), type: href.endsWith('.css') ? 'css' : 'js', gzip: gzipSize(file)};
  });
  const total = (type) => chunks.filter((chunk) => chunk.type === type).reduce((sum, chunk) => sum + chunk.gzip, 0);
  return {path: routePath, jsGzip: total('js'), cssGzip: total('css'), chunks};
}

/** Every page kind measured, from build/ and the generated files of the same build (`.docusaurus/`). */
export function measureSite(buildDir, generatedDir, pageKinds = PAGE_KINDS) {
  return Object.fromEntries(
    Object.entries(pageKinds).map(([kind, routePath]) => [kind, measurePage(buildDir, routePath, generatedDir)]),
  );
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Chunks of a page that are new or larger than in the baseline, largest growth first. */
function grownChunks(page, baselineChunks) {
  return page.chunks
    .map((chunk) => ({...chunk, before: baselineChunks[chunk.name]}))
    .filter((chunk) => chunk.before === undefined || chunk.gzip > chunk.before)
    .sort((a, b) => b.gzip - (b.before ?? 0) - (a.gzip - (a.before ?? 0)))
    .map((chunk) =>
      chunk.before === undefined
        ? `new ${chunk.name} ${kb(chunk.gzip)}`
        : `${chunk.name} +${kb(chunk.gzip - chunk.before)} (${kb(chunk.before)} → ${kb(chunk.gzip)})`,
    );
}

/**
 * One message per page kind over its JS or CSS budget, naming the chunks that grew against the baseline; an empty
 * list when every page is within budget.
 */
export function budgetFailures(measured, budget) {
  const failures = [];
  for (const [kind, page] of Object.entries(measured)) {
    const limits = budget.pages[kind];
    if (!limits) throw new Error(`perf-budget.json has no budget for the page kind "${kind}"`);
    for (const type of ['js', 'css']) {
      const size = page[`${type}Gzip`];
      const limit = limits[`${type}Gzip`];
      if (size <= limit) continue;
      const grown = grownChunks({chunks: page.chunks.filter((chunk) => chunk.type === type)}, budget.chunks);
      failures.push(
        `${kind} (${page.path}): first-load ${type.toUpperCase()} is ${kb(size)} gzip, over its budget of ${kb(limit)} ` +
          `by ${kb(size - limit)}. Grown against the baseline: ${grown.join('; ') || 'no single chunk (more chunks requested)'}.`,
      );
    }
  }
  return failures;
}

/**
 * A budget file for the measured sizes: each page's budget is its size rounded up to the next KB, and the baseline
 * holds every chunk any of the pages requests.
 */
export function budgetFromMeasurement(measured) {
  const roundUp = (bytes) => Math.ceil(bytes / 1024) * 1024;
  const pages = Object.fromEntries(
    Object.entries(measured).map(([kind, page]) => [
      kind,
      {jsGzip: roundUp(page.jsGzip), cssGzip: roundUp(page.cssGzip)},
    ]),
  );
  const chunks = {};
  for (const page of Object.values(measured)) for (const chunk of page.chunks) chunks[chunk.name] = chunk.gzip;
  return {pages, chunks: Object.fromEntries(Object.entries(chunks).sort(([a], [b]) => a.localeCompare(b)))};
}
