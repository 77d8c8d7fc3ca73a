// The board and the list of a 5,000-issue project in headless Chromium (issue #6): the server as deployed (its own
// process, `server/main.ts` in production mode with the built-in sign-in, serving the built app), a project seeded in
// bulk as `npm run seed` does, and Debian's Chromium driven through playwright-core as the browser tests do.
// Measured: the time from navigation to the first card painted (several loads: median and worst, with where the time
// went), the JS heap after load, and frame times while columns, the list, and the board sideways on a phone are
// scrolled programmatically (requestAnimationFrame in the page). Prints figures; never fails on timing.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildApp, chromiumPath, launchBrowser, signIn } from '../e2e/harness';
import { openDatabase, type DatabaseTarget } from '../server/db/database';
import { seedIssues } from '../server/seed';
import { createTestDatabase } from '../server/test/database';
import { RUNTIME_SETTINGS } from '../src/rules/runtimeConfig';

export interface BoardBenchOptions {
  /** Issues in the project (BENCH_BOARD_ISSUES, default 5,000). */
  issues: number;
  /** Page loads measured per view (BENCH_BOARD_RUNS, default 5). */
  runs: number;
  /** How long each scroll lasts (BENCH_SCROLL_SECONDS, default 4; 0 measures the loads only). */
  scrollSeconds: number;
  /** Scroll speed in pixels a second (BENCH_SCROLL_SPEED, default 3,000: a quick, steady flick). */
  scrollSpeed: number;
  /** Also scrolls the biggest column to its last issue (BENCH_SCROLL_TO_END, default on; 0 leaves it out). */
  scrollToEnd: boolean;
}

