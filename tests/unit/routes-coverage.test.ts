import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';

const readRoutes = (file: string): string[] =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

const ours = readRoutes(path.resolve(__dirname, '../e2e/routes.txt'));
const targetFile = path.resolve(__dirname, '../../../shared/routes.txt');

it('lists each route once, in the site’s trailing-slash form', () => {
  expect(new Set(ours).size).toBe(ours.length);
  for (const route of ours) expect(route).toMatch(/^\/(.*\/|.*\.html)?$/);
});

const buildDir = path.resolve(__dirname, '../../build');
const builtFile = (route: string): string =>
  path.join(buildDir, decodeURIComponent(route), route.endsWith('/') ? 'index.html' : '');

it.runIf(fs.existsSync(targetFile))('covers every target route the build already serves', () => {
  const target = readRoutes(targetFile);
  const missing = target.filter((route) => !ours.includes(route));
  console.info(`route test covers ${target.length - missing.length}/${target.length} target routes; ${missing.length} still missing`);
  if (fs.existsSync(buildDir)) {
    const builtButUntested = missing.filter((route) => fs.existsSync(builtFile(route)));
    expect(builtButUntested, 'routes the build serves but tests/e2e/routes.txt does not list').toEqual([]);
  }
});
