// Where a page spends its main-thread time while loading, on a phone-speed CPU: loads one page of a served build in
// Chromium with the CPU slowed down (CDP Emulation.setCPUThrottlingRate, 4× by default, as Lighthouse's mobile
// preset), records a sampling CPU profile and the long tasks until the page has been idle for a while, and prints
// the blocking time, the time per script and the time per activity (Prism tokenising, React rendering, prefetching,
// script evaluation, garbage collection). Function names are only readable in a build made with
// `npx docusaurus build --no-minify`; in a minified build the activities fall back to the script they ran in.
// Usage: node scripts/profile-page.mjs --url http://127.0.0.1:4508/docs/api/docusaurus-config/ [--cpu 4] [--runs 3]
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromiumExecutablePath} from './lib/chromium.mjs';

const {values: args} = parseArgs({
  options: {
    url: {type: 'string'},
    cpu: {type: 'string', default: '4'},
    runs: {type: 'string', default: '3'},
    // Time to keep recording after the load event, for the idle-time work (hydration, viewport prefetches).
    'settle-ms': {type: 'string', default: '4000'},
  },
});
if (!args.url) throw new Error('--url is required');

const executablePath = chromiumExecutablePath();

// The first activity whose pattern matches a frame of a sample's stack (leaf first) takes the sample.
const named = (pattern) => (frame) => pattern.test(frame.functionName);
const ACTIVITIES = [
  ['garbage collection', named(/^\(garbage collector\)$/)],
  ['Prism tokenising', named(/^(tokenize|matchGrammar|matchPattern|normalizeTokens|useTokenize)$/)],
  ['route prefetch', named(/prefetch|matchRoutes/i)],
  // Hydration adopts the prerendered DOM; creating DOM nodes means React renders something anew in the browser.
  [
    'React creating DOM nodes (client render)',
    named(
      /^(createElement|createTextNode|appendChild|insertBefore|removeChild|setInitialProperties|setTextContent|finalizeInitialChildren|appendAllChildren|createInstance|createTextInstance|commitDeletionEffects\w*)$/,
    ),
  ],
  [
    'React hydrating prerendered DOM',
    named(
      /^(tryToClaimNextHydratableInstance|prepareToHydrateHostInstance|hydrateInstance|diffHydratedProperties|getNextHydratable\w*|popHydrationState|claimHydratable\w*)$/,
    ),
  ],
  [
    'React rendering components',
    named(
      /^(performWorkOnRoot|performUnitOfWork|workLoopSync|workLoopConcurrent\w*|renderRootSync|renderRootConcurrent|commitRoot\w*|flushPassiveEffects\w*)$/,
    ),
  ],
];

function activityOf(stack) {
  for (const [name, matches] of ACTIVITIES) if (stack.some(matches)) return name;
  const leaf = stack[0];
  if (leaf.functionName === '(idle)') return 'idle';
  if (leaf.functionName === '(program)') return 'browser (parse, style, layout, paint)';
  const script = stack.findLast((frame) => frame.url)?.url;
  return script ? `other script: ${new URL(script).pathname.replace(/\.[0-9a-f]{8}\.js$/, '.js')}` : 'other';
}

async function profileOnce(browser) {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    // React reports every commit to the DevTools hook, in production too: count the fibers each commit creates, in
    // code blocks, in tables and elsewhere. Deterministic, unlike timings on a shared machine.
    window.__commits = [];
    const seen = new WeakSet();
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer) {
        this.renderers.set(this.renderers.size + 1, renderer);
        return this.renderers.size;
      },
      onCommitFiberRoot(_id, root) {
        const created = {codeBlocks: 0, tables: 0, other: 0};
        const stack = [[root.current, 'other']];
        while (stack.length) {
          const [fiber, area] = stack.pop();
          const node = fiber.stateNode;
          let inside = area;
          if (node instanceof Element && node.classList.contains('theme-code-block')) inside = 'codeBlocks';
          else if (inside === 'other' && node instanceof Element && node.tagName === 'TABLE') inside = 'tables';
          if (!seen.has(fiber) && !(fiber.alternate && seen.has(fiber.alternate))) created[inside] += 1;
          seen.add(fiber);
          for (let child = fiber.child; child; child = child.sibling) stack.push([child, inside]);
        }
        window.__commits.push({at: Math.round(performance.now()), ...created});
      },
      onPostCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      checkDCE() {},
    };
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({start: entry.startTime, duration: entry.duration});
    }).observe({type: 'longtask', buffered: true});
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: Number(args.cpu)});
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 200});
  await cdp.send('Profiler.start');
  await page.goto(args.url, {waitUntil: 'load'});
  await page.waitForTimeout(Number(args['settle-ms']));
  const {profile} = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => window.__longTasks);
  const commits = await page.evaluate(() => window.__commits.filter((c) => c.codeBlocks + c.tables + c.other > 0));
  const elements = await page.evaluate(() => ({
    total: document.querySelectorAll('body *').length,
    codeBlocks: document.querySelectorAll('.theme-code-block').length,
    inCodeBlocks: document.querySelectorAll('.theme-code-block *').length,
    inTables: document.querySelectorAll('.markdown table *').length,
  }));
  await page.close();

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stackOf = (id) => {
    const stack = [];
    for (let current = id; current !== undefined; current = parent.get(current))
      stack.push(nodes.get(current).callFrame);
    return stack;
  };
  const byActivity = new Map();
  const byScript = new Map();
  const byFunction = new Map();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const stack = stackOf(id);
    const activity = activityOf(stack);
    byActivity.set(activity, (byActivity.get(activity) ?? 0) + ms);
    const script = stack[0].url ? new URL(stack[0].url).pathname.replace(/\.[0-9a-f]{8}\.js$/, '.js') : null;
    if (script) byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const name = `${stack[0].functionName || '(anonymous)'} ${script ?? ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  return {
    longTasks,
    commits,
    blockingMs: longTasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0),
    byActivity,
    byScript,
    byFunction,
    elements,
  };
}

const round = (ms) => Math.round(ms);
const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu']});
try {
  for (let run = 1; run <= Number(args.runs); run += 1) {
    const result = await profileOnce(browser);
    console.log(`\nRun ${run}: ${args.url} at ${args.cpu}× CPU`);
    console.log(`  blocking time (long tasks − 50 ms each): ${round(result.blockingMs)} ms`);
    console.log(
      `  long tasks: ${result.longTasks.map((task) => `${round(task.duration)} ms @${round(task.start)}`).join(', ')}`,
    );
    console.log(`  elements: ${JSON.stringify(result.elements)}`);
    console.log('  fibers React created per commit (in code blocks / in tables / elsewhere):');
    for (const c of result.commits) console.log(`    @${c.at} ms: ${c.codeBlocks} / ${c.tables} / ${c.other}`);
    console.log('  main-thread time by activity:');
    for (const [name, ms] of [...result.byActivity].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 5)) {
      console.log(`    ${String(round(ms)).padStart(6)} ms  ${name}`);
    }
    console.log('  self time by function (top 12):');
    for (const [name, ms] of [...result.byFunction].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
      console.log(`    ${String(round(ms)).padStart(6)} ms  ${name}`);
    }
    console.log('  self time by script (top 8):');
    for (const [name, ms] of [...result.byScript].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
      console.log(`    ${String(round(ms)).padStart(6)} ms  ${name}`);
    }
  }
} finally {
  await browser.close();
}
