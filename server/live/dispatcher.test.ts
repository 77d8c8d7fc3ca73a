// The dispatcher publishes the change log: what a transaction recorded reaches the topics after its commit, in the
// log's order, once; a held dispatcher publishes nothing and the next one publishes all of it; catch-up by sequence
// number replays exactly the project's entries and goes on live without a gap or a repeat; past the bound, or behind
// pruned entries, the subscription is told RELOAD_REQUIRED. Entries are recorded by the tests themselves
// (recordChanges in a transaction), as the domain's writes record theirs.
import { sql } from 'kysely';
import { recordChanges, type ChangeEntry } from '../db/changeLog';
import { featureChangeEvents } from '../features';
import type { IssueRow } from '../features/issues/domain';
import { issuesTopic, type IssueEvent } from '../features/issues/events';
import { labelsTopic } from '../features/labels/events';
import { notificationsTopic } from '../features/notifications/events';
import { createIssue, issueTeam, type IssueTeam } from '../test/issues';
import { startTestServer, useTestServer, type TestServer } from '../test/server';
import { issueNode } from '../features/issues/resolvers';
import { createDispatcher } from './dispatcher';

const server = useTestServer();
jest.setTimeout(60_000);

async function issueRow(test: TestServer, globalId: string): Promise<IssueRow> {
  return test.database.db.selectFrom('issues').selectAll().where('id', '=', issueNode.localId(globalId)!).executeTakeFirstOrThrow();
}

