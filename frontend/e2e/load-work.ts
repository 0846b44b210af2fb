// `make phone`: what a phone's main thread does to load each public page type, in figures that do
// not depend on the machine's speed, against budgets (exit 1 over one). Per page, at 412×823 like
// Lighthouse's phone, until the page is idle (no React commit, script or request for 1.5 s):
// - JavaScript parsed: the bytes of every script the page evaluated (modules included);
// - JavaScript executed: the bytes of those scripts whose code ran (V8's block coverage, what
//   DevTools' Coverage panel counts);
// - components hydrated: React components (function, class, forwardRef, memo) in the committed tree
//   at idle, counted by a minimal React DevTools hook installed before any script (React DOM's
//   production build calls the hook on every commit). A boundary React has not hydrated yet holds
//   no fibers, so this counts what hydration actually did; `elements`, the host elements beside it.
// Each page twice: as a first visit (Vietnamese), then as an English reader's reload after the
// switch (its cookie and session state), against the same budgets.
// `PHONE_TRACE=1` also records a Chromium trace of each page under 4× CPU slowdown and prints where
// the main thread went (Lighthouse's own task groups), its long tasks and their blocking time
// (TBT's rule, from the first paint on) and forced layouts (style or layout recalculated inside a
// script); traces in .test-artifacts/phone/ open in DevTools' Performance panel.
//
// Environment: PHONE_PORT (8731), PHONE_URL (a running site instead of starting one), PHONE_ONLY
// (page names, comma-separated), PHONE_TRACE.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import * as LH from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import { chromiumPath } from './chromium.ts';
import { publicPages, startSite } from './production-site.ts';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, '.test-artifacts/phone');

/**
 * Per page type: JavaScript executed before idle (kB of source, 1000 bytes) and components hydrated,
 * a few per cent above the figures measured when they were set (the run-to-run spread is < 1 kB and
 * 0 components). Figures and their history: docs/performance.md ("The phone").
 */
const BUDGETS: Record<string, { executedKb: number; components: number }> = {
  home: { executedKb: 250, components: 115 },
  events: { executedKb: 290, components: 255 },
  event: { executedKb: 290, components: 185 },
  news: { executedKb: 250, components: 200 },
  'news-post': { executedKb: 285, components: 170 },
  discover: { executedKb: 240, components: 110 },
  area: { executedKb: 285, components: 175 },
  booking: { executedKb: 350, components: 340 },
  contact: { executedKb: 280, components: 230 },
};

const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Installed before the page's scripts: React DOM finds it and reports every commit to it. */
function installHook(): void {
  const w = window as unknown as Record<string, unknown>;
  const stats = { commits: 0, components: 0, elements: 0, dehydrated: 0, lastCommit: 0 };
  w.__phoneStats = stats;
  // Fiber tags (react-reconciler's ReactWorkTags): function 0, class 1, host element 5,
  // Suspense 13, forwardRef 11, memo 14, simple memo 15.
  type Fiber = { tag: number; child: Fiber | null; sibling: Fiber | null; memoizedState: unknown };
  const count = (top: Fiber) => {
    let components = 0;
    let elements = 0;
    let dehydrated = 0;
    const stack: Fiber[] = [top];
    while (stack.length) {
      const f = stack.pop()!;
      if (f.tag === 0 || f.tag === 1 || f.tag === 11 || f.tag === 14 || f.tag === 15) components++;
      else if (f.tag === 5) elements++;
      else if (f.tag === 13 && (f.memoizedState as { dehydrated?: unknown } | null)?.dehydrated) dehydrated++;
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
    return { components, elements, dehydrated };
  };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer: unknown) {
      (this as { renderers: Map<number, unknown> }).renderers.set(1, renderer);
      return 1;
    },
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      stats.commits++;
      stats.lastCommit = performance.now();
      Object.assign(stats, count(root.current));
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    checkDCE() {},
  };
}

interface Stats {
  commits: number;
  components: number;
  elements: number;
  dehydrated: number;
}

/** Waits until no React commit or request (scripts included) has happened for `quietMs`. */
async function waitIdle(page: Page, seen: { requests: number }, quietMs = 1500) {
  const end = Date.now() + 30_000;
  let last = '';
  let since = Date.now();
  while (Date.now() < end) {
    const commits = await page.evaluate(
      () => (window as unknown as { __phoneStats: Stats }).__phoneStats.commits,
    );
    const now = `${commits}/${seen.requests}`;
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
    await page.waitForTimeout(250);
  }
}