const root = path.resolve(import.meta.dirname, '..');
const WORKSPACE = 'bench';
const ACCOUNT = `admin@${WORKSPACE}.test`;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A frame that missed its vsync: rAF times are vsync-aligned, so a late frame lands at about 33.3 ms, not 16.8. */
const LATE_FRAME_MS = 16.7 * 1.2;
/** A frame that missed two vsyncs or more (about 50 ms and up). */
const VERY_LATE_FRAME_MS = 33.3 * 1.2;
const STATUS_LABELS: Record<string, string> = {
  BACKLOG: 'Backlog',
  TODO: 'Todo',
  IN_PROGRESS: 'In progress',
  IN_REVIEW: 'In review',
  DONE: 'Done',
  CANCELED: 'Canceled',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
const msText = (value: number) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en')} ms` : '-');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
const pad = (text: string, width: number) => text.padEnd(width);
const padStart = (text: string, width: number) => text.padStart(width);

// ---------------------------------------------------------------------------------------------------------------
// The server: seeded first (the data folder is the server's alone once it runs), then started as a deployment would.

interface BenchServer {
  url: string;
  database: string;
  stop(): Promise<void>;
}

async function seedAndStart(issues: number, staticDir: string): Promise<BenchServer> {
  let target: DatabaseTarget;
  let dropDatabase = async () => {};
  let dataDir: string | null = null;
  if (process.env.DATABASE_URL) {
    const fresh = await createTestDatabase();
    target = fresh.target;
    dropDatabase = fresh.drop;
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lanes-bench-board-'));
    target = { kind: 'pglite', dataDir };
  }
  const cleanUp = async () => {
    await dropDatabase();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  let child: ChildProcess | null = null;
  try {
    const started = performance.now();
    const database = await openDatabase(target);
    try {
      const report = await seedIssues(database.db, { issues, projects: 1, members: 8, labels: 8, workspace: WORKSPACE, randomSeed: 6 });
      const [project] = report.projects;
      console.log(
        `\nseeded ${report.issues.toLocaleString('en')} issues in ${project.key} (workspace ${WORKSPACE}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } finally {
      await database.close();
    }

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let log = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        LANES_ALLOW_BUILTIN_SIGNIN: 'true',
        METRICS_TOKEN: randomBytes(32).toString('hex'),
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : { LANES_DATA_DIR: dataDir! }),
        LANES_STATIC_DIR: staticDir,
        LANES_AUTHORIZED_PARTIES: url,
        // One person loading the board again and again would meet the per-person limit: it would measure itself.
        LANES_RATE_LIMIT_PER_USER: '1000000',
        LANES_RATE_LIMIT_PER_ADDRESS: '1000000',
        LANES_RATE_LIMIT_SIGNIN_PER_ADDRESS: '1000000',
        ...Object.fromEntries(RUNTIME_SETTINGS.map((name) => [name, ''])),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (log += chunk));
    child.stderr?.on('data', (chunk) => (log += chunk));
    const running = child;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    const stop = async () => {
      if (running.exitCode === null && running.signalCode === null) running.kill('SIGTERM');
      await exited;
      await cleanUp();
    };
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (running.exitCode !== null) {
        await cleanUp();
        throw new Error(`the server exited while starting:\n${log}`);
      }
      const healthy = await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`the server did not become healthy within 180 s:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    return { url, database: target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (data folder)', stop };
  } catch (error) {
    if (child === null) await cleanUp();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// In the page.

/** Installed before any page script: notes when the first issue (card or row) is painted. */
function watchFirstIssue() {
  const bench: { inDocument?: number; painted?: number; longTasks: Array<[number, number]> } = { longTasks: [] };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  // Main-thread tasks over 50 ms (start, duration): what kept the page from painting sooner.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-issue-key]')) return;
    observer.disconnect();
    bench.inDocument = performance.now();
    // The frame that shows it: after its rAF callbacks come style, layout and paint, then the message task.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (bench.painted = performance.now());
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

interface ScrollRequest {
  selector: string;
  axis: 'x' | 'y';
  seconds: number;
  speed: number;
  /** Goes on until the last issue of the column is in view and the column is scrolled to its bottom. */
  toEnd: boolean;
}

interface ScrollResult {
  frames: number[];
  seconds: number;
  /** Seconds spent at the end of what was loaded, waiting for the next page. */
  waited: number;
  distance: number;
  reachedEnd: boolean;
  /** The highest issue position rendered (aria-posinset) and the column's total (aria-setsize), when it has them. */
  lastPosition: number;
  total: number;
  maxRendered: number;
}

/** Scrolls the element at a steady speed, one step per animation frame, recording each frame's time. */
function scrollAndRecord({ selector, axis, seconds, speed, toEnd }: ScrollRequest): Promise<ScrollResult> {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  const read = () => (axis === 'y' ? element.scrollTop : element.scrollLeft);
  const write = (value: number) => (axis === 'y' ? (element.scrollTop = value) : (element.scrollLeft = value));
  const max = () => (axis === 'y' ? element.scrollHeight - element.clientHeight : element.scrollWidth - element.clientWidth);
  const origin = read();
  const frames: number[] = [];
  let maxRendered = 0;
  const positions = () => {
    let last = 0;
    let total = 0;
    for (const item of element.querySelectorAll('[aria-posinset]')) {
      last = Math.max(last, Number(item.getAttribute('aria-posinset')));
      total = Number(item.getAttribute('aria-setsize'));
    }
    return { last, total };
  };
  return new Promise((resolve) => {
    let start: number | undefined;
    let previous = 0;
    let atEndSince: number | null = null;
    let waited = 0;
    const frame = (now: number) => {
      const delta = start === undefined ? 0 : now - previous;
      if (start === undefined) start = now;
      else frames.push(delta);
      previous = now;
      maxRendered = Math.max(maxRendered, element.querySelectorAll('[data-issue-key]').length);
      const elapsed = (now - start) / 1000;
      // Out to the end and back for the sideways scroll (a board is a few screens wide); onwards for the others.
      const span = max();
      const travelled = speed * elapsed;
      const target = axis === 'x' ? origin + (Math.floor(travelled / span) % 2 === 0 ? travelled % span : span - (travelled % span)) : origin + travelled;
      write(target);
      const { last, total } = positions();
      // Scrolled as far as what is loaded, short of the wanted place: waiting for the next page.
      if (axis === 'y' && target > max() + 1 && !(total > 0 && last === total)) waited += delta / 1000;
      const atEnd = read() >= max() - 1 && (total === 0 || last === total);
      atEndSince = atEnd ? (atEndSince ?? now) : null;
      // The end is reached once it has held for a few frames (a page that just arrived grows the column again).
      const ended = toEnd && atEndSince !== null && now - atEndSince > 100;
      if ((!toEnd && elapsed >= seconds) || ended || elapsed > 600) {
        resolve({ frames, seconds: elapsed, waited, distance: Math.abs(read() - origin), reachedEnd: atEnd, lastPosition: last, total, maxRendered });
      } else {
        requestAnimationFrame(frame);
      }
    };
    requestAnimationFrame(frame);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Loads.

interface LoadResult {
  painted: number;
  inDocument: number;
  fcp: number;
  htmlEnd: number;
  scriptsEnd: number;
  /** The page query: when it was sent, when its answer ended, and its size (JSON, uncompressed). */
  query: { name: string; sent: number; answered: number; bytes: number } | null;
  /** Main-thread tasks over 50 ms before the first issue was painted: their total, the longest, how many. */
  longTasks: { total: number; longest: number; count: number };
  /** What the page fetched before the first issue was painted (not scripts or styles): path, start, end. */
  requests: Array<{ name: string; start: number; end: number }>;
  heap: number;
  domNodes: number;
  issuesInDom: number;
}

/** The GraphQL operations a page sent, by name, with their timing on the page's clock. */
function recordOperations(page: Page) {
  const operations: Array<{ name: string; sentAt: number; answeredAt: number; bytes: number }> = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const name = (() => {
      try {
        return String(JSON.parse(request.postData() ?? '{}').operationName ?? '?');
      } catch {
        return '?';
      }
    })();
    const timing = request.timing();
    const body = await request
      .response()
      .then((response) => response?.body())
      .catch(() => null);
    operations.push({ name, sentAt: timing.startTime, answeredAt: timing.startTime + timing.responseEnd, bytes: body?.length ?? 0 });
  });
  return operations;
}

async function loadOnce(page: Page, url: string, queryName: string): Promise<LoadResult> {
  const operations = recordOperations(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __bench: { painted?: number } }).__bench?.painted !== undefined, null, { timeout: 60_000 });
  // Settled: no skeleton or "Loading more…" left, then a moment for what the first paint set going.
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, null, { timeout: 60_000 });
  await page.waitForTimeout(500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  const inPage = await page.evaluate(() => {
    const bench = (window as unknown as { __bench: { painted: number; inDocument: number; longTasks: Array<[number, number]> } }).__bench;
    const before = bench.longTasks.filter(([start]) => start < bench.painted);
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const scripts = performance.getEntriesByType('resource').filter((entry) => /\.js(\?|$)/.test(entry.name)) as PerformanceResourceTiming[];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      timeOrigin: performance.timeOrigin,
      painted: bench.painted,
      inDocument: bench.inDocument,
      fcp: fcp?.startTime ?? NaN,
      htmlEnd: navigation?.responseEnd ?? NaN,
      scriptsEnd: Math.max(...scripts.map((entry) => entry.responseEnd)),
      longTasks: {
        total: before.reduce((sum, [, duration]) => sum + duration, 0),
        longest: Math.max(0, ...before.map(([, duration]) => duration)),
        count: before.length,
      },
      requests: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime < bench.painted && !/\.(js|css|svg|woff2?)(\?|$)/.test(entry.name))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd })),
      domNodes: document.getElementsByTagName('*').length,
      issuesInDom: document.querySelectorAll('[data-issue-key]').length,
    };
  });
  const query = operations.find((operation) => operation.name === queryName);
  page.removeAllListeners('requestfinished');
  return {
    ...inPage,
    heap: usedSize,
    query: query ? { name: query.name, sent: query.sentAt - inPage.timeOrigin, answered: query.answeredAt - inPage.timeOrigin, bytes: query.bytes } : null,
  };
}

async function measureLoads(context: BrowserContext, url: string, queryName: string, runs: number): Promise<LoadResult[]> {
  const page = await context.newPage();
  const results: LoadResult[] = [];
  try {
    for (let run = 0; run < runs; run += 1) results.push(await loadOnce(page, url, queryName));
  } finally {
    await page.close();
  }
  return results;
}

function printLoads(title: string, results: LoadResult[], total: number) {
  const column = (pick: (result: LoadResult) => number) => {
    const values = results.map(pick);
    return { median: median(values), worst: Math.max(...values), all: values };
  };
  const rows: Array<[string, { median: number; worst: number; all: number[] }]> = [
    ['first issue painted', column((r) => r.painted)],
    ['  first contentful paint', column((r) => r.fcp)],
    ['  page (HTML) received', column((r) => r.htmlEnd)],
    ['  scripts received', column((r) => r.scriptsEnd)],
    [`  ${results[0]?.query?.name ?? 'page query'} sent`, column((r) => r.query?.sent ?? NaN)],
    ['  … answered', column((r) => r.query?.answered ?? NaN)],
    ['  first issue in the document', column((r) => r.inDocument)],
    ['  long tasks before it (total)', column((r) => r.longTasks.total)],
    ['  … the longest', column((r) => r.longTasks.longest)],
  ];
  console.log(`\n${title}: ${results.length} loads (the first with a cold cache), from navigation`);
  console.log(`  ${pad('', 34)}${padStart('median', 10)}${padStart('worst', 10)}   each`);
  for (const [name, { median: m, worst, all }] of rows) {
    console.log(`  ${pad(name, 34)}${padStart(msText(m), 10)}${padStart(msText(worst), 10)}   ${all.map((v) => Math.round(v)).join(', ')}`);
  }
  const last = results.at(-1)!;
  const requests = last.requests.map((request) => `${request.name} ${Math.round(request.start)}–${Math.round(request.end)}`).join(', ');
  console.log(`  fetched before the first issue (last load, ms from navigation): ${requests || 'nothing but scripts and styles'}`);
  const querySize = last.query ? `${last.query.name} answer ${kb(last.query.bytes)}` : 'page query not seen';
  console.log(
    `  after load: JS heap ${mb(median(results.map((r) => r.heap)))} (median, after GC), ${last.domNodes.toLocaleString('en')} elements, ` +
      `${last.issuesInDom} of ${total.toLocaleString('en')} issues in the document; ${querySize}`,
  );
}

/**
 * One more board load under the CPU profiler (BENCH_BOARD_PROFILE=<file>.cpuprofile, opened by Chrome's DevTools):
 * writes the profile and prints where the main thread spent its time until the first issue was painted. Function
 * names are the build's: a build without minification (BENCH_STATIC_DIR) names them.
 */
async function profileLoad(context: BrowserContext, url: string, file: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __bench: { painted?: number } }).__bench?.painted !== undefined, null, { timeout: 60_000 });
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<string, number>();
    const byScript = new Map<string, number>();
    profile.samples?.forEach((id, index) => {
      const { callFrame } = nodes.get(id)!;
      const delta = (profile.timeDeltas?.[index] ?? 0) / 1000;
      const script = callFrame.url ? path.basename(new URL(callFrame.url).pathname) : callFrame.functionName;
      const name = `${callFrame.functionName || '(anonymous)'} ${script}:${callFrame.lineNumber + 1}`;
      self.set(name, (self.get(name) ?? 0) + delta);
      byScript.set(script, (byScript.get(script) ?? 0) + delta);
    });
    const top = (map: Map<string, number>, count: number) =>
      [...map]
        .filter(([name]) => name !== '(idle)' && !name.startsWith('(idle)'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, ms]) => `    ${padStart(msText(ms), 9)}  ${name}`)
        .join('\n');
    console.log(`\nCPU profile of one board load (written to ${file}): self time until the first issue was painted`);
    console.log(`  by script:\n${top(byScript, 8)}`);
    console.log(`  by function:\n${top(self, 20)}`);
  } finally {
    await cdp.detach().catch(() => {});
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Scrolls.

interface ScrollLine {
  name: string;
  result: ScrollResult;
}

function scrollRow({ name, result }: ScrollLine): string {
  const sorted = [...result.frames].sort((a, b) => a - b);
  const share = (limit: number) => (sorted.length ? `${((100 * sorted.filter((f) => f > limit).length) / sorted.length).toFixed(1)}%` : '-');
  const fps = result.frames.length / result.seconds;
  const end = result.total ? `${result.lastPosition}/${result.total}${result.reachedEnd ? ' (end)' : ''}` : `${(result.distance / 1000).toFixed(1)}k px`;
  return (
    `  ${pad(name, 26)}${padStart(`${result.seconds.toFixed(1)} s`, 8)}${padStart(`${result.waited.toFixed(1)} s`, 8)}${padStart(String(result.frames.length), 8)}${padStart(fps.toFixed(0), 6)}` +
    `${padStart(percentile(sorted, 50).toFixed(1), 8)}${padStart(percentile(sorted, 95).toFixed(1), 8)}${padStart((sorted.at(-1) ?? NaN).toFixed(0), 8)}` +
    `${padStart(share(LATE_FRAME_MS), 9)}${padStart(share(VERY_LATE_FRAME_MS), 9)}${padStart(String(result.maxRendered), 8)}   ${end}`
  );
}

function printScrolls(title: string, lines: ScrollLine[]) {
  console.log(`\n${title}`);
  console.log(
    `  ${pad('', 26)}${padStart('time', 8)}${padStart('waited', 8)}${padStart('frames', 8)}${padStart('fps', 6)}${padStart('p50 ms', 8)}${padStart('p95 ms', 8)}${padStart('max', 8)}` +
      `${padStart('>16.7ms', 9)}${padStart('>33ms', 9)}${padStart('in DOM', 8)}   reached`,
  );
  for (const line of lines) console.log(scrollRow(line));
}

async function scroll(page: Page, request: ScrollRequest): Promise<ScrollResult> {
  const result = await page.evaluate(scrollAndRecord, request);
  // Let a page that arrived at the end settle before the next scroll starts.
  await page.waitForTimeout(300);
  return result;
}

/** A page of the app at `url`, signed in, its first issue painted and its loading settled. */
async function openSettled(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __bench: { painted?: number } }).__bench?.painted !== undefined, null, { timeout: 60_000 });
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, null, { timeout: 60_000 });
  await page.waitForTimeout(500);
  return page;
}