/** Records the entries in one transaction (as a domain write records its own) and returns their numbers. */
async function record(test: TestServer, entries: ChangeEntry[]): Promise<number[]> {
  const logged = await test.database.db.transaction().execute((trx) => recordChanges(trx, entries));
  return logged.map((change) => change.seq);
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

/** Collects a pub/sub topic's events as they come, once the subscription is in place (through Redis: confirmed). */
async function collect<T>(test: TestServer, topic: string) {
  const events: T[] = [];
  const waiters: Array<() => void> = [];
  const iterator = test.pubsub.subscribe<T>(topic);
  await test.redis?.settled();
  void (async () => {
    for await (const event of iterator) {
      events.push(event);
      waiters.splice(0).forEach((wake) => wake());
    }
  })();
  return {
    events,
    /** The events once there are `count` of them, or once `enough` says so. */
    async until(count: number, enough: (received: T[]) => boolean = (received) => received.length >= count) {
      while (!enough(events)) await new Promise<void>((resolve) => waiters.push(resolve));
      return events;
    },
    stop: () => iterator.return?.(),
  };
}

describe('the dispatcher', () => {
  it('publishes what a transaction recorded to its topics after the commit, in the log order, and moves its position', async () => {
    const team = await issueTeam(server);
    const issue = await issueRow(server, (await createIssue(server, team.member, team.projectId, { title: 'First' })).id);
    // A label written with its log entry, as the labels' domain writes it.
    const label = await server.database.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('labels').values({ workspaceId: team.workspaceId, name: 'Bug', color: '#ff0000' }).returningAll().executeTakeFirstOrThrow();
      await recordChanges(trx, [{ workspaceId: team.workspaceId, actorId: null, entityType: 'label', entityId: row.id, kind: 'CREATED', row }]);
      return row;
    });
    await server.dispatcher.settle(team.workspaceId);
    const issues = await collect<IssueEvent>(server, issuesTopic(team.workspaceId, issue.projectId));
    const labels = await collect<{ kind: string; label: { name: string; createdAt: Date } }>(server, labelsTopic(team.workspaceId));
    const inbox = await collect<{ kind: string; notification: { reason: string } }>(server, notificationsTopic(team.workspaceId, team.people.admin.id));
    try {
      const actor = team.people.member.id;
      const seqs = await server.database.db.transaction().execute(async (trx) => {
        const logged = await recordChanges(trx, [
          renamed(team, issue, 'Second', actor),
          { workspaceId: team.workspaceId, actorId: actor, entityType: 'label', entityId: label.id, kind: 'UPDATED', row: label },
          renamed(team, issue, 'Third', actor),
        ]);
        // The notification the first change made, written after its entry with its number.
        await trx
          .insertInto('notifications')
          .values({
            workspaceId: team.workspaceId,
            userId: team.people.admin.id,
            actorId: actor,
            reason: 'ASSIGNED',
            issueId: issue.id,
            issueKey: 'WEB-1',
            issueTitle: 'Second',
            changeSeq: String(logged[0].seq),
          })
          .execute();
        return logged.map((change) => change.seq);
      });
      expect(seqs[1]).toBe(seqs[0] + 1);
      const [second, third] = await issues.until(2);
      expect([second.seq, third.seq]).toEqual([seqs[0], seqs[2]]);
      expect([second.kind, second.issue.title, third.issue.title]).toEqual(['UPDATED', 'Second', 'Third']);
      // Dates come back as dates (jsonb held them as strings).
      expect(second.issue.updatedAt).toBeInstanceOf(Date);
      expect((await labels.until(1))[0]).toMatchObject({ kind: 'UPDATED', label: { name: 'Bug' } });
      expect((await labels.until(1))[0].label.createdAt).toBeInstanceOf(Date);
      expect((await inbox.until(1))[0]).toMatchObject({ kind: 'CREATED', notification: { reason: 'ASSIGNED' } });
      await server.dispatcher.idle();
      const { rows } = await sql<{ publishedSeq: string }>`select published_seq from log_dispatch where workspace_id = ${team.workspaceId}`.execute(
        server.database.db,
      );
      expect(Number(rows[0].publishedSeq)).toBeGreaterThanOrEqual(seqs[2]);
    } finally {
      await Promise.all([issues.stop(), labels.stop(), inbox.stop()]);
    }
  });

  it('publishes nothing while held; a fresh dispatcher then publishes every entry once, in order', async () => {
    // A server whose dispatcher is held (LANES_TEST_HOLD_DISPATCH=1) stands for a process killed before publishing.
    const held = await startTestServer({ config: { holdDispatch: true } });
    try {
      const team = await issueTeam(held);
      const issue = await issueRow(held, (await createIssue(held, team.member, team.projectId, { title: 'Held' })).id);
      const { db } = held.database;
      const position = async () =>
        Number(
          (await sql<{ publishedSeq: string }>`select published_seq from log_dispatch where workspace_id = ${team.workspaceId}`.execute(db)).rows[0]
            ?.publishedSeq ?? 0,
        );
      const events = await collect<IssueEvent>(held, issuesTopic(team.workspaceId, issue.projectId));
      try {
        const seqs: number[] = [];
        for (let i = 0; i < 30; i++) seqs.push(...(await record(held, [renamed(team, issue, `Title ${i}`, team.people.member.id)])));
        await held.dispatcher.dispatch(team.workspaceId);
        await held.dispatcher.sweep();
        await held.dispatcher.idle();
        expect(await position()).toBe(0);
        expect(events.events).toEqual([]);
        const fresh = createDispatcher({ db, clock: held.database.changes, pubsub: held.pubsub, builders: featureChangeEvents, retentionDays: 30 });
        try {
          // The issue's creation (recorded by the held server's own write, when its domain logs it) comes first.
          const ours = (received: IssueEvent[]) => received.filter((event) => event.seq >= seqs[0]);
          const received = ours(await events.until(seqs.length, (all) => ours(all).length >= seqs.length));
          expect(events.events.map((event) => event.seq)).toEqual([...events.events.map((event) => event.seq)].sort((a, b) => a - b));
          expect(received.map((event) => event.seq)).toEqual(seqs);
          expect(received.map((event) => event.issue.title)).toEqual(seqs.map((_, i) => `Title ${i}`));
          await fresh.idle();
          expect(await position()).toBe(seqs[seqs.length - 1]);
        } finally {
          await fresh.close();
        }
      } finally {
        await events.stop();
      }
    } finally {
      await held.stop();
    }
  });
});
