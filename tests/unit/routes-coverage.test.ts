import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {routes} from '../routes';

// The spec's routes, committed beside the tests (see the file's header), so this test runs the same in every clone.
const specRoutes = fs
  .readFileSync(path.resolve(__dirname, '../spec-routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

it('lists each route once, in the site’s trailing-slash form', () => {
  expect(new Set(routes).size).toBe(routes.length);
  for (const route of routes) expect(route).toMatch(/^\/(.*\/|.*\.html)?$/);
});

it('lists every route of the spec, so the route checks cover them all', () => {
  expect(specRoutes.length).toBeGreaterThan(400);
  expect(specRoutes.filter((route) => !routes.includes(route))).toEqual([]);
});
