// Browser-test harness: Debian's Chromium driven by playwright-core, and a real Lanes server on a
// temporary data folder serving the built app. Everything listens on 127.0.0.1 and is stopped by the tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { RUNTIME_SETTINGS, type RuntimeSettings } from '../src/rules/runtimeConfig';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

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

/**
 * How long a server may take to become healthy. Opening PGlite compiles WebAssembly, which on a machine busy with
 * other work (several browser suites on two cores) can take well over a minute. E2E_SERVER_START_TIMEOUT (ms).
 */
const serverStartTimeout = Number(process.env.E2E_SERVER_START_TIMEOUT ?? 180_000);

export interface RunningServer {
  url: string;
  output: () => string;
  /** Stops the server process (SIGTERM, as a deployment would), keeping its port and data for `resume`. */
  halt: () => Promise<void>;
  /** Starts the server again after `halt`, on the same port and data folder. */
  resume: () => Promise<void>;
  stop: () => Promise<void>;
}

/** Builds the app with extra build-time variables into a temporary folder; returns the folder. */
export function buildApp(env: Record<string, string>): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'lanes-e2e-dist-'));
  const build = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (build.status !== 0) throw new Error(`vite build failed (${build.status})`);
  return outDir;
}

export interface ServerOptions {
  /** The built app to serve (default: E2E_STATIC_DIR, the one build e2e/run.ts makes, else ./dist). */
  staticDir?: string;
  /**
   * The browser app's runtime settings the server gives each page (a Clerk key, analytics): the same build then
   * runs configured in any way. Unset ones stay unset whatever this shell's environment holds.
   */
  settings?: RuntimeSettings;
  /** More of the server's environment (such as CLERK_JWT_KEY, which a Clerk key needs). */
  env?: Record<string, string>;
}

/** The runtime settings as the server's environment: the given ones, and every other one blank (unset). */
function settingsEnv(settings: RuntimeSettings): Record<string, string> {
  return Object.fromEntries(RUNTIME_SETTINGS.map((name) => [name, settings[name] ?? '']));
}

/** A server that exited before it was healthy; `portTaken` when its port was in use by then. */
class ServerExited extends Error {
  readonly portTaken: boolean;
  constructor(output: string) {
    super(`the server exited while starting:\n${output}`);
    this.portTaken = output.includes('is in use: stop what uses it');
  }
}

/**
 * Starts `server/main.ts` as `npm start` would, on a fresh data folder, serving the built app of `staticDir`
 * with these runtime settings.
 */
export async function startServer({ staticDir = process.env.E2E_STATIC_DIR ?? path.join(root, 'dist'), settings = {}, env = {} }: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lanes-e2e-'));
  // Browser test files run side by side: a port found free can be taken by another file's server before this one
  // listens on it. Then this server exits saying so, and the first start tries another port.
  let port = await freePort();
  let url = `http://127.0.0.1:${port}`;
  let log = '';

  const launch = async () => {
    const startedAt = log.length;
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        LANES_DATA_DIR: dataDir,
        LANES_STATIC_DIR: staticDir,
        LANES_AUTHORIZED_PARTIES: url,
        ...settingsEnv(settings),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (log += chunk));
    child.stderr?.on('data', (chunk) => (log += chunk));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const stop = async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    };

    const deadline = Date.now() + serverStartTimeout;
    for (;;) {
      if (child.exitCode !== null) throw new ServerExited(log.slice(startedAt));
      try {
        const response = await fetch(`${url}/healthz`);
        // Healthy, and this process says it listens (not another file's server on a port it took first).
        if (response.ok && log.slice(startedAt).includes('Lanes is running at')) return stop;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`the server did not become healthy within ${serverStartTimeout / 1000} s:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  const launchOnFreePort = async (attempts: number): Promise<() => Promise<void>> => {
    try {
      return await launch();
    } catch (error) {
      if (!(error instanceof ServerExited && error.portTaken) || attempts <= 1) throw error;
      port = await freePort();
      url = `http://127.0.0.1:${port}`;
      return launchOnFreePort(attempts - 1);
    }
  };
  let stopCurrent = await launchOnFreePort(3);
  return {
    url,
    output: () => log,
    halt: () => stopCurrent(),
    async resume() {
      stopCurrent = await launch();
    },
    async stop() {
      await stopCurrent();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a test file (or a describe block) uses between its `before` and `after`; read it inside tests only. */
function usedBetweenHooks<T>(what: string, start: () => Promise<T>, stop: (value: T) => Promise<void>): () => T {
  let value: T | undefined;
  before(async () => {
    value = await start();
  });
  after(async () => {
    if (value !== undefined) await stop(value);
  });
  return () => {
    if (value === undefined) throw new Error(`The ${what} starts in before(): use it inside a test.`);
    return value;
  };
}

/** A server started before the tests of the file (or describe block) it is called in, and stopped after them. */
export function useServer(options: ServerOptions = {}): RunningServer {
  const current = usedBetweenHooks('server', () => startServer(options), (server) => server.stop());
  return {
    get url() {
      return current().url;
    },
    output: () => current().output(),
    halt: () => current().halt(),
    resume: () => current().resume(),
    stop: () => current().stop(),
  };
}

/**
 * How many times slower every page's CPU runs (Chromium's throttling), to show that the tests wait for conditions
 * rather than for time: E2E_CPU_THROTTLE=4. Unset, pages run at the machine's speed.
 */
const cpuThrottleRate = Number(process.env.E2E_CPU_THROTTLE ?? 1);

/** A browser context whose every page (opened by the test, or later by a page itself) runs under E2E_CPU_THROTTLE. */
async function newThrottledContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (cpuThrottleRate <= 1) return context;
  const throttling = new WeakMap<Page, Promise<unknown>>();
  const throttle = (page: Page): Promise<unknown> => {
    const throttled =
      throttling.get(page) ?? context.newCDPSession(page).then((session) => session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottleRate }));
    throttling.set(page, throttled);
    return throttled;
  };
  // A page that closes before its throttle is set (a popup shut at once) has nothing left to slow down.
  context.on('page', (page) => void throttle(page).catch(() => undefined));
  // A page the test opens is throttled before the test can navigate it.
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    await throttle(page);
    return page;
  };
  return context;
}

