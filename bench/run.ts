// `npm run bench`: prints figures for DESIGN.md section 9's budgets; it never fails on timing.
//   1. the project list page (the browser's own ProjectsPageQuery, by its persisted document id) under 20 concurrent
//      connections;
//   2. live updates: from a mutation's response to every other subscriber receiving the event;
//   3. the issue list (issue #6's query: a project's first 50 issues with assignees and labels) in a project of 100,000
//      issues seeded in bulk, under 20 concurrent connections: the first page, pages all through the list (after
//      cursors of a walk to its end, default order), and first pages under filters; beside `{ __typename }` on the
//      same server for the ratio;
//   4. the board (bench/board.ts): a 5,000-issue project in headless Chromium, served as deployed: time to the first
//      card painted, the JS heap, frame times while scrolling; and the list view of the same project;
//   5. fairness: one workspace's project list page at a fixed modest rate, alone and while another workspace floods
//      the server (its own project list page over many connections), every answer computed, then answers kept;
//   6. large answers: a 100 KB list page kept in the response cache, under 10 and 100 connections;
//   7. presence (bench/presence.ts): 600 watchers of one board and their changes, against another workspace's p99;
//   8. peer (bench/peer.ts, PostgreSQL only): the issue page and the list route beside PostGraphile 5 on the same
//      database, in interleaved rounds (BENCH_PEER_ROUNDS, default 3), with PostgreSQL CPU and statements per request;
//   9. tenants (bench/tenants.ts): one workspace's issue-list page while a writer changes other workspaces at 0, 10, 50
//      and 200 writes a second (BENCH_TENANT_RATES; BENCH_TENANT_WORKSPACES others, default 4): throughput, p99 and the
//      response cache's hit ratio per rate;
//  11. import (bench/import.ts): 10,000 rows of a Linear-shaped CSV imported through the app's import, in rows/s.
//  10. writecost (bench/writecost.ts): what one write costs apart from any load: event-loop time, PostgreSQL CPU and
//      statements per write (BENCH_WRITES renames, default 1000).
//  12. workspace-issues (bench/workspaceIssues.ts): the workspace's issues page opened from a saved view filtering on an
//      assignee and a cycle, in a workspace of BENCH_ISSUES issues, beside the project issue list (same filter, and
//      unfiltered) in interleaved rounds (BENCH_WORKSPACE_ROUNDS, default 3): throughput and p99;
//  13. cycle-page (bench/workspaceIssues.ts): the cycle page's query for a cycle of BENCH_CYCLE_ISSUES issues (default 500),
//      BENCH_CYCLE_REQUESTS times one at a time (default 50), against its 1 s target.
//  14. webhooks (bench/webhooks.ts): BENCH_WEBHOOK_CHANGES issue changes (default 1000) through the API with a webhook
//      endpoint registered for them on a receiver on 127.0.0.1: the lag from each change to its arrival (p50, p95, max),
//      how many arrived, whether each arrived once and in order, the total time.
// Runs on PostgreSQL when DATABASE_URL is set (a fresh database of its own), else PGlite in memory; live events go
// through Redis when REDIS_URL is set, and with both set the live scenario runs again across two server processes
// (subscribers on a second instance, mutations on the first), as a deployment of several instances delivers. Every
// request carries a token and is served in its workspace, as in production.
// BENCH_DURATION (seconds, default 10), BENCH_PROJECTS (default 500), BENCH_SUBSCRIBERS (default 1000),
// BENCH_UPDATES (default 50), BENCH_ISSUES (default 100000), BENCH_FLOOD_CONNECTIONS (default 100) and BENCH_STEADY_RATE
// (requests a second, default 20) tune it; BENCH_SCENARIOS (default
// `projects,live,issues,board,fairness,large,presence,peer,tenants,writecost,import,workspace-issues,cycle-page,webhooks`)
// chooses what runs; the board's own settings are in bench/board.ts.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import ProjectsPageQuery from '../src/__generated__/ProjectsPageQuery.graphql';
import { seedIssues } from '../server/seed';
import { benchBoard } from './board';
import { benchPeer } from './peer';
import { benchPresence } from './presence';
import { benchTenants } from './tenants';
import { gql, dataOf } from '../server/test/client';
import { createTestDatabase } from '../server/test/database';
import { startTestServer, TEST_REDIS_KEY_PREFIX, type TestServer } from '../server/test/server';
import { connectClient } from '../server/test/subscriptions';
import { TEST_ORIGIN, testKeys, testOrg, testUser, tokenFor } from '../server/test/tokens';
import { benchWriteCost } from './writecost';
import { benchImport } from './import';
import { benchCyclePage, benchWorkspaceIssues } from './workspaceIssues';
import { benchWebhooks } from './webhooks';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const projectCount = Number(process.env.BENCH_PROJECTS ?? 500);
const subscriberCount = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const updateCount = Number(process.env.BENCH_UPDATES ?? 50);
const issueCount = Number(process.env.BENCH_ISSUES ?? 100_000);
const floodConnections = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 100);
const steadyRate = Number(process.env.BENCH_STEADY_RATE ?? 20);
const KNOWN_SCENARIOS = [
  ...['projects', 'live', 'issues', 'board', 'fairness', 'large', 'presence', 'peer', 'tenants', 'writecost', 'import'],
  ...['workspace-issues', 'cycle-page', 'webhooks'],
];
const scenarios = new Set((process.env.BENCH_SCENARIOS ?? KNOWN_SCENARIOS.join(',')).split(',').map((name) => name.trim()).filter(Boolean));
const CONNECT_WAVE = 100;

