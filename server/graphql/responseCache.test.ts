// Answers kept until their workspace's data changes: a page read again is answered from the cache, yet no one ever
// reads an answer older than a change the server has committed, one person's answer is never another's, and a write
// in one workspace never costs another workspace its answers.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { ChangeClock } from '../db/changeClock';
import { recordChange } from '../db/changeLog';
import { dataOf, gql } from '../test/client';
import { graphql } from '../test/__generated__';
import { useTestServer, type TestServer } from '../test/server';
import { team, TEST_ORIGIN, testUser, tokenFor } from '../test/tokens';
import { ResponseCache } from './responseCache';

const PROJECTS = graphql(`query ResponseCacheTestProjects { viewer { workspace { projects(first: 50) { edges { node { key name viewerCanUpdate } } } } } }`);
const VIEWER = graphql(`query ResponseCacheTestViewer { viewer { role permissions user { name } } }`);
const CREATE = graphql(`mutation ResponseCacheTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }`);
const RENAME = graphql(`mutation ResponseCacheTestRename($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }`);

/** The server's count of queries answered from the cache (hit) and computed (miss), from its metrics. */
async function lookups(server: TestServer): Promise<{ hit: number; miss: number }> {
  const metric = await server.metrics.registry.getSingleMetric('lanes_response_cache_lookups_total')?.get();
  const count = (...results: string[]) =>
    metric?.values.filter((value) => results.includes(String(value.labels.result))).reduce((sum, value) => sum + value.value, 0) ?? 0;
  // A query shared with the same one being computed is computed once, for both: counted with the misses here.
  return { hit: count('hit'), miss: count('miss', 'shared') };
}

const projectsOf = async (server: TestServer, token: string) =>
  dataOf(await gql(server, PROJECTS, {}, token)).viewer.workspace.projects.edges.map(({ node }) => node);

