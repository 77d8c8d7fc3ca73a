// Catch-up by sequence number: `issueEvents(afterSeq:)` replays exactly the project's changes after the number, in
// order, then goes on live with no gap and no repeat at the seam; a client that keeps disconnecting and resuming from
// the last number it saw, while several writers record changes at once, receives each change once, in order. Past the
// bound (1,000 changes), or behind entries the log no longer keeps, the subscription fails with RELOAD_REQUIRED.
import { sql } from 'kysely';
import { recordChanges, type ChangeEntry } from '../../db/changeLog';
import { dataOf, gql, type Data } from '../../test/client';
import { createIssue, issueTeam, type IssueTeam } from '../../test/issues';
import { useTestServer, type TestServer } from '../../test/server';
import { subscribe } from '../../test/subscriptions';
import type { IssueRow } from './domain';
import { REPLAY_MAX } from './events';
import { issueNode } from './resolvers';

const server = useTestServer();
jest.setTimeout(180_000);

const ISSUE_EVENTS = `subscription CatchUpTest($projectId: ID!, $afterSeq: Int) {
  issueEvents(projectId: $projectId, afterSeq: $afterSeq) { kind seq issue { id title } }
}`;
const SNAPSHOT = `query CatchUpTestSnapshot($projectId: ID!) {
  node(id: $projectId) { ... on Project { issuesSnapshotSeq issues(first: 5) { edges { node { id } } } } }
}`;

interface Event {
  kind: string;
  seq: number;
  issue: { id: string; title: string } | null;
}

const listen = (test: TestServer, token: string, projectId: string, afterSeq: number | null) =>
  subscribe<{ issueEvents: Event }>(test, ISSUE_EVENTS, { token, variables: { projectId, afterSeq } });

async function snapshotSeq(test: TestServer, team: IssueTeam): Promise<number> {
  const data = dataOf(await gql<Data>(test, SNAPSHOT, { projectId: team.projectId }, team.viewer));
  return data.node.issuesSnapshotSeq as number;
}

async function issueRow(test: TestServer, globalId: string): Promise<IssueRow> {
  return test.database.db.selectFrom('issues').selectAll().where('id', '=', issueNode.localId(globalId)!).executeTakeFirstOrThrow();
}

const renamed = (team: IssueTeam, issue: IssueRow, title: string, actorId: string): ChangeEntry => ({
  workspaceId: team.workspaceId,
  actorId,
  entityType: 'issue',
  entityId: issue.id,
  issueId: issue.id,
  projectId: issue.projectId,
  kind: 'UPDATED',
  changes: [{ field: 'TITLE', from: issue.title, to: title }],
  row: { ...issue, title },
});

/**
 * Follows the project from `from` until `count` events arrived, disconnecting after a few events each time (1 to 12)
 * and resuming from the last number seen, as a client on a bad network does.
 */
async function followWithReconnects(test: TestServer, token: string, projectId: string, from: number, count: number): Promise<Event[]> {
  const received: Event[] = [];
  let last = from;
  let round = 0;
  while (received.length < count) {
    const subscription = await listen(test, token, projectId, last);
    try {
      const take = 1 + ((round * 7) % 12);
      for (let i = 0; i < take && received.length < count; i++) {
        const result = await subscription.next(60_000);
        if (result.errors) throw new Error(JSON.stringify(result.errors));
        const event = result.data!.issueEvents;
        received.push(event);
        last = event.seq;
      }
    } finally {
      await subscription.close();
    }
    round += 1;
  }
  return received;
}

function expectOnceInOrder(received: Event[]) {
  const seqs = received.map((event) => event.seq);
  for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBeGreaterThan(seqs[i - 1]);
}