const org = testOrg('Bench Inc');
const admin = testUser('Bench Admin');
const adminToken = tokenFor(admin, org, 'admin', { expiresIn: 3600 });

function projectKey(index: number): string {
  let key = '';
  let n = index + 26 * 27; // three letters at least
  while (n > 0) {
    key = String.fromCharCode(65 + (n % 26)) + key;
    n = Math.floor(n / 26);
  }
  return key;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Makes `count` projects in the token's workspace through the API; returns the first one's id. */
async function seed(server: TestServer, { token = adminToken, count = projectCount, description = 'Seeded for the benchmark.' } = {}): Promise<string> {
  const started = performance.now();
  let firstId = '';
  for (let i = 0; i < count; i += 1) {
    const result = dataOf(
      await gql<{ createProject: { project: { id: string } } }>(
        server,
        'mutation Seed($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }',
        { input: { key: projectKey(i), name: `Project ${i}`, description } },
        token,
      ),
    );
    firstId ||= result.createProject.project.id;
  }
  console.log(`seeded ${count} projects in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return firstId;
}

/** Requests per second and latency of one POST body under 20 connections (or as many as asked), after a warm-up. */
async function load(server: TestServer, body: string, { token = adminToken, connections = 20, headers = {} as Record<string, string> } = {}) {
  const options = {
    url: `${server.url}/graphql`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: TEST_ORIGIN, ...headers },
    body,
    connections,
    workers: 1, // the load generator runs in its own thread, off the server's event loop
  };
  await autocannon({ ...options, duration: 3 }); // warm the JIT and the caches
  return autocannon({ ...options, duration: durationSeconds });
}

/**
 * The project list page as the foundation's app asked for it (before the page showed each project's open issues, its
 * created date and the list's total): the same work as the foundation's figures measured, so the two compare.
 */
const FOUNDATION_PROJECTS_PAGE = `query FoundationProjectsPage {
  viewer { workspace { id name viewerCanCreateProject ...FoundationProjectList } }
}
fragment FoundationProjectList on Workspace {
  viewerCanCreateProject
  projects(first: 20) { edges { node { id ...FoundationProjectRow __typename } cursor } pageInfo { endCursor hasNextPage } }
  id
}
fragment FoundationProjectRow on Project { id key name description viewerCanUpdate viewerCanArchive }`;

async function benchProjectList(server: TestServer): Promise<void> {
  const pages = [
    // As the browser sends it: the persisted document id from the Relay compiler's map, not the text.
    { title: 'project list page (ProjectsPageQuery, 20 projects, 20 connections)', body: { operationName: 'ProjectsPageQuery', variables: {}, documentId: ProjectsPageQuery.params.id } },
    { title: "the foundation's project list page (its query, without the counts and dates added since)", body: { query: FOUNDATION_PROJECTS_PAGE, variables: {} } },
  ];
  for (const { title, body } of pages) {
    for (const cached of [false, true]) {
      server.responseCache.enabled = cached;
      const result = await load(server, JSON.stringify(body));
      const failures = result.errors + result.timeouts + result.non2xx;
      console.log(`\n${title}, ${cached ? 'answers kept until the database changes' : 'every answer computed'}`);
      console.log(`  throughput  ${result.requests.average.toFixed(0)} req/s`);
      console.log(`  latency     p50 ${ms(result.latency.p50)}  p99 ${ms(result.latency.p99)}  max ${ms(result.latency.max)}`);
      console.log(`  failures    ${failures} of ${result.requests.total}`);
    }
  }
}

/** The issue-list page of issue #6's benchmark, word for word. */
const ISSUE_LIST_PAGE = `query IssueListPage($projectId: ID!) { node(id: $projectId) { ... on Project { issues(first: 50) { edges { cursor node { id number title status priority updatedAt assignee { id name imageUrl } labels { id name color } } } pageInfo { hasNextPage endCursor } } } } }`;
/** The same page further down the list (the default order), after a cursor, as a list scrolled to it asks. */
const ISSUE_LIST_NEXT_PAGE = ISSUE_LIST_PAGE.replace('IssueListPage($projectId: ID!)', 'IssueListNextPage($projectId: ID!, $after: String!)').replace(
  'issues(first: 50)',
  'issues(first: 50, after: $after)',
);
/** The same page under a filter (default order). */
const ISSUE_LIST_FILTERED_PAGE = ISSUE_LIST_PAGE.replace('IssueListPage($projectId: ID!)', 'IssueListFilteredPage($projectId: ID!, $filter: IssueFilter!)').replace(
  'issues(first: 50)',
  'issues(first: 50, filter: $filter)',
);
/** How many places through the list the later pages start from. */
const PAGE_SAMPLES = 40;

type IssuePage = { node: { issues: { edges: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } | null };

/** Requests per second and latency of a sequence of POST bodies (each connection goes round them) under 20 connections. */
async function loadBodies(server: TestServer, bodies: string[]) {
  const options = {
    url: `${server.url}/graphql`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}`, origin: TEST_ORIGIN },
    requests: bodies.map((body) => ({ method: 'POST' as const, body })),
    connections: 20,
    workers: 1,
  };
  await autocannon({ ...options, duration: 3 });
  return autocannon({ ...options, duration: durationSeconds });
}

