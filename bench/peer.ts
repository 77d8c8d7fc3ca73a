// The peer scenario of `npm run bench` (BENCH_SCENARIOS=peer; PostgreSQL only): Lanes side by side with PostGraphile 5
// in production mode over the same database and the same tables (its own GraphQL schema over them), in interleaved
// rounds so that both sides meet the same moments of a shared machine; only the ratios count there.
//   - the 50-issue page with assignee and labels, newest first, in a project holding a fifth of BENCH_ISSUES (Lanes:
//     `Project.issues(first: 50, orderBy: CREATED)`, every answer computed; PostGraphile: `projectByRowId {
//     issuesByProjectId(first: 50, orderBy: NUMBER_DESC) }` with the assignee and the labels through issue_labels);
//   - the list route's real grouped query (IssueListPageQuery, the browser's persisted operation: six groups);
//   - `{ __typename }` on both.
// Each row: requests a second and p99 under 20 connections, PostgreSQL CPU per request (the servers' backends' CPU
// time from /proc, over the requests answered) and, for Lanes, the statements one request sends (server/db/statements.ts).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import IssueListPageQuery from '../src/__generated__/IssueListPageQuery.graphql';
import { seedIssues } from '../server/seed';
import { dataOf, gql } from '../server/test/client';
import { createTestDatabase } from '../server/test/database';
import { startTestServer, type TestServer } from '../server/test/server';
import { TEST_ORIGIN, testOrg, testUser, tokenFor } from '../server/test/tokens';

export interface PeerBenchOptions {
  durationSeconds: number;
  /** Issues in the database; the measured project holds a fifth of them, twenty others the rest. */
  issues: number;
  /** Interleaved rounds: each measures every row once. */
  rounds: number;
  rateLimits: { perUser: number; perAddress: number; signInPerAddress: number };
}

const CONNECTIONS = 20;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The page as PostGraphile's schema over the tables asks it. */
const PEER_PAGE = `query PeerPage($id: UUID!) { projectByRowId(rowId: $id) { issuesByProjectId(first: 50, orderBy: NUMBER_DESC) { edges { cursor node {
  id number title status priority updatedAt
  userByAssigneeId { id name imageUrl }
  issueLabelsByIssueId { nodes { labelByLabelId { id name color } } }
} } pageInfo { hasNextPage endCursor } } } }`;
/** The same page as Lanes's schema asks it. */
const LANES_PAGE = `query LanesPage($projectId: ID!) { node(id: $projectId) { ... on Project { issues(first: 50, orderBy: CREATED) { edges { cursor node {
  id number title status priority updatedAt assignee { id name imageUrl } labels { id name color }
} } pageInfo { hasNextPage endCursor } } } } }`;

interface Target {
  url: string;
  headers: Record<string, string>;
  body: string;
}

interface Row {
  title: string;
  target: Target;
  /** The database backends serving it (their CPU is the row's PostgreSQL CPU). */
  backends: () => Promise<number[]>;
  /** Statements sent so far (Lanes only). */
  statements?: () => number;
}

interface Measure {
  rate: number;
  p99: number;
  failures: number;
  requests: number;
  pgCpuMs: number;
  statements: number | null;
}

const TICK_MS = 1000 / 100; // /proc counts CPU time in clock ticks of 10 ms (USER_HZ)

/** A process's CPU time so far (user + system), in milliseconds; 0 once it is gone. */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime and stime: fields 14 and 15 of the line
  } catch {
    return 0;
  }
}

/** Resolves once `count` has not moved for half a second. */
async function settled(count: () => number): Promise<void> {
  for (let last = -1, still = 0; still < 5; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    still = count() === last ? still + 1 : 0;
    last = count();
  }
}

async function measure(row: Row, durationSeconds: number): Promise<Measure> {
  const options = { url: row.target.url, method: 'POST' as const, headers: row.target.headers, body: row.target.body, connections: CONNECTIONS, workers: 1 };
  await autocannon({ ...options, duration: 2 }); // warm: the JIT, the pools' connections, the plans
  // Statements per request: one request alone, once the warm-up's last requests are answered (requests in flight
  // would blur the count).
  if (row.statements) await settled(row.statements);
  const statementsBefore = row.statements?.() ?? 0;
  await fetch(row.target.url, { method: 'POST', headers: row.target.headers, body: row.target.body });
  const statements = row.statements ? row.statements() - statementsBefore : null;
  const backends = await row.backends();
  const cpuBefore = new Map(backends.map((pid) => [pid, cpuMs(pid)]));
  const result = await autocannon({ ...options, duration: durationSeconds });
  const after = await row.backends();
  const pgCpuMs = [...new Set([...backends, ...after])].reduce((sum, pid) => sum + Math.max(0, cpuMs(pid) - (cpuBefore.get(pid) ?? 0)), 0);
  const requests = result.requests.total;
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    requests,
    pgCpuMs: pgCpuMs / Math.max(1, requests),
    statements,
  };
}

