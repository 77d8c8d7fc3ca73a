// Workspace.issues: every project's issues of a workspace, with the list's filters (the date, estimate, project and
// involvement ones of #21 among them), in each order with keyset cursors; My issues' three sets; the workspace-wide
// live stream; and isolation from other workspaces.
import { sql } from 'kysely';
import { dataOf, errorCodes, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import type { IssueFilter, WorkspaceIssuesTestEventsSubscription } from '../../test/__generated__/graphql';
import { createIssue, issueTeam } from '../../test/issues';
import { useTestServer } from '../../test/server';
import { subscribe } from '../../test/subscriptions';
import { loggedTestWrite } from '../../test/changeLog';
import type { IssueRow } from './domain';
import { issueNode } from './resolvers';

const server = useTestServer();

const ISSUES = graphql(`query WorkspaceIssuesTest($first: Int, $after: String, $filter: IssueFilter, $orderBy: IssueOrder) {
  viewer { workspace { issues(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
    totalCount edges { cursor node { id key title } } pageInfo { hasNextPage endCursor }
  } } }
}`);
const PROJECT_ISSUES = graphql(`query WorkspaceIssuesTestProject($key: String!, $filter: IssueFilter) {
  viewer { workspace { project(key: $key) { issues(first: 100, filter: $filter) { totalCount edges { node { key } } } } } }
}`);
const CREATE_PROJECT = graphql(`mutation WorkspaceIssuesTestCreateProject($input: CreateProjectInput!) {
  createProject(input: $input) { project { id } }
}`);
const COMMENT = graphql(`mutation WorkspaceIssuesTestComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }`);
const EVENTS = graphql(`subscription WorkspaceIssuesTestEvents { workspaceIssueEvents { kind issue { key title } } }`);

async function keysOf(token: string, filter: IssueFilter | null, orderBy: 'UPDATED' | 'CREATED' | 'DUE_DATE' | 'PRIORITY' | 'POSITION' = 'CREATED') {
  const issues = dataOf(await gql(server, ISSUES, { first: 100, filter, orderBy }, token)).viewer.workspace.issues;
  expect(issues.totalCount).toBe(issues.edges.length);
  return issues.edges.map((edge) => edge.node.key);
}

/** Sets columns people cannot set through the API (when an issue was made or changed). */
async function backdate(globalId: string, column: 'created_at' | 'updated_at', days: number) {
  const id = issueNode.localId(globalId)!;
  await loggedTestWrite(server.database.db, 'issue', 'UPDATED', async (trx) =>
    (await sql<IssueRow>`update issues set ${sql.ref(column)} = now() - make_interval(days => ${days}::int) where id = ${id} returning *`.execute(trx)).rows,
  );
}

async function twoProjects() {
  const acme = await issueTeam(server);
  const api = dataOf(await gql(server, CREATE_PROJECT, { input: { key: 'API', name: 'API' } }, acme.admin)).createProject.project;
  return { acme, apiId: api.id };
}

describe('Workspace.issues', () => {
  it('lists the issues of every project, newest first, and pages through them with cursors', async () => {
    const { acme, apiId } = await twoProjects();
    await createIssue(server, acme.admin, acme.projectId, { title: 'one' });
    await createIssue(server, acme.admin, apiId, { title: 'two' });
    await createIssue(server, acme.admin, acme.projectId, { title: 'three' });
    expect(await keysOf(acme.member, null)).toEqual(['WEB-2', 'API-1', 'WEB-1']);
    const first = dataOf(await gql(server, ISSUES, { first: 2, orderBy: 'UPDATED' }, acme.member)).viewer.workspace.issues;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = dataOf(await gql(server, ISSUES, { first: 2, after: first.pageInfo.endCursor, orderBy: 'UPDATED' }, acme.member)).viewer.workspace.issues;
    expect([...first.edges, ...second.edges].map((edge) => edge.node.key)).toEqual(['WEB-2', 'API-1', 'WEB-1']);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it('narrows to projects, and a project of another workspace matches nothing', async () => {
    const { acme, apiId } = await twoProjects();
    const globex = await issueTeam(server, { name: 'Globex' });
    await createIssue(server, acme.admin, acme.projectId);
    await createIssue(server, acme.admin, apiId);
    await createIssue(server, globex.admin, globex.projectId);
    expect(await keysOf(acme.member, { projectIds: [apiId] })).toEqual(['API-1']);
    expect(await keysOf(acme.member, { projectIds: [globex.projectId] })).toEqual([]);
    expect(await keysOf(globex.member, null)).toEqual(['WEB-1']);
    // An id of another type is refused, as other id filters are.
    expect(errorCodes(await gql(server, ISSUES, { filter: { projectIds: [acme.userIds.admin] } }, acme.member))).toEqual([]);
  });

  it('filters on due dates, overdue issues, creation and update times and estimates', async () => {
    const { acme } = await twoProjects();
    const today = new Date().toISOString().slice(0, 10);
    const lastYear = `${Number(today.slice(0, 4)) - 1}-06-01`;
    const nextYear = `${Number(today.slice(0, 4)) + 1}-06-01`;
    const late = await createIssue(server, acme.admin, acme.projectId, { title: 'late', dueDate: lastYear, estimate: 3 });
    await createIssue(server, acme.admin, acme.projectId, { title: 'done late', dueDate: lastYear, status: 'DONE' });
    await createIssue(server, acme.admin, acme.projectId, { title: 'later', dueDate: nextYear, estimate: 8 });
    const old = await createIssue(server, acme.admin, acme.projectId, { title: 'undated' });
    await backdate(old.id, 'created_at', 40);
    await backdate(old.id, 'updated_at', 20);
    await backdate(late.id, 'updated_at', 3);
    expect(await keysOf(acme.member, { overdue: true })).toEqual(['WEB-1']);
    expect(await keysOf(acme.member, { dueBefore: today })).toEqual(['WEB-2', 'WEB-1']);
    expect(await keysOf(acme.member, { dueAfter: today })).toEqual(['WEB-3']);
    expect(await keysOf(acme.member, { dueAfter: lastYear, dueBefore: lastYear })).toEqual(['WEB-2', 'WEB-1']);
    expect(await keysOf(acme.member, { createdWithinDays: 30 })).toEqual(['WEB-3', 'WEB-2', 'WEB-1']);
    expect(await keysOf(acme.member, { updatedWithinDays: 7 })).toEqual(['WEB-3', 'WEB-2', 'WEB-1']);
    expect(await keysOf(acme.member, { updatedWithinDays: 2 })).toEqual(['WEB-3', 'WEB-2']);
    expect(await keysOf(acme.member, { estimated: true })).toEqual(['WEB-3', 'WEB-1']);
    // The undated issue was made 40 days ago: last, newest first.
    expect(await keysOf(acme.member, { estimated: false })).toEqual(['WEB-2', 'WEB-4']);
    expect(await keysOf(acme.member, { estimateMin: 5 })).toEqual(['WEB-3']);
    expect(await keysOf(acme.member, { estimateMax: 5 })).toEqual(['WEB-1']);
    // Soonest due first (the two due the same day in any order), none last.
    const byDue = await keysOf(acme.member, null, 'DUE_DATE');
    expect([...byDue.slice(0, 2)].sort()).toEqual(['WEB-1', 'WEB-2']);
    expect(byDue.slice(2)).toEqual(['WEB-3', 'WEB-4']);
    // The same filters work on a project's list.
    const project = dataOf(await gql(server, PROJECT_ISSUES, { key: 'WEB', filter: { overdue: true } }, acme.member)).viewer.workspace.project!;
    expect(project.issues.edges.map((edge) => edge.node.key)).toEqual(['WEB-1']);
  });

  it('refuses a malformed date or a number of days out of range, naming the filter', async () => {
    const { acme } = await twoProjects();
    const bad = onlyError(await gql(server, ISSUES, { filter: { dueBefore: '2026-02-30' } }, acme.member));
    expect(bad.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.dueBefore' });
    const days = onlyError(await gql(server, ISSUES, { filter: { createdWithinDays: 0 } }, acme.member));
    expect(days.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.createdWithinDays' });
  });

  it("gives My issues' three sets: assigned to me, created by me, and watched (commented on or mentioned in)", async () => {
    const { acme, apiId } = await twoProjects();
    await createIssue(server, acme.admin, acme.projectId, { title: 'for Max', assigneeId: acme.userIds.member });
    await createIssue(server, acme.member, apiId, { title: 'by Max' });
    const commented = await createIssue(server, acme.admin, acme.projectId, { title: 'Max commented' });
    await createIssue(server, acme.admin, apiId, { title: 'mentions Max', description: `Ask @[${acme.userIds.member}]` });
    await createIssue(server, acme.admin, acme.projectId, { title: 'nothing to do with Max' });
    dataOf(await gql(server, COMMENT, { input: { issueId: commented.id, body: 'On it' } }, acme.member));
    expect(await keysOf(acme.member, { assignee: { me: true } })).toEqual(['WEB-1']);
    expect(await keysOf(acme.member, { createdByMe: true })).toEqual(['API-1']);
    expect(await keysOf(acme.member, { watchedByMe: true })).toEqual(['API-2', 'WEB-2']);
    // Each person's own: the admin created four, watches none.
    expect(await keysOf(acme.admin, { createdByMe: true })).toHaveLength(4);
    expect(await keysOf(acme.admin, { watchedByMe: true })).toEqual([]);
  });

  it('streams every project’s issue changes to the workspace’s members, and none of another workspace', async () => {
    const { acme, apiId } = await twoProjects();
    const globex = await issueTeam(server, { name: 'Globex' });
    const events = await subscribe<WorkspaceIssuesTestEventsSubscription>(server, EVENTS.toString(), { token: acme.viewer });
    try {
      await createIssue(server, globex.admin, globex.projectId, { title: 'elsewhere' });
      await createIssue(server, acme.admin, apiId, { title: 'in API' });
      await createIssue(server, acme.admin, acme.projectId, { title: 'in WEB' });
      expect((await events.next()).data!.workspaceIssueEvents).toEqual({ kind: 'CREATED', issue: { key: 'API-1', title: 'in API' } });
      expect((await events.next()).data!.workspaceIssueEvents).toEqual({ kind: 'CREATED', issue: { key: 'WEB-1', title: 'in WEB' } });
    } finally {
      await events.close();
    }
  }, 30_000);
});