async function benchIssueList(server: TestServer): Promise<void> {
  // The bench organization's workspace exists once its admin has made a request; the seed fills it through the domain.
  dataOf(await gql(server, '{ viewer { workspace { id } } }', {}, adminToken));
  const started = performance.now();
  const report = await seedIssues(server.database.db, { issues: issueCount, projects: 1, members: 8, labels: 8, workspace: org.slug, randomSeed: 6 });
  const [project] = report.projects;
  console.log(`\nseeded ${report.issues.toLocaleString('en')} issues in ${project.key} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // The seed fills the workspace's oldest project: the last of the newest-first list.
  const { workspace } = dataOf(
    await gql<{
      viewer: {
        workspace: {
          projects: { edges: Array<{ node: { id: string; key: string } }> };
          members: { edges: Array<{ node: { role: string; user: { id: string } } }> };
          labels: { edges: Array<{ node: { id: string } }> };
        };
      };
    }>(
      server,
      '{ viewer { workspace { projects(last: 1) { edges { node { id key } } } members(first: 100) { edges { node { role user { id } } } } labels(first: 100) { edges { node { id } } } } } }',
      {},
      adminToken,
    ),
  ).viewer;
  const oldest = workspace.projects.edges[0].node;
  if (oldest.key !== project.key) throw new Error(`Expected ${project.key} to be the oldest project, found ${oldest.key}.`);
  const projectId = oldest.id;

  // Places all through the list, in the default order: the cursors of a walk to its end, a hundred at a time.
  const walkStarted = performance.now();
  const cursors: string[] = [];
  let after: string | null = null;
  for (;;) {
    const page: IssuePage = dataOf(
      await gql<IssuePage>(
        server,
        'query Walk($projectId: ID!, $after: String) { node(id: $projectId) { ... on Project { issues(first: 100, after: $after) { pageInfo { hasNextPage endCursor } } } } }',
        { projectId, after },
        adminToken,
      ),
    );
    const { pageInfo } = page.node!.issues;
    if (!pageInfo.hasNextPage || !pageInfo.endCursor) break;
    after = pageInfo.endCursor;
    cursors.push(after);
  }
  const step = Math.max(1, Math.floor(cursors.length / PAGE_SAMPLES));
  const sampled = cursors.filter((_, index) => index % step === step - 1).slice(0, PAGE_SAMPLES);
  console.log(`walked the list to its end (${cursors.length + 1} pages of 100) in ${((performance.now() - walkStarted) / 1000).toFixed(1)} s`);

  const member = workspace.members.edges.find(({ node }) => node.role === 'org:member')?.node.user.id ?? workspace.members.edges[0].node.user.id;
  const filters = [
    { name: 'status and assignee', filter: { statuses: ['IN_PROGRESS'], assignee: { ids: [member] } } },
    { name: 'priority', filter: { priorities: ['URGENT', 'HIGH'] } },
    { name: 'label', filter: { labelIds: [workspace.labels.edges[0].node.id] } },
  ];
  const variants = [
    {
      title: `first page (IssueListPage, the issue's query: first 50 of ${project.issues.toLocaleString('en')})`,
      bodies: [JSON.stringify({ operationName: 'IssueListPage', query: ISSUE_LIST_PAGE, variables: { projectId } })],
    },
    {
      title: `later pages (50 after one of ${sampled.length} cursors spread to the end, in turn)`,
      bodies: sampled.map((cursor) => JSON.stringify({ operationName: 'IssueListNextPage', query: ISSUE_LIST_NEXT_PAGE, variables: { projectId, after: cursor } })),
    },
    {
      title: `filtered first pages (${filters.map(({ name }) => name).join('; ')}: in turn)`,
      bodies: filters.map(({ filter }) => JSON.stringify({ operationName: 'IssueListFilteredPage', query: ISSUE_LIST_FILTERED_PAGE, variables: { projectId, filter } })),
    },
  ];
  // One answer of each first: a broken query would otherwise be measured as fast failures.
  for (const { title, bodies } of variants) {
    for (const body of bodies) {
      const { query, variables } = JSON.parse(body) as { query: string; variables: Record<string, unknown> };
      const answer = await gql<IssuePage>(server, query, variables, adminToken);
      const answered = answer.data?.node?.issues.edges.length ?? 0;
      if (answer.errors?.length || answered === 0 || (!('filter' in variables) && answered !== 50)) {
        console.log(`${title}: not measured, the query answered ${answer.errors ? JSON.stringify(answer.errors) : `${answered} issues`}`);
        process.exitCode = 1;
        return;
      }
    }
  }

  const results: Array<[string, autocannon.Result]> = [];
  // Every answer computed: what the resolvers and SQL cost (the response cache off).
  server.responseCache.enabled = false;
  for (const { title, bodies } of variants) results.push([`${title}, computed`, await loadBodies(server, bodies)]);
  // As served: answers kept until the database changes (responseCache.ts).
  server.responseCache.enabled = true;
  for (const { title, bodies } of variants) results.push([`${title}, kept`, await loadBodies(server, bodies)]);
  // As served while the project changes: another request renames one of its issues every CHANGE_EVERY_MS, and each
  // change drops the kept answers of its workspace (the project's).
  const lookups = () => responseCacheLookups(server);
  const lookupsBefore = await lookups();
  const writer = startChangingIssues(server, projectId);
  results.push([`first page while an issue changes every ${CHANGE_EVERY_MS} ms, kept`, await loadBodies(server, variants[0].bodies)]);
  const changes = await writer.stop();
  const lookupsAfter = await lookups();
  results.push(['{ __typename } on the same server', await load(server, JSON.stringify({ query: '{ __typename }' }))]);

  const width = Math.max(...results.map(([title]) => title.length)) + 2;
  console.log(`\nissue list at ${project.issues.toLocaleString('en')} issues, 20 connections, ${durationSeconds} s each (target: at least 830 req/s, p99 under 50 ms)`);
  console.log('  computed: every answer computed (resolvers and SQL); kept: answers kept until the database changes, as served');
  console.log(`  ${''.padEnd(width)}${'req/s'.padStart(8)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'max'.padStart(10)}   failures`);
  for (const [title, result] of results) {
    const failures = result.errors + result.timeouts + result.non2xx;
    console.log(
      `  ${title.padEnd(width)}${result.requests.average.toFixed(0).padStart(8)}${ms(result.latency.p50).padStart(10)}${ms(result.latency.p99).padStart(10)}` +
        `${ms(result.latency.max).padStart(10)}   ${failures} of ${result.requests.total}`,
    );
  }
  const typename = results.at(-1)![1].requests.average;
  const ratio = (result: autocannon.Result) => `${((100 * result.requests.average) / typename).toFixed(1)}%`;
  console.log(`  the first page serves ${ratio(results[variants.length][1])} of { __typename }'s throughput (${ratio(results[0][1])} computed)`);
  const [hits, shared, misses] = (['hit', 'shared', 'miss'] as const).map((result) => lookupsAfter[result] - lookupsBefore[result]);
  const share = (count: number) => `${((100 * count) / Math.max(1, hits + shared + misses)).toFixed(1)}%`;
  console.log(
    `  while changing: ${changes} changes; of the first pages, ${share(hits)} answered from the cache, ${share(shared)} with the same page being computed, ${share(misses)} computed`,
  );
}