/** Bytes of a script whose code ran: each byte counted by its innermost range (V8 nests them). */
function executedBytes(
  source: string,
  functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[],
) {
  const ranges = functions
    .flatMap((f) => f.ranges)
    .sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
  const ran = new Uint8Array(source.length);
  for (const r of ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
  let n = 0;
  for (const b of ran) n += b;
  return n;
}

type Lang = 'vi' | 'en';

/** An English reader after the switch: the cookie the switch writes and the session's state. */
async function asReader(context: BrowserContext, base: string, lang: Lang): Promise<void> {
  if (lang === 'vi') return;
  await context.addCookies([{ name: 'lang', value: lang, url: base }]);
  await context.addInitScript(() =>
    sessionStorage.setItem('venue:state', JSON.stringify({ auth: { isVn: false } })),
  );
}

interface Work {
  page: string;
  lang: Lang;
  path: string;
  scripts: number;
  parsedKb: number;
  executedKb: number;
  components: number;
  elements: number;
  dehydrated: number;
  commits: number;
  requests: number;
  perScript: { url: string; parsed: number; executed: number }[];
}

async function measure(
  browser: Browser,
  base: string,
  name: string,
  pagePath: string,
  lang: Lang,
): Promise<Work> {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(installHook);
  await asReader(context, base, lang);
  const page = await context.newPage();
  const seen = { requests: 0 };
  page.on('request', () => seen.requests++);
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(base + pagePath, { waitUntil: 'load' });
  await waitIdle(page, seen);
  const coverage = (await page.coverage.stopJSCoverage()).filter((c) => c.url.startsWith(base));
  const stats = await page.evaluate(() => (window as unknown as { __phoneStats: Stats }).__phoneStats);
  const shown = await page.evaluate(() => document.documentElement.lang);
  await context.close();
  if (shown !== lang) throw new Error(`${pagePath} was shown in ${shown}, not ${lang}`);
  const parsed = coverage.reduce((s, c) => s + (c.source?.length ?? 0), 0);
  const perScript = coverage
    .map((c) => ({
      url: c.url.replace(base, ''),
      parsed: c.source?.length ?? 0,
      executed: executedBytes(c.source ?? '', c.functions),
    }))
    .sort((a, b) => b.executed - a.executed);
  const executed = perScript.reduce((s, c) => s + c.executed, 0);
  return {
    page: name,
    lang,
    path: pagePath,
    scripts: coverage.length,
    parsedKb: Math.round(parsed / 100) / 10,
    executedKb: Math.round(executed / 100) / 10,
    components: stats.components,
    elements: stats.elements,
    dehydrated: stats.dehydrated,
    commits: stats.commits,
    requests: seen.requests,
    perScript,
  };
}

type TraceEvent = Record<string, unknown>;

interface Trace {
  page: string;
  groups: Record<string, number>;
  longTasks: number;
  blockingMs: number;
  forcedLayouts: number;
  forcedLayoutMs: number;
  topLong: string;
}

/** A trace of the page under 4× CPU slowdown until idle, summarised with Lighthouse's tracehouse. */
async function trace(
  browser: Browser,
  base: string,
  name: string,
  pagePath: string,
  lang: Lang,
): Promise<Trace> {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(installHook);
  await asReader(context, base, lang);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const seen = { requests: 0 };
  page.on('request', () => seen.requests++);
  // Lighthouse's own categories (its RunTask top-level events included), without the screenshots.
  const categories = TraceGatherer.getDefaultTraceCategories().filter(
    (c: string) => !c.includes('screenshot'),
  );
  await browser.startTracing(page, { categories });
  await page.goto(base + pagePath, { waitUntil: 'load' });
  await waitIdle(page, seen);
  const buffer = await browser.stopTracing();
  await context.close();
  const file = path.join(outDir, `${name}${lang === 'vi' ? '' : `-${lang}`}.trace.json`);
  fs.writeFileSync(file, buffer);
  const raw = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const traceEvents = Array.isArray(raw) ? raw : raw.traceEvents;
  const processed = LH.TraceProcessor.processTrace({ traceEvents } as never);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const groups: Record<string, number> = {};
  let forcedLayouts = 0;
  let forcedLayoutMs = 0;
  for (const t of tasks) {
    groups[t.group.id] = (groups[t.group.id] ?? 0) + t.selfTime;
    if (t.group.id === 'styleLayout' && t.parent && t.parent.group.id === 'scriptEvaluation') {
      forcedLayouts++;
      forcedLayoutMs += t.duration;
    }
  }
  const fcp = LH.TraceProcessor.processNavigation(processed).timings.firstContentfulPaint;
  const long = tasks.filter((t) => !t.parent && t.duration > 50);
  const blockingMs = long.filter((t) => t.endTime > fcp).reduce((s, t) => s + t.duration - 50, 0);
  // Each long task: its length, when it started (ms after navigation) and the group most of it was.
  const topGroup = (t: (typeof tasks)[number]) => {
    const own: Record<string, number> = {};
    const walk = (x: (typeof tasks)[number]) => {
      own[x.group.id] = (own[x.group.id] ?? 0) + x.selfTime;
      x.children.forEach(walk);
    };
    walk(t);
    return Object.entries(own).sort((a, b) => b[1] - a[1])[0]![0];
  };
  const topLong = long
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 4)
    .map((t) => `${Math.round(t.duration)}@${Math.round(t.startTime)} ${topGroup(t)}`)
    .join(', ');
  return {
    page: lang === 'vi' ? name : `${name} ${lang}`,
    groups: Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, Math.round(v)])),
    longTasks: long.length,
    blockingMs: Math.round(blockingMs),
    forcedLayouts,
    forcedLayoutMs: Math.round(forcedLayoutMs),
    topLong,
  };
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export async function phoneWork(base: string, options: { trace?: boolean; only?: string[] } = {}) {
  fs.mkdirSync(outDir, { recursive: true });
  const pages = (await publicPages(base)).filter(
    (p) => !options.only?.length || options.only.includes(p.name),
  );
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const works: Work[] = [];
  const traces: Trace[] = [];
  try {
    for (const p of pages) {
      for (const lang of ['vi', 'en'] as const) {
        // A first visit warms the gateway's page cache: every measured load is then served alike.
        await (await fetch(base + p.path, { headers: { cookie: `lang=${lang}` } })).text();
        works.push(await measure(browser, base, p.name, p.path, lang));
        if (options.trace) traces.push(await trace(browser, base, p.name, p.path, lang));
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    '\n' +
      table(
        [
          'page',
          'lang',
          'path',
          'scripts',
          'JS parsed kB',
          'JS executed kB',
          'budget',
          'components',
          'budget',
          'elements',
          'dehydrated',
          'commits',
        ],
        works.map((w) => [
          w.page,
          w.lang,
          w.path,
          String(w.scripts),
          w.parsedKb.toFixed(1),
          w.executedKb.toFixed(1),
          String(BUDGETS[w.page]?.executedKb ?? '-'),
          String(w.components),
          String(BUDGETS[w.page]?.components ?? '-'),
          String(w.elements),
          String(w.dehydrated),
          String(w.commits),
        ]),
      ),
  );
  if (traces.length) {
    const groups = [
      'scriptEvaluation',
      'scriptParseCompile',
      'styleLayout',
      'paintCompositeRender',
      'parseHTML',
      'garbageCollection',
      'other',
    ];
    console.log(
      '\nmain thread under 4× CPU slowdown, ms (self time by Lighthouse task group)\n' +
        table(
          [
            'page',
            'script',
            'compile',
            'style+layout',
            'paint',
            'html',
            'gc',
            'other',
            'long',
            'blocking',
            'forced layouts',
            'longest tasks',
          ],
          traces.map((t) => [
            t.page,
            ...groups.map((g) => String(t.groups[g] ?? 0)),
            String(t.longTasks),
            String(t.blockingMs),
            `${t.forcedLayouts} (${t.forcedLayoutMs} ms)`,
            t.topLong,
          ]),
        ),
    );
  }
  fs.writeFileSync(
    path.join(outDir, 'summary.json'),
    JSON.stringify({ when: new Date().toISOString(), works, traces }, null, 2) + '\n',
  );
  const over = works.filter((w) => {
    const b = BUDGETS[w.page];
    return b && (w.executedKb > b.executedKb || w.components > b.components);
  });
  for (const w of over)
    console.error(
      `over budget: ${w.page} ${w.lang} (${w.executedKb} kB executed, ${w.components} components)`,
    );
  return { works, traces, over };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const site = await startSite(Number(process.env.PHONE_PORT ?? 8731), process.env.PHONE_URL);
  try {
    const { over } = await phoneWork(site.base, {
      trace: process.env.PHONE_TRACE === '1',
      only: process.env.PHONE_ONLY?.split(',').filter(Boolean),
    });
    process.exitCode = over.length ? 1 : 0;
  } finally {
    await site.stop();
  }
}
