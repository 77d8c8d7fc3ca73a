// Two scenarios of `npm run bench` for the workspace-wide lists and cycles (issue #21):
//   workspace-issues (BENCH_SCENARIOS=workspace-issues): the workspace's issues page (the app's WorkspaceIssuesPageQuery,
//     by its persisted document id) opened from a saved view that filters on an assignee and a cycle, in a workspace of
//     BENCH_ISSUES issues over five projects, beside the project issue list (the app's IssueListPageQuery) with the same
//     filter and unfiltered, on the same server and data: in interleaved rounds (BENCH_WORKSPACE_ROUNDS, default 3) so
//     that every row meets the same moments of a shared machine; throughput and p99 under 20 connections, every answer
//     computed (the response cache off), medians of the rounds.
//   cycle-page (BENCH_SCENARIOS=cycle-page): a cycle holding BENCH_CYCLE_ISSUES issues (default 500): the cycle page's
//     CyclePageQuery (persisted) asked one at a time BENCH_CYCLE_REQUESTS times (default 50) after a warm-up, every
//     answer computed: p50, p99 and max against the 1 s target.
// PGlite in memory, or PostgreSQL when DATABASE_URL is set (a fresh database of its own). Prints figures; never fails on
// timing.
import autocannon from 'autocannon';
import CyclePageQuery from '../src/__generated__/CyclePageQuery.graphql';
import IssueListPageQuery from '../src/__generated__/IssueListPageQuery.graphql';
import WorkspaceIssuesPageQuery from '../src/__generated__/WorkspaceIssuesPageQuery.graphql';
import { seedIssues } from '../server/seed';
import { dataOf, gql } from '../server/test/client';
import { createTestDatabase } from '../server/test/database';
import { startTestServer, type TestServer } from '../server/test/server';
import { TEST_ORIGIN, testOrg, testUser, tokenFor } from '../server/test/tokens';

type RateLimits = { perUser: number; perAddress: number; signInPerAddress: number };

const CONNECTIONS = 20;
/** Issues the workspace scenario puts in its cycle (those of the view's assignee first, then any). */
const CYCLE_SHARE = 2_000;
/** How many issues one bulk update takes (BulkUpdateIssuesInput's limit). */
const BULK = 100;

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** A fresh database and server for one scenario, with an admin's token in its own organization. */
async function start(rateLimits: RateLimits, name: string) {
  const database = await createTestDatabase();
  const server = await startTestServer({ database: database.target, config: { rateLimits } });
  server.responseCache.enabled = false; // every answer computed
  const org = testOrg(name);
  const token = tokenFor(testUser(`${name} Admin`), org, 'admin', { expiresIn: 3600 });
  // The organization's workspace exists once its admin has made a request; the seed fills it through the domain.
  dataOf(await gql(server, '{ viewer { workspace { id } } }', {}, token));
  return {
    server,
    org,
    token,
    stop: async () => {
      await server.stop();
      await database.drop();
    },
  };
}

async function createCycle(server: TestServer, token: string, name: string): Promise<{ id: string; number: number }> {
  const today = new Date();
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const answer = dataOf(
    await gql<{ createCycle: { cycle: { id: string; number: number } } }>(
      server,
      'mutation BenchCycle($input: CreateCycleInput!) { createCycle(input: $input) { cycle { id number } } }',
      { input: { name, startsOn: day(-7), endsOn: day(6) } },
      token,
    ),
  );
  return answer.createCycle.cycle;
}

/** Puts the issues in the cycle through the app's bulk edit, a hundred at a time. */
async function addToCycle(server: TestServer, token: string, cycleId: string, ids: string[]): Promise<void> {
  for (let at = 0; at < ids.length; at += BULK) {
    dataOf(
      await gql(
        server,
        'mutation BenchToCycle($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id } } }',
        { input: { ids: ids.slice(at, at + BULK), cycleId } },
        token,
      ),
    );
  }
}

/** The ids of up to `count` issues of the workspace passing the filter, most recently updated first. */
async function issueIds(server: TestServer, token: string, filter: object, count: number): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  while (ids.length < count) {
    const page: { viewer: { workspace: { issues: { edges: Array<{ node: { id: string } }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } } } =
      dataOf(
        await gql(
          server,
          'query BenchIds($filter: IssueFilter, $after: String) { viewer { workspace { issues(first: 100, after: $after, filter: $filter) { edges { node { id } } pageInfo { hasNextPage endCursor } } } } }',
          { filter, after },
          token,
        ),
      );
    const { edges, pageInfo } = page.viewer.workspace.issues;
    ids.push(...edges.map(({ node }) => node.id));
    if (!pageInfo.hasNextPage) break;
    after = pageInfo.endCursor;
  }
  return ids.slice(0, count);
}

