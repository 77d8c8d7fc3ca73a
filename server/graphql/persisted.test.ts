import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Client, FormattedExecutionResult } from 'graphql-ws';
import { dataOf, errorCodes, gql, gqlPersisted, onlyError } from '../test/client';
import { graphql } from '../test/__generated__';
import { persistedId } from '../test/persisted';
import { useTestServer } from '../test/server';
import { connectClient, subscribe } from '../test/subscriptions';
import { testKeys, testOrg, testUser, tokenFor } from '../test/tokens';
import { loadPersistedOperations } from './persisted';

const VIEWER_ROLE = graphql(`query PersistedTestViewerRole { viewer { role } }`);

const CREATE = graphql(`mutation PersistedTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }`);

/** The first thing the server answers to a subscription: a result, or the error that refused it. */
function firstAnswer(client: Client, payload: { query: string; extensions?: Record<string, unknown> }) {
  return new Promise<{ result?: FormattedExecutionResult<Record<string, unknown>, unknown>; error?: unknown }>((resolve) => {
    const stop = client.subscribe(payload, {
      next: (result) => {
        resolve({ result });
        stop();
      },
      error: (error) => resolve({ error }),
      complete: () => resolve({}),
    });
  });
}

describe('persisted operations outside production', () => {
  const server = useTestServer();

  /** A token for a fresh admin of a fresh workspace: each call is another person in another workspace. */
  const admin = () => tokenFor(testUser('Ada'), testOrg('Acme'), 'admin');

  it('run a query by its document id over HTTP', async () => {
    const response = await gqlPersisted(server, persistedId('ProjectsPageQuery'), {}, admin());
    expect(dataOf(response).viewer.workspace.name).toBe('Acme');
  });

  it('run a subscription by its document id over the WebSocket', async () => {
    const token = admin();
    const events = await subscribe(server, '', { token, documentId: persistedId('useProjectEventsSubscription') });
    try {
      dataOf(await gql(server, CREATE, { input: { key: 'PERS', name: 'Persisted' } }, token));
      expect((await events.next()).data!.projectEvents).toMatchObject({ kind: 'CREATED', project: { key: 'PERS' } });
    } finally {
      await events.close();
    }
  });

  it("spare the app's own operations the cost limit meant for arbitrary documents (the board's six columns)", async () => {
    const response = await gqlPersisted(server, persistedId('BoardPageQuery'), { projectKey: 'NONE' }, admin());
    expect(response.errors).toBeUndefined();
    expect(dataOf(response).viewer.workspace.project).toBeNull();
  });

  it('still let arbitrary query text run', async () => {
    expect(dataOf(await gql(server, VIEWER_ROLE, {}, admin())).viewer.role).toBe('org:admin');
  });

  it('answer an unknown document id with PERSISTED_QUERY_NOT_FOUND', async () => {
    const response = await gqlPersisted(server, 'no-such-id', {}, admin());
    expect(response.status).toBe(404);
    expect(onlyError(response).extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});

describe('persisted operations in production', () => {
  const server = useTestServer({
      config: { nodeEnv: 'production', production: true, authMode: 'clerk', clerkJwtKey: testKeys.publicKeyPem },
    });

  /** A token for a fresh admin of a fresh workspace: each call is another person in another workspace. */
  const admin = () => tokenFor(testUser('Ada'), testOrg('Acme'), 'admin');

  it('are the only operations that run over HTTP: arbitrary query text is refused with PERSISTED_QUERY_ONLY', async () => {
    const response = await gql(server, VIEWER_ROLE, {}, admin());
    expect(response.status).toBe(400);
    expect(response.data).toBeUndefined();
    expect(onlyError(response)).toMatchObject({
      message: expect.stringMatching(/Only persisted operations/),
      extensions: { code: 'PERSISTED_QUERY_ONLY' },
    });
  });

  it('run by their document id over HTTP', async () => {
    const response = await gqlPersisted(server, persistedId('ProjectsPageQuery'), {}, admin());
    expect(dataOf(response).viewer.workspace.name).toBe('Acme');
  });

  it('answer an unknown document id over HTTP with PERSISTED_QUERY_NOT_FOUND', async () => {
    const response = await gqlPersisted(server, 'no-such-id', {}, admin());
    expect(response.status).toBe(404);
    expect(errorCodes(response)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
  });

  it('run by their document id over the WebSocket, and a persisted mutation reaches them', async () => {
    const token = admin();
    const events = await subscribe(server, '', { token, documentId: persistedId('useProjectEventsSubscription') });
    try {
      const created = await gqlPersisted(server, persistedId('useCreateProjectMutation'), { input: { key: 'PROD', name: 'Production' }, connections: [] }, token);
      expect(dataOf(created).createProject.projectEdge.node.key).toBe('PROD');
      expect((await events.next()).data!.projectEvents).toMatchObject({ kind: 'CREATED', project: { key: 'PROD' } });
    } finally {
      await events.close();
    }
  });

  it('are the only operations that run over the WebSocket: arbitrary text is refused, an unknown id is named', async () => {
    const client = connectClient(server, admin());
    try {
      const arbitrary = await firstAnswer(client, { query: `subscription { projectEvents { kind } }` });
      expect(arbitrary.error).toEqual([expect.objectContaining({ extensions: { code: 'PERSISTED_QUERY_ONLY' } })]);
      const unknown = await firstAnswer(client, { query: '', extensions: { documentId: 'no-such-id' } });
      expect(unknown.error).toEqual([expect.objectContaining({ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } })]);
    } finally {
      await client.dispose();
    }
  });
});

describe('the persisted operations file', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'lanes-persisted-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('is re-read outside production when an unknown id arrives, so new operations need no restart', () => {
    const file = path.join(folder, 'persisted-operations.json');
    writeFileSync(file, JSON.stringify({ a: 'query A { viewer { role } }' }));
    const operations = loadPersistedOperations({ file, production: false });
    expect(operations.find('b')).toBeUndefined();
    writeFileSync(file, JSON.stringify({ a: 'query A { viewer { role } }', b: 'query B { viewer { role } }' }));
    expect(operations.find('b')).toBe('query B { viewer { role } }');
  });

  it('is read once in production, and must exist', () => {
    const file = path.join(folder, 'persisted-operations.json');
    expect(() => loadPersistedOperations({ file, production: true })).toThrow(/persisted operations only/);
    writeFileSync(file, JSON.stringify({ a: 'query A { viewer { role } }' }));
    const operations = loadPersistedOperations({ file, production: true });
    writeFileSync(file, JSON.stringify({ b: 'query B { viewer { role } }' }));
    expect(operations.find('a')).toBe('query A { viewer { role } }');
    expect(operations.find('b')).toBeUndefined();
  });
});
