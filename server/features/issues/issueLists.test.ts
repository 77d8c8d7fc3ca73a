import { dataOf, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import type { IssueFilter, IssueOrder } from '../../test/__generated__/graphql';
import { sql } from 'kysely';
import { seedIssues } from '../../seed';
import { createIssue, createLabels, issueTeam } from '../../test/issues';
import { loggedTestWrite } from '../../test/changeLog';
import { useTestServer } from '../../test/server';
import { isBackgroundStatement } from '../../test/statements';

/** The calls a request made (not the dispatcher's or the webhooks' own timers). */
const requestStatements = <T extends [{ sql: string }, ...unknown[]]>(calls: T[]) => calls.filter(([query]) => !isBackgroundStatement(query.sql));

const ISSUES = graphql(`query IssueListsTestPage(
  $projectId: ID!, $first: Int, $after: String, $last: Int, $before: String, $filter: IssueFilter, $orderBy: IssueOrder
) {
  node(id: $projectId) { ... on Project {
    issues(first: $first, after: $after, last: $last, before: $before, filter: $filter, orderBy: $orderBy) {
      totalCount
      edges { cursor node { id number title status priority dueDate updatedAt assignee { id name } labels { name } } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  } }
}`);
/** The issue-list page's own query (issue #6): its issues with their assignee and labels. */
const LIST_PAGE = graphql(`query IssueListsTestListPage($projectId: ID!) {
  node(id: $projectId) { ... on Project {
    issues(first: 50) { edges { node { id title assignee { id name imageUrl } labels { id name color } } } }
  } }
}`);
const ONE_ISSUE = graphql(`query IssueListsTestOne($id: ID!) {
  node(id: $id) { ... on Issue { assignee { id name imageUrl } labels { id name color } } }
}`);
const SEARCH = graphql(`query IssueListsTestSearch($query: String!, $first: Int, $after: String) {
  viewer { workspace { searchIssues(query: $query, first: $first, after: $after) {
    totalCount totalCountCapped edges { node { title key } } pageInfo { hasNextPage endCursor }
  } } }
}`);
const PROJECTS = graphql(`query IssueListsTestProjects { viewer { workspace { projects(first: 10) { edges { node { key openIssueCount } } } } } }`);
const UPDATE = graphql(`mutation IssueListsTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }`);
const MOVE = graphql(`mutation IssueListsTestMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id } } }`);
const DELETE = graphql(`mutation IssueListsTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }`);

const server = useTestServer();
// Each test makes dozens of requests in turn: on a busy machine that takes more than Jest's default 5 seconds.
jest.setTimeout(30_000);

type Variables = { filter?: IssueFilter; orderBy?: IssueOrder; first?: number; last?: number; after?: string; before?: string };

async function page(token: string, projectId: string, variables: Variables) {
  const project = dataOf(await gql(server, ISSUES, { projectId, ...variables }, token)).node;
  if (!project || !('issues' in project)) throw new Error('No project.');
  return project.issues;
}

async function titles(token: string, projectId: string, variables: Variables = {}) {
  return (await page(token, projectId, { first: 100, ...variables })).edges.map((edge) => edge.node.title);
}

/** Every issue, page by page (forward with `first`, or backward with `last`); `between` runs between pages. */
async function pageThrough(token: string, projectId: string, variables: Variables, backward = false, between?: () => Promise<void>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const { edges, pageInfo } = await page(token, projectId, {
      ...variables,
      ...(backward ? { last: 3, ...(cursor && { before: cursor }) } : { first: 3, ...(cursor && { after: cursor }) }),
    });
    const titlesOfPage = edges.map((edge) => edge.node.title);
    seen.splice(backward ? 0 : seen.length, 0, ...titlesOfPage);
    if (!(backward ? pageInfo.hasPreviousPage : pageInfo.hasNextPage)) return seen;
    cursor = backward ? pageInfo.startCursor : pageInfo.endCursor;
    await between?.();
  }
  throw new Error('Paging never ended.');
}