/** How often a member changes an issue of the project in the bench's "while changing" row. */
const CHANGE_EVERY_MS = 100;

/** Renames issues of the project's first page in turn, one every CHANGE_EVERY_MS, until stopped; stop() tells how many. */
function startChangingIssues(server: TestServer, projectId: string) {
  let changes = 0;
  const inFlight = new Set<Promise<void>>();
  const ids = gql<{ node: { issues: { edges: Array<{ node: { id: string } }> } } }>(server, ISSUE_LIST_PAGE, { projectId }, adminToken).then((page) =>
    dataOf(page).node.issues.edges.map(({ node }) => node.id),
  );
  const rename = async (n: number) => {
    const id = (await ids)[n % 50];
    const input = { id, title: `Changed while measuring (${n})` };
    dataOf(await gql(server, 'mutation Rename($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }', { input }, adminToken));
  };
  // On a clock, not one after the other: a slow answer does not slow the changes down.
  const timer = setInterval(() => {
    const change = rename(changes++).finally(() => inFlight.delete(change));
    inFlight.add(change);
  }, CHANGE_EVERY_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      return changes;
    },
  };
}

/** The response cache's lookups so far, from the server's metrics. */
async function responseCacheLookups(server: TestServer): Promise<{ hit: number; shared: number; miss: number }> {
  const metric = await server.metrics.registry.getSingleMetric('lanes_response_cache_lookups_total')?.get();
  const count = (result: string) => metric?.values.find((value) => value.labels.result === result)?.value ?? 0;
  return { hit: count('hit'), shared: count('shared'), miss: count('miss') };
}

