// What a page's first load does on the main thread, long task by long task (docs/performance.md,
// "Signed-in pages: what runs before the first paint"). Lighthouse gives the total blocking time;
// this says which script work makes it up.
//
// Loads one page of a running Daybook in the system Chromium with a phone's viewport and the CPU
// slowed four times (as Lighthouse's mobile run), records a V8 CPU profile of the load and the
// browser's own long tasks, and prints each long task with where its time went: the outermost
// module or React phase on the stack, and the components React rendered in it. Signed-in pages are
// loaded as the demo staff member Ana (as bench/lighthouse.mjs does); `/` and `/kiosk` signed out.
//
//   node bench/page-profile.mjs http://127.0.0.1:3000 /home [en|es]
//
// Component names need a build without minification (`npx vite build --minify false --outDir …` in
// apps/web, then scripts/prerender.mjs on that directory, served with WEB_DIST); a minified build
// gives the chunks' names only. PAGE_PROFILE_OUT=<file> keeps the .cpuprofile for DevTools.
import { writeFileSync } from 'node:fs';
import { openPhonePage } from './lib.mjs';

const [base = 'http://127.0.0.1:3000', pagePath = '/home', language = 'en'] = process.argv.slice(2);
const REACT_PHASES = ['renderRootSync', 'renderRootConcurrent', 'commitRoot', 'flushPassiveEffects', 'insertStyles'];
const CHUNK = /-[\w-]{8}\.js$/;

const { browser, page } = await openPhonePage(base, pagePath, language);
try {
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  // A marker the profile and the page's clock both see, to place the long tasks in the profile.
  await page.evaluateOnNewDocument(() => {
    window.__profileMark = performance.now();
    (function pageProfileMarker() {
      const start = performance.now();
      while (performance.now() - start < 3);
    })();
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await cdp.send('Profiler.start');
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const { profile } = await cdp.send('Profiler.stop');
  const { mark, longTasks } = await page.evaluate(() => ({
    mark: window.__profileMark,
    longTasks: window.__longTasks,
  }));
  if (process.env.PAGE_PROFILE_OUT) writeFileSync(process.env.PAGE_PROFILE_OUT, JSON.stringify(profile));
  report(profile, mark, longTasks);
} finally {
  await browser.close();
}

function report(profile, mark, longTasks) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const stackOf = (id) => {
    const frames = [];
    for (let at = id; at !== undefined; at = parents.get(at)) frames.push(nodes.get(at).callFrame);
    return frames; // innermost first
  };
  const name = (frame) => `${frame.functionName || '(module)'}@${frame.url.replace(/^.*\//, '').replace(CHUNK, '')}`;
  const times = [];
  let clock = profile.startTime;
  for (const delta of profile.timeDeltas) {
    clock += delta;
    times.push(clock / 1000);
  }
  const markAt = profile.samples.findIndex((id) => nodes.get(id).callFrame.functionName === 'pageProfileMarker');
  const offset = markAt >= 0 ? times[markAt] - mark : 0;
  let blocking = 0;
  console.log(`${pagePath} (${language}), CPU ×4: long tasks (start and length in ms, page clock)`);
  for (const [start, duration] of longTasks) {
    blocking += Math.max(0, duration - 50);
    const outer = new Map();
    const phases = new Map();
    const components = new Map();
    const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
    for (let i = 0; i < profile.samples.length; i++) {
      const at = times[i] - offset;
      if (at < start || at > start + duration) continue;
      const ms = profile.timeDeltas[i] / 1000;
      const stack = stackOf(profile.samples[i]);
      const scripted = stack.filter((frame) => frame.url);
      add(outer, scripted.length ? name(scripted.at(-1)) : stack[0].functionName, ms);
      for (const phase of REACT_PHASES) if (stack.some((frame) => frame.functionName === phase)) add(phases, phase, ms);
      const rendering = stack.findIndex((frame) => frame.functionName === 'renderWithHooks');
      if (rendering > 0) add(components, name(stack[rendering - 1]), ms);
    }
    const top = (map, count) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([key, ms]) => `${key} ${Math.round(ms)}`)
        .join(', ');
    console.log(`\n${Math.round(start)} +${Math.round(duration)}`);
    console.log(`  outermost: ${top(outer, 5)}`);
    if (phases.size) console.log(`  React: ${top(phases, 5)}`);
    if (components.size) console.log(`  components: ${top(components, 6)}`);
  }
  console.log(
    `\nsum of the long tasks' time over 50 ms: ${Math.round(blocking)} ms (from the start, not from the first paint)`,
  );
}
