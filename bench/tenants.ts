// The tenants scenario of `npm run bench` (BENCH_SCENARIOS=tenants, issue #18): workspace A's issue-list page (the
// app's own IssueListPageQuery, by its persisted document id, with the variables the list route sends unfiltered) in a
// project of BENCH_ISSUES issues, under 20 connections, while a writer changes issues in other workspaces of the same
// database at 0, 10, 50 and 200 writes a second (BENCH_TENANT_RATES). Per rate: A's throughput, p50, p99 and failures,
// its share of the idle throughput, and how A's answers were found (the response cache's lookups, read from /metrics:
// A's page is the only query asked while measuring, so the counters are A's). The writer sends the app's own mutation
// (updateIssue, a new title each time) on a clock, from its own thread, round the other workspaces' issues: its
// writes are what any other tenant's people do. Prints figures; never fails on timing.
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import IssueListPageQuery from '../src/__generated__/IssueListPageQuery.graphql';
import type { Logger } from '../server/app';
import { seedIssues } from '../server/seed';
import { dataOf, gql } from '../server/test/client';
import { createTestDatabase } from '../server/test/database';
import { startTestServer, type TestServer } from '../server/test/server';
import { TEST_ORIGIN, testOrg, testUser, tokenFor } from '../server/test/tokens';

export interface TenantsBenchOptions {
  durationSeconds: number;
  /** Issues in workspace A's project (BENCH_ISSUES, default 100,000). */
  issues: number;
  /** The writer's rates in writes a second, the first the idle figure (BENCH_TENANT_RATES, default 0,10,50,200). */
  rates: number[];
  /** The other workspaces the writer changes (BENCH_TENANT_WORKSPACES, default 4), each with one project. */
  otherWorkspaces: number;
  rateLimits: { perUser: number; perAddress: number; signInPerAddress: number };
}

/** Issues in each other workspace's project: the writer renames the first 50 of each, in turn. */
const OTHER_ISSUES = 200;
const CONNECTIONS = 20;

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-');

/**
 * Sends an updateIssue every 1000/rate ms (on a clock: a slow answer does not hold the next write back), each a new
 * title for the next of `targets` in turn, until told to stop; then reports what it sent, what failed and the writes'
 * latencies.
 */
const WRITER = `
const { parentPort, workerData: { url, targets, rate } } = require('node:worker_threads');
const latencies = [];
let sent = 0;
let failures = 0;
let firstError = null;
const inFlight = new Set();
const write = () => {
  const n = sent++;
  const { token, issueId } = targets[n % targets.length];
  const body = JSON.stringify({
    query: 'mutation TenantWrite($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }',
    variables: { input: { id: issueId, title: 'Written in another workspace (' + n + ')' } },
  });
  const started = performance.now();
  const request = fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token, origin: '${TEST_ORIGIN}' }, body })
    .then(async (response) => {
      const answer = await response.json().catch(() => null);
      if (response.ok && answer && !answer.errors) latencies.push(performance.now() - started);
      else {
        failures += 1;
        firstError ??= response.status + ' ' + JSON.stringify(answer && answer.errors);
      }
    }, (error) => {
      failures += 1;
      firstError ??= String(error);
    })
    .finally(() => inFlight.delete(request));
  inFlight.add(request);
};
const timer = rate > 0 ? setInterval(write, 1000 / rate) : null;
parentPort.once('message', async () => {
  if (timer) clearInterval(timer);
  await Promise.all(inFlight);
  parentPort.postMessage({ sent, failures, firstError, latencies });
});
`;

interface WriterReport {
  sent: number;
  failures: number;
  firstError: string | null;
  latencies: number[];
}

function startWriter(server: TestServer, targets: Array<{ token: string; issueId: string }>, rate: number) {
  const worker = new Worker(WRITER, { eval: true, workerData: { url: `${server.url}/graphql`, targets, rate } });
  const started = performance.now();
  return {
    async stop(): Promise<WriterReport & { seconds: number }> {
      const report = new Promise<WriterReport>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      worker.postMessage('stop');
      const result = await report;
      const seconds = (performance.now() - started) / 1000;
      await worker.terminate();
      result.latencies.sort((a, b) => a - b);
      return { ...result, seconds };
    },
  };
}