/**
 * A client sending one POST every 1000/rate ms in its own thread (off the server's event loop), whatever the pace of
 * the answers (a slow answer does not hold the next request back); each latency runs from sending to the last byte.
 */
const PACED_CLIENT = `
const { parentPort, workerData: { url, headers, body, rate, seconds } } = require('node:worker_threads');
const latencies = [];
let failures = 0;
const inFlight = new Set();
const send = () => {
  const sent = performance.now();
  const request = fetch(url, { method: 'POST', headers, body })
    .then(async (response) => {
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - sent);
      else failures += 1;
    }, () => (failures += 1))
    .finally(() => inFlight.delete(request));
  inFlight.add(request);
};
const timer = setInterval(send, 1000 / rate);
setTimeout(async () => {
  clearInterval(timer);
  await Promise.all(inFlight);
  parentPort.postMessage({ latencies, failures });
}, seconds * 1000);
`;

async function paced(server: TestServer, body: string, token: string, seconds: number): Promise<{ latencies: number[]; failures: number }> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: TEST_ORIGIN };
  const worker = new Worker(PACED_CLIENT, { eval: true, workerData: { url: `${server.url}/graphql`, headers, body, rate: steadyRate, seconds } });
  const result = await new Promise<{ latencies: number[]; failures: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  result.latencies.sort((a, b) => a - b);
  return result;
}

/**
 * One workspace (Steady) asks for its project list page at a fixed modest rate, alone and then while another (Flood)
 * asks for its own as fast as BENCH_FLOOD_CONNECTIONS connections go: first with every answer computed (the response
 * cache off: database work and CPU), then with the answers kept (as served: the flood is the server's CPU alone).
 * Each workspace's operations take turns with each other only (server/graphql/workspaceAdmission.ts).
 */
