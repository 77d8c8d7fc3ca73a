// Two server instances on one PostgreSQL database, each with its dispatcher, publishing to one pub/sub (as two
// instances behind one Redis): every entry, written through either instance by concurrent transactions, is published
// exactly once and in the log's order. PostgreSQL only: two servers cannot share an embedded database.
import { recordChanges } from '../db/changeLog';
import { issuesTopic, type IssueEvent } from '../features/issues/events';
import { issueNode } from '../features/issues/resolvers';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { createIssue, issueTeam } from '../test/issues';
import { startTestServer, STARTUP_TIMEOUT_MS, type TestServer } from '../test/server';
import { createMemoryPubSub } from './pubsub';

jest.setTimeout(120_000);

const pubsub = createMemoryPubSub();
let database: TestDatabase;
const servers: TestServer[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 2; i++) servers.push(await startTestServer({ database: database.target, pubsub }));
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  for (const server of servers) await server.stop();
  await database?.drop();
});

describe('two dispatchers on one database', () => {
  it('publish every entry once, in the log order, whichever instance wrote it', async () => {
    const [one, two] = servers;
    const team = await issueTeam(one);
    const created = await createIssue(one, team.member, team.projectId, { title: 'Shared' });
    const issue = await one.database.db.selectFrom('issues').selectAll().where('id', '=', issueNode.localId(created.id)!).executeTakeFirstOrThrow();
    await Promise.all(servers.map((server) => server.dispatcher.idle()));

    const events: IssueEvent[] = [];
    const iterator = pubsub.subscribe<IssueEvent>(issuesTopic(team.workspaceId, issue.projectId));
    const WRITES = 400;
    const waiting: Array<() => void> = [];
    const reading = (async () => {
      for await (const event of iterator) {
        events.push(event);
        waiting.splice(0).forEach((wake) => wake());
      }
    })();
    try {
      const written = await Promise.all(
        Array.from({ length: WRITES }, (_, i) =>
          servers[i % 2].database.db.transaction().execute((trx) =>
            recordChanges(trx, [
              {
                workspaceId: team.workspaceId,
                actorId: team.people.member.id,
                entityType: 'issue',
                entityId: issue.id,
                issueId: issue.id,
                projectId: issue.projectId,
                kind: 'UPDATED',
                changes: [],
                row: { ...issue, title: `Write ${i}` },
              },
            ]),
          ),
        ),
      );
      const seqs = written.flat().map((change) => change.seq).sort((a, b) => a - b);
      while (events.filter((event) => event.seq <= seqs[seqs.length - 1]).length < WRITES) {
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      // Both dispatchers done: anything published twice would be here by now.
      await Promise.all([one.dispatcher.idle(), two.dispatcher.idle(), one.dispatcher.sweep(), two.dispatcher.sweep()]);
      const published = events.map((event) => event.seq).filter((seq) => seq >= seqs[0]);
      expect(published).toEqual(seqs);
    } finally {
      await iterator.return?.();
      await reading;
    }
  });
});