async function newSignedInContext(browser: Browser, baseUrl: string, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  // The bench's functions run in the page as compiled here, where tsx names inner functions with a `__name` helper.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await context.addInitScript(watchFirstIssue);
  const page = await context.newPage();
  await signIn(page, baseUrl, ACCOUNT);
  await page.close();
  return context;
}

// ---------------------------------------------------------------------------------------------------------------

export async function benchBoard(options: BoardBenchOptions): Promise<void> {
  if (!existsSync(chromiumPath)) {
    console.log(`\nboard: not measured, Chromium was not found at ${chromiumPath} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
    return;
  }
  const started = performance.now();
  let builtDir: string | null = null;
  const staticDir =
    process.env.BENCH_STATIC_DIR ??
    (builtDir = (console.log('\nboard: building the app'), buildApp({ VITE_CLERK_PUBLISHABLE_KEY: '', VITE_POSTHOG_KEY: '', VITE_GTM_ID: '' })));
  let server: BenchServer | null = null;
  let browser: Browser | null = null;
  try {
    server = await seedAndStart(options.issues, staticDir);
    browser = await launchBrowser();
    const base = `${server.url}/w/${WORKSPACE}/projects/WEB`;
    console.log(`board and list: ${options.issues.toLocaleString('en')} issues on ${server.database}, Chromium ${browser.version()} headless (no GPU)`);

    const desktop = await newSignedInContext(browser, server.url, DESKTOP);
    printLoads(`board at ${DESKTOP.width}×${DESKTOP.height}`, await measureLoads(desktop, `${base}/board`, 'BoardPageQuery', options.runs), options.issues);
    if (process.env.BENCH_BOARD_PROFILE) await profileLoad(desktop, `${base}/board`, path.resolve(process.env.BENCH_BOARD_PROFILE));
    printLoads(`list at ${DESKTOP.width}×${DESKTOP.height}`, await measureLoads(desktop, `${base}/list`, 'IssueListPageQuery', options.runs), options.issues);
    if (options.scrollSeconds <= 0) {
      await desktop.close();
      console.log(`\nboard scenario (loads only) took ${((performance.now() - started) / 1000).toFixed(0)} s`);
      return;
    }

    const step = { seconds: options.scrollSeconds, speed: options.scrollSpeed, toEnd: false };
    const board = await openSettled(desktop, `${base}/board`);
    const lines: ScrollLine[] = [];
    for (const status of Object.keys(STATUS_LABELS)) {
      lines.push({ name: STATUS_LABELS[status], result: await scroll(board, { selector: `[data-testid="column-scroll-${status}"]`, axis: 'y', ...step }) });
    }
    // The columns' sizes, for the scroll to the end: the biggest column, every page of it, at the same speed.
    const sizes = await board.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('[data-testid^="column-scroll-"]')].map((column) => [
          column.getAttribute('data-testid')!.slice('column-scroll-'.length),
          Number(column.querySelector('[aria-setsize]')?.getAttribute('aria-setsize') ?? 0),
        ]),
      ),
    );
    await board.close();
    if (options.scrollToEnd) {
      const biggest = Object.entries(sizes).sort((a, b) => b[1] - a[1])[0][0];
      const fresh = await openSettled(desktop, `${base}/board`);
      lines.push({
        name: `${STATUS_LABELS[biggest]}, to the end`,
        result: await scroll(fresh, { selector: `[data-testid="column-scroll-${biggest}"]`, axis: 'y', ...step, toEnd: true }),
      });
      await fresh.close();
    }

    const list = await openSettled(desktop, `${base}/list`);
    lines.push({ name: 'list', result: await scroll(list, { selector: '[data-testid="issue-list-scroll"]', axis: 'y', ...step }) });
    await list.close();
    await desktop.close();

    // A phone: the board scrolls sideways, a column at a time (its scroll snap is lifted while the script scrolls:
    // snapping would pull each small step back).
    const phone = await newSignedInContext(browser, server.url, PHONE);
    const narrow = await openSettled(phone, `${base}/board`);
    const sideways = '[data-bench-board]';
    await narrow.evaluate(() => {
      const boardElement = document.querySelector('section[data-column-index]')!.parentElement!;
      boardElement.setAttribute('data-bench-board', '');
      boardElement.style.scrollSnapType = 'none';
    });
    lines.push({
      name: `Backlog (${PHONE.width} px)`,
      result: await scroll(narrow, { selector: '[data-testid="column-scroll-BACKLOG"]', axis: 'y', ...step }),
    });
    lines.push({
      name: `board sideways (${PHONE.width} px)`,
      result: await scroll(narrow, { selector: sideways, axis: 'x', seconds: options.scrollSeconds, speed: Math.round(options.scrollSpeed / 2), toEnd: false }),
    });
    await narrow.close();
    await phone.close();

    printScrolls(
      `scrolling at ${options.scrollSpeed.toLocaleString('en')} px/s (sideways at half that, out and back), ${options.scrollSeconds} s each; frame times from requestAnimationFrame\n` +
        `  (waited: at the end of what was loaded, waiting for the next page; >16.7ms: frames that missed a vsync, over ${LATE_FRAME_MS.toFixed(1)} ms; >33ms: over ${VERY_LATE_FRAME_MS.toFixed(1)} ms; in DOM: the most issues rendered at once)`,
      lines,
    );
    console.log(`\nboard scenario took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await browser?.close();
    await server?.stop();
    if (builtDir) rmSync(builtDir, { recursive: true, force: true });
  }
}
