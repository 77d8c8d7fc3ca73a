// The writecost scenario of `npm run bench` (BENCH_SCENARIOS=writecost): what one write costs the server, measured
// apart from any load. BENCH_WRITES renames of one issue (the app's own useUpdateIssueMutation, by its persisted id,
// each a change), sent one after another by a client in its own thread; printed: the server's event-loop time per
// write (its main thread's busy time, from performance.eventLoopUtilization), PostgreSQL's CPU time per write (its
// processes' user and system time from /proc, when it runs on this machine), statements per write, and the writes'
// latency. Prints figures; never fails on timing.
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import UpdateIssueMutation from '../src/__generated__/useUpdateIssueMutation.graphql';
import { createIssue, issueTeam } from '../server/test/issues';
import { startTestServer } from '../server/test/server';
import { TEST_ORIGIN } from '../server/test/tokens';
import { cpuMs } from './peer';

/** CPU seconds (user + system) of this machine's PostgreSQL processes so far; null where none is visible. */
function postgresCpuSeconds(): number | null {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false; // the process ended meanwhile
      }
    });
  return pids.length === 0 ? null : pids.reduce((sum, pid) => sum + cpuMs(Number(pid)), 0) / 1000;
}

export async function benchWriteCost({ writes }: { writes: number }): Promise<void> {
  const server = await startTestServer({ config: { rateLimits: { perUser: 1_000_000, perAddress: 1_000_000, signInPerAddress: 1_000_000 } } });
  try {
    console.log(`\nwritecost: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}${process.env.REDIS_URL ? ' with Redis' : ''}`);
    const team = await issueTeam(server, {}, 'WRC');
    const issue = await createIssue(server, team.admin, team.projectId, { title: 'Renamed again and again' });
    const request = (title: string) => ({
      method: 'POST' as const,
      body: JSON.stringify({ operationName: 'useUpdateIssueMutation', documentId: UpdateIssueMutation.params.id, variables: { input: { id: issue.id, title } } }),
    });
    const load = {
      url: `${server.url}/graphql`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${team.admin}`, origin: TEST_ORIGIN },
      // Two titles in turn: every write is a change.
      requests: [request('Renamed (odd)'), request('Renamed (even)')],
      connections: 1,
      workers: 1,
    };
    await autocannon({ ...load, amount: Math.min(200, writes) }); // warm the JIT and the statements' plans
    const loop = performance.eventLoopUtilization();
    const postgres = postgresCpuSeconds();
    const statements = server.database.statements.count;
    const result = await autocannon({ ...load, amount: writes });
    const busy = performance.eventLoopUtilization(loop);
    const postgresAfter = postgresCpuSeconds();
    const made = result.requests.total - result.errors - result.non2xx;
    console.log(`${writes} renames of one issue, one at a time (useUpdateIssueMutation, answered after its events are published)`);
    console.log(`  the server's event loop: ${(busy.active / writes).toFixed(2)} ms a write (busy ${(100 * busy.utilization).toFixed(0)}% of the run)`);
    if (postgres !== null && postgresAfter !== null && process.env.DATABASE_URL) {
      console.log(`  PostgreSQL's processes: ${((1000 * (postgresAfter - postgres)) / writes).toFixed(2)} ms of CPU a write`);
    }
    console.log(`  statements: ${((server.database.statements.count - statements) / writes).toFixed(1)} a write (transactions' begin and commit included)`);
    console.log(`  latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${made} of ${result.requests.total} answered 2xx`);
  } finally {
    await server.stop();
  }
}
