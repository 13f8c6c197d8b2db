// Extracts the facts of every tagged 2.0 prerelease that validates its options with a schema (alpha.59 … rc.1) and
// writes them, one JSON file per release, into a cache folder under /tmp (never into the site). Installing each release
// like extract.mjs does costs ~2 minutes and 300 MB; instead this fetches only the @docusaurus tarballs of a release
// (`npm pack`, ~5 MB), unpacks them into <cache>/rel/<release>/node_modules, and loads their lib/ on top of ONE shared
// full install (<cache>/node_modules: the third-party dependencies, Joi and @hapi/joi). Modules a release needs but the
// shared install lacks are stubbed by history-stub.cjs: schemas are built from Joi, never from those modules.
// Run: node scripts/facts/history-extract.mjs [--cache <dir>] [release…]   (then node scripts/facts/history.mjs)
import {execFileSync, execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {fileURLToPath} from 'node:url';
import {HISTORY_PACKAGES, HISTORY_RELEASES} from './history-lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

export const DEFAULT_CACHE = path.join(os.tmpdir(), 'docusaurus-history');

/** The shared third-party dependencies: one full install of a late release plus the Joi the alphas import. */
function installShared(cache) {
  if (fs.existsSync(path.join(cache, 'node_modules/@hapi/joi/package.json'))) {
    fs.rmSync(path.join(cache, 'node_modules/@docusaurus'), {recursive: true, force: true});
    return;
  }
  fs.mkdirSync(cache, {recursive: true});
  fs.writeFileSync(path.join(cache, 'package.json'), '{"name": "docusaurus-history", "private": true}\n');
  const late = '2.0.0-beta.21';
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--legacy-peer-deps',
      '--omit=optional',
      '--save-exact',
      ...HISTORY_PACKAGES.filter((p) => p.startsWith('@docusaurus/')).map((p) => `${p}@${late}`),
      'react@17',
      'react-dom@17',
      'webpack@5.73.0',
      '@hapi/joi@17',
    ],
    {cwd: cache, stdio: 'inherit'},
  );
  // The release folders must resolve @docusaurus/* to their own release only, never to the shared one.
  fs.rmSync(path.join(cache, 'node_modules/@docusaurus'), {recursive: true, force: true});
}

/** Published versions of each package (one registry look-up per package). */
async function publishedVersions(cache) {
  const file = path.join(cache, 'published.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const entries = await Promise.all(
    HISTORY_PACKAGES.map(async (pkg) => {
      const {stdout} = await run('npm', ['view', pkg, 'versions', '--json'], {maxBuffer: 16 * 1024 * 1024});
      return [pkg, JSON.parse(stdout)];
    }),
  );
  const published = Object.fromEntries(entries);
  fs.writeFileSync(file, JSON.stringify(published));
  return published;
}

/** The package version a release uses: the release itself, or (package not published then) the newest earlier one. */
export function versionFor(release, versions) {
  if (versions.includes(release)) return release;
  const order = HISTORY_RELEASES;
  const at = order.indexOf(release);
  for (let i = at - 1; i >= 0; i--) if (versions.includes(order[i])) return order[i];
  return undefined;
}

/**
 * `docusaurus --help` loads a site config first: a minimal site with the docs plugin (which adds docs:version). Up to
 * alpha.62 the docs plugin also requires the sidebars file to exist, else the CLI never prints its help.
 */
function writeSite(dir) {
  fs.writeFileSync(
    path.join(dir, 'docusaurus.config.js'),
    "module.exports = {title: 'Facts', url: 'https://example.com', baseUrl: '/', favicon: 'f.ico',\n" +
      "  plugins: ['@docusaurus/plugin-content-docs']};\n",
  );
  fs.mkdirSync(path.join(dir, 'docs'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'docs', 'intro.md'), '# Intro\n');
  fs.writeFileSync(path.join(dir, 'sidebars.json'), '{"docs": ["intro"]}\n');
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name": "facts-site", "private": true}\n');
}

async function unpack(cache, release, published) {
  const dir = path.join(cache, 'rel', release);
  const done = path.join(dir, '.complete');
  if (fs.existsSync(done)) return dir;
  const tgz = path.join(cache, 'tgz');
  fs.mkdirSync(tgz, {recursive: true});
  const specs = HISTORY_PACKAGES.map((pkg) => [pkg, versionFor(release, published[pkg])]).filter(([, v]) => v);
  const {stdout} = await run(
    'npm',
    ['pack', '--json', '--pack-destination', tgz, ...specs.map(([p, v]) => `${p}@${v}`)],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const files = JSON.parse(stdout).map((p) => p.filename.replace(/^@/, '').replace('/', '-'));
  fs.rmSync(dir, {recursive: true, force: true});
  for (const [i, [pkg]] of specs.entries()) {
    const target = path.join(dir, 'node_modules', pkg);
    fs.mkdirSync(target, {recursive: true});
    execFileSync('tar', ['xzf', path.join(tgz, files[i]), '-C', target, '--strip-components=1']);
  }
  writeSite(dir);
  fs.writeFileSync(done, '');
  return dir;
}

async function dump(cache, release) {
  const dir = path.join(cache, 'rel', release);
  writeSite(dir);
  const {stdout, stderr} = await run(
    process.execPath,
    ['--require', path.join(here, 'history-stub.cjs'), path.join(here, 'history-dump.mjs'), dir],
    {maxBuffer: 64 * 1024 * 1024, cwd: dir, env: {...process.env, NO_UPDATE_NOTIFIER: '1'}},
  );
  if (stderr.trim()) fs.writeFileSync(path.join(cache, 'out', `${release}.log`), stderr);
  // Some releases compute defaults from the site folder (the cwd): the facts must not depend on where it was.
  fs.writeFileSync(path.join(cache, 'out', `${release}.json`), stdout.split(dir).join('<siteDir>'));
}

/** Runs `task` over `items`, `limit` at a time (2 shared cores: keep it small). */
async function pool(items, limit, task) {
  const queue = [...items];
  const failures = [];
  await Promise.all(
    Array.from({length: limit}, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        try {
          await task(item);
        } catch (error) {
          failures.push(`${item}: ${String(error.stderr ?? error.message).slice(-2000)}`);
        }
      }
    }),
  );
  return failures;
}

export async function extractAll(cache, releases) {
  installShared(cache);
  const published = await publishedVersions(cache);
  fs.mkdirSync(path.join(cache, 'out'), {recursive: true});
  const failures = await pool(releases, 3, async (release) => {
    await unpack(cache, release, published);
    await dump(cache, release);
    console.log(`extracted ${release}`);
  });
  if (failures.length) throw new Error(`extraction failed:\n${failures.join('\n')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const cacheAt = args.indexOf('--cache');
  const cache = cacheAt >= 0 ? path.resolve(args.splice(cacheAt, 2)[1]) : DEFAULT_CACHE;
  await extractAll(cache, args.length ? args : HISTORY_RELEASES);
}
