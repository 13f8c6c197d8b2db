// Where a page spends its main-thread time while loading, on a phone-speed CPU: loads one page of a served build in
// Chromium with the CPU slowed down (CDP Emulation.setCPUThrottlingRate, 4× by default, as Lighthouse's mobile
// preset), records a sampling CPU profile and the long tasks until the page has been idle for a while, and prints
// the blocking time, the time per script and the time per activity (Prism tokenising, React rendering, prefetching,
// script evaluation, garbage collection). Function names are only readable in a build made with
// `npx docusaurus build --no-minify`; in a minified build the activities fall back to the script they ran in.
// Usage: node scripts/profile-page.mjs --url http://127.0.0.1:4508/docs/api/docusaurus-config/ [--cpu 4] [--runs 3]
import fs from 'node:fs';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';

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

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const executablePath = fs.existsSync(chromium.executablePath()) ? undefined : SYSTEM_CHROMIUM;

// The first activity whose pattern matches a frame of a sample's stack (leaf first) takes the sample.
const ACTIVITIES = [
  ['garbage collection', (frame) => frame.functionName === '(garbage collector)'],
  ['Prism tokenising', (frame) => /^(tokenize|matchGrammar|normalizeTokens|useTokenize|Highlight)$/.test(frame.functionName)],
  ['route prefetch', (frame) => /prefetch|matchRoutes/i.test(frame.functionName)],
  [
    'React render/hydration',
    (frame) => /^(performWorkOnRoot|performUnitOfWork|workLoopSync|workLoopConcurrent|renderRootSync|hydrateRoot|commitRoot)/.test(frame.functionName),
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
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({start: entry.startTime, duration: entry.duration});
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
    for (let current = id; current !== undefined; current = parent.get(current)) stack.push(nodes.get(current).callFrame);
    return stack;
  };
  const byActivity = new Map();
  const byScript = new Map();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const stack = stackOf(id);
    const activity = activityOf(stack);
    byActivity.set(activity, (byActivity.get(activity) ?? 0) + ms);
    const script = stack[0].url ? new URL(stack[0].url).pathname.replace(/\.[0-9a-f]{8}\.js$/, '.js') : null;
    if (script) byScript.set(script, (byScript.get(script) ?? 0) + ms);
  });
  return {
    longTasks,
    blockingMs: longTasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0),
    byActivity,
    byScript,
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
    console.log(`  long tasks: ${result.longTasks.map((task) => `${round(task.duration)} ms @${round(task.start)}`).join(', ')}`);
    console.log(`  elements: ${JSON.stringify(result.elements)}`);
    console.log('  main-thread time by activity:');
    for (const [name, ms] of [...result.byActivity].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 5)) {
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