async function benchFairness(server: TestServer): Promise<void> {
  const flood = tokenFor(testUser('Flood Admin'), testOrg('Flood Inc'), 'admin', { expiresIn: 3600 });
  const steady = tokenFor(testUser('Steady Admin'), testOrg('Steady Inc'), 'admin', { expiresIn: 3600 });
  console.log('\nfairness between workspaces');
  for (const token of [flood, steady]) await seed(server, { token, count: 50 });
  const body = JSON.stringify({ operationName: 'ProjectsPageQuery', variables: {}, documentId: ProjectsPageQuery.params.id });
  const wasCached = server.responseCache.enabled;
  const row = (title: string, { latencies, failures }: { latencies: number[]; failures: number }) =>
    console.log(
      `  ${title.padEnd(34)}p50 ${ms(percentile(latencies, 50)).padStart(10)}  p99 ${ms(percentile(latencies, 99)).padStart(10)}  ` +
        `max ${ms(latencies.at(-1) ?? NaN).padStart(10)}  failures ${failures} of ${latencies.length + failures}`,
    );
  try {
    for (const kept of [false, true]) {
      server.responseCache.enabled = kept;
      await paced(server, body, steady, 3); // warm the JIT (and, kept, the answers)
      const alone = await paced(server, body, steady, durationSeconds);
      const flooding = autocannon({
        url: `${server.url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${flood}`, origin: TEST_ORIGIN },
        body,
        connections: floodConnections,
        workers: 1,
        duration: durationSeconds + 4,
      });
      // Measured once the flood is at full strength.
      while (server.activeRequests < floodConnections / 2) await new Promise((resolve) => setTimeout(resolve, 50));
      const during = await paced(server, body, steady, durationSeconds);
      const floodResult = await flooding;

      console.log(
        `  Steady's project list page at ${steadyRate} req/s, ${kept ? 'answers kept' : 'every answer computed'}, ${durationSeconds} s each ` +
          '(target: p99 moves by less than 50 ms)',
      );
      row('alone', alone);
      row(`while Flood uses ${floodConnections} connections`, during);
      const floodFailures = floodResult.errors + floodResult.timeouts + floodResult.non2xx;
      console.log(
        `  Flood meanwhile: ${floodResult.requests.average.toFixed(0)} req/s, p50 ${ms(floodResult.latency.p50)}, p99 ${ms(floodResult.latency.p99)}, ` +
          `${floodFailures} of ${floodResult.requests.total} failed or refused`,
      );
      console.log(`  p99 moved by ${ms(percentile(during.latencies, 99) - percentile(alone.latencies, 99))}`);
    }
  } finally {
    server.responseCache.enabled = wasCached;
  }
}

/** Project descriptions of about a kilobyte: a hundred of them make the large answer. */
const LONG_DESCRIPTION = 'A project seeded with a long description, so that a page of a hundred of them weighs some 100 KB. '.repeat(10);

/**
 * A page of a hundred projects with their descriptions (some 100 KB of JSON), kept in the response cache: asked plainly
 * (as the fault report measured it), and with `Accept-Encoding: gzip` as browsers ask.
 */
async function benchLargeAnswers(server: TestServer): Promise<void> {
  const token = tokenFor(testUser('Large Admin'), testOrg('Large Inc'), 'admin', { expiresIn: 3600 });
  console.log('\nlarge answers');
  await seed(server, { token, count: 100, description: LONG_DESCRIPTION });
  const query = `query LargeProjectPage { viewer { workspace { projects(first: 100) { edges { cursor node { id key name description createdAt viewerCanUpdate viewerCanArchive } } pageInfo { endCursor hasNextPage } } } } }`;
  const answer = await gql<{ viewer: { workspace: { projects: { edges: unknown[] } } } }>(server, query, {}, token);
  if (answer.errors?.length || dataOf(answer).viewer.workspace.projects.edges.length !== 100) {
    console.log(`  not measured, the query answered ${JSON.stringify(answer.errors ?? answer.data)}`);
    process.exitCode = 1;
    return;
  }
  const body = JSON.stringify({ query, variables: {} });
  const wasCached = server.responseCache.enabled;
  server.responseCache.enabled = true;
  try {
    console.log(`  a page of 100 projects (${(JSON.stringify({ data: answer.data }).length / 1024).toFixed(0)} KB), kept until the database changes, ${durationSeconds} s each`);
    console.log(`  ${'connections'.padEnd(20)}${'req/s'.padStart(8)}${'MB/s'.padStart(8)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'max'.padStart(10)}   failures`);
    for (const encoding of ['identity', 'gzip']) {
      for (const connections of [10, 100]) {
        const result = await load(server, body, { token, connections, headers: { 'accept-encoding': encoding } });
        const failures = result.errors + result.timeouts + result.non2xx;
        console.log(
          `  ${`${connections}, ${encoding}`.padEnd(20)}${result.requests.average.toFixed(0).padStart(8)}${(result.throughput.average / 1024 / 1024).toFixed(1).padStart(8)}` +
            `${ms(result.latency.p50).padStart(10)}${ms(result.latency.p99).padStart(10)}${ms(result.latency.max).padStart(10)}   ${failures} of ${result.requests.total}`,
        );
      }
    }
  } finally {
    server.responseCache.enabled = wasCached;
  }
}

/** Where the live scenario's subscribers connect, and how many subscriptions that instance holds. */
interface LiveTarget {
  url: string;
  subscriptions(): Promise<number>;
}

