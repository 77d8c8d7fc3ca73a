// Project.issueGroups: a project's issues in groups of one assignee, priority or label (a list's sections, a board's
// rows), each group's issues paged on their own, and narrowed to one status for a board row's columns.
import { dataOf, gql } from '../../test/client';
import { graphql } from '../../test/__generated__';
import type { IssueFilter, IssueGrouping } from '../../test/__generated__/graphql';
import { createIssue, createLabels, issueTeam, type IssueTeam } from '../../test/issues';
import { team } from '../../test/tokens';
import { useTestServer } from '../../test/server';

const GROUPS = graphql(`query IssueGroupsTestGroups($projectId: ID!, $by: IssueGrouping!, $filter: IssueFilter, $first: Int) {
  node(id: $projectId) { ... on Project {
    issueGroups(by: $by, filter: $filter) {
      id by priority assignee { name } label { name } status
      issues(first: $first, filter: $filter) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }
    }
  } }
}`);
const CELLS = graphql(`query IssueGroupsTestCells($projectId: ID!, $by: IssueGrouping!) {
  node(id: $projectId) { ... on Project {
    issueGroups(by: $by) {
      label { name }
      todo: withStatus(status: TODO) { id status issues(first: 10) { totalCount edges { node { title } } } }
      done: withStatus(status: DONE) { id status issues(first: 10) { totalCount edges { node { title } } } }
    }
  } }
}`);
const NEXT = graphql(`query IssueGroupsTestNext($id: ID!, $after: String, $filter: IssueFilter) {
  node(id: $id) { ... on IssueGroup {
    by label { name }
    issues(first: 2, after: $after, filter: $filter) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }
  } }
}`);

const server = useTestServer();
jest.setTimeout(30_000);

describe('issue groups', () => {
  let context: IssueTeam;
  beforeAll(async () => {
    context = await issueTeam(server, {}, 'GRP');
    const { admin, projectId, userIds, workspaceId } = context;
    const [bug, docs] = await createLabels(server, workspaceId, ['Bug', 'Docs']);
    const issues = [
      { title: 'Crash on save', priority: 'URGENT', assigneeId: userIds.member, labelIds: [bug], status: 'TODO' },
      { title: 'Typo in guide', priority: 'LOW', assigneeId: null, labelIds: [docs], status: 'DONE' },
      { title: 'Wrong example', priority: 'HIGH', assigneeId: userIds.admin, labelIds: [bug, docs], status: 'TODO' },
      { title: 'Slow start', priority: 'NONE', assigneeId: userIds.member, labelIds: [], status: 'TODO' },
      { title: 'Old link', priority: 'LOW', assigneeId: userIds.member, labelIds: [docs], status: 'BACKLOG' },
    ] as const;
    for (const issue of issues) await createIssue(server, admin, projectId, { ...issue, labelIds: [...issue.labelIds] });
  });

  async function groups(by: IssueGrouping, filter?: IssueFilter, first = 10) {
    const project = dataOf(await gql(server, GROUPS, { projectId: context.projectId, by, filter, first }, context.admin)).node;
    if (!project || !('issueGroups' in project)) throw new Error('No project.');
    return project.issueGroups;
  }

  const summary = (list: Awaited<ReturnType<typeof groups>>) =>
    list.map((group) => ({
      group: group.assignee?.name ?? group.label?.name ?? group.priority ?? 'none',
      count: group.issues.totalCount,
      titles: group.issues.edges.map((edge) => edge.node.title).sort(),
    }));

  it('groups the issues by assignee, by name, the unassigned last', async () => {
    const people = team();
    expect(summary(await groups('ASSIGNEE'))).toEqual(
      [
        { group: people.people.admin.name, count: 1, titles: ['Wrong example'] },
        { group: people.people.member.name, count: 3, titles: ['Crash on save', 'Old link', 'Slow start'] },
      ]
        .sort((a, b) => a.group.localeCompare(b.group))
        .concat({ group: 'none', count: 1, titles: ['Typo in guide'] }),
    );
  });

  it('groups them by priority, most urgent first, and leaves out the priorities nothing has', async () => {
    expect(summary(await groups('PRIORITY')).map(({ group, count }) => [group, count])).toEqual([
      ['URGENT', 1],
      ['HIGH', 1],
      ['LOW', 2],
      ['NONE', 1],
    ]);
  });

  it('puts an issue with several labels in the group of each, and those without one in the last group', async () => {
    expect(summary(await groups('LABEL'))).toEqual([
      { group: 'Bug', count: 2, titles: ['Crash on save', 'Wrong example'] },
      { group: 'Docs', count: 3, titles: ['Old link', 'Typo in guide', 'Wrong example'] },
      { group: 'none', count: 1, titles: ['Slow start'] },
    ]);
  });

  it('groups only the issues that pass the filter', async () => {
    expect(summary(await groups('LABEL', { statuses: ['TODO'], priorities: ['URGENT', 'HIGH', 'NONE'] }))).toEqual([
      { group: 'Bug', count: 2, titles: ['Crash on save', 'Wrong example'] },
      { group: 'Docs', count: 1, titles: ['Wrong example'] },
      { group: 'none', count: 1, titles: ['Slow start'] },
    ]);
  });

  it('pages through one group on its own, by the group id, under the same filter', async () => {
    const docs = (await groups('LABEL', undefined, 2)).find((group) => group.label?.name === 'Docs')!;
    expect(docs.issues.pageInfo.hasNextPage).toBe(true);
    const next = dataOf(await gql(server, NEXT, { id: docs.id, after: docs.issues.pageInfo.endCursor }, context.admin)).node;
    if (!next || !('issues' in next)) throw new Error('No group.');
    expect(next.label?.name).toBe('Docs');
    expect(next.issues.pageInfo.hasNextPage).toBe(false);
    expect([...docs.issues.edges, ...next.issues.edges].map((edge) => edge.node.title).sort()).toEqual(['Old link', 'Typo in guide', 'Wrong example']);
  });

  it("narrows a group to one status for a board row's columns", async () => {
    const project = dataOf(await gql(server, CELLS, { projectId: context.projectId, by: 'LABEL' }, context.admin)).node;
    if (!project || !('issueGroups' in project)) throw new Error('No project.');
    expect(
      project.issueGroups.map((group) => ({
        label: group.label?.name ?? 'none',
        todo: group.todo.issues.edges.map((edge) => edge.node.title).sort(),
        done: [group.done.status, group.done.issues.totalCount],
      })),
    ).toEqual([
      { label: 'Bug', todo: ['Crash on save', 'Wrong example'], done: ['DONE', 0] },
      { label: 'Docs', todo: ['Wrong example'], done: ['DONE', 1] },
      { label: 'none', todo: ['Slow start'], done: ['DONE', 0] },
    ]);
  });

  it("finds nothing under a group id of another workspace's project", async () => {
    const docs = (await groups('LABEL')).find((group) => group.label?.name === 'Docs')!;
    const stranger = await issueTeam(server, {}, 'OTH');
    expect(dataOf(await gql(server, NEXT, { id: docs.id }, stranger.admin)).node).toBeNull();
  });
});
