// `npm run bench`: prints figures for DESIGN.md section 9's budgets; it never fails on timing.
//   1. the project list page (the browser's own ProjectsPageQuery, by its persisted document id) under 20 concurrent
//      connections;
//   2. live updates: from a mutation's response to every other subscriber receiving the event.
// Runs on PostgreSQL when DATABASE_URL is set (a fresh database of its own), else PGlite in memory; live events go
// through Redis when REDIS_URL is set.
// BENCH_DURATION (seconds, default 10), BENCH_PROJECTS (default 500), BENCH_SUBSCRIBERS (default 1000) and
// BENCH_UPDATES (default 50) tune it.
import autocannon from 'autocannon';
import ProjectsPageQuery from '../src/__generated__/ProjectsPageQuery.graphql';
import { gql, dataOf } from '../server/test/client';
import { startTestServer, type TestServer } from '../server/test/server';
import { connectClient } from '../server/test/subscriptions';
import { TEST_ORIGIN, testOrg, testUser, tokenFor } from '../server/test/tokens';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const projectCount = Number(process.env.BENCH_PROJECTS ?? 500);
const subscriberCount = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const updateCount = Number(process.env.BENCH_UPDATES ?? 50);

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

async function seed(server: TestServer): Promise<string> {
  const started = performance.now();
  let firstId = '';
  for (let i = 0; i < projectCount; i += 1) {
    const result = dataOf(
      await gql<{ createProject: { project: { id: string } } }>(
        server,
        'mutation Seed($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }',
        { input: { key: projectKey(i), name: `Project ${i}`, description: 'Seeded for the benchmark.' } },
        adminToken,
      ),
    );
    firstId ||= result.createProject.project.id;
  }
  console.log(`seeded ${projectCount} projects in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return firstId;
}

async function benchProjectList(server: TestServer): Promise<void> {
  // As the browser sends it: the persisted document id from the Relay compiler's map, not the text.
  const body = JSON.stringify({ operationName: 'ProjectsPageQuery', variables: {}, documentId: ProjectsPageQuery.params.id });
  const options = {
    url: `${server.url}/graphql`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}`, origin: TEST_ORIGIN },
    body,
    connections: 20,
    workers: 1, // the load generator runs in its own thread, off the server's event loop
  };
  await autocannon({ ...options, duration: 3 }); // warm the JIT and the caches
  const result = await autocannon({ ...options, duration: durationSeconds });
  const failures = result.errors + result.timeouts + result.non2xx;
  console.log('\nproject list page (ProjectsPageQuery, 20 projects, 20 connections)');
  console.log(`  throughput  ${result.requests.average.toFixed(0)} req/s`);
  console.log(`  latency     p50 ${ms(result.latency.p50)}  p99 ${ms(result.latency.p99)}  max ${ms(result.latency.max)}`);
  console.log(`  failures    ${failures} of ${result.requests.total}`);
}

async function benchLiveUpdates(server: TestServer, projectId: string): Promise<void> {
  const received = new Map<string, number[]>(); // project name → arrival times
  // The server's own subscriptions (such as its access events) are not the bench's.
  const held = server.pubsub.subscriberCount();
  const connectStarted = performance.now();
  const clients = Array.from({ length: subscriberCount }, (_, i) => {
    const client = connectClient(server, tokenFor(testUser(`Subscriber ${i}`), org, 'member', { expiresIn: 3600 }));
    client.subscribe<{ projectEvents: { project: { name: string } } }>(
      { query: 'subscription Bench { projectEvents { kind project { id name } } }' },
      {
        next: (result) => {
          const name = result.data?.projectEvents.project.name;
          if (name) (received.get(name) ?? received.set(name, []).get(name)!).push(performance.now());
        },
        error: (error) => console.error('subscription error', error),
        complete: () => {},
      },
    );
    return client;
  });
  // Ready when the server holds every subscription, not only every socket.
  while (server.pubsub.subscriberCount() < held + subscriberCount) await new Promise((r) => setTimeout(r, 50));
  console.log(`\n${subscriberCount} subscribers connected in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s`);

  const fromResponse: number[] = [];
  const fromRequest: number[] = [];
  let lost = 0;
  for (let i = 0; i < updateCount; i += 1) {
    const name = `Renamed ${i}`;
    const sent = performance.now();
    dataOf(
      await gql(
        server,
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
  console.log(`live updates (${updateCount} renames, each to ${subscriberCount} subscribers; clients in the same process)`);
  console.log(
    `  from the mutation's response  p50 ${ms(percentile(fromResponse, 50))}  p95 ${ms(percentile(fromResponse, 95))}  max ${ms(fromResponse.at(-1) ?? NaN)}`,
  );
  console.log(
    `  from the mutation's request   p50 ${ms(percentile(fromRequest, 50))}  p95 ${ms(percentile(fromRequest, 95))}  max ${ms(fromRequest.at(-1) ?? NaN)}`,
  );
  console.log(`  lost events  ${lost} of ${updateCount * subscriberCount}`);
  await Promise.all(clients.map((client) => client.dispose()));
}

// The bench is one client address and one admin sending far more than any person: rate limits would measure themselves.
const unlimited = { perUser: 1_000_000, perAddress: 1_000_000, signInPerAddress: 1_000_000 };
const server = await startTestServer({ config: { authorizedParties: [TEST_ORIGIN], rateLimits: unlimited } });
try {
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}`);
  console.log(`live events: ${server.redis ? 'Redis pub/sub (REDIS_URL)' : 'in process'}`);
  const projectId = await seed(server);
  await benchProjectList(server);
  await benchLiveUpdates(server, projectId);
} finally {
  await server.stop();
}