describe('the response cache, behind the GraphQL endpoint', () => {
  const server = useTestServer();

  it('answers a page read again from the cache, and a change through any mutation shows at once', async () => {
    const { admin } = team();
    const { project } = dataOf(await gql(server, CREATE, { input: { key: 'RC', name: 'Cached' } }, admin)).createProject;
    const first = await projectsOf(server, admin);
    const before = await lookups(server);
    expect(await projectsOf(server, admin)).toEqual(first);
    expect(await lookups(server)).toEqual({ hit: before.hit + 1, miss: before.miss });

    dataOf(await gql(server, RENAME, { input: { id: project.id, name: 'Renamed' } }, admin));
    expect(await projectsOf(server, admin)).toEqual([{ key: 'RC', name: 'Renamed', viewerCanUpdate: true }]);
    expect((await lookups(server)).miss).toBe(before.miss + 1);
  });

  it('keeps each person’s answer their own: role, permissions and name differ on the same document', async () => {
    const acme = team();
    const withPermission = tokenFor(testUser('Pia'), acme.org, 'member', { permissions: ['org:projects:manage'] });
    // The same person in the same workspace, with a token issued before her role was recorded and claiming another: the
    // workspace's record decides, fresh or cached (a token's claim may be up to a minute older than a role change). Its
    // issue time is set apart from her other token's: claims issued later, even a second later, would be a role change.
    const adaClaimingViewer = tokenFor(acme.people.admin, acme.org, 'viewer', { now: Date.now() - 10_000 });
    dataOf(await gql(server, CREATE, { input: { key: 'OWN', name: 'Own' } }, acme.admin));
    const read = async () => ({
      admin: dataOf(await gql(server, VIEWER, {}, acme.admin)).viewer,
      viewer: dataOf(await gql(server, VIEWER, {}, acme.viewer)).viewer,
      pia: dataOf(await gql(server, VIEWER, {}, withPermission)).viewer,
      adaClaimingViewer: dataOf(await gql(server, VIEWER, {}, adaClaimingViewer)).viewer,
      canUpdate: {
        admin: (await projectsOf(server, acme.admin))[0].viewerCanUpdate,
        viewer: (await projectsOf(server, acme.viewer))[0].viewerCanUpdate,
        adaClaimingViewer: (await projectsOf(server, adaClaimingViewer))[0].viewerCanUpdate,
      },
    });
    const expected = {
      admin: { role: 'org:admin', permissions: [], user: { name: 'Ada' } },
      viewer: { role: 'org:viewer', permissions: [], user: { name: 'Vera' } },
      pia: { role: 'org:member', permissions: ['org:projects:manage'], user: { name: 'Pia' } },
      adaClaimingViewer: { role: 'org:admin', permissions: [], user: { name: 'Ada' } },
      canUpdate: { admin: true, viewer: false, adaClaimingViewer: true },
    };
    // A person's first request provisions them (a write, which empties the cache): read once for that, then again.
    await read();
    expect(await read()).toEqual(expected);
    // Read again, now from the cache: still each one's own.
    const before = await lookups(server);
    expect(await read()).toEqual(expected);
    expect((await lookups(server)).hit).toBe(before.hit + 7);
  });

  it('answers a hit with the bytes it kept, as a computed answer is sent: same JSON, length and media type', async () => {
    const { admin } = team();
    // Text beyond ASCII: the length sent is in bytes, not characters.
    dataOf(await gql(server, CREATE, { input: { key: 'BY', name: 'Bytes ✓ café' } }, admin));
    const fetchPage = async (accept: string) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: accept, Origin: TEST_ORIGIN, Authorization: `Bearer ${admin}` },
        body: JSON.stringify({ query: PROJECTS.toString() }),
      });
      const body = Buffer.from(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get('content-type'), length: Number(response.headers.get('content-length')), body };
    };
    const before = await lookups(server);
    const computed = await fetchPage('application/json');
    expect(computed).toMatchObject({ status: 200, type: 'application/json; charset=utf-8', length: computed.body.length });
    expect(JSON.parse(computed.body.toString('utf8'))).toEqual({
      data: { viewer: { workspace: { projects: { edges: [{ node: { key: 'BY', name: 'Bytes ✓ café', viewerCanUpdate: true } }] } } } },
    });
    // A hit writes the bytes kept: the answer is not serialized again (a 100 KB page cost more than the rest of the request).
    const stringify = jest.spyOn(JSON, 'stringify');
    const kept = await fetchPage('application/json');
    const serialized = stringify.mock.results.filter(({ value }) => value === computed.body.toString('utf8'));
    stringify.mockRestore();
    expect(serialized).toEqual([]);
    // The kept answer whichever media type the asker prefers.
    const keptAsGraphQLResponse = await fetchPage('application/graphql-response+json, application/json;q=0.9');
    expect(await lookups(server)).toEqual({ hit: before.hit + 2, miss: before.miss + 1 });
    expect(kept).toEqual(computed);
    expect(keptAsGraphQLResponse).toEqual({ ...computed, type: 'application/graphql-response+json; charset=utf-8' });
  });

  it('sends a large kept answer gzipped to a client that accepts gzip, and plain to one that does not', async () => {
    const { admin } = team();
    const description = 'A long description, so that the page weighs more than a kilobyte. '.repeat(10);
    for (const key of ['GZA', 'GZB', 'GZC']) dataOf(await gql(server, CREATE, { input: { key, name: key, description } }, admin));
    const query = 'query ResponseCacheTestLarge { viewer { workspace { projects(first: 50) { edges { node { key description } } } } } }';
    /** The raw answer (node:http, which leaves the body as sent), asking with the Accept-Encoding given. */
    const raw = (acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; length: number; body: Buffer }>((resolve, reject) => {
        const payload = JSON.stringify({ query });
        const headers = { 'Content-Type': 'application/json', Accept: 'application/json', Origin: TEST_ORIGIN, Authorization: `Bearer ${admin}`, 'Accept-Encoding': acceptEncoding };
        const sent = request(`${server.url}/graphql`, { method: 'POST', headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              vary: response.headers.vary,
              length: Number(response.headers['content-length']),
              body: Buffer.concat(chunks),
            }),
          );
        });
        sent.on('error', reject);
        sent.end(payload);
      });
    const computed = await raw('gzip, deflate, br');
    const zipped = await raw('gzip, deflate, br');
    const plain = await raw('identity');
    expect(computed.encoding).toBeUndefined();
    expect(zipped).toMatchObject({ encoding: 'gzip', vary: expect.stringMatching(/accept-encoding/i), length: zipped.body.length });
    expect(zipped.body.length).toBeLessThan(computed.body.length / 4);
    expect(gunzipSync(zipped.body)).toEqual(computed.body);
    expect(plain).toMatchObject({ encoding: undefined, length: computed.body.length, body: computed.body });
    expect(JSON.parse(computed.body.toString('utf8')).data.viewer.workspace.projects.edges).toHaveLength(3);
  });

  it('never answers from another workspace', async () => {
    const [acme, globex] = [team({ name: 'Acme' }), team({ name: 'Globex' })];
    dataOf(await gql(server, CREATE, { input: { key: 'ACM', name: 'Acme only' } }, acme.admin));
    expect(await projectsOf(server, acme.admin)).toHaveLength(1);
    // The same person in another organization, asking the same document.
    const ada = tokenFor(acme.people.admin, globex.org, 'admin');
    expect(await projectsOf(server, ada)).toEqual([]);
    expect(await projectsOf(server, ada)).toEqual([]);
  });
});

