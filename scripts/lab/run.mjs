// The behaviour lab: builds small fixture sites (scripts/lab/fixtures.mjs) with the real @docusaurus packages of each
// documented version, in a temporary folder, and records what they do into src/data/observations/<version>.json.
// Pages cite these observations (see scripts/lib/observations.mjs); the content check compares. Dev-time only: it
// needs the network for the first install (~2 min and 300 MB per version) and a few minutes of builds per version.
// Re-running reproduces the committed files byte for byte: no timestamps, no temporary paths.
// Run: node scripts/lab/run.mjs [--cache <dir>] [--observe-only] [version…]
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {VERSIONS} from '../facts/extract.mjs';
import {OBSERVATIONS_DIR} from '../lib/observations.mjs';
import {ASSET_SIZES, FIXTURES, REDIRECT_RETURNS} from './fixtures.mjs';
import {installVersion} from './install.mjs';
import {observe} from './observe.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

const BUILD_TIMEOUT = 10 * 60_000;
const START_TIMEOUT = 5 * 60_000;
// Ports of the dev servers the lab starts, one per version, away from the site's own test ports.
const START_PORTS = {'2.0.0-beta.21': 4591, '2.0.0-beta.22': 4592, '2.0.0-rc.1': 4593};

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** JSON with object keys sorted at every level, so the files do not depend on the order things were observed in. */
export function sortedJson(value) {
  const sort = (v) =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort(v[k])]),
          )
        : v;
  return `${JSON.stringify(sort(value), null, 2)}\n`;
}

function writeSite(dir, files) {
  fs.rmSync(dir, {recursive: true, force: true});
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
}

function docusaurusBin(installDir) {
  const core = path.join(installDir, 'node_modules/@docusaurus/core');
  const {bin} = JSON.parse(fs.readFileSync(path.join(core, 'package.json'), 'utf8'));
  return path.join(core, typeof bin === 'string' ? bin : bin.docusaurus);
}

/** Runs the docusaurus CLI in its own process group; resolves with its exit code and ANSI-free output. */
function runCli(installDir, siteDir, args, {env = {}, timeout = BUILD_TIMEOUT} = {}) {
  const child = spawn(process.execPath, [docusaurusBin(installDir), ...args], {
    cwd: siteDir,
    env: {...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1', CI: '1'},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return {
    child,
    output: () => output.replace(ANSI, ''),
    stop,
    done: new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`docusaurus ${args.join(' ')} in ${siteDir} timed out after ${timeout / 1000} s`));
      }, timeout);
      // The timer must not keep the lab alive once the command has ended.
      exited.then((code) => {
        clearTimeout(timer);
        resolve({code, output: output.replace(ANSI, '')});
      });
    }),
  };
}

