import type { Client, FormattedExecutionResult } from 'graphql-ws';
import { removeMember } from '../features/workspaces/domain';
import { workspaceNode } from '../features/workspaces/resolvers';
import { dataOf, gql } from '../test/client';
import { graphql } from '../test/__generated__';
import { useTestServer } from '../test/server';
import { connectClient, openSocket, subscribe } from '../test/subscriptions';
import { testOrg, testUser, tokenFor } from '../test/tokens';

const WORKSPACE_ID = graphql(`query SubscriptionsTestWorkspaceId { viewer { workspace { id } } }`);
const RENAME = graphql(`mutation SubscriptionsTestRename($id: ID!) { updateProject(input: { id: $id, name: "Renamed" }) { project { id } } }`);
const ARCHIVE = graphql(`mutation SubscriptionsTestArchive($id: ID!) { archiveProject(input: { id: $id }) { project { id } } }`);
const UNARCHIVE = graphql(`mutation SubscriptionsTestUnarchive($id: ID!) { unarchiveProject(input: { id: $id }) { project { id } } }`);

const PROJECT_EVENTS = `subscription { projectEvents { kind project { id key name archivedAt viewerCanUpdate } addedEdge { cursor node { id } } removedProjectId } }`;
const CREATE = graphql(`mutation SubscriptionsTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }`);

const server = useTestServer();

/** The database id of the token's workspace. */
async function workspaceIdOf(token: string): Promise<string> {
  const globalId = dataOf(await gql(server, WORKSPACE_ID, {}, token)).viewer.workspace.id;
  return workspaceNode.localId(globalId)!;
}

describe('live project events', () => {
  it('reach every member of the workspace, the author included, and no one in another workspace', async () => {
    const acme = testOrg('Acme');
    const admin = tokenFor(testUser('Ada'), acme, 'admin');
    const viewer = tokenFor(testUser('Vera'), acme, 'viewer');
    const outsider = tokenFor(testUser('Gus'), testOrg('Globex'), 'admin');
    const adminEvents = await subscribe(server, PROJECT_EVENTS, { token: admin });
    const viewerEvents = await subscribe(server, PROJECT_EVENTS, { token: viewer });
    const outsiderEvents = await subscribe(server, PROJECT_EVENTS, { token: outsider });
    try {
      const { project } = dataOf(await gql(server, CREATE, { input: { key: 'LIVE', name: 'Live' } }, admin)).createProject;
      const seenByViewer = (await viewerEvents.next()).data!.projectEvents;
      expect(seenByViewer).toMatchObject({
        kind: 'CREATED',
        project: { id: project.id, key: 'LIVE', archivedAt: null, viewerCanUpdate: false },
        addedEdge: { node: { id: project.id } },
        removedProjectId: null,
      });
      expect((await adminEvents.next()).data!.projectEvents).toMatchObject({ kind: 'CREATED', project: { viewerCanUpdate: true } });
      // The outsider's first event is their own workspace's, made after Acme's.
      dataOf(await gql(server, CREATE, { input: { key: 'MARK', name: 'Marker' } }, outsider));
      expect((await outsiderEvents.next()).data!.projectEvents).toMatchObject({ kind: 'CREATED', project: { key: 'MARK' } });
    } finally {
      await Promise.all([adminEvents.close(), viewerEvents.close(), outsiderEvents.close()]);
    }
  });

  it('carry renames, archives and restores with the edge or id that connections need', async () => {
    const admin = tokenFor(testUser('Ada'), testOrg('Acme'), 'admin');
    const { project } = dataOf(await gql(server, CREATE, { input: { key: 'EVT', name: 'Events' } }, admin)).createProject;
    const events = await subscribe(server, PROJECT_EVENTS, { token: admin });
    try {
      await gql(server, RENAME, { id: project.id }, admin);
      await gql(server, ARCHIVE, { id: project.id }, admin);
      await gql(server, UNARCHIVE, { id: project.id }, admin);
      const received = [];
      for (let i = 0; i < 3; i++) received.push((await events.next()).data!.projectEvents);
      expect(received.map(({ kind, project, addedEdge, removedProjectId }) => ({
        kind,
        name: project.name,
        archived: project.archivedAt !== null,
        addedEdge: addedEdge?.node.id ?? null,
        removedProjectId,
      }))).toEqual([
        { kind: 'UPDATED', name: 'Renamed', archived: false, addedEdge: null, removedProjectId: null },
        { kind: 'ARCHIVED', name: 'Renamed', archived: true, addedEdge: null, removedProjectId: project.id },
        { kind: 'UNARCHIVED', name: 'Renamed', archived: false, addedEdge: project.id, removedProjectId: null },
      ]);
    } finally {
      await events.close();
    }
  });

  it('stop for a member removed from the workspace', async () => {
    const acme = testOrg('Acme');
    const admin = tokenFor(testUser('Ada'), acme, 'admin');
    const max = testUser('Max');
    const member = tokenFor(max, acme, 'member');
    const events = await subscribe(server, PROJECT_EVENTS, { token: member });
    try {
      await removeMember(server.database.db, await workspaceIdOf(admin), max.id);
      await gql(server, CREATE, { input: { key: 'GONE', name: 'After removal' } }, admin);
      await events.completed();
      await expect(events.next()).rejects.toThrow(/ended without a result/);
    } finally {
      await events.close();
    }
  });

  it('go to personal workspaces only for their owner', async () => {
    const grace = tokenFor(testUser('Grace'), null);
    const events = await subscribe(server, PROJECT_EVENTS, { token: grace });
    try {
      await gql(server, CREATE, { input: { key: 'MINE', name: 'Mine' } }, grace);
      expect((await events.next()).data!.projectEvents).toMatchObject({ kind: 'CREATED', project: { key: 'MINE' } });
    } finally {
      await events.close();
    }
  });
});