/** The PostgreSQL backends of `database` that `applicationName` opened. */
function backendsOf(admin: pg.Pool, database: string, applicationName: string) {
  return async () =>
    (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and application_name = $2', [database, applicationName])
    ).rows.map((row) => row.pid);
}

/** PostGraphile 5 (the Amber preset, production mode) over the database, on 127.0.0.1 and a free port. */
async function startPostGraphile(connectionString: string): Promise<{ url: string; stop: () => Promise<void> }> {
  process.env.GRAPHILE_ENV = 'production';
  const { postgraphile } = await import('postgraphile');
  const { PostGraphileAmberPreset } = await import('postgraphile/presets/amber');
  const { makePgService } = await import('postgraphile/adaptors/pg');
  const { grafserv } = await import('postgraphile/grafserv/node');
  const pgl = postgraphile({
    extends: [PostGraphileAmberPreset],
    pgServices: [makePgService({ connectionString, schemas: ['public'], poolConfig: { max: 10, application_name: 'bench-postgraphile' } })],
    grafserv: { watch: false, graphiqlOnGraphQLGET: false },
    grafast: { explain: false },
  });
  const serv = pgl.createServ(grafserv);
  const server: Server = createServer();
  await serv.addTo(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pgl.release();
    },
  };
}

export async function benchPeer({ durationSeconds, issues, rounds, rateLimits }: PeerBenchOptions): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('\npeer (PostGraphile 5 side by side): needs DATABASE_URL (PostgreSQL); not measured');
    return;
  }
  const database = await createTestDatabase();
  if (database.target.kind !== 'postgres') throw new Error('The peer scenario needs PostgreSQL.');
  const lanesUrl = new URL(database.target.url);
  lanesUrl.searchParams.set('application_name', 'bench-lanes');
  const server: TestServer = await startTestServer({ database: { kind: 'postgres', url: lanesUrl.toString() }, config: { rateLimits } });
  server.responseCache.enabled = false; // every Lanes answer computed
  const admin = new pg.Pool({ connectionString: database.target.url, max: 1 });
  let peer: Awaited<ReturnType<typeof startPostGraphile>> | null = null;
  try {
    const org = testOrg('Peer Inc');
    const token = tokenFor(testUser('Peer Admin'), org, 'admin', { expiresIn: 3600 });
    dataOf(await gql(server, '{ viewer { workspace { id } } }', {}, token));
    const started = performance.now();
    const large = await seedIssues(server.database.db, { issues: Math.round(issues / 5), projects: 1, members: 8, labels: 8, workspace: org.slug, randomSeed: 19 });
    await seedIssues(server.database.db, { issues: issues - Math.round(issues / 5), projects: 21, members: 8, labels: 8, workspace: org.slug, randomSeed: 20 });
    await admin.query('vacuum analyze');
    const { key } = large.projects[0];
    const project = await server.database.db.selectFrom('projects').select('id').where('key', '=', key).where('workspaceId', 'in', (eb) =>
      eb.selectFrom('workspaces').select('id').where('slug', '=', org.slug),
    ).executeTakeFirstOrThrow();
    const pageIssues = (await admin.query<{ count: number }>('select count(*)::int as count from issues where project_id = $1', [project.id])).rows[0].count;
    console.log(`\nseeded ${issues.toLocaleString('en')} issues (${pageIssues.toLocaleString('en')} in ${key}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    peer = await startPostGraphile(database.target.url);
    const lanesProject = dataOf(await gql(server, 'query P($key: String!) { viewer { workspace { project(key: $key) { id } } } }', { key }, token)).viewer.workspace.project.id as string;
    const lanesHeaders = { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: TEST_ORIGIN };
    const peerHeaders = { 'content-type': 'application/json' };
    const lanes = (body: object): Target => ({ url: `${server.url}/graphql`, headers: lanesHeaders, body: JSON.stringify(body) });
    const postgraphile = (body: object): Target => ({ url: peer!.url, headers: peerHeaders, body: JSON.stringify(body) });
    const databaseName = new URL(database.target.url).pathname.slice(1);
    const lanesBackends = backendsOf(admin, databaseName, 'bench-lanes');
    const peerBackends = backendsOf(admin, databaseName, 'bench-postgraphile');
    const statements = () => server.database.statements.count;
    const rows: Row[] = [
      { title: 'Lanes: the 50-issue page, computed', target: lanes({ query: LANES_PAGE, variables: { projectId: lanesProject } }), backends: lanesBackends, statements },
      { title: 'PostGraphile 5: the 50-issue page', target: postgraphile({ query: PEER_PAGE, variables: { id: project.id } }), backends: peerBackends },
      {
        title: "Lanes: the list route's grouped query, computed",
        target: lanes({ operationName: 'IssueListPageQuery', documentId: IssueListPageQuery.params.id, variables: { projectKey: key } }),
        backends: lanesBackends,
        statements,
      },
      { title: 'Lanes: { __typename }', target: lanes({ query: '{ __typename }' }), backends: lanesBackends, statements },
      { title: 'PostGraphile 5: { __typename }', target: postgraphile({ query: '{ __typename }' }), backends: peerBackends },
    ];
    // One answer of each first, the pages full: a broken query would otherwise be measured as fast failures.
    for (const row of rows) {
      const response = await fetch(row.target.url, { method: 'POST', headers: row.target.headers, body: row.target.body });
      const answer = (await response.json()) as { data?: unknown; errors?: unknown };
      const text = JSON.stringify(answer);
      if (answer.errors || (row.title.includes('50-issue') && (text.match(/"cursor"/g) ?? []).length !== 50)) {
        console.log(`${row.title}: not measured, it answered ${text.slice(0, 300)}`);
        process.exitCode = 1;
        return;
      }
    }

    const results = new Map<string, Measure[]>(rows.map((row) => [row.title, []]));
    for (let round = 1; round <= rounds; round += 1) {
      for (const row of rows) results.get(row.title)!.push(await measure(row, durationSeconds));
    }

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const width = Math.max(...rows.map((row) => row.title.length)) + 2;
    console.log(`\nLanes beside PostGraphile 5 (production mode), same database, ${CONNECTIONS} connections, ${rounds} interleaved rounds of ${durationSeconds} s (medians)`);
    console.log(`  ${''.padEnd(width)}${'req/s'.padStart(8)}${'p99'.padStart(10)}${'PG CPU/req'.padStart(12)}${'stmts/req'.padStart(11)}   failures`);
    for (const row of rows) {
      const measures = results.get(row.title)!;
      const statementsPerRequest = measures[0].statements === null ? '' : median(measures.map((m) => m.statements!)).toFixed(1);
      console.log(
        `  ${row.title.padEnd(width)}${median(measures.map((m) => m.rate)).toFixed(0).padStart(8)}${ms(median(measures.map((m) => m.p99))).padStart(10)}` +
          `${ms(median(measures.map((m) => m.pgCpuMs))).padStart(12)}${statementsPerRequest.padStart(11)}   ${measures.reduce((sum, m) => sum + m.failures, 0)} of ${measures.reduce((sum, m) => sum + m.requests, 0)}`,
      );
    }
    const ratios = (lanesTitle: string, peerTitle: string) => {
      const pairs = results.get(lanesTitle)!.map((measure, index) => measure.rate / results.get(peerTitle)![index].rate);
      return `${median(pairs).toFixed(2)}× (rounds: ${pairs.map((ratio) => ratio.toFixed(2)).join(', ')})`;
    };
    console.log(`  the 50-issue page, Lanes computed ÷ PostGraphile: ${ratios(rows[0].title, rows[1].title)} (target: at least 2×, p99 at most 50 ms)`);
    console.log(`  the list route's grouped query ÷ PostGraphile's page: ${ratios(rows[2].title, rows[1].title)} (target: at least 1×)`);
    console.log(`  { __typename }, Lanes ÷ PostGraphile: ${ratios(rows[3].title, rows[4].title)} (target: at least 1×)`);
  } finally {
    await peer?.stop();
    await admin.end();
    await server.stop();
    await database.drop();
  }
}