export function readLog(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Builds one fixture site; returns the exit code, output, log and (when it built) the build folder. */
async function build(installDir, sitesDir, name, {env = {}, reuse = false} = {}) {
  const siteDir = path.join(sitesDir, name);
  if (!reuse) writeSite(siteDir, FIXTURES[name]());
  const log = path.join(siteDir, `lab-${env.LAB_THROW ? 'throw' : 'build'}.log`);
  fs.rmSync(log, {force: true});
  console.log(`  build ${name}${env.LAB_THROW ? ' (loadContent throws)' : ''}…`);
  const {code, output} = await runCli(installDir, siteDir, ['build', '--no-minify'], {env: {...env, LAB_LOG: log}})
    .done;
  return {code, output: output.split(siteDir).join('<site>'), log: readLog(log), outDir: path.join(siteDir, 'build')};
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function httpOk(url) {
  try {
    const response = await fetch(url, {signal: AbortSignal.timeout(10_000)});
    return response.ok;
  } catch {
    return false;
  }
}

/** Waits until `test()` holds and the log has not grown for `quietMs`. */
async function settle(logFile, test, {quietMs = 4000, timeout = 120_000} = {}) {
  const end = Date.now() + timeout;
  let last = -1;
  let since = Date.now();
  while (Date.now() < end) {
    const size = readLog(logFile).length;
    if (size !== last) {
      last = size;
      since = Date.now();
    }
    if ((await test()) && Date.now() - since >= quietMs) return true;
    await sleep(500);
  }
  return false;
}

/**
 * `docusaurus start` on the main fixture: the calls at start-up, after a watched file changes, and after a change
 * while loadContent throws (does the server stay up, is the error logged, does it name the plugin).
 */
async function start(installDir, sitesDir, version) {
  const siteDir = path.join(sitesDir, 'main');
  const port = START_PORTS[version];
  if (!(await portFree(port))) throw new Error(`port ${port} is busy: the lab's dev server for ${version} needs it`);
  const log = path.join(siteDir, 'lab-start.log');
  fs.rmSync(log, {force: true});
  fs.rmSync(path.join(siteDir, 'lab-throw'), {force: true});
  console.log(`  start main on port ${port}…`);
  const server = runCli(installDir, siteDir, ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    env: {LAB_LOG: log},
    // Longer than the start-up wait plus both reloads, so the probes below report what went wrong, not the timer.
    timeout: 2 * START_TIMEOUT,
  });
  server.done.catch(() => undefined);
  const url = `http://127.0.0.1:${port}/`;
  const loadCount = () => readLog(log).filter((e) => e.call === 'loadContent').length;
  try {
    if (!(await settle(log, () => httpOk(url), {timeout: START_TIMEOUT}))) {
      throw new Error(`dev server of ${version} did not answer on ${url}:\n${server.output().slice(-2000)}`);
    }
    const startup = readLog(log);
    fs.writeFileSync(path.join(siteDir, 'lab-watched.txt'), 'changed\n');
    if (!(await settle(log, () => loadCount() >= 2))) throw new Error(`no reload after a watched file changed`);
    const reload = readLog(log).slice(startup.length);
    const before = server.output().length;
    fs.writeFileSync(path.join(siteDir, 'lab-throw'), '');
    fs.writeFileSync(path.join(siteDir, 'lab-watched.txt'), 'changed again\n');
    if (!(await settle(log, () => loadCount() >= 3, {quietMs: 6000}))) throw new Error(`no reload after a change`);
    const failedReload = {
      output: server.output().slice(before).split(siteDir).join('<site>'),
      running: server.child.exitCode === null && server.child.signalCode === null,
      answers: await httpOk(url),
    };
    return {startup, reload, failedReload};
  } finally {
    fs.rmSync(path.join(siteDir, 'lab-throw'), {force: true});
    server.stop();
    await server.done.catch(() => undefined);
  }
}

/** Calls the version's own configureWebpack merge with each mergeStrategy value on an array field. */
function mergeStrategies(installDir) {
  const utils = path.join(installDir, 'node_modules/@docusaurus/core/lib/webpack/utils.js');
  const {applyConfigureWebpack} = createRequire(import.meta.url)(utils);
  const result = {};
  for (const strategy of ['append', 'prepend', 'replace', 'merge', 'match']) {
    const base = {module: {rules: [{test: /base/}]}};
    const configureWebpack = () => ({module: {rules: [{test: /plugin/}]}, mergeStrategy: {'module.rules': strategy}});
    const merged = applyConfigureWebpack(configureWebpack, base, false, undefined, undefined);
    result[strategy] = merged.module.rules.map((rule) => String(rule.test).replace(/\//g, ''));
  }
  return result;
}

/**
 * Runs every fixture of one version and returns its observations. The raw runs are kept in <cache>/<version>/runs.json
 * so that `--observe-only` can re-read them after a change to observe.mjs without building again.
 */
export async function runLab(cache, version, {observeOnly = false} = {}) {
  const runsFile = path.join(cache, version, 'runs.json');
  if (observeOnly) {
    if (!fs.existsSync(runsFile))
      throw new Error(`no recorded runs of ${version} in ${runsFile}: run without --observe-only`);
    return observe(version, JSON.parse(fs.readFileSync(runsFile, 'utf8')), {
      assetSizes: ASSET_SIZES,
      redirectReturns: REDIRECT_RETURNS,
    });
  }
  const installDir = installVersion(cache, version);
  const sitesDir = path.join(installDir, 'sites');
  // The failing build goes first: a build may empty the output folder before it fails.
  const throwing = await build(installDir, sitesDir, 'main', {env: {LAB_THROW: '1'}});
  const main = await build(installDir, sitesDir, 'main', {reuse: true});
  if (main.code !== 0) throw new Error(`the main fixture of ${version} did not build:\n${main.output.slice(-3000)}`);
  const runs = {
    main,
    throwing,
    defaultLanguage: await build(installDir, sitesDir, 'defaultLanguage'),
    redirectFalse: await build(installDir, sitesDir, 'redirectFalse'),
    categoryDescription: await build(installDir, sitesDir, 'categoryDescription'),
    start: await start(installDir, sitesDir, version),
    mergeStrategies: mergeStrategies(installDir),
  };
  fs.writeFileSync(runsFile, JSON.stringify(runs));
  return observe(version, runs, {assetSizes: ASSET_SIZES, redirectReturns: REDIRECT_RETURNS});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const observeOnly = args.includes('--observe-only');
  if (observeOnly) args.splice(args.indexOf('--observe-only'), 1);
  const cacheAt = args.indexOf('--cache');
  const cache = cacheAt >= 0 ? path.resolve(args.splice(cacheAt, 2)[1]) : path.join(os.tmpdir(), 'docusaurus-lab');
  const versions = args.length ? args : VERSIONS;
  fs.mkdirSync(OBSERVATIONS_DIR, {recursive: true});
  for (const version of versions) {
    console.log(`${version}:`);
    const observations = await runLab(cache, version, {observeOnly});
    const json = sortedJson(observations);
    if (json.includes(cache)) throw new Error(`observations of ${version} contain the temporary path ${cache}`);
    const file = path.join(OBSERVATIONS_DIR, `${version}.json`);
    fs.writeFileSync(file, json);
    console.log(`wrote ${path.relative(root, file)} (${Object.keys(observations.claims).length} claims)`);
  }
}