describe('issue lists', () => {
  describe('orders', () => {
    let context: Awaited<ReturnType<typeof issueTeam>>;
    beforeAll(async () => {
      context = await issueTeam(server);
      const { admin, projectId } = context;
      // Created one at a time: numbers 1..8 in this order.
      const specs = [
        { title: 'one', status: 'TODO', priority: 'LOW', dueDate: '2026-03-01' },
        { title: 'two', status: 'BACKLOG', priority: 'URGENT' },
        { title: 'three', status: 'DONE', priority: 'NONE', dueDate: '2026-01-15' },
        { title: 'four', status: 'TODO', priority: 'URGENT', dueDate: '2026-01-15' },
        { title: 'five', status: 'IN_PROGRESS', priority: 'MEDIUM' },
        { title: 'six', status: 'BACKLOG', priority: 'HIGH', dueDate: '2025-12-31' },
        { title: 'seven', status: 'CANCELED', priority: 'LOW' },
        { title: 'eight', status: 'IN_REVIEW', priority: 'NONE' },
      ] as const;
      for (const spec of specs) await createIssue(server, admin, projectId, spec);
      // "one" is updated last, "four" before it.
      const ids = Object.fromEntries((await page(admin, projectId, { first: 100 })).edges.map((edge) => [edge.node.title, edge.node.id]));
      dataOf(await gql(server, UPDATE, { input: { id: ids.four, description: 'touched' } }, admin));
      dataOf(await gql(server, UPDATE, { input: { id: ids.one, description: 'touched' } }, admin));
    });

    const expected: Record<IssueOrder, string[]> = {
      POSITION: ['six', 'two', 'four', 'one', 'five', 'eight', 'three', 'seven'],
      PRIORITY: ['four', 'two', 'six', 'five', 'seven', 'one', 'eight', 'three'],
      UPDATED: ['one', 'four', 'eight', 'seven', 'six', 'five', 'three', 'two'],
      CREATED: ['eight', 'seven', 'six', 'five', 'four', 'three', 'two', 'one'],
      DUE_DATE: ['six', 'three', 'four', 'one', 'two', 'five', 'seven', 'eight'],
    };

    it.each(Object.keys(expected) as IssueOrder[])('orders by %s, paging forward and backward with the same result', async (orderBy) => {
      const { admin, projectId } = context;
      expect(await titles(admin, projectId, { orderBy })).toEqual(expected[orderBy]);
      expect(await pageThrough(admin, projectId, { orderBy })).toEqual(expected[orderBy]);
      expect(await pageThrough(admin, projectId, { orderBy }, true)).toEqual(expected[orderBy]);
      const first = await page(admin, projectId, { orderBy, first: 3 });
      expect(first.totalCount).toBe(8);
      expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    });

    it('refuses a cursor of another order, or a forged one, with BAD_USER_INPUT naming the argument', async () => {
      const { admin, projectId } = context;
      const { pageInfo } = await page(admin, projectId, { first: 2 });
      const forged = (text: string) => Buffer.from(text).toString('base64url');
      for (const after of [pageInfo.endCursor!, forged('issue-updated:["yesterday",1]'), forged('issue-created:[1.5]'), 'garbage!']) {
        const response = await gql(server, ISSUES, { projectId, first: 2, after, orderBy: after === pageInfo.endCursor ? 'CREATED' : 'UPDATED' }, admin);
        expect(onlyError(response).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'after' });
      }
    });
  });

  it.each(['POSITION', 'PRIORITY', 'UPDATED', 'CREATED', 'DUE_DATE'] as IssueOrder[])(
    'pages by %s without duplicates or gaps while others insert and move issues',
    async (orderBy) => {
      const { admin, member, projectId } = await issueTeam(server);
      const statuses = ['BACKLOG', 'TODO', 'IN_PROGRESS', 'DONE'] as const;
      const priorities = ['URGENT', 'HIGH', 'NONE', 'LOW'] as const;
      const originals: Array<{ id: string; title: string }> = [];
      for (let index = 0; index < 16; index++) {
        originals.push(
          await createIssue(server, admin, projectId, {
            title: `original ${index}`,
            status: statuses[index % 4],
            priority: priorities[(index * 3) % 4],
            dueDate: index % 3 ? `2026-0${(index % 9) + 1}-1${index % 10}` : null,
          }),
        );
      }
      const moved = new Set<string>();
      let step = 0;
      // Between pages: a new issue (at the top of the first column, the newest, the last updated), and a move of an
      // issue not read yet to the top of the first column (so it is updated last too).
      const between = async () => {
        step++;
        await createIssue(server, member, projectId, { title: `new ${step}`, priority: 'URGENT', dueDate: '2020-01-01' });
        const target = originals[originals.length - step];
        moved.add(target.title);
        dataOf(await gql(server, MOVE, { input: { id: target.id, status: 'BACKLOG' } }, member));
      };
      const seen = await pageThrough(admin, projectId, { orderBy }, false, between);
      expect(new Set(seen).size).toBe(seen.length);
      const unmoved = originals.map((issue) => issue.title).filter((title) => !moved.has(title));
      expect(unmoved.filter((title) => !seen.includes(title))).toEqual([]);
    },
    60_000,
  );

  describe('filters', () => {
    let context: Awaited<ReturnType<typeof issueTeam>>;
    let labels: string[];
    beforeAll(async () => {
      context = await issueTeam(server);
      const { admin, member, projectId, workspaceId, userIds } = context;
      labels = await createLabels(server, workspaceId, ['bug', 'feature', 'docs']);
      const [bug, feature] = labels;
      await createIssue(server, admin, projectId, { title: 'Crash on login', description: 'The authentication page crashes', status: 'TODO', priority: 'URGENT', assigneeId: userIds.member, labelIds: [bug] });
      await createIssue(server, admin, projectId, { title: 'Dark mode', status: 'BACKLOG', priority: 'LOW', labelIds: [feature] });
      await createIssue(server, member, projectId, { title: 'Typo in settings', status: 'DONE', priority: 'LOW', assigneeId: userIds.admin, labelIds: [bug, feature] });
      await createIssue(server, member, projectId, { title: 'Export to CSV', description: 'People ask for spreadsheets', status: 'IN_PROGRESS', priority: 'HIGH', assigneeId: userIds.member });
      const gone = await createIssue(server, member, projectId, { title: 'Deleted crash', status: 'TODO', labelIds: [bug] });
      dataOf(await gql(server, DELETE, { input: { id: gone.id } }, admin));
    });

    const cases: Array<[string, (ids: { member: string; admin: string; labels: string[] }) => IssueFilter, string[]]> = [
      ['a status set', () => ({ statuses: ['TODO', 'DONE'] }), ['Crash on login', 'Typo in settings']],
      ['an empty status set', () => ({ statuses: [] }), []],
      ['a priority set', () => ({ priorities: ['LOW', 'HIGH'] }), ['Dark mode', 'Export to CSV', 'Typo in settings']],
      ['assignee ids', ({ member }) => ({ assignee: { ids: [member] } }), ['Crash on login', 'Export to CSV']],
      ['unassigned', () => ({ assignee: { unassigned: true } }), ['Dark mode']],
      ['me (the admin)', () => ({ assignee: { me: true } }), ['Typo in settings']],
      ['me or unassigned', () => ({ assignee: { me: true, unassigned: true } }), ['Dark mode', 'Typo in settings']],
      ['labels (any of them)', ({ labels: [bug] }) => ({ labelIds: [bug] }), ['Crash on login', 'Typo in settings']],
      ['a label nobody carries', ({ labels: [, , docs] }) => ({ labelIds: [docs] }), []],
      ['text in the title', () => ({ text: 'crash' }), ['Crash on login']],
      ['text in the description, by its stem and prefix', () => ({ text: 'spreadsheet' }), ['Export to CSV']],
      ['the start of a word', () => ({ text: 'authent' }), ['Crash on login']],
      ['text with no word', () => ({ text: '  ' }), ['Dark mode', 'Crash on login', 'Export to CSV', 'Typo in settings']],
      ['several conditions together', ({ member }) => ({ assignee: { ids: [member] }, statuses: ['IN_PROGRESS'], text: 'export' }), ['Export to CSV']],
    ];

    it.each(cases)('by %s', async (_case, filterOf, expected) => {
      const { admin, projectId, userIds } = context;
      const filter = filterOf({ member: userIds.member, admin: userIds.admin, labels });
      const issues = await page(admin, projectId, { first: 100, filter });
      expect(issues.edges.map((edge) => edge.node.title).sort()).toEqual([...expected].sort());
      expect(issues.totalCount).toBe(expected.length);
    });

    it('refuse a label or assignee id of another kind with BAD_USER_INPUT naming the field', async () => {
      const { admin, projectId } = context;
      const cases: Array<[IssueFilter, string]> = [
        [{ labelIds: [projectId] }, 'filter.labelIds'],
        [{ assignee: { ids: [projectId] } }, 'filter.assignee.ids'],
      ];
      for (const [filter, field] of cases) {
        expect(onlyError(await gql(server, ISSUES, { projectId, first: 5, filter }, admin)).extensions).toEqual({ code: 'BAD_USER_INPUT', field });
      }
    });
  });

  it('search the workspace by full text, best match first, never another workspace nor deleted issues', async () => {
    const acme = await issueTeam(server);
    const globex = await issueTeam(server, { name: 'Globex' });
    await createIssue(server, acme.admin, acme.projectId, { title: 'Payment fails', description: 'Card payments are declined' });
    await createIssue(server, acme.admin, acme.projectId, { title: 'Invoices', description: 'Add the payment date' });
    const gone = await createIssue(server, acme.admin, acme.projectId, { title: 'Payment deleted' });
    dataOf(await gql(server, DELETE, { input: { id: gone.id } }, acme.admin));
    await createIssue(server, globex.admin, globex.projectId, { title: 'Payment secrets of Globex' });
    const search = async (query: string, first = 10, after?: string) =>
      dataOf(await gql(server, SEARCH, { query, first, after }, acme.admin)).viewer.workspace.searchIssues;
    const found = await search('payments');
    expect(found.edges.map((edge) => edge.node.title)).toEqual(['Payment fails', 'Invoices']);
    expect(found.totalCount).toBe(2);
    const one = await search('payment', 1);
    expect(one.pageInfo.hasNextPage).toBe(true);
    const two = await search('payment', 1, one.pageInfo.endCursor!);
    expect([...one.edges, ...two.edges].map((edge) => edge.node.key)).toEqual(['WEB-1', 'WEB-2']);
    expect(two.pageInfo.hasNextPage).toBe(false);
    expect((await search('  ')).edges).toEqual([]);
    expect((await search('&|!:*()')).totalCount).toBe(0);
  });

  it('count a search up to 1,000 matches, and say when there are more rather than count them all', async () => {
    const acme = await issueTeam(server, { name: 'Countless' });
    await seedIssues(server.database.db, { issues: 1000, projects: 1, workspace: acme.org.slug, randomSeed: 17 });
    await loggedTestWrite(server.database.db, 'issue', 'UPDATED', (trx) =>
      trx
        .updateTable('issues')
        .set({ title: sql<string>`'Flaky ' || title` })
        .where('workspaceId', '=', acme.workspaceId)
        .returningAll()
        .execute(),
    );
    const search = async () => {
      const { totalCount, totalCountCapped } = dataOf(await gql(server, SEARCH, { query: 'flaky', first: 1 }, acme.admin)).viewer.workspace.searchIssues;
      return { totalCount, totalCountCapped };
    };
    expect(await search()).toEqual({ totalCount: 1000, totalCountCapped: false });
    await createIssue(server, acme.admin, acme.projectId, { title: 'Flaky once more' });
    expect(await search()).toEqual({ totalCount: 1000, totalCountCapped: true });
    // A project's issues (the seeded ones are in it) are counted in full.
    const page = dataOf(await gql(server, ISSUES, { projectId: acme.projectId, first: 1 }, acme.admin)).node;
    expect(page && 'issues' in page && page.issues.totalCount).toBe(1001);
  });

  it('search finds an issue by its key in any case, before issues whose words match, and never another workspace\'s', async () => {
    const acme = await issueTeam(server);
    const globex = await issueTeam(server, { name: 'Globex' });
    await createIssue(server, acme.admin, acme.projectId, { title: 'Login page' });
    await createIssue(server, acme.admin, acme.projectId, { title: 'Web fonts', description: 'The web needs 1 font more' });
    await createIssue(server, globex.admin, globex.projectId, { title: 'Globex login' });
    const search = async (query: string) => dataOf(await gql(server, SEARCH, { query, first: 10 }, acme.admin)).viewer.workspace.searchIssues;

    for (const query of ['WEB-1', 'web-1', ' Web-1 ']) {
      const found = await search(query);
      expect(found.edges.map((edge) => edge.node.title)).toEqual(['Login page', 'Web fonts']);
      expect(found.totalCount).toBe(2);
    }
    expect((await search('WEB-3')).edges).toEqual([]);
  });

  it('read a page with its assignees, creators and labels in the same few queries whatever its size (no N+1)', async () => {
    const { admin, member, projectId, workspaceId, userIds } = await issueTeam(server);
    const labels = await createLabels(server, workspaceId, ['a', 'b', 'c']);
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        createIssue(server, index % 2 ? admin : member, projectId, {
          assigneeId: index % 3 ? userIds.member : userIds.admin,
          labelIds: labels.slice(index % 3),
        }),
      ),
    );
    // The creates' publication is done (a last pass of the dispatcher may still be looking for more after their answers).
    await server.dispatcher.idle();
    // The statements the workspace's operations run (on PostgreSQL through its own handle of the fairly shared pool).
    const statements = jest.spyOn(server.database.forWorkspace(workspaceId).getExecutor(), 'executeQuery');
    const statementsFor = async (first: number) => {
      statements.mockClear();
      const issues = await page(admin, projectId, { first });
      expect(issues.edges).toHaveLength(first);
      expect(issues.edges.every((edge) => edge.node.assignee && edge.node.labels.length > 0)).toBe(true);
      return requestStatements(statements.mock.calls).length;
    };
    try {
      const few = await statementsFor(2);
      // At least the page, its people and its labels; then as many for 30 issues as for 2.
      expect(few).toBeGreaterThanOrEqual(3);
      expect(await statementsFor(30)).toBe(few);
    } finally {
      statements.mockRestore();
    }
  }, 30_000);

  it("show each issue's labels (by name) and assignee as the issue itself shows them, read with the page in one query", async () => {
    const { admin, projectId, workspaceId, userIds } = await issueTeam(server);
    const labels = await createLabels(server, workspaceId, ['docs', 'Bug', 'api']);
    await createIssue(server, admin, projectId, { title: 'Both', assigneeId: userIds.member, labelIds: labels });
    await createIssue(server, admin, projectId, { title: 'One label', labelIds: [labels[0]] });
    await createIssue(server, admin, projectId, { title: 'Nothing' });
    // The creates' publication is done (a last pass of the dispatcher may still be looking for more after their answers).
    await server.dispatcher.idle();
    // The statements the workspace's operations run (on PostgreSQL through its own handle of the fairly shared pool).
    const statements = jest.spyOn(server.database.forWorkspace(workspaceId).getExecutor(), 'executeQuery');
    let project;
    try {
      project = dataOf(await gql(server, LIST_PAGE, { projectId }, admin)).node;
      // The project, then the page with its labels and assignees.
      expect(requestStatements(statements.mock.calls)).toHaveLength(2);
    } finally {
      statements.mockRestore();
    }
    if (!project || !('issues' in project)) throw new Error('No project.');
    const listed = project.issues.edges.map(({ node }) => node);
    expect(listed.map(({ title, assignee, labels: held }) => [title, assignee?.name ?? null, held.map(({ name }) => name)])).toEqual([
      ['Nothing', null, []],
      ['One label', null, ['docs']],
      ['Both', 'Max', ['api', 'Bug', 'docs']],
    ]);
    for (const { id, assignee, labels: held } of listed) {
      const alone = dataOf(await gql(server, ONE_ISSUE, { id }, admin)).node;
      expect({ assignee, labels: held }).toEqual(alone);
    }
  });

  it('count the open issues of every project of a page', async () => {
    const { admin, projectId } = await issueTeam(server);
    const CREATE_PROJECT = graphql(`mutation IssueListsTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }`);
    const second = dataOf(await gql(server, CREATE_PROJECT, { input: { key: 'TWO', name: 'Two' } }, admin)).createProject.project;
    for (const status of ['TODO', 'DONE', 'CANCELED', 'IN_REVIEW'] as const) await createIssue(server, admin, projectId, { status });
    await createIssue(server, admin, second.id);
    const counts = dataOf(await gql(server, PROJECTS, {}, admin)).viewer.workspace.projects.edges.map((edge) => edge.node);
    expect(counts).toEqual([
      { key: 'TWO', openIssueCount: 1 },
      { key: 'WEB', openIssueCount: 2 },
    ]);
  });
});