interface Row {
  title: string;
  body: string;
}

/** One answer of each row first: a broken query would otherwise be measured as fast failures. */
async function checkRows(server: TestServer, token: string, rows: Row[]): Promise<boolean> {
  for (const row of rows) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: TEST_ORIGIN },
      body: row.body,
    });
    const answer = (await response.json()) as { data?: unknown; errors?: unknown };
    if (!response.ok || answer.errors || !answer.data) {
      console.log(`  ${row.title}: not measured, it answered ${JSON.stringify(answer).slice(0, 300)}`);
      process.exitCode = 1;
      return false;
    }
  }
  return true;
}

export interface WorkspaceIssuesBenchOptions {
  durationSeconds: number;
  /** Issues in the workspace (BENCH_ISSUES, default 100,000), over five projects. */
  issues: number;
  /** Interleaved rounds (BENCH_WORKSPACE_ROUNDS, default 3): each measures every row once. */
  rounds: number;
  rateLimits: RateLimits;
}

export async function benchWorkspaceIssues({ durationSeconds, issues, rounds, rateLimits }: WorkspaceIssuesBenchOptions): Promise<void> {
  const { server, org, token, stop } = await start(rateLimits, 'Wide Inc');
  try {
    console.log(`\nworkspace issues: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}`);
    const started = performance.now();
    const report = await seedIssues(server.database.db, { issues, projects: 5, members: 8, labels: 8, workspace: org.slug, randomSeed: 21 });
    const projectKey = report.projects[0].key;
    const { workspace } = dataOf(
      await gql<{ viewer: { workspace: { members: { edges: Array<{ node: { role: string; user: { id: string } } }> } } } }>(
        server,
        '{ viewer { workspace { members(first: 100) { edges { node { role user { id } } } } } } }',
        {},
        token,
      ),
    ).viewer;
    const assigneeId = workspace.members.edges.find(({ node }) => node.role === 'org:member')!.node.user.id;
    const cycle = await createCycle(server, token, 'Bench');
    // Half the cycle's issues are the view's assignee's, the rest anyone's: the view's filter keeps some of each side.
    const mine = await issueIds(server, token, { assignee: { ids: [assigneeId] } }, CYCLE_SHARE / 2);
    const anyone = await issueIds(server, token, { assignee: { unassigned: true } }, CYCLE_SHARE / 2);
    await addToCycle(server, token, cycle.id, [...mine, ...anyone]);
    const viewFilter = { assignee: { ids: [assigneeId] }, cycle: cycle.id };
    dataOf(
      await gql(
        server,
        'mutation BenchView($input: SaveViewInput!) { saveView(input: $input) { view { id } } }',
        { input: { name: "Someone's cycle", shared: true, scope: 'WORKSPACE', filter: viewFilter, orderBy: 'UPDATED', layout: 'LIST' } },
        token,
      ),
    );
    // The view as the app opens it: its stored filter, from the views the workspace lists.
    const stored = dataOf(await gql<{ viewer: { workspace: { views: Array<{ filter: string }> } } }>(server, '{ viewer { workspace { views { filter } } } }', {}, token))
      .viewer.workspace.views[0].filter;
    const filter = JSON.parse(stored) as typeof viewFilter;
    const inView = (await issueIds(server, token, filter, 10_000)).length;
    console.log(
      `seeded ${report.issues.toLocaleString('en')} issues over ${report.projects.length} projects, a cycle of ${(mine.length + anyone.length).toLocaleString('en')} ` +
        `and a saved view (assignee and cycle) of ${inView} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const rows: Row[] = [
      {
        title: "workspace issues page, the saved view's filter (assignee and cycle)",
        body: JSON.stringify({ operationName: 'WorkspaceIssuesPageQuery', documentId: WorkspaceIssuesPageQuery.params.id, variables: { filter, orderBy: 'UPDATED' } }),
      },
      {
        title: `project issue list (${projectKey}), the same filter`,
        body: JSON.stringify({
          operationName: 'IssueListPageQuery',
          documentId: IssueListPageQuery.params.id,
          variables: { projectKey, assignee: filter.assignee, cycle: filter.cycle },
        }),
      },
      {
        title: `project issue list (${projectKey}), unfiltered`,
        body: JSON.stringify({ operationName: 'IssueListPageQuery', documentId: IssueListPageQuery.params.id, variables: { projectKey } }),
      },
    ];
    if (!(await checkRows(server, token, rows))) return;

    const options = (body: string) => ({
      url: `${server.url}/graphql`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: TEST_ORIGIN },
      body,
      connections: CONNECTIONS,
      workers: 1, // the load generator runs in its own thread, off the server's event loop
    });
    for (const row of rows) await autocannon({ ...options(row.body), duration: 2 }); // warm the JIT and the database's caches
    const results = new Map<string, autocannon.Result[]>(rows.map((row) => [row.title, []]));
    for (let round = 1; round <= rounds; round += 1) {
      for (const row of rows) results.get(row.title)!.push(await autocannon({ ...options(row.body), duration: durationSeconds }));
    }

    const width = Math.max(...rows.map((row) => row.title.length)) + 2;
    console.log(
      `\nworkspace issues page beside the project issue list, ${issues.toLocaleString('en')} issues, ${CONNECTIONS} connections, every answer computed, ` +
        `${rounds} interleaved rounds of ${durationSeconds} s (medians)`,
    );
    console.log(`  ${''.padEnd(width)}${'req/s'.padStart(8)}${'p50'.padStart(10)}${'p99'.padStart(10)}   failures`);
    for (const row of rows) {
      const measures = results.get(row.title)!;
      const failures = measures.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0);
      console.log(
        `  ${row.title.padEnd(width)}${median(measures.map((m) => m.requests.average)).toFixed(0).padStart(8)}` +
          `${ms(median(measures.map((m) => m.latency.p50))).padStart(10)}${ms(median(measures.map((m) => m.latency.p99))).padStart(10)}` +
          `   ${failures} of ${measures.reduce((sum, result) => sum + result.requests.total, 0)}`,
      );
    }
    const ratio = (title: string) => {
      const pairs = results.get(rows[0].title)!.map((measure, index) => measure.requests.average / results.get(title)![index].requests.average);
      return `${median(pairs).toFixed(2)}× (rounds: ${pairs.map((value) => value.toFixed(2)).join(', ')})`;
    };
    console.log(`  the workspace page ÷ the project list, same filter: ${ratio(rows[1].title)}; ÷ unfiltered: ${ratio(rows[2].title)}`);
  } finally {
    await stop();
  }
}

export interface CyclePageBenchOptions {
  /** Issues in the cycle (BENCH_CYCLE_ISSUES, default 500). */
  issues: number;
  /** Page loads measured, one at a time (BENCH_CYCLE_REQUESTS, default 50). */
  requests: number;
  rateLimits: RateLimits;
}

/** The cycle page's target: its query answered within a second. */
const CYCLE_TARGET_MS = 1000;

export async function benchCyclePage({ issues, requests, rateLimits }: CyclePageBenchOptions): Promise<void> {
  const { server, org, token, stop } = await start(rateLimits, 'Cycle Inc');
  try {
    console.log(`\ncycle page: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}`);
    const started = performance.now();
    await seedIssues(server.database.db, { issues, projects: 2, members: 8, labels: 8, workspace: org.slug, randomSeed: 22 });
    const cycle = await createCycle(server, token, 'Full');
    await addToCycle(server, token, cycle.id, await issueIds(server, token, {}, issues));
    const body = JSON.stringify({ operationName: 'CyclePageQuery', documentId: CyclePageQuery.params.id, variables: { number: cycle.number } });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: TEST_ORIGIN };
    const ask = async () => {
      const sent = performance.now();
      const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body });
      const answer = (await response.json()) as { data?: { viewer: { workspace: { cycle: { scope: { issueCount: number } } | null } } }; errors?: unknown };
      return { ms: performance.now() - sent, answer };
    };
    const first = await ask();
    const held = first.answer.data?.viewer.workspace.cycle?.scope.issueCount ?? 0;
    console.log(`seeded ${issues} issues into cycle ${cycle.number} (its scope: ${held}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (first.answer.errors || held !== issues) {
      console.log(`  not measured, the query answered ${JSON.stringify(first.answer).slice(0, 300)}`);
      process.exitCode = 1;
      return;
    }
    for (let i = 0; i < 5; i += 1) await ask(); // warm the JIT and the database's caches
    const latencies: number[] = [];
    for (let i = 0; i < requests; i += 1) latencies.push((await ask()).ms);
    latencies.sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    console.log(`  CyclePageQuery, a cycle of ${issues} issues, one request at a time, every answer computed, ${requests} requests (target: under ${CYCLE_TARGET_MS} ms)`);
    console.log(`  p50 ${ms(percentile(latencies, 50))}  p99 ${ms(p99)}  max ${ms(latencies.at(-1) ?? NaN)}  ${p99 < CYCLE_TARGET_MS ? 'within' : 'over'} the target`);
  } finally {
    await stop();
  }
}