describe('issueEvents catch-up by sequence number', () => {
  it('hands out the log head read before the issues, from which the stream starts with what came after', async () => {
    const team = await issueTeam(server);
    const issue = await issueRow(server, (await createIssue(server, team.member, team.projectId, { title: 'Seen' })).id);
    const before = await snapshotSeq(server, team);
    const [seq] = (await server.database.db.transaction().execute((trx) => recordChanges(trx, [renamed(team, issue, 'After', team.people.admin.id)]))).map(
      (change) => change.seq,
    );
    expect(seq).toBeGreaterThan(before);
    expect(await snapshotSeq(server, team)).toBeGreaterThanOrEqual(seq);
    const subscription = await listen(server, team.viewer, team.projectId, before);
    try {
      const first = await subscription.next();
      expect(first.data?.issueEvents).toMatchObject({ kind: 'UPDATED', seq, issue: { id: issueNode.globalId(issue.id), title: 'After' } });
    } finally {
      await subscription.close();
    }
  });

  it('loses and repeats nothing while several writers record at once and the client keeps disconnecting and resuming', async () => {
    const team = await issueTeam(server);
    const issues = await Promise.all(
      ['One', 'Two', 'Three'].map(async (title) => issueRow(server, (await createIssue(server, team.member, team.projectId, { title })).id)),
    );
    const from = await snapshotSeq(server, team);
    const actors = [team.people.admin.id, team.people.member.id, team.people.viewer.id];
    const WRITES = 300;
    // Several writers at once, each change in its own transaction (contending for the workspace's log head).
    const writing = Promise.all(
      Array.from({ length: WRITES }, (_, i) =>
        server.database.db.transaction().execute((trx) => recordChanges(trx, [renamed(team, issues[i % 3], `Write ${i}`, actors[i % 3])])),
      ),
    );
    const received = await followWithReconnects(server, team.viewer, team.projectId, from, WRITES);
    const written = (await writing).flat();
    expectOnceInOrder(received);
    expect(received.map((event) => event.seq)).toEqual(written.map((change) => change.seq).sort((a, b) => a - b));
    expect(new Set(received.map((event) => event.issue!.title)).size).toBe(WRITES);
  });

  it('loses and repeats no create of several people at once while the client keeps disconnecting and resuming', async () => {
    const team = await issueTeam(server);
    const from = await snapshotSeq(server, team);
    // Six writers at once (two people), each creating its issues one after another: 240 creates in all.
    const WRITERS = 6;
    const EACH = 40;
    const CREATES = WRITERS * EACH;
    const creating = Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        const token = writer % 2 === 0 ? team.admin : team.member;
        const ids: Array<{ id: string }> = [];
        for (let i = 0; i < EACH; i++) ids.push(await createIssue(server, token, team.projectId, { title: `Create ${writer}.${i}` }));
        return ids;
      }),
    ).then((lists) => lists.flat());
    const received = await followWithReconnects(server, team.viewer, team.projectId, from, CREATES);
    const created = await creating;
    expectOnceInOrder(received);
    expect(received.every((event) => event.kind === 'CREATED')).toBe(true);
    expect(new Set(received.map((event) => event.issue!.id))).toEqual(new Set(created.map((issue) => issue.id)));
  });

  it(`tells a client more than ${REPLAY_MAX} changes behind to reload, and ends the stream`, async () => {
    const team = await issueTeam(server);
    const issue = await issueRow(server, (await createIssue(server, team.member, team.projectId, { title: 'Busy' })).id);
    const from = await snapshotSeq(server, team);
    const entries = Array.from({ length: REPLAY_MAX + 1 }, (_, i) => renamed(team, issue, `Change ${i}`, team.people.admin.id));
    await server.database.db.transaction().execute((trx) => recordChanges(trx, entries));
    const behind = await listen(server, team.viewer, team.projectId, from);
    try {
      const result = await behind.next();
      expect(result.errors?.[0]?.extensions?.code).toBe('RELOAD_REQUIRED');
      await behind.completed();
    } finally {
      await behind.close();
    }
    // Exactly at the bound, everything is replayed.
    const atBound = await listen(server, team.viewer, team.projectId, from + 1);
    try {
      const first = await atBound.next();
      expect(first.data?.issueEvents).toMatchObject({ seq: from + 2, issue: { title: 'Change 1' } });
    } finally {
      await atBound.close();
    }
  });

  it('tells a client behind pruned entries to reload; the sweep prunes only dispatched entries past the retention', async () => {
    const team = await issueTeam(server);
    const issue = await issueRow(server, (await createIssue(server, team.member, team.projectId, { title: 'Old' })).id);
    const from = await snapshotSeq(server, team);
    const logged = await server.database.db
      .transaction()
      .execute((trx) => recordChanges(trx, [1, 2, 3].map((i) => renamed(team, issue, `Old ${i}`, team.people.admin.id))));
    await server.dispatcher.dispatch(team.workspaceId);
    const { db } = server.database;
    // The first two are older than the retention (30 days by default).
    await sql`update change_log set at = now() - interval '31 days'
      where workspace_id = ${team.workspaceId} and seq <= ${logged[1].seq}`.execute(db);
    await server.dispatcher.sweep();
    const kept = await db
      .selectFrom('changeLog')
      .select('seq')
      .where('workspaceId', '=', team.workspaceId)
      .where('seq', '>=', String(logged[0].seq))
      .orderBy('seq')
      .execute();
    expect(kept.map((row) => Number(row.seq))).toEqual([logged[2].seq]);

    const behind = await listen(server, team.viewer, team.projectId, from);
    try {
      expect((await behind.next()).errors?.[0]?.extensions?.code).toBe('RELOAD_REQUIRED');
    } finally {
      await behind.close();
    }
    const caughtUp = await listen(server, team.viewer, team.projectId, logged[1].seq);
    try {
      expect((await caughtUp.next()).data?.issueEvents).toMatchObject({ seq: logged[2].seq, issue: { title: 'Old 3' } });
    } finally {
      await caughtUp.close();
    }
  });
});
