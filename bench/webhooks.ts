// The webhooks scenario of `npm run bench` (BENCH_SCENARIOS=webhooks): webhook delivery lag. One endpoint asking for
// issue events is registered (through the API, as an admin does) for a receiver on 127.0.0.1 (server/test/
// webhookReceiver.ts, which checks each delivery's Standard Webhooks signature; the server allows private addresses
// for it, as the webhooks' tests configure it, and keeps the operator's default timeout and retries). Then
// BENCH_WEBHOOK_CHANGES changes (default 1,000) are made one after another through the app's persisted mutations: one
// in five creates an issue, the others rename the latest; every change gives its issue a title of its own, which is
// how each arrival is matched to its change. Printed: the lag from each change to its arrival (p50, p95, max), how many
// arrived, whether each arrived exactly once and in the order made, and the total time. On PGlite, or PostgreSQL
// with DATABASE_URL (live events through Redis with REDIS_URL). Prints figures; never fails on timing.
import UpdateIssueMutation from '../src/__generated__/useUpdateIssueMutation.graphql';
import CreateIssueMutation from '../src/__generated__/useCreateIssueMutation.graphql';
import { DEFAULT_WEBHOOK_SETTINGS, type RateLimits } from '../server/config';
import { dataOf, gql, gqlPersisted, type GraphQLResponse } from '../server/test/client';
import { issueTeam } from '../server/test/issues';
import { startTestServer } from '../server/test/server';
import { createReceiver, type Receiver } from '../server/test/webhookReceiver';

/** How long the bench waits for the next delivery once the writes are done, before it counts the rest as lost. */
const STALL_MS = 30_000;

const REGISTER = `mutation BenchWebhookEndpoint($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { endpoint { id secret } }
}`;

type CreatedIssue = { createIssue: { issueEdge: { node: { id: string } } } };

/** A persisted operation's data, or an error with what the server answered instead. */
function answered<T>(response: GraphQLResponse<T>): T {
  if (response.errors?.length || !response.data) throw new Error(`The write failed: ${JSON.stringify(response.errors ?? response)}`);
  return response.data;
}

