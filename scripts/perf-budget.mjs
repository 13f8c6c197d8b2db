// Prints the first-load JS and CSS (gzip) of each page kind of build/ against perf-budget.json. With --update it
// rewrites perf-budget.json from build/: budgets at today's sizes (rounded up to the next KB) and the per-chunk
// baseline. Raising a budget this way needs a reason in the commit message (see README.md, Performance).
// Usage: node scripts/perf-budget.mjs [--update] [--build-dir build --generated-dir .docusaurus]
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {budgetFailures, budgetFromMeasurement, kb, measureSite} from './lib/firstLoad.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgetFile = path.join(root, 'perf-budget.json');
const {values: args} = parseArgs({
  options: {
    update: {type: 'boolean', default: false},
    // Another build and its generated files, e.g. a copy kept to compare with.
    'build-dir': {type: 'string', default: path.join(root, 'build')},
    'generated-dir': {type: 'string', default: path.join(root, '.docusaurus')},
  },
});

const measured = measureSite(path.resolve(args['build-dir']), path.resolve(args['generated-dir']));
const budget = fs.existsSync(budgetFile) ? JSON.parse(fs.readFileSync(budgetFile, 'utf8')) : undefined;
console.table(
  Object.fromEntries(
    Object.entries(measured).map(([kind, page]) => [
      kind,
      {
        path: page.path,
        'JS gzip': kb(page.jsGzip),
        'JS budget': budget?.pages[kind] ? kb(budget.pages[kind].jsGzip) : '–',
        'CSS gzip': kb(page.cssGzip),
        'CSS budget': budget?.pages[kind] ? kb(budget.pages[kind].cssGzip) : '–',
        chunks: page.chunks.length,
      },
    ]),
  ),
);
if (args.update) {
  fs.writeFileSync(budgetFile, `${JSON.stringify(budgetFromMeasurement(measured), null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, budgetFile)}. Say in the commit message why a budget went up.`);
} else if (budget) {
  const failures = budgetFailures(measured, budget);
  for (const failure of failures) console.log(failure);
  process.exitCode = failures.length ? 1 : 0;
}