describe('the response cache, per workspace', () => {
  const server = useTestServer();
  const MEMBERS = '{ viewer { workspace { members(first: 10) { edges { node { role user { name } } } } } } }';

  const workspaceIdOf = async (org: ReturnType<typeof team>['org']) =>
    (await server.database.db.selectFrom('workspaces').select('id').where('orgId', '=', org.id).executeTakeFirstOrThrow()).id;

  /** Renames a project as a feature writes: the row and its change-log entry in one transaction. */
  const renameProject = (workspaceId: string, key: string, name: string) =>
    server.database.db.transaction().execute(async (trx) => {
      const project = await trx
        .updateTable('projects')
        .set({ name })
        .where('workspaceId', '=', workspaceId)
        .where('key', '=', key)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordChange(trx, { workspaceId, actorId: null, entityType: 'project', entityId: project.id, kind: 'UPDATED', projectId: project.id, row: project });
    });

  /** Two organizations with a project each, every person provisioned (their first request writes). */
  const twoWorkspaces = async () => {
    const [acme, globex] = [team({ name: 'Acme' }), team({ name: 'Globex' })];
    dataOf(await gql(server, CREATE, { input: { key: 'ACM', name: 'Acme’s' } }, acme.admin));
    dataOf(await gql(server, CREATE, { input: { key: 'GLX', name: 'Globex’s' } }, globex.admin));
    for (const token of [acme.member, acme.viewer, globex.member, globex.viewer]) dataOf(await gql(server, VIEWER, {}, token));
    return { acme, globex, acmeId: await workspaceIdOf(acme.org), globexId: await workspaceIdOf(globex.org) };
  };

  it('keeps a workspace’s answers through another workspace’s writes, and drops them at once at its own', async () => {
    const { acme, globex, acmeId, globexId } = await twoWorkspaces();
    const acmeProjects = await projectsOf(server, acme.admin);
    expect(acmeProjects).toEqual([{ key: 'ACM', name: 'Acme’s', viewerCanUpdate: true }]);
    await projectsOf(server, globex.admin);

    let before = await lookups(server);
    await renameProject(globexId, 'GLX', 'Renamed in Globex');
    expect(await projectsOf(server, acme.admin)).toEqual(acmeProjects);
    expect(await lookups(server)).toEqual({ hit: before.hit + 1, miss: before.miss });
    // Globex's own answer shows its change at once.
    expect(await projectsOf(server, globex.admin)).toEqual([{ key: 'GLX', name: 'Renamed in Globex', viewerCanUpdate: true }]);
    expect(await lookups(server)).toEqual({ hit: before.hit + 1, miss: before.miss + 1 });

    before = await lookups(server);
    await renameProject(acmeId, 'ACM', 'Renamed in Acme');
    expect(await projectsOf(server, acme.admin)).toEqual([{ key: 'ACM', name: 'Renamed in Acme', viewerCanUpdate: true }]);
    expect(await projectsOf(server, globex.admin)).toEqual([{ key: 'GLX', name: 'Renamed in Globex', viewerCanUpdate: true }]);
    expect(await lookups(server)).toEqual({ hit: before.hit + 1, miss: before.miss + 1 });
  });

  it('shows a role change in a workspace at once, to the member and to those who list the members, and costs the other workspaces nothing', async () => {
    const { acme, globex, acmeId } = await twoWorkspaces();
    const membersOf = async (token: string) =>
      dataOf(await gql(server, MEMBERS, {}, token)).viewer.workspace.members.edges.map(({ node }: { node: { role: string; user: { name: string } } }) => [
        node.user.name,
        node.role,
      ]);
    const roleOf = async (token: string) => dataOf(await gql(server, VIEWER, {}, token)).viewer.role;
    const acmeMembers = await membersOf(acme.admin);
    expect(acmeMembers).toContainEqual(['Max', 'org:member']);
    const globexMembers = await membersOf(globex.admin);
    expect(await roleOf(acme.member)).toBe('org:member');
    // Read again: all from the cache.
    let before = await lookups(server);
    expect([await membersOf(acme.admin), await membersOf(globex.admin), await roleOf(acme.member)]).toEqual([acmeMembers, globexMembers, 'org:member']);
    expect(await lookups(server)).toEqual({ hit: before.hit + 3, miss: before.miss });

    // Max becomes a viewer in Acme, as the members feature changes a role: the membership and its log entry in one
    // transaction, then the word to the viewers' caches (a token claims the old role for up to a minute).
    const maxId = acme.people.member.id;
    await server.database.db.transaction().execute(async (trx) => {
      const membership = await trx
        .updateTable('memberships')
        .set({ role: 'org:viewer' })
        .where('workspaceId', '=', acmeId)
        .where('userId', '=', maxId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordChange(trx, { workspaceId: acmeId, actorId: acme.people.admin.id, entityType: 'member', entityId: maxId, kind: 'ROLE_CHANGED', row: membership });
    });
    await server.access.membershipChanged(acmeId, maxId);

    before = await lookups(server);
    expect(await membersOf(acme.admin)).toContainEqual(['Max', 'org:viewer']);
    expect(await roleOf(acme.member)).toBe('org:viewer');
    expect(await membersOf(globex.admin)).toEqual(globexMembers);
    expect(await lookups(server)).toEqual({ hit: before.hit + 1, miss: before.miss + 2 });
  });
});

describe('LANES_RESPONSE_CACHE_MS=0', () => {
  const server = useTestServer({ config: { responseCacheMs: 0 } });

  it('keeps nothing: every read is computed', async () => {
    const { admin } = team();
    await projectsOf(server, admin);
    await projectsOf(server, admin);
    expect(await lookups(server)).toEqual({ hit: 0, miss: 0 });
  });
});

describe('ResponseCache', () => {
  const answer = (name: string) => ({ data: { name } });
  /** Kept for workspace `ws` at its version now. */
  const keep = (cache: ResponseCache, key: string, value: ReturnType<typeof answer>, ws = 'w') => cache.set(key, ws, cache.versionOf(ws), value);

  it('does not keep an answer whose reading overlapped a change of its workspace', () => {
    const clock = new ChangeClock();
    const cache = new ResponseCache({ clock, ttlMs: 60_000 });
    const version = cache.versionOf('w');
    clock.tick(['w']);
    cache.set('page', 'w', version, answer('before the change'));
    expect(cache.get('page')).toBeNull();
    keep(cache, 'page', answer('after'));
    expect(cache.get('page')).toEqual(answer('after'));
    // Another workspace's change during the reading costs nothing.
    const before = cache.versionOf('w');
    clock.tick(['elsewhere']);
    cache.set('other page', 'w', before, answer('read while another workspace changed'));
    expect(cache.get('other page')).toEqual(answer('read while another workspace changed'));
  });

  it('forgets a workspace’s answers at its change, by this instance or another, and keeps the other workspaces’', () => {
    const clock = new ChangeClock();
    const cache = new ResponseCache({ clock, ttlMs: 60_000 });
    keep(cache, 'a', answer('a'), 'A');
    keep(cache, 'b', answer('b'), 'B');
    clock.tick(['A'], 'peer');
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).toEqual(answer('b'));
    clock.tick(['C', 'A']);
    expect(cache.get('b')).toEqual(answer('b'));
  });

  it('forgets everything at a change that may touch every workspace, by this instance or another', () => {
    const clock = new ChangeClock();
    const cache = new ResponseCache({ clock, ttlMs: 60_000 });
    keep(cache, 'a', answer('a'), 'A');
    keep(cache, 'b', answer('b'), 'B');
    clock.tick('global', 'peer');
    expect(cache.size).toBe(0);
    expect([cache.get('a'), cache.get('b')]).toEqual([null, null]);
    // An answer read across a global change is not kept either.
    const version = cache.versionOf('A');
    clock.tick();
    expect(cache.set('a', 'A', version, answer('a'))).toBeNull();
  });

  it('lets a query wait for the same query being computed, but never for one begun before a change of its workspace', async () => {
    const clock = new ChangeClock();
    const cache = new ResponseCache({ clock, ttlMs: 60_000 });
    expect(await cache.computing('page')).toBeNull();
    const share = cache.compute('page', 'w', cache.versionOf('w'));
    const waiting = cache.computing('page');
    share(answer('computed once'));
    expect(await waiting).toEqual(answer('computed once'));
    expect(await cache.computing('page')).toBeNull();

    const before = cache.compute('page', 'w', cache.versionOf('w'));
    clock.tick(['w']);
    expect(await cache.computing('page')).toBeNull();
    before(answer('read before the change'));

    const acrossAnotherWorkspace = cache.compute('page', 'w', cache.versionOf('w'));
    clock.tick(['elsewhere']);
    const stillShared = cache.computing('page');
    acrossAnotherWorkspace(answer('shared'));
    expect(await stillShared).toEqual(answer('shared'));

    const failing = cache.compute('page', 'w', cache.versionOf('w'));
    const waitingForFailure = cache.computing('page');
    failing(null);
    expect(await waitingForFailure).toBeNull();
  });

  it('keeps an answer no longer than its lifetime', () => {
    // The clock is the test's: a busy machine may pause the process for longer than a lifetime between two lines.
    jest.useFakeTimers();
    try {
      const cache = new ResponseCache({ clock: new ChangeClock(), ttlMs: 30 });
      keep(cache, 'a', answer('a'));
      jest.advanceTimersByTime(29);
      expect(cache.get('a')).toEqual(answer('a'));
      jest.advanceTimersByTime(1);
      expect(cache.get('a')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets the least recently used answers go past its bounds', () => {
    const cache = new ResponseCache({ clock: new ChangeClock(), ttlMs: 60_000, maxEntries: 2 });
    keep(cache, 'a', answer('a'));
    keep(cache, 'b', answer('b'));
    cache.get('a');
    keep(cache, 'c', answer('c'));
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([answer('a'), null, answer('c')]);

    const small = new ResponseCache({ clock: new ChangeClock(), ttlMs: 60_000, maxBytes: 400 });
    keep(small, 'big', answer('x'.repeat(200)));
    expect(small.get('big')).toBeNull();
    // A long key (variables an asker chose) counts against the bound as much as a long answer.
    keep(small, 'k'.repeat(200), answer('small'));
    expect(small.get('k'.repeat(200))).toBeNull();
    keep(small, 'k', answer('small'));
    expect(small.get('k')).toEqual(answer('small'));
  });
});