/** The response cache's lookups so far, from the server's /metrics as a scraper reads them. */
async function cacheLookups(server: TestServer): Promise<{ hit: number; shared: number; miss: number }> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const count = (result: string) => Number(new RegExp(`^lanes_response_cache_lookups_total\\{result="${result}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { hit: count('hit'), shared: count('shared'), miss: count('miss') };
}

/** An organization's workspace, made by its admin's first request; seeded with `issues` issues in one project. */
async function tenant(server: TestServer, name: string, issues: number, randomSeed: number) {
  const org = testOrg(name);
  const token = tokenFor(testUser(`${name} Admin`), org, 'admin', { expiresIn: 3600 });
  dataOf(await gql(server, '{ viewer { workspace { id } } }', {}, token));
  const report = await seedIssues(server.database.db, { issues, projects: 1, members: 8, labels: 8, workspace: org.slug, randomSeed });
  const [project] = report.projects;
  return { org, token, projectKey: project.key };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export async function benchTenants(options: TenantsBenchOptions): Promise<void> {
  const database = await createTestDatabase();
  // Writes committed without a change-log row are reported by the guard (changeLogGuard.ts): counted here, not printed
  // one by one (each moves every workspace's version: the figures show what that costs).
  let unlogged = 0;
  const logger: Logger = {
    info() {},
    error: (message, error) => {
      if (message.startsWith('An unlogged write was committed')) unlogged += 1;
      else console.error(message, error);
    },
  };
  const server = await startTestServer({ database: database.target, config: { rateLimits: options.rateLimits }, logger });
  try {
    console.log(`\ntenants: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}`);
    const started = performance.now();
    const a = await tenant(server, 'Tenant A', options.issues, 18);
    const others = [];
    for (let index = 0; index < options.otherWorkspaces; index += 1) others.push(await tenant(server, `Tenant ${index + 1} Elsewhere`, OTHER_ISSUES, 19 + index));
    console.log(
      `seeded ${options.issues.toLocaleString('en')} issues in A's project ${a.projectKey} and ${OTHER_ISSUES} in each of ${others.length} other workspaces ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // The writer's targets: the first 50 issues of each other workspace's project, taken in turn across workspaces.
    const perWorkspace = await Promise.all(
      others.map(async ({ token, projectKey }) => {
        const page = dataOf(
          await gql<{ viewer: { workspace: { project: { issues: { edges: Array<{ node: { id: string } }> } } } } }>(
            server,
            'query TenantIssues($key: String!) { viewer { workspace { project(key: $key) { issues(first: 50) { edges { node { id } } } } } } }',
            { key: projectKey },
            token,
          ),
        );
        return page.viewer.workspace.project.issues.edges.map(({ node }) => ({ token, issueId: node.id }));
      }),
    );
    const targets = perWorkspace[0].flatMap((_, index) => perWorkspace.map((issues) => issues[index]).filter(Boolean));

    // A's page as the list route asks for it without filters (listQueryVariables in src/features/board/listParams.ts).
    const variables = { projectKey: a.projectKey, priorities: null, assignee: null, labelIds: null, text: null, orderBy: 'POSITION' };
    const body = JSON.stringify({ operationName: 'IssueListPageQuery', documentId: IssueListPageQuery.params.id, variables });
    // One answer first: a broken page would otherwise be measured as fast failures.
    const first = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}`, origin: TEST_ORIGIN },
      body,
    });
    const firstAnswer = (await first.json()) as { data?: { viewer?: { workspace?: { project?: unknown } } }; errors?: unknown };
    if (!first.ok || firstAnswer.errors || !firstAnswer.data?.viewer?.workspace?.project) {
      console.log(`  not measured: A's page answered ${first.status} ${JSON.stringify(firstAnswer).slice(0, 300)}`);
      process.exitCode = 1;
      return;
    }
    console.log(`A's page: ${(JSON.stringify(firstAnswer).length / 1024).toFixed(0)} KB of JSON`);

    const load = {
      url: `${server.url}/graphql`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}`, origin: TEST_ORIGIN },
      body,
      connections: CONNECTIONS,
      workers: 1, // the load generator runs in its own thread, off the server's event loop
    };
    const rows: Array<{ rate: number; result: autocannon.Result; hits: number; lookups: number; writer: WriterReport & { seconds: number }; unlogged: number }> = [];
    for (const rate of options.rates) {
      const writer = startWriter(server, targets, rate);
      await autocannon({ ...load, duration: 3 }); // warm the JIT and the cache, with the writer at its pace
      const unloggedBefore = unlogged;
      const before = await cacheLookups(server);
      const result = await autocannon({ ...load, duration: options.durationSeconds });
      const after = await cacheLookups(server);
      const written = await writer.stop();
      const hits = after.hit - before.hit;
      const lookups = hits + after.shared - before.shared + after.miss - before.miss;
      rows.push({ rate, result, hits, lookups, writer: written, unlogged: unlogged - unloggedBefore });
    }

    const idle = rows[0].result.requests.average;
    console.log(
      `\nworkspace A's issue-list page (IssueListPageQuery, ${options.issues.toLocaleString('en')} issues, ${CONNECTIONS} connections, ${options.durationSeconds} s each) ` +
        `while a writer changes issues in ${others.length} other workspaces of the same database`,
    );
    console.log('  (issue #18: at 50 writes/s A keeps a hit ratio of at least 0.9 and 90% of the idle throughput; at 200/s p99 under 100 ms and no errors)');
    console.log('  writes/s: the writer\'s pace; made/s: writes answered without error a second, from its start to its stop');
    console.log(
      `  ${'writes/s'.padEnd(10)}${'made/s'.padStart(8)}${'req/s'.padStart(8)}${'vs idle'.padStart(9)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'max'.padStart(10)}` +
        `${'failures'.padStart(14)}${'A hit ratio'.padStart(13)}   writer: failures, p99`,
    );
    for (const { rate, result, hits, lookups, writer } of rows) {
      const failures = result.errors + result.timeouts + result.non2xx;
      console.log(
        `  ${String(rate).padEnd(10)}${(writer.latencies.length / writer.seconds).toFixed(0).padStart(8)}${result.requests.average.toFixed(0).padStart(8)}` +
          `${`${((100 * result.requests.average) / idle).toFixed(0)}%`.padStart(9)}${ms(result.latency.p50).padStart(10)}${ms(result.latency.p99).padStart(10)}` +
          `${ms(result.latency.max).padStart(10)}${`${failures} of ${result.requests.total}`.padStart(14)}${(lookups ? hits / lookups : NaN).toFixed(3).padStart(13)}` +
          `   ${writer.failures} of ${writer.sent}, ${ms(percentile(writer.latencies, 99))}${writer.firstError ? ` (first: ${writer.firstError.slice(0, 120)})` : ''}`,
      );
    }
    const unloggedWrites = rows.reduce((sum, row) => sum + row.unlogged, 0);
    if (unloggedWrites > 0) {
      console.log(
        `  ${unloggedWrites} writes while measuring were committed without a change-log row: a write that names no workspace moves every ` +
          "workspace's version (server/db/changeClock.ts), as every write did before the change log",
      );
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}
