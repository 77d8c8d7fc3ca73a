import { sql } from 'kysely';
import { dataOf, gql } from '../../test/client';
import { graphql } from '../../test/__generated__';
import type { IssueEventsTestSubscription } from '../../test/__generated__/graphql';
import { createIssue, issueTeam } from '../../test/issues';
import { loggedTestWrite } from '../../test/changeLog';
import { useTestServer } from '../../test/server';
import { subscribe } from '../../test/subscriptions';
import { issueNode } from './resolvers';

const ISSUE_EVENTS = graphql(`subscription IssueEventsTest($projectId: ID!, $since: DateTime) {
  issueEvents(projectId: $projectId, since: $since) {
    kind at deletedIssueId
    issue { id title status viewerCanUpdate }
    issueEdge { cursor node { id } }
  }
}`);
const SNAPSHOT = graphql(`query IssueEventsTestSnapshot($projectId: ID!) {
  node(id: $projectId) { ... on Project { issuesSnapshotAt issues(first: 10) { edges { node { id title } } } } }
}`);
const UPDATE = graphql(`mutation IssueEventsTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }`);
const MOVE = graphql(`mutation IssueEventsTestMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id } } }`);
const DELETE = graphql(`mutation IssueEventsTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }`);

const server = useTestServer();
// Each test makes dozens of requests in turn: on a busy machine that takes more than Jest's default 5 seconds.
jest.setTimeout(30_000);



const listen = (token: string, projectId: string, since?: string) =>
  subscribe<IssueEventsTestSubscription>(server, ISSUE_EVENTS.toString(), { token, variables: { projectId, ...(since && { since }) } });

const eventOf = async (subscription: Awaited<ReturnType<typeof listen>>) => {
  const result = await subscription.next();
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.issueEvents;
};

describe('live issue events', () => {
  it('reach every member watching the project with each create, update, move and delete, and nobody else', async () => {
    const acme = await issueTeam(server);
    const globex = await issueTeam(server, { name: 'Globex' });
    const viewerEvents = await listen(acme.viewer, acme.projectId);
    const adminEvents = await listen(acme.admin, acme.projectId);
    const outsiderEvents = await listen(globex.admin, globex.projectId);
    try {
      const issue = await createIssue(server, acme.member, acme.projectId, { title: 'Live' });
      const created = await eventOf(viewerEvents);
      expect(created).toMatchObject({
        kind: 'CREATED',
        issue: { id: issue.id, title: 'Live', status: 'BACKLOG', viewerCanUpdate: false },
        issueEdge: { node: { id: issue.id } },
        deletedIssueId: null,
      });
      expect(await eventOf(adminEvents)).toMatchObject({ kind: 'CREATED', issue: { viewerCanUpdate: true } });

      dataOf(await gql(server, UPDATE, { input: { id: issue.id, title: 'Renamed' } }, acme.member));
      expect(await eventOf(viewerEvents)).toMatchObject({ kind: 'UPDATED', issue: { title: 'Renamed' }, issueEdge: null });
      // Nothing changed: nothing is sent.
      dataOf(await gql(server, UPDATE, { input: { id: issue.id, title: 'Renamed' } }, acme.member));
      dataOf(await gql(server, MOVE, { input: { id: issue.id, status: 'TODO' } }, acme.member));
      const moved = await eventOf(viewerEvents);
      expect(moved).toMatchObject({ kind: 'MOVED', issue: { status: 'TODO' }, issueEdge: { node: { id: issue.id } } });
      dataOf(await gql(server, UPDATE, { input: { id: issue.id, status: 'DONE' } }, acme.member));
      expect(await eventOf(viewerEvents)).toMatchObject({ kind: 'MOVED', issue: { status: 'DONE' } });
      dataOf(await gql(server, DELETE, { input: { id: issue.id } }, acme.admin));
      expect(await eventOf(viewerEvents)).toMatchObject({ kind: 'DELETED', issue: null, issueEdge: null, deletedIssueId: issue.id });
      for (let index = 0; index < 4; index++) await eventOf(adminEvents);
      // The outsider's first event is their own project's, made after all of Acme's.
      await createIssue(server, globex.admin, globex.projectId, { title: 'Marker' });
      expect(await eventOf(outsiderEvents)).toMatchObject({ kind: 'CREATED', issue: { title: 'Marker' } });
    } finally {
      await Promise.all([viewerEvents.close(), adminEvents.close(), outsiderEvents.close()]);
    }
  }, 20_000);

  it('are refused for a project of another workspace as for an unknown one', async () => {
    const acme = await issueTeam(server);
    const globex = await issueTeam(server, { name: 'Globex' });
    for (const projectId of [globex.projectId, 'bm9uZQ']) {
      const refused = await listen(acme.admin, projectId);
      const { errors } = await refused.next();
      expect(errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
      await refused.completed();
      await refused.close();
    }
  });

  it('replay what changed since a snapshot (as UPDATED or DELETED), then go on live', async () => {
    const { admin, member, projectId } = await issueTeam(server);
    const kept = await createIssue(server, admin, projectId, { title: 'Kept' });
    const gone = await createIssue(server, admin, projectId, { title: 'Gone' });
    // Made a minute ago (well before the snapshot and its margin): not replayed.
    await loggedTestWrite(server.database.db, 'issue', 'UPDATED', (trx) =>
      trx
        .updateTable('issues')
        .set({ updatedAt: sql`now() - interval '1 minute'` })
        .where('id', 'in', [kept, gone].map((issue) => issueNode.localId(issue.id)!))
        .returningAll()
        .execute(),
    );
    const snapshot = dataOf(await gql(server, SNAPSHOT, { projectId }, member)).node;
    if (!snapshot || !('issuesSnapshotAt' in snapshot)) throw new Error('No project.');
    // Changes after the page was read and before the subscription started.
    dataOf(await gql(server, UPDATE, { input: { id: kept.id, title: 'Kept, renamed' } }, admin));
    const added = await createIssue(server, admin, projectId, { title: 'Added' });
    dataOf(await gql(server, DELETE, { input: { id: gone.id } }, admin));

    const events = await listen(member, projectId, snapshot.issuesSnapshotAt);
    try {
      const replayed = [await eventOf(events), await eventOf(events), await eventOf(events)];
      expect(replayed.map((event) => [event.kind, event.issue?.title ?? event.deletedIssueId])).toEqual([
        ['UPDATED', 'Kept, renamed'],
        ['UPDATED', 'Added'],
        ['DELETED', gone.id],
      ]);
      expect(replayed.map((event) => event.at)).toEqual([...replayed.map((event) => event.at)].sort());
      // Nothing more is replayed: the next event is this live move.
      dataOf(await gql(server, MOVE, { input: { id: added.id, status: 'TODO' } }, admin));
      expect(await eventOf(events)).toMatchObject({ kind: 'MOVED', issue: { id: added.id } });

      // Resubscribing from the last event's `at` sends only what came after it.
      const last = replayed[2].at;
      const again = await listen(member, projectId, last);
      try {
        expect(await eventOf(again)).toMatchObject({ kind: 'UPDATED', issue: { id: added.id, status: 'TODO' } });
        // Nothing more is replayed: the next event is this live change.
        dataOf(await gql(server, UPDATE, { input: { id: added.id, title: 'Marker' } }, admin));
        expect(await eventOf(again)).toMatchObject({ kind: 'UPDATED', issue: { id: added.id, title: 'Marker' } });
      } finally {
        await again.close();
      }
    } finally {
      await events.close();
    }
  });
});
