import { dataOf, errorCodes, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import { useTestServer } from '../../test/server';
import { team, testOrg, testUser, tokenFor, type TestOrg } from '../../test/tokens';

const NODE_AND_NODES = graphql(`query ProjectsTestNodeAndNodes($id: ID!) { node(id: $id) { id } nodes(ids: [$id]) { id } }`);
const PROJECT_NODE = graphql(`query ProjectsTestProjectNode($id: ID!) { node(id: $id) { ... on Project { name archivedAt } } }`);
const WORKSPACE_ID = graphql(`query ProjectsTestWorkspaceId { viewer { workspace { id } } }`);
const TYPED_NODES = graphql(`query ProjectsTestTypedNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`);
const VIEWER_USER_ID = graphql(`query ProjectsTestViewerUserId { viewer { user { id } } }`);

const CREATE = graphql(`mutation ProjectsTestCreate($input: CreateProjectInput!) {
  createProject(input: $input) { project { id key name description archivedAt viewerCanUpdate viewerCanArchive } projectEdge { cursor node { id } } }
}`);
const UPDATE = graphql(`mutation ProjectsTestUpdate($input: UpdateProjectInput!) { updateProject(input: $input) { project { id name description } } }`);
const ARCHIVE = graphql(`mutation ProjectsTestArchive($input: ArchiveProjectInput!) { archiveProject(input: $input) { archivedProjectId project { id archivedAt } } }`);
const UNARCHIVE = graphql(`mutation ProjectsTestUnarchive($input: UnarchiveProjectInput!) { unarchiveProject(input: $input) { projectEdge { node { id archivedAt } } } }`);
const PROJECTS = graphql(`query ProjectsTestList($first: Int, $after: String, $last: Int, $before: String, $includeArchived: Boolean) {
  viewer { workspace { viewerCanCreateProject projects(first: $first, after: $after, last: $last, before: $before, includeArchived: $includeArchived) {
    totalCount edges { cursor node { key name archivedAt } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  } } }
}`);

const BY_KEY = graphql(`query ProjectsTestByKey($key: String!) { viewer { workspace { project(key: $key) { id key name archivedAt } } } }`);
const FILTERED = graphql(`query ProjectsTestFiltered($search: String, $archived: Boolean) {
  viewer { workspace { projects(first: 100, search: $search, archived: $archived) { totalCount edges { node { key } } } } }
}`);

const server = useTestServer();

async function createProject(token: string, input: { key: string; name: string; description?: string }) {
  return dataOf(await gql(server, CREATE, { input }, token)).createProject;
}

async function projectsOf(token: string, variables: { includeArchived?: boolean } = {}) {
  const { projects } = dataOf(await gql(server, PROJECTS, { first: 100, ...variables }, token)).viewer.workspace;
  return projects.edges.map((edge) => edge.node);
}

async function keysOf(token: string, variables: { includeArchived?: boolean } = {}) {
  return (await projectsOf(token, variables)).map((project) => project.key);
}

describe('projects', () => {
  it('are created by an admin and listed newest first with their count', async () => {
    const { admin } = team();
    const created = await createProject(admin, { key: 'WEB', name: '  Website ', description: 'The public site.' });
    await createProject(admin, { key: 'MOB', name: 'Mobile app' });
    expect(created.project).toMatchObject({ key: 'WEB', name: 'Website', description: 'The public site.', archivedAt: null });
    expect(created.projectEdge.node.id).toBe(created.project.id);
    const { projects } = dataOf(await gql(server, PROJECTS, { first: 10 }, admin)).viewer.workspace;
    expect(projects.edges.map((edge: { node: { key: string } }) => edge.node.key)).toEqual(['MOB', 'WEB']);
    expect(projects.totalCount).toBe(2);
  });

  describe('permissions', () => {
    it('let an admin create, rename and archive, and say so in viewerCan fields', async () => {
      const { admin } = team();
      const { project } = await createProject(admin, { key: 'ADM', name: 'Admin' });
      expect(project).toMatchObject({ viewerCanUpdate: true, viewerCanArchive: true });
      const renamed = dataOf(await gql(server, UPDATE, { input: { id: project.id, name: 'Renamed' } }, admin)).updateProject;
      expect(renamed.project).toMatchObject({ id: project.id, name: 'Renamed' });
      const archived = dataOf(await gql(server, ARCHIVE, { input: { id: project.id } }, admin)).archiveProject;
      expect(archived.project.archivedAt).not.toBeNull();
      expect(await projectsOf(admin)).toEqual([]);
      expect(await projectsOf(admin, { includeArchived: true })).toEqual([
        { key: 'ADM', name: 'Renamed', archivedAt: archived.project.archivedAt },
      ]);
    });

    it('let a member create but not rename or archive', async () => {
      const { admin, member } = team();
      const { project } = await createProject(member, { key: 'MEM', name: 'Member' });
      expect(project).toMatchObject({ viewerCanUpdate: false, viewerCanArchive: false });
      expect(errorCodes(await gql(server, UPDATE, { input: { id: project.id, name: 'Renamed' } }, member))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await gql(server, ARCHIVE, { input: { id: project.id } }, member))).toEqual(['FORBIDDEN']);
      expect(await keysOf(admin)).toEqual(['MEM']);
    });

    it('let a viewer read only: no create, and FORBIDDEN when trying', async () => {
      const { admin, viewer } = team();
      await createProject(admin, { key: 'RD', name: 'Readable' });
      const workspace = dataOf(await gql(server, PROJECTS, { first: 5 }, viewer)).viewer.workspace;
      expect(workspace.viewerCanCreateProject).toBe(false);
      expect(workspace.projects.edges).toHaveLength(1);
      const refused = await gql(server, CREATE, { input: { key: 'NO', name: 'Nope' } }, viewer);
      expect(onlyError(refused)).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: expect.stringMatching(/may not create/) });
      expect(await keysOf(admin)).toEqual(['RD']);
    });

    it('follow explicit project permissions over the role', async () => {
      const { admin, member, viewer } = team({
        admin: { permissions: ['org:projects:create'] },
        viewer: { permissions: ['org:projects:manage'] },
      });
      const { project } = await createProject(viewer, { key: 'PRM', name: 'Permitted' });
      expect(project).toMatchObject({ viewerCanUpdate: true, viewerCanArchive: true });
      dataOf(await gql(server, UPDATE, { input: { id: project.id, name: 'Renamed by a viewer' } }, viewer));
      expect(errorCodes(await gql(server, ARCHIVE, { input: { id: project.id } }, admin))).toEqual(['FORBIDDEN']);
      expect((await createProject(member, { key: 'MBR', name: 'By role' })).project.key).toBe('MBR');
    });
  });

  describe('tenant isolation', () => {
    it('makes a project of another workspace not found for node, nodes, update, archive and unarchive', async () => {
      const acme = team();
      const globex = team();
      const { project } = await createProject(acme.admin, { key: 'SEC', name: 'Secret' });
      const read = dataOf(await gql(server, NODE_AND_NODES, { id: project.id }, globex.admin));
      expect(read).toEqual({ node: null, nodes: [null] });
      const attempts = [
        await gql(server, UPDATE, { input: { id: project.id, name: 'Stolen' } }, globex.admin),
        await gql(server, ARCHIVE, { input: { id: project.id } }, globex.admin),
        await gql(server, UNARCHIVE, { input: { id: project.id } }, globex.admin),
      ];
      for (const response of attempts) expect(onlyError(response)).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
      const { node } = dataOf(await gql(server, PROJECT_NODE, { id: project.id }, acme.admin));
      expect(node).toEqual({ name: 'Secret', archivedAt: null });
    });

    it('treats undecodable ids and ids of another type as not found', async () => {
      const { admin } = team();
      const { project } = await createProject(admin, { key: 'IDS', name: 'Ids' });
      const workspaceId = dataOf(await gql(server, WORKSPACE_ID, {}, admin)).viewer.workspace.id;
      const ids = ['nonsense', Buffer.from('Project:not-a-uuid').toString('base64url'), workspaceId, project.id];
      const { nodes } = dataOf(await gql(server, TYPED_NODES, { ids }, admin));
      expect(nodes).toEqual([null, null, { __typename: 'Workspace', id: workspaceId }, { __typename: 'Project', id: project.id }]);
      expect(errorCodes(await gql(server, ARCHIVE, { input: { id: workspaceId } }, admin))).toEqual(['NOT_FOUND']);
    });

    it('fetches up to 100 ids at once and refuses more with BAD_USER_INPUT naming ids', async () => {
      const { admin } = team();
      const { project } = await createProject(admin, { key: 'MANY', name: 'Many' });
      const query = graphql(`query ProjectsTestNodeIds($ids: [ID!]!) { nodes(ids: $ids) { id } }`);
      const { nodes } = dataOf(await gql(server, query, { ids: Array(100).fill(project.id) }, admin));
      expect(nodes).toHaveLength(100);
      const response = await gql(server, query, { ids: Array(101).fill(project.id) }, admin);
      expect(onlyError(response).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'ids' });
    });
  });

  it('resolve node ids of users who share the workspace, and of no one else', async () => {
    const org = testOrg('Acme');
    const ada = tokenFor(testUser('Ada'), org, 'admin');
    const stranger = tokenFor(testUser('Stranger'), testOrg('Globex'), 'admin');
    const adaId = dataOf(await gql(server, VIEWER_USER_ID, {}, ada)).viewer.user.id;
    const query = graphql(`query ProjectsTestUserNode($id: ID!) { node(id: $id) { ... on User { name } } }`);
    expect(dataOf(await gql(server, query, { id: adaId }, ada)).node).toEqual({ name: 'Ada' });
    expect(dataOf(await gql(server, query, { id: adaId }, stranger)).node).toBeNull();
  });

  describe('pagination', () => {
    let admin: string;
    beforeAll(async () => {
      admin = team().admin;
      for (const key of ['AA', 'BB', 'CC', 'DD', 'EE']) await createProject(admin, { key, name: key });
    });

    it('pages forward with first/after', async () => {
      const page = async (after?: string | null) => dataOf(await gql(server, PROJECTS, { first: 2, after }, admin)).viewer.workspace.projects;
      const one = await page();
      const two = await page(one.pageInfo.endCursor);
      const three = await page(two.pageInfo.endCursor);
      expect([one, two, three].map((p) => p.edges.map((e: { node: { key: string } }) => e.node.key))).toEqual([['EE', 'DD'], ['CC', 'BB'], ['AA']]);
      expect([one, two, three].map((p) => p.pageInfo.hasNextPage)).toEqual([true, true, false]);
      expect([one, two, three].map((p) => p.pageInfo.hasPreviousPage)).toEqual([false, true, true]);
      expect(three.totalCount).toBe(5);
      // Past the end: nothing left, and everything before.
      const four = await page(three.pageInfo.endCursor);
      expect(four.edges).toEqual([]);
      expect(four.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
      // Every page counts the whole list, wherever it starts.
      expect([one, two, three, four].map((p) => p.totalCount)).toEqual([5, 5, 5, 5]);
    });

    it('counts the list when the count is asked through fragments, and only what its filters keep', async () => {
      const { projects } = dataOf(
        await gql<{ viewer: { workspace: { projects: { total: number; edges: unknown[] } } } }>(
          server,
          `query ProjectsTestCountInFragments { viewer { workspace { ...Listed } } }
           fragment Listed on Workspace { projects(first: 1, search: "d") { ... on ProjectConnection { ...Counted } edges { node { key } } } }
           fragment Counted on ProjectConnection { total: totalCount }`,
          {},
          admin,
        ),
      ).viewer.workspace;
      expect(projects).toEqual({ total: 1, edges: [{ node: { key: 'DD' } }] });
    });

    it('pages backward with last/before', async () => {
      const page = async (before?: string | null) => dataOf(await gql(server, PROJECTS, { first: null, last: 2, before }, admin)).viewer.workspace.projects;
      const one = await page();
      const two = await page(one.pageInfo.startCursor);
      const three = await page(two.pageInfo.startCursor);
      expect([one, two, three].map((p) => p.edges.map((e: { node: { key: string } }) => e.node.key))).toEqual([['BB', 'AA'], ['DD', 'CC'], ['EE']]);
      expect([one, two, three].map((p) => p.pageInfo.hasPreviousPage)).toEqual([true, true, false]);
      expect([one, two, three].map((p) => p.pageInfo.hasNextPage)).toEqual([false, true, true]);
      expect([one, two, three].map((p) => p.totalCount)).toEqual([5, 5, 5]);
    });

    it('leaves archived projects out unless asked, and restores them', async () => {
      const { project } = await createProject(admin, { key: 'ZZ', name: 'Archived' });
      const archived = dataOf(await gql(server, ARCHIVE, { input: { id: project.id } }, admin)).archiveProject;
      expect(archived.archivedProjectId).toBe(project.id);
      expect(archived.project.archivedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(await keysOf(admin)).toEqual(['EE', 'DD', 'CC', 'BB', 'AA']);
      expect(await keysOf(admin, { includeArchived: true })).toEqual(['ZZ', 'EE', 'DD', 'CC', 'BB', 'AA']);
      const restored = dataOf(await gql(server, UNARCHIVE, { input: { id: project.id } }, admin)).unarchiveProject;
      expect(restored.projectEdge.node).toEqual({ id: project.id, archivedAt: null });
      expect(await keysOf(admin)).toEqual(['ZZ', 'EE', 'DD', 'CC', 'BB', 'AA']);
    });

    it.each([
      [{ first: 101 }, 'first'],
      [{ first: -1 }, 'first'],
      [{ first: 1, last: 1 }, 'last'],
      [{ after: 'bm9wZQ' }, 'after'],
      [{ first: null, last: 1, before: 'garbage!' }, 'before'],
    ])('refuses the page arguments %j with BAD_USER_INPUT naming %s', async (variables, field) => {
      const response = await gql(server, PROJECTS, { first: 10, ...variables }, admin);
      expect(onlyError(response).extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    });
  });

  describe('by key', () => {
    it('finds a project of the workspace by its key, archived or not, once the key is upper-cased', async () => {
      const { admin } = team();
      const { project } = await createProject(admin, { key: 'WEB', name: 'Website' });
      const byKey = async (key: string, token = admin) => dataOf(await gql(server, BY_KEY, { key }, token)).viewer.workspace.project;
      expect(await byKey('WEB')).toEqual({ id: project.id, key: 'WEB', name: 'Website', archivedAt: null });
      expect((await byKey('web'))?.id).toBe(project.id);
      dataOf(await gql(server, ARCHIVE, { input: { id: project.id } }, admin));
      expect(await byKey('WEB')).toMatchObject({ id: project.id, archivedAt: expect.any(String) });
      expect(await byKey('WE')).toBeNull();
      expect(await byKey(' WEB')).toBeNull();
      expect(await byKey('W%')).toBeNull();
    });

    it('finds nothing of another workspace', async () => {
      const acme = team();
      const globex = team();
      await createProject(acme.admin, { key: 'SEC', name: 'Secret' });
      expect(dataOf(await gql(server, BY_KEY, { key: 'SEC' }, globex.admin)).viewer.workspace.project).toBeNull();
    });
  });

  describe('filters', () => {
    let admin: string;
    const keysFor = async (variables: { search?: string; archived?: boolean }) => {
      const { projects } = dataOf(await gql(server, FILTERED, variables, admin)).viewer.workspace;
      return { keys: projects.edges.map((edge) => edge.node.key), totalCount: projects.totalCount };
    };
    beforeAll(async () => {
      admin = team().admin;
      await createProject(admin, { key: 'WEB', name: 'Website' });
      await createProject(admin, { key: 'MOB', name: 'Mobile web app' });
      await createProject(admin, { key: 'OPS', name: '100% uptime' });
      const { project } = await createProject(admin, { key: 'OLD', name: 'Old website' });
      dataOf(await gql(server, ARCHIVE, { input: { id: project.id } }, admin));
    });

    it('search names and keys case-insensitively, counting only the matches', async () => {
      expect(await keysFor({ search: 'WEB' })).toEqual({ keys: ['MOB', 'WEB'], totalCount: 2 });
      expect(await keysFor({ search: ' ops ' })).toEqual({ keys: ['OPS'], totalCount: 1 });
      expect(await keysFor({ search: '' })).toEqual({ keys: ['OPS', 'MOB', 'WEB'], totalCount: 3 });
    });

    it('take % and _ in a search literally', async () => {
      expect(await keysFor({ search: '0%' })).toEqual({ keys: ['OPS'], totalCount: 1 });
      expect(await keysFor({ search: 'W_B' })).toEqual({ keys: [], totalCount: 0 });
    });

    it('list only archived projects with archived: true, searchable too', async () => {
      expect(await keysFor({ archived: true })).toEqual({ keys: ['OLD'], totalCount: 1 });
      expect(await keysFor({ archived: true, search: 'mobile' })).toEqual({ keys: [], totalCount: 0 });
    });

    it('refuse a search of more than 100 characters with BAD_USER_INPUT naming search', async () => {
      const response = await gql(server, FILTERED, { search: 'x'.repeat(101) }, admin);
      expect(onlyError(response).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'search' });
    });
  });

  describe('input', () => {
    it.each([
      ['a lowercase key', { key: 'web', name: 'Website' }, 'key'],
      ['a one-letter key', { key: 'W', name: 'Website' }, 'key'],
      ['a six-letter key', { key: 'WEBSIT', name: 'Website' }, 'key'],
      ['a blank name', { key: 'OK', name: '   ' }, 'name'],
      ['an 81-character name', { key: 'OK', name: 'x'.repeat(81) }, 'name'],
      ['a 2,001-character description', { key: 'OK', name: 'Fine', description: 'x'.repeat(2001) }, 'description'],
    ])('refuses %s with BAD_USER_INPUT naming the field', async (_case, input, field) => {
      const { admin } = team();
      const response = await gql(server, CREATE, { input }, admin);
      expect(onlyError(response).extensions).toEqual({ code: 'BAD_USER_INPUT', field });
      expect(await keysOf(admin)).toEqual([]);
    });

    it('refuses a bad rename with BAD_USER_INPUT naming the field', async () => {
      const { admin } = team();
      const { project } = await createProject(admin, { key: 'REN', name: 'Rename me' });
      const response = await gql(server, UPDATE, { input: { id: project.id, name: '' } }, admin);
      expect(onlyError(response).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });
    });

    it('accepts 80-character names and 2,000-character descriptions', async () => {
      const { admin } = team();
      const { project } = await createProject(admin, { key: 'MAX', name: 'n'.repeat(80), description: 'd'.repeat(2000) });
      expect(project.name).toHaveLength(80);
      expect(project.description).toHaveLength(2000);
    });
  });

  describe('keys', () => {
    it('are unique in a workspace: a taken key gives CONFLICT naming the key', async () => {
      const { admin } = team();
      await createProject(admin, { key: 'DUP', name: 'First' });
      const response = await gql(server, CREATE, { input: { key: 'DUP', name: 'Second' } }, admin);
      expect(onlyError(response)).toMatchObject({ extensions: { code: 'CONFLICT', field: 'key' }, message: expect.stringMatching(/DUP/) });
    });

    it('may repeat across workspaces', async () => {
      const [acme, globex] = [team(), team({ name: 'Globex' })];
      await createProject(acme.admin, { key: 'SAME', name: 'One' });
      await createProject(globex.admin, { key: 'SAME', name: 'Other' });
      expect(await projectsOf(acme.admin)).toEqual([{ key: 'SAME', name: 'One', archivedAt: null }]);
      expect(await projectsOf(globex.admin)).toEqual([{ key: 'SAME', name: 'Other', archivedAt: null }]);
    });

    it('stay unique when two creates of one key race: one wins, the other gets CONFLICT', async () => {
      const { org, admin } = team();
      const otherAdmin = tokenFor(testUser('Other'), org as TestOrg, 'admin');
      await keysOf(otherAdmin);
      const results = await Promise.all([
        gql(server, CREATE, { input: { key: 'RACE', name: 'One' } }, admin),
        gql(server, CREATE, { input: { key: 'RACE', name: 'Two' } }, otherAdmin),
      ]);
      expect(results.map((result) => errorCodes(result)).sort()).toEqual([[], ['CONFLICT']]);
      expect(await keysOf(admin)).toEqual(['RACE']);
    });
  });
});