async function benchLiveUpdates(
  mutations: TestServer,
  subscribers: LiveTarget,
  { title, tag }: { title: string; tag: string },
  projectId: string,
): Promise<void> {
  const received = new Map<string, number[]>(); // project name → arrival times
  let failed = 0;
  // The server's own subscriptions (such as its access events) are not the bench's.
  const held = await subscribers.subscriptions();
  const connectStarted = performance.now();
  const connect = (i: number) => {
    const client = connectClient(subscribers, tokenFor(testUser(`Subscriber ${i}`), org, 'member', { expiresIn: 3600 }));
    client.subscribe<{ projectEvents: { project: { name: string } } }>(
      { query: 'subscription Bench { projectEvents { kind project { id name } } }' },
      {
        next: (result) => {
          const name = result.data?.projectEvents.project.name;
          if (name) (received.get(name) ?? received.set(name, []).get(name)!).push(performance.now());
        },
        error: (error) => {
          failed += 1;
          if (failed === 1) console.error('subscription error', error instanceof Error ? error.message : ((error as CloseEvent).reason ?? error));
        },
        complete: () => {},
      },
    );
    return client;
  };
  // In waves, as people arrive (each first connection provisions its member: a thousand at once would queue for the
  // database pool); a wave is ready when the server holds its subscriptions, not only its sockets.
  const clients: ReturnType<typeof connect>[] = [];
  while (clients.length < subscriberCount) {
    const wave = Math.min(CONNECT_WAVE, subscriberCount - clients.length);
    for (let i = 0; i < wave; i += 1) clients.push(connect(clients.length));
    while ((await subscribers.subscriptions()) < held + clients.length) {
      if (failed > 0) throw new Error(`${failed} subscriptions failed.`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  console.log(`\n${title}`);
  console.log(`  ${subscriberCount} subscribers connected in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s`);

  const fromResponse: number[] = [];
  const fromRequest: number[] = [];
  let lost = 0;
  for (let i = 0; i < updateCount; i += 1) {
    const name = `Renamed ${tag} ${i}`;
    const sent = performance.now();
    dataOf(
      await gql(
        mutations,
        'mutation Rename($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }',
        { input: { id: projectId, name } },
        adminToken,
      ),
    );
    const answered = performance.now();
    const deadline = answered + 5000;
    while ((received.get(name)?.length ?? 0) < subscriberCount && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 2));
    }
    const arrivals = received.get(name) ?? [];
    lost += subscriberCount - arrivals.length;
    for (const at of arrivals) {
      fromResponse.push(Math.max(0, at - answered));
      fromRequest.push(at - sent);
    }
  }
  fromResponse.sort((a, b) => a - b);
  fromRequest.sort((a, b) => a - b);
  console.log(`  ${updateCount} renames, each to ${subscriberCount} subscribers (clients in the bench's process)`);
  console.log(
    `  from the mutation's response  p50 ${ms(percentile(fromResponse, 50))}  p95 ${ms(percentile(fromResponse, 95))}  max ${ms(fromResponse.at(-1) ?? NaN)}`,
  );
  console.log(
    `  from the mutation's request   p50 ${ms(percentile(fromRequest, 50))}  p95 ${ms(percentile(fromRequest, 95))}  max ${ms(fromRequest.at(-1) ?? NaN)}`,
  );
  console.log(`  lost events  ${lost} of ${updateCount * subscriberCount}`);
  await Promise.all(clients.map((client) => client.dispose()));
  // Closed on the server's side too, before anything stops it under them.
  while ((await subscribers.subscriptions()) > held) await new Promise((r) => setTimeout(r, 50));
}

interface SecondInstance extends LiveTarget {
  stop(): Promise<void>;
}

/** A second server process on the same database and Redis (see bench/instance.ts). */
async function startSecondInstance(databaseUrl: string, redisUrl: string, redisKeyPrefix: string): Promise<SecondInstance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/instance.ts'], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      BENCH_RATE_LIMITS: JSON.stringify(unlimited),
      BENCH_SIGNING_KEY: testKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      NODE_OPTIONS: process.env.BENCH_INSTANCE_NODE_OPTIONS ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The second instance exited with ${code} before listening.`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{"url"')) resolve(JSON.parse(line).url);
    });
  });
  return {
    url,
    // Its gauge of live subscriptions (those whose Redis channel is subscribed), from its /metrics.
    async subscriptions() {
      const text = await (await fetch(`${url}/metrics`)).text();
      return Number(/^lanes_subscriptions (\d+)/m.exec(text)?.[1] ?? NaN);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// The bench is one client address and one admin sending far more than any person: rate limits would measure themselves.
const unlimited = { perUser: 1_000_000, perAddress: 1_000_000, signInPerAddress: 1_000_000 };

/** The projects, live and issues scenarios: one server in this process, on a fresh database. */
async function benchApi(): Promise<void> {
  const database = await createTestDatabase();
  const server = await startTestServer({
    database: database.target,
    config: { authorizedParties: [TEST_ORIGIN], rateLimits: unlimited, redisKeyPrefix: TEST_REDIS_KEY_PREFIX },
  });
  let second: SecondInstance | null = null;
  try {
    console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}`);
    console.log(`live events: ${server.redis ? 'Redis pub/sub (REDIS_URL)' : 'in process'}`);
    const projectId = scenarios.has('projects') || scenarios.has('live') ? await seed(server) : null;
    if (scenarios.has('projects')) await benchProjectList(server);
    if (scenarios.has('live') && projectId) {
      const local = { url: server.url, subscriptions: async () => server.pubsub.subscriberCount() };
      const title = `live updates on one instance${server.redis ? ' (through Redis)' : ''}`;
      await benchLiveUpdates(server, local, { title, tag: 'locally' }, projectId);
      if (server.redis && database.target.kind === 'postgres') {
        second = await startSecondInstance(database.target.url, server.config.redisUrl!, TEST_REDIS_KEY_PREFIX);
        const title = 'live updates across instances (mutations on A, subscribers on B, through Redis)';
        await benchLiveUpdates(server, second, { title, tag: 'across' }, projectId);
      } else if (server.redis) {
        console.log('\n(across instances needs DATABASE_URL: two processes cannot share PGlite)');
      }
    }
    if (scenarios.has('issues')) await benchIssueList(server);
    if (scenarios.has('fairness')) await benchFairness(server);
    if (scenarios.has('large')) await benchLargeAnswers(server);
  } finally {
    await second?.stop();
    await server.stop();
    await database.drop();
  }
}

