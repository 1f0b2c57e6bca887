// The main-thread tasks Lighthouse's mobile run counts toward total blocking time, one page load,
// with what ran in each (docs/performance.md, "2026-11-28 13:30: the tasks Lighthouse counts").
//
// Lighthouse's default throttling is simulated: it loads the page at full speed, then takes every
// task it observed four times longer; the part of each over 50 ms, between the first paint and
// the page going quiet, is blocking time. So a task over 12.5 ms at full speed counts, and that is
// what this prints. bench/page-profile.mjs slows the CPU for real instead, where React's scheduler
// yields every 5 ms of the slowed clock and the same load shows almost no long task; it answers
// "what would a slow phone run", this one "what does Lighthouse charge".
//
// Loads one page of a running Daybook in the system Chromium, full speed, a phone's viewport,
// signed in as the demo staff member Ana (`/` and `/kiosk` signed out), the device cookie set and
// the service worker bypassed, as a Lighthouse run sees it (its storage reset clears the worker).
// Records a trace with the V8 sampler and prints, for each task of 12.5 ms or more: when it
// started (ms from navigation), its length, the browser's work in it (layout, style, module
// evaluation, HTML parsing…) and the page's functions that took the most time in it. Then the
// blocking time those tasks come to at Lighthouse's 4×, from the first paint on.
//
//   node bench/page-tasks.mjs http://127.0.0.1:3000 /members [en|es]
//
// Function names need a build without minification (`npx vite build --minify false --outDir …`
// in apps/web, served with WEB_DIST), as for page-profile.mjs. One load is one sample: the
// estimate moves by a factor of two between loads of the same build; compare builds served side
// by side, several loads each, in turns. PAGE_TASKS_TRACE=<file> keeps the trace (for DevTools).
import { writeFileSync } from 'node:fs';
import { openPhonePage } from './lib.mjs';

const [base = 'http://127.0.0.1:3000', pagePath = '/home', language = 'en'] = process.argv.slice(2);
const COUNTED_MS = 12.5;
const SLOWDOWN = 4;
const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
// React's and the bundler's own frames, left out of "the page's functions" (they wrap everything)
const WRAPPERS =
  /^(\(|anonymous)|performUnitOfWork|workLoop|renderRoot|performWorkOnRoot|performWorkUntilDeadline|beginWork|renderWithHooks|updateFunctionComponent|updateForwardRef|completeRoot|commitRoot|recursivelyTraverse|commitHookEffect|flushMutation|commitMutation|commitLayout|flushLayout|flushPassive|commitPassive|resolveLazy|lazyInitializer|runWithFiber/;

const { browser, page } = await openPhonePage(base, pagePath, language);
let events;
try {
  await page.setBypassServiceWorker(true);
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
      'v8.execute',
      'loading',
      'blink.user_timing',
    ],
  });
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const trace = Buffer.from(await page.tracing.stop()).toString();
  if (process.env.PAGE_TASKS_TRACE) writeFileSync(process.env.PAGE_TASKS_TRACE, trace);
  events = JSON.parse(trace).traceEvents;
} finally {
  await browser.close();
}

// the page's main thread: the renderer thread that ran the most tasks
const taskCount = new Map();
for (const event of events) {
  if (TASK.has(event.name))
    taskCount.set(`${event.pid}:${event.tid}`, (taskCount.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
}
const mains = events
  .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
  .map((event) => `${event.pid}:${event.tid}`)
  .sort((a, b) => (taskCount.get(b) ?? 0) - (taskCount.get(a) ?? 0));
const [pid, tid] = mains[0].split(':').map(Number);
// the page's own navigation (not /healthz's, nor a blank document's), and its first contentful paint
const navigation = events.find(
  (event) =>
    event.name === 'navigationStart' &&
    event.pid === pid &&
    event.args.data?.documentLoaderURL &&
    new URL(event.args.data.documentLoaderURL).pathname === pagePath,
);
const start = navigation?.ts ?? 0;
const firstPaint = events.find(
  (event) =>
    event.name === 'firstContentfulPaint' && event.args.data?.navigationId === navigation?.args.data.navigationId,
);
const since = (ts) => Math.round((ts - start) / 1000);

// the sampler's profile: its nodes, each sample's time and node
const nodes = new Map();
const samples = [];
let clock = 0;
for (const event of events
  .filter((e) => e.pid === pid && (e.name === 'Profile' || e.name === 'ProfileChunk'))
  .sort((a, b) => a.ts - b.ts)) {
  if (event.name === 'Profile') {
    clock = event.args.data.startTime;
    continue;
  }
  const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
  for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
  (cpuProfile.samples ?? []).forEach((id, index) => {
    clock += timeDeltas[index];
    samples.push([clock, id]);
  });
}
const frameName = ({ callFrame }) =>
  `${callFrame.functionName || '(anonymous)'}@${(callFrame.url || '').replace(/^.*\//, '')}:${callFrame.lineNumber + 1}`;

const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
const tasks = onMain
  .filter((event) => TASK.has(event.name) && event.dur / 1000 >= COUNTED_MS)
  .sort((a, b) => a.ts - b.ts);
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => `${key} ${(us / 1000).toFixed(1)}`)
    .join(', ');

console.log(`${pagePath} (${language}), full speed; first paint at ${firstPaint ? `${since(firstPaint.ts)} ms` : '?'}`);
console.log(`tasks of ${COUNTED_MS} ms or more (start, length in ms):`);
let blocking = 0;
for (const task of tasks) {
  const end = task.ts + task.dur;
  // the browser's work: each trace event's own time (its length less its children's)
  const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= end);
  inside.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const exclusive = new Map(inside.map((event) => [event, event.dur]));
  const stack = [];
  for (const event of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    if (stack.length) exclusive.set(stack.at(-1), exclusive.get(stack.at(-1)) - event.dur);
    stack.push(event);
  }
  const browserWork = new Map();
  for (const [event, us] of exclusive) browserWork.set(event.name, (browserWork.get(event.name) ?? 0) + us);
  // the page's functions: time with the function on the stack, from the samples in the task
  const functions = new Map();
  const own = new Map();
  const inTask = samples.filter(([at]) => at >= task.ts && at <= end);
  inTask.forEach(([at, id], index) => {
    const us = index + 1 < inTask.length ? inTask[index + 1][0] - at : 0;
    const leaf = nodes.get(id);
    if (leaf && !/^\((idle|program|garbage collector)\)$/.test(leaf.callFrame.functionName)) {
      own.set(frameName(leaf), (own.get(frameName(leaf)) ?? 0) + us);
    }
    const seen = new Set();
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
      const key = frameName(node);
      if (node.callFrame.url && !WRAPPERS.test(node.callFrame.functionName) && !seen.has(key)) {
        functions.set(key, (functions.get(key) ?? 0) + us);
        seen.add(key);
      }
    }
  });
  const counted = !firstPaint || task.ts >= firstPaint.ts;
  if (counted) blocking += Math.max(0, (SLOWDOWN * task.dur) / 1000 - 50);
  console.log(`\n${since(task.ts)} +${(task.dur / 1000).toFixed(1)}${counted ? '' : ' (before the first paint)'}`);
  console.log(`  browser: ${top(browserWork, 6)}`);
  if (functions.size) console.log(`  page, with what it called: ${top(functions, 8)}`);
  if (own.size) console.log(`  page, its own time: ${top(own, 6)}`);
}
console.log(
  `\nblocking time at ${SLOWDOWN}× from the first paint on (Lighthouse's estimate, roughly): ${Math.round(blocking)} ms`,
);
