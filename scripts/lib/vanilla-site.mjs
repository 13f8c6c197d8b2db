// The plain Docusaurus site the benchmarks compare this one with: the stock classic TypeScript template of the
// Docusaurus release this site builds with, scaffolded and installed in a folder of the caller's choice.
// Shared by bench-perf.mjs (page speed) and bench-build.mjs (build cost).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const VANILLA_VERSION = '3.10.2';

/**
 * Runs a command to completion with its output shown; returns how long it took in ms.
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {string} cwd
 * @param {NodeJS.ProcessEnv} [env]
 */
export function run(command, commandArgs, cwd, env = process.env) {
  console.log(`\n$ ${[command, ...commandArgs].join(' ')}   (in ${cwd})`);
  const started = performance.now();
  const result = spawnSync(command, commandArgs, {cwd, stdio: 'inherit', env});
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed with status ${result.status}`);
  return Math.round(performance.now() - started);
}

/**
 * Scaffolds and installs the stock classic template in `<parent>/vanilla` unless it is there already (the install
 * takes about three minutes; needs the npm registry). Returns the site folder.
 * @param {string} parent
 */
export function scaffoldVanillaSite(parent) {
  const dir = path.join(parent, 'vanilla');
  if (!fs.existsSync(path.join(dir, 'node_modules'))) {
    fs.rmSync(dir, {recursive: true, force: true});
    fs.mkdirSync(parent, {recursive: true});
    run(
      'npx',
      ['--yes', `create-docusaurus@${VANILLA_VERSION}`, 'vanilla', 'classic', '--skip-install', '--typescript'],
      parent,
    );
    // None of the template's dependencies needs its install script to build (as for this site, see README.md).
    run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], dir);
  }
  return dir;
}