describe('the WebSocket', () => {
  const valid = () => ({ authorization: `Bearer ${tokenFor(testUser('Ada'), testOrg('Acme'), 'admin')}` });

  it('accepts a connection with a valid token in connectionParams', async () => {
    await expect(openSocket(server, { connectionParams: valid() })).resolves.toMatchObject({ acknowledged: true });
  });

  it.each([
    ['no connectionParams', undefined],
    ['no token', {}],
    ['an expired token', { authorization: `Bearer ${tokenFor(testUser('Ada'), null, 'admin', { expiresIn: -30 })}` }],
    ['a token for another origin', { authorization: `Bearer ${tokenFor(testUser('Ada'), null, 'admin', { azp: 'https://evil.example' })}` }],
    ['a token that is not a bearer token', { authorization: 'Basic YWRhOnNlY3JldA==' }],
  ])('refuses a connection with %s: closed with 4403', async (_case, connectionParams) => {
    const outcome = await openSocket(server, { connectionParams });
    expect(outcome).toMatchObject({ acknowledged: false, closeCode: 4403 });
  });

  it('refuses an upgrade from an origin that is not an authorized party', async () => {
    await expect(openSocket(server, { connectionParams: valid(), origin: 'https://evil.example' })).resolves.toEqual({
      acknowledged: false,
      httpStatus: 403,
    });
  });

  it('accepts a client that sends no Origin (not a browser)', async () => {
    await expect(openSocket(server, { connectionParams: valid(), origin: null })).resolves.toMatchObject({ acknowledged: true });
  });
});

type Outcome = { result: FormattedExecutionResult<Record<string, unknown>, unknown> } | { errors: unknown } | { completed: true };

/** Starts an operation on the client; resolves with its first result, its error, or its completion. */
function firstOutcome(client: Client, query: string): { outcome: Promise<Outcome>; cancel: () => void } {
  let cancel = () => {};
  const outcome = new Promise<Outcome>((resolve) => {
    cancel = client.subscribe(
      { query },
      { next: (result) => resolve({ result }), error: (errors) => resolve({ errors }), complete: () => resolve({ completed: true }) },
    );
  });
  return { outcome, cancel: () => cancel() };
}

describe('the WebSocket transport', () => {
  it.each([
    ['a mutation', `mutation { createProject(input: { key: "WS", name: "Over the socket" }) { project { id } } }`],
    ['a query', `{ viewer { user { id } } }`],
  ])('refuses %s: only subscriptions run over the WebSocket', async (_case, query) => {
    const client = connectClient(server, tokenFor(testUser('Ada'), testOrg('Acme'), 'admin'));
    try {
      await expect(firstOutcome(client, query).outcome).resolves.toEqual({
        errors: [expect.objectContaining({ message: expect.stringMatching(/over HTTP/), extensions: { code: 'BAD_REQUEST' } })],
      });
    } finally {
      await client.dispose();
    }
  });
});