const unknown = [...scenarios].filter((name) => !KNOWN_SCENARIOS.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown BENCH_SCENARIOS: ${unknown.join(', ')} (known: ${KNOWN_SCENARIOS.join(', ')})`);
  process.exit(1);
}
if (['projects', 'live', 'issues', 'fairness', 'large'].some((name) => scenarios.has(name))) await benchApi();
if (scenarios.has('presence')) await benchPresence({ durationSeconds, rateLimits: unlimited });
if (scenarios.has('tenants')) {
  await benchTenants({
    durationSeconds,
    issues: issueCount,
    rates: (process.env.BENCH_TENANT_RATES ?? '0,10,50,200').split(',').map(Number),
    otherWorkspaces: Number(process.env.BENCH_TENANT_WORKSPACES ?? 4),
    rateLimits: unlimited,
  });
}
if (scenarios.has('writecost')) await benchWriteCost({ writes: Number(process.env.BENCH_WRITES ?? 1000) });
if (scenarios.has('import')) await benchImport({ rows: Number(process.env.BENCH_IMPORT_ROWS ?? 10_000) });
if (scenarios.has('workspace-issues')) {
  await benchWorkspaceIssues({ durationSeconds, issues: issueCount, rounds: Number(process.env.BENCH_WORKSPACE_ROUNDS ?? 3), rateLimits: unlimited });
}
if (scenarios.has('cycle-page')) {
  await benchCyclePage({ issues: Number(process.env.BENCH_CYCLE_ISSUES ?? 500), requests: Number(process.env.BENCH_CYCLE_REQUESTS ?? 50), rateLimits: unlimited });
}
if (scenarios.has('webhooks')) await benchWebhooks({ changes: Number(process.env.BENCH_WEBHOOK_CHANGES ?? 1000), rateLimits: unlimited });
if (scenarios.has('peer')) await benchPeer({ durationSeconds, issues: issueCount, rounds: Number(process.env.BENCH_PEER_ROUNDS ?? 3), rateLimits: unlimited });
if (scenarios.has('board')) {
  await benchBoard({
    issues: Number(process.env.BENCH_BOARD_ISSUES ?? 5_000),
    runs: Number(process.env.BENCH_BOARD_RUNS ?? 5),
    scrollSeconds: Number(process.env.BENCH_SCROLL_SECONDS ?? 4),
    scrollSpeed: Number(process.env.BENCH_SCROLL_SPEED ?? 3_000),
    scrollToEnd: process.env.BENCH_SCROLL_TO_END !== '0',
  });
}
