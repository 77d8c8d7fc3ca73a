// Two instances on one PostgreSQL database and one Redis: a change committed through one instance drops the answers
// the other keeps of that workspace, and only of that workspace. Two processes cannot share PGlite: Jest runs
// `*.postgres.test.ts` files in the PostgreSQL pass only.
import type { ChangeScope } from '../db/changeClock';
import { recordChange } from '../db/changeLog';
import { dataOf, gql } from '../test/client';
import { useTwoInstances } from '../test/instances';
import type { TestServer } from '../test/server';
import { team } from '../test/tokens';

const PROJECTS = '{ viewer { workspace { projects(first: 50) { edges { node { key name } } } } } }';
const CREATE = 'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }';

/** The instance's count of queries answered from its cache (hit) and computed (miss, or shared with one computing). */
async function lookups(server: TestServer): Promise<{ hit: number; miss: number }> {
  const metric = await server.metrics.registry.getSingleMetric('lanes_response_cache_lookups_total')?.get();
  const count = (...results: string[]) =>
    metric?.values.filter((value) => results.includes(String(value.labels.result))).reduce((sum, value) => sum + value.value, 0) ?? 0;
  return { hit: count('hit'), miss: count('miss', 'shared') };
}

const projectsOf = async (server: TestServer, token: string) =>
  dataOf(await gql(server, PROJECTS, {}, token)).viewer.workspace.projects.edges.map(({ node }: { node: { key: string; name: string } }) => node.name);

/** The next change `server` hears of from another instance. */
const nextPeerChange = (server: TestServer) =>
  new Promise<ChangeScope>((resolve) => {
    const stop = server.database.changes.onTick((scope, origin) => {
      if (origin !== 'peer') return;
      stop();
      resolve(scope);
    });
  });

/** Once `to` has heard every change `from` told before (messages arrive in order): a marker's change, heard. */
async function heardAllOf(from: TestServer, to: TestServer): Promise<void> {
  const marker = `marker ${Math.random()}`;
  const heard = new Promise<void>((resolve) => {
    const stop = to.database.changes.onTick((scope, origin) => {
      if (origin !== 'peer' || scope === 'global' || !scope.includes(marker)) return;
      stop();
      resolve();
    });
  });
  from.database.changes.tick([marker]);
  await heard;
}

describe('the response cache of two instances', () => {
  const instances = useTwoInstances('database-changes');

  it('drops on the second instance the answers of the workspace changed through the first, and keeps the others’', async () => {
    const { one, two } = instances;
    const [acme, globex] = [team({ name: 'Acme' }), team({ name: 'Globex' })];
    dataOf(await gql(one, CREATE, { input: { key: 'ACM', name: 'Acme’s' } }, acme.admin));
    dataOf(await gql(one, CREATE, { input: { key: 'GLX', name: 'Globex’s' } }, globex.admin));
    const acmeId = (await one.database.db.selectFrom('workspaces').select('id').where('orgId', '=', acme.org.id).executeTakeFirstOrThrow()).id;
    // The first instance's word of those writes reaches the second before it keeps any answer.
    await heardAllOf(one, two);
    // Each person's first request on an instance may provision them (a write): read once for that, then again.
    for (const token of [acme.admin, globex.admin]) await projectsOf(two, token);
    expect([await projectsOf(two, acme.admin), await projectsOf(two, globex.admin)]).toEqual([['Acme’s'], ['Globex’s']]);
    let before = await lookups(two);
    expect([await projectsOf(two, acme.admin), await projectsOf(two, globex.admin)]).toEqual([['Acme’s'], ['Globex’s']]);
    expect(await lookups(two)).toEqual({ hit: before.hit + 2, miss: before.miss });

    // Acme's project renamed through the first instance, as a feature writes: the row and its log entry together.
    const heard = nextPeerChange(two);
    await one.database.db.transaction().execute(async (trx) => {
      const project = await trx
        .updateTable('projects')
        .set({ name: 'Renamed on the first' })
        .where('workspaceId', '=', acmeId)
        .where('key', '=', 'ACM')
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordChange(trx, { workspaceId: acmeId, actorId: null, entityType: 'project', entityId: project.id, kind: 'UPDATED', projectId: project.id, row: project });
    });
    expect(await heard).toEqual([acmeId]);

    before = await lookups(two);
    expect(await projectsOf(two, acme.admin)).toEqual(['Renamed on the first']);
    expect(await projectsOf(two, globex.admin)).toEqual(['Globex’s']);
    expect(await lookups(two)).toEqual({ hit: before.hit + 1, miss: before.miss + 1 });
  });
});