/** When each of the receiver's deliveries arrived (Date.now()), in its order: the receiver keeps no time of its own. */
function arrivalTimes(receiver: Receiver): number[] {
  const arrivedAt: number[] = [];
  const { received } = receiver;
  received.push = (...deliveries) => {
    arrivedAt.push(...deliveries.map(() => Date.now()));
    return Array.prototype.push.apply(received, deliveries);
  };
  return arrivedAt;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const count = (value: number) => value.toLocaleString('en');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function benchWebhooks({ changes, rateLimits }: { changes: number; rateLimits: RateLimits }): Promise<void> {
  const server = await startTestServer({ config: { rateLimits, webhooks: { ...DEFAULT_WEBHOOK_SETTINGS, allowPrivate: true } } });
  const receiver = createReceiver();
  try {
    console.log(`\nwebhooks: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}${server.redis ? ' with Redis' : ''}`);
    await receiver.listen();
    const arrivedAt = arrivalTimes(receiver);
    const hour = { expiresIn: 3600 }; // the writes outlast a test's token
    const team = await issueTeam(server, { admin: hour, member: hour }, 'WHK');
    const endpoint = dataOf(
      await gql<{ createWebhookEndpoint: { endpoint: { id: string; secret: string } } }>(
        server,
        REGISTER,
        { input: { url: receiver.url, description: 'The bench receiver', eventTypes: ['ISSUE'] } },
        team.admin,
      ),
    ).createWebhookEndpoint.endpoint;

    const changeOfTitle = new Map<string, number>();
    let issueId = '';
    let creates = 0;
    const started = Date.now();
    for (let i = 0; i < changes; i += 1) {
      const title = `Change ${i + 1}`;
      changeOfTitle.set(title, i);
      if (i % 5 === 0) {
        const variables = { connections: [], input: { projectId: team.projectId, title } };
        issueId = answered(await gqlPersisted<CreatedIssue>(server, CreateIssueMutation.params.id!, variables, team.member)).createIssue.issueEdge.node.id;
        creates += 1;
      } else {
        answered(await gqlPersisted(server, UpdateIssueMutation.params.id!, { input: { id: issueId, title } }, team.member));
      }
    }
    const written = Date.now();

    while (receiver.received.length < changes && Date.now() - Math.max(written, arrivedAt.at(-1) ?? 0) < STALL_MS) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Anything sent twice would be sent by now: nothing is being read or sent.
    await server.webhooks.idle();

    // Lag from the change's entry in the change log (the payload's `timestamp`: the clock when the log row was
    // inserted, the transaction's last statement before its commit, to the millisecond) to the delivery's arrival
    // at the receiver (its body read). The log row is the change's commit to within the commit itself; the mutation's
    // answer comes later still (once the change's live events are published), so it would hide part of the lag.
    // PostgreSQL on this machine, PGlite and this process read the same clock.
    const arrivals = receiver.received.map((delivery, index) => ({
      change: changeOfTitle.get(String(delivery.json.data.title)),
      lagMs: arrivedAt[index] - Date.parse(delivery.json.timestamp),
      signed: receiver.verifies(delivery, endpoint.secret),
    }));
    const timesArrived = new Map<number, number>();
    let outOfOrder = 0;
    let latest = -1;
    const lags: number[] = [];
    for (const { change, lagMs } of arrivals) {
      if (change === undefined) continue;
      const before = timesArrived.get(change) ?? 0;
      timesArrived.set(change, before + 1);
      if (before > 0) continue;
      lags.push(lagMs);
      if (change < latest) outOfOrder += 1;
      latest = Math.max(latest, change);
    }
    lags.sort((a, b) => a - b);
    const arrived = timesArrived.size;
    const twice = [...timesArrived.values()].filter((times) => times > 1).length;
    const strangers = arrivals.filter(({ change }) => change === undefined).length;
    const signed = arrivals.filter((arrival) => arrival.signed).length;
    const lastArrival = arrivedAt.at(-1) ?? started;
    const deliveries = await server.database.db
      .selectFrom('outgoingDeliveries')
      .select(['status', 'attempts', 'createdAt', 'payload'])
      .where('workspaceId', '=', team.workspaceId)
      .execute();
    // Where the lag goes: from the change to its delivery row (the worker reading the log; the row's time is its
    // reading transaction's start), and the rest (waiting for the endpoint's earlier deliveries, then the send).
    const readMs = deliveries
      .map((delivery) => new Date(delivery.createdAt).getTime() - Date.parse((delivery.payload as { timestamp: string }).timestamp))
      .sort((a, b) => a - b);

    console.log(
      `${count(changes)} issue changes (${count(creates)} creates, ${count(changes - creates)} renames; the app's persisted mutations, one after another) ` +
        `in ${seconds(written - started)}: ${Math.round(changes / ((written - started) / 1000))} writes/s`,
    );
    console.log(`  to one endpoint (issue events) on a receiver on 127.0.0.1; the server, the receiver and the writer share this process`);
    console.log(
      `  arrived       ${count(arrived)} of ${count(changes)}${arrived < changes ? ` (${count(changes - arrived)} NOT arrived)` : ''}; ` +
        `${count(receiver.requests)} requests, ${count(signed)} of ${count(arrivals.length)} signed with the endpoint's secret` +
        (strangers > 0 ? `, ${strangers} NOT of this bench's changes` : ''),
    );
    console.log(`  exactly once  ${twice === 0 ? 'yes' : `NO: ${twice} changes arrived more than once`}`);
    console.log(`  in order      ${outOfOrder === 0 ? 'yes' : `NO: ${outOfOrder} arrived after a later change`}`);
    console.log(`  lag from the change log entry to arrival  p50 ${percentile(lags, 50)} ms  p95 ${percentile(lags, 95)} ms  max ${lags.at(-1) ?? NaN} ms`);
    console.log(`    of which to its delivery row (read from the log)  p50 ${percentile(readMs, 50)} ms  p95 ${percentile(readMs, 95)} ms  max ${readMs.at(-1) ?? NaN} ms`);
    console.log(
      `  total         ${seconds(lastArrival - started)} from the first write to the last arrival ` +
        `(${seconds(Math.max(0, lastArrival - written))} after the last write was answered)`,
    );
    console.log(
      `  delivery log  ${count(deliveries.filter((delivery) => delivery.status === 'SUCCEEDED').length)} succeeded, ` +
        `${count(deliveries.filter((delivery) => delivery.attempts > 1).length)} tried more than once, ` +
        `${count(deliveries.filter((delivery) => delivery.status !== 'SUCCEEDED').length)} not delivered`,
    );
  } finally {
    await receiver.close();
    await server.stop();
  }
}