/** Chromium, launched before the tests of the file it is called in and closed after them. */
export function useBrowser(): Pick<Browser, 'newContext'> {
  const current = usedBetweenHooks('browser', launchBrowser, (browser) => browser.close());
  return { newContext: (options?: BrowserContextOptions) => newThrottledContext(current(), options) };
}

/** A session token from the built-in sign-in, for driving the API directly as another client would. */
export async function apiToken(server: RunningServer, email: string, organizationSlug: string): Promise<string> {
  const response = await fetch(`${server.url}/auth/local/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, organizationSlug }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Runs a GraphQL operation against the server and returns its data, failing on any error. */
export async function graphql<T>(server: RunningServer, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: server.url },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Creates an issue in the demo's Website project as its admin, through the API as another client would; its key. */
export async function createIssueThroughApi(
  server: RunningServer,
  input: { title: string; status?: string; description?: string },
): Promise<string> {
  const token = await apiToken(server, 'admin@acme.test', 'acme');
  const { viewer } = await graphql<{ viewer: { workspace: { project: { id: string } } } }>(server, token, '{ viewer { workspace { project(key: "WEB") { id } } } }');
  const { createIssue } = await graphql<{ createIssue: { issue: { key: string } } }>(
    server,
    token,
    'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { key } } }',
    { input: { projectId: viewer.workspace.project.id, ...input } },
  );
  return createIssue.issue.key;
}

/**
 * A page that records console errors and uncaught exceptions, so tests can assert there were none. Its waits are
 * guarded by Playwright's default 30 s: time for a busy machine, a bound for what never happens.
 */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors };
}

/**
 * Records every violation of the pages' Content-Security-Policy that the browser reports in this context (each
 * document's `securitypolicyviolation` event; a worker's show as console errors, which `openPage` records).
 */
export async function policyViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('lanesPolicyViolation', (_source, violation: string) => void violations.push(violation));
  // A string, not a function: the test runner's transpiler would add helpers the page does not have.
  await context.addInitScript({
    content:
      "document.addEventListener('securitypolicyviolation', (event) => window.lanesPolicyViolation(event.violatedDirective + ' ' + event.blockedURI + ' at ' + event.sourceFile + ':' + event.lineNumber));",
  });
  return violations;
}

/**
 * Resolves once the outbox of changes made offline has loaded (with its notice, after the page's first paint): a
 * change made offline before then cannot wait, and fails with a toast instead.
 */
export async function outboxLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /PendingChangesNotice/.test(entry.name)));
}

/** Resolves once the page's live connection (graphql-ws) has been acknowledged by the server. */
export function liveConnectionAcknowledged(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"connection_ack"')) resolve();
      });
    });
  });
}

/** Resolves once the page has asked its live connection for the subscription named `operationName`. */
export function liveSubscriptionSent(page: Page, operationName: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('"type":"subscribe"') && String(payload).includes(`"operationName":"${operationName}"`)) resolve();
      });
    });
  });
}

/** Signs in through the built-in sign-in screen by choosing a demo account. */
export async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByRole('button', { name: email, exact: true }).click();
  await page.waitForURL(/\/w\/[^/]+\/projects/);
}

/**
 * Where a locator's box is once the page has stopped moving it: no placeholder left, and the same box over a few
 * frames (on a loaded machine a late part of the page, such as the header's avatars, can still push the board down
 * after the card shows, and a finger put where the card was would land on the column and scroll it; a list filtered as
 * one types redraws once its answer comes).
 */
export async function settledBox(page: Page, locator: ReturnType<Page['locator']>) {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  let previous = await locator.boundingBox();
  // At most about ten seconds of frames: a box that never stops moving is left to the check of what lies under the finger.
  for (let still = 0, frames = 0; still < 5 && frames < 200; frames++) {
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    await page.waitForTimeout(50);
    const box = await locator.boundingBox();
    still = box && previous && box.x === previous.x && box.y === previous.y && box.width === previous.width ? still + 1 : 0;
    previous = box;
  }
  return previous!;
}

/** Runs axe-core in the page and returns its violations: the serious and critical ones, or all with `every`. */
export async function accessibilityViolations(page: Page, { every = false }: { every?: boolean } = {}): Promise<string[]> {
  const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the debugger, as the page's Content-Security-Policy would refuse a script element it did not ship.
  await page.evaluate(source);
  const violations = await page.evaluate(async (everyImpact) => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string; help: string; nodes: unknown[] }[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((v) => everyImpact || v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} [${v.nodes.length} element(s)]`);
  }, every);
  return violations;
}
