// Estimates (#21): the workspace's estimate scale (its setting, who may change it, its change-log entry), the estimates
// each scale refuses in every write that sets one, and the board columns' sums of estimates.
import { changesAfter, logHead } from '../../db/changeLog';
import { dataOf, errorCodes, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import { createIssue, issueTeam } from '../../test/issues';
import { useTestServer } from '../../test/server';

const SCALE = graphql(`query EstimatesTestScale { viewer { workspace { estimateScale viewerCanManageEstimates } } }`);
const SET_SCALE = graphql(`mutation EstimatesTestSetScale($input: UpdateEstimateSettingsInput!) {
  updateEstimateSettings(input: $input) { workspace { estimateScale } }
}`);
const CREATE = graphql(`mutation EstimatesTestCreate($input: CreateIssueInput!) { createIssue(input: $input) { issue { id estimate } } }`);
const UPDATE = graphql(`mutation EstimatesTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id estimate } } }`);
const BULK = graphql(`mutation EstimatesTestBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id estimate } } }`);
const COLUMNS = graphql(`query EstimatesTestColumns($projectId: ID!, $filter: IssueFilter) {
  node(id: $projectId) { ... on Project {
    todo: issues(first: 1, filter: { statuses: [TODO] }) { totalCount totalEstimate edges { node { id } } }
    done: issues(first: 1, filter: { statuses: [DONE] }) { totalCount totalEstimate }
    filtered: issues(first: 1, filter: $filter) { totalCount totalEstimate }
    issueGroups(by: PRIORITY) { priority withStatus(status: TODO) { issues(first: 1) { totalCount totalEstimate } } }
  } }
}`);

const server = useTestServer();

async function setScale(token: string, scale: 'NONE' | 'POINTS' | 'TSHIRT') {
  return dataOf(await gql(server, SET_SCALE, { input: { scale } }, token)).updateEstimateSettings.workspace.estimateScale;
}

describe('estimates', () => {
  it('are in points by default, and admins choose another scale for the workspace', async () => {
    const team = await issueTeam(server);
    expect(dataOf(await gql(server, SCALE, {}, team.member)).viewer.workspace).toEqual({ estimateScale: 'POINTS', viewerCanManageEstimates: false });
    expect(dataOf(await gql(server, SCALE, {}, team.admin)).viewer.workspace.viewerCanManageEstimates).toBe(true);
    expect(await setScale(team.admin, 'TSHIRT')).toBe('TSHIRT');
    expect(dataOf(await gql(server, SCALE, {}, team.member)).viewer.workspace.estimateScale).toBe('TSHIRT');
    const other = await issueTeam(server);
    expect(dataOf(await gql(server, SCALE, {}, other.member)).viewer.workspace.estimateScale).toBe('POINTS');
  });

  it('refuse members and viewers who change the scale with FORBIDDEN, and leave it as it was', async () => {
    const team = await issueTeam(server);
    for (const token of [team.member, team.viewer]) {
      const response = await gql(server, SET_SCALE, { input: { scale: 'NONE' } }, token);
      expect(onlyError(response)).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: expect.stringContaining('Only admins') });
    }
    expect(dataOf(await gql(server, SCALE, {}, team.admin)).viewer.workspace.estimateScale).toBe('POINTS');
  });

  it('log a change of the scale as an update of the workspace by the admin who made it', async () => {
    const team = await issueTeam(server);
    const since = await logHead(server.database.db, team.workspaceId);
    await setScale(team.admin, 'NONE');
    const entries = await changesAfter(server.database.db, team.workspaceId, since, 100);
    expect(entries.map((entry) => [entry.entityType, entry.entityId, entry.kind, entry.actorId])).toEqual([
      ['workspace', team.workspaceId, 'UPDATED', team.people.admin.id],
    ]);
    expect(entries[0].row).toMatchObject({ estimateScale: 'NONE' });
  });

  it('refuse with BAD_USER_INPUT any estimate where the workspace uses none, in a creation, an update and a bulk update', async () => {
    const team = await issueTeam(server);
    const issue = await createIssue(server, team.member, team.projectId, { estimate: 5 });
    await setScale(team.admin, 'NONE');
    const refusals = [
      await gql(server, CREATE, { input: { projectId: team.projectId, title: 'Sized', estimate: 3 } }, team.member),
      await gql(server, UPDATE, { input: { id: issue.id, estimate: 2 } }, team.member),
      await gql(server, BULK, { input: { ids: [issue.id], estimate: 0 } }, team.member),
    ];
    for (const response of refusals) {
      expect(onlyError(response)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'estimate' }, message: expect.stringContaining('does not use estimates') });
    }
    // Clearing an estimate set before is always allowed.
    expect(dataOf(await gql(server, UPDATE, { input: { id: issue.id, estimate: null } }, team.member)).updateIssue.issue.estimate).toBeNull();
  });

  it('take only a T-shirt size’s points on the T-shirt scale', async () => {
    const team = await issueTeam(server);
    await setScale(team.admin, 'TSHIRT');
    const created = dataOf(await gql(server, CREATE, { input: { projectId: team.projectId, title: 'Medium', estimate: 3 } }, team.member)).createIssue.issue;
    expect(created.estimate).toBe(3);
    for (const estimate of [0, 4, 13]) {
      const responses = [
        await gql(server, CREATE, { input: { projectId: team.projectId, title: 'Odd', estimate } }, team.member),
        await gql(server, UPDATE, { input: { id: created.id, estimate } }, team.member),
        await gql(server, BULK, { input: { ids: [created.id], estimate } }, team.member),
      ];
      for (const response of responses) {
        expect(onlyError(response)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'estimate' }, message: expect.stringContaining('XL (8)') });
      }
    }
    expect(dataOf(await gql(server, BULK, { input: { ids: [created.id], estimate: 8 } }, team.member)).bulkUpdateIssues.issues[0].estimate).toBe(8);
    expect(errorCodes(await gql(server, UPDATE, { input: { id: created.id, estimate: 101 } }, team.member))).toEqual(['BAD_USER_INPUT']);
  });

  it('sum up per board column over every issue of the column, loaded or not, with its filter', async () => {
    const team = await issueTeam(server);
    const specs = [
      { status: 'TODO', estimate: 5, priority: 'HIGH' },
      { status: 'TODO', estimate: 8, priority: 'LOW' },
      { status: 'TODO', estimate: null, priority: 'HIGH' },
      { status: 'DONE', estimate: 2, priority: 'LOW' },
    ] as const;
    for (const spec of specs) await createIssue(server, team.member, team.projectId, { ...spec, title: 'Sized' });
    const project = dataOf(await gql(server, COLUMNS, { projectId: team.projectId, filter: { priorities: ['HIGH'] } }, team.member)).node!;
    if (!('todo' in project)) throw new Error('Not a project');
    expect(project.todo).toMatchObject({ totalCount: 3, totalEstimate: 13 });
    expect(project.todo.edges).toHaveLength(1);
    expect(project.done).toEqual({ totalCount: 1, totalEstimate: 2 });
    expect(project.filtered).toEqual({ totalCount: 2, totalEstimate: 5 });
    const byPriority = Object.fromEntries(project.issueGroups.map((group) => [group.priority, group.withStatus.issues]));
    expect(byPriority).toEqual({ HIGH: { totalCount: 2, totalEstimate: 5 }, LOW: { totalCount: 1, totalEstimate: 8 } });
  });
});
