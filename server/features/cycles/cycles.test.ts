import { sql } from 'kysely';
import { dataOf, errorCodes, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import { createIssue, issueTeam } from '../../test/issues';
import { useTestServer } from '../../test/server';
import { subscribe } from '../../test/subscriptions';
import type { CycleEventsTestSubscription } from '../../test/__generated__/graphql';
import { addDays, isoDay } from '../../../src/rules/cycle';
import { issueNode } from '../issues/resolvers';
import { rollOverEndedCycles } from './domain';
import { cycleNode } from './resolvers';

const CREATE = graphql(`mutation CyclesTestCreate($input: CreateCycleInput!) {
  createCycle(input: $input) { cycle { id number name startsOn endsOn status } }
}`);
const CADENCE = graphql(`mutation CyclesTestCadence($input: CreateCycleCadenceInput!) {
  createCycleCadence(input: $input) { cycles { id number startsOn endsOn } }
}`);
const UPDATE_CYCLE = graphql(`mutation CyclesTestUpdate($input: UpdateCycleInput!) { updateCycle(input: $input) { cycle { id name startsOn endsOn } } }`);
const DELETE_CYCLE = graphql(`mutation CyclesTestDelete($input: DeleteCycleInput!) { deleteCycle(input: $input) { deletedCycleId } }`);
const SETTINGS = graphql(`mutation CyclesTestSettings($input: UpdateCycleSettingsInput!) {
  updateCycleSettings(input: $input) { workspace { cycleRollover } }
}`);
const CYCLES = graphql(`query CyclesTestList {
  viewer { workspace { viewerCanManageCycles cycleRollover currentCycle { number } cycles { id number status } } }
}`);
const CYCLE = graphql(`query CyclesTestCycle($number: Int!) {
  viewer { workspace { cycle(number: $number) {
    id number status
    scope { issueCount estimate } completed { issueCount estimate }
    issues(first: 50) { totalCount edges { node { id title cycle { number } } } }
    burnUp { unit days { date scope completed } }
  } } }
}`);
const UPDATE_ISSUE = graphql(`mutation CyclesTestUpdateIssue($input: UpdateIssueInput!) {
  updateIssue(input: $input) { issue { id status cycle { id number } } }
}`);
const SET_SCALE = graphql(`mutation CyclesTestScale($input: UpdateEstimateSettingsInput!) { updateEstimateSettings(input: $input) { workspace { estimateScale } } }`);
const BULK = graphql(`mutation CyclesTestBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id cycle { number } } } }`);
const ISSUES = graphql(`query CyclesTestIssues($projectId: ID!, $filter: IssueFilter) {
  node(id: $projectId) { ... on Project { issues(first: 50, filter: $filter) { totalCount edges { node { title } } } } }
}`);
const TIMELINE = graphql(`query CyclesTestTimeline($id: ID!) {
  node(id: $id) { ... on Issue { cycle { number } timeline(first: 50) { edges { node {
    __typename ... on IssueActivity { actor { id } changes { field fromCycle { number } toCycle { number } } }
  } } } } }
}`);
const EVENTS = graphql(`subscription CycleEventsTest { cycleEvents { kind deletedCycleId cycle { number completed { issueCount } } } }`);

const server = useTestServer();

const today = isoDay(new Date());

async function createCycle(token: string, startsOn: string, endsOn: string, name?: string) {
  return dataOf(await gql(server, CREATE, { input: { startsOn, endsOn, name } }, token)).createCycle.cycle;
}

async function cycleOf(token: string, number: number) {
  return dataOf(await gql(server, CYCLE, { number }, token)).viewer.workspace.cycle!;
}

async function addToCycle(token: string, issueId: string, cycleId: string | null) {
  return dataOf(await gql(server, UPDATE_ISSUE, { input: { id: issueId, cycleId } }, token)).updateIssue.issue;
}

describe('cycles', () => {
  it('are created by admins, numbered in the workspace and listed by start with their status from today', async () => {
    const { admin, member } = await issueTeam(server);
    await createCycle(admin, addDays(today, 14), addDays(today, 27), 'Later');
    const current = await createCycle(admin, addDays(today, -3), addDays(today, 10));
    await createCycle(admin, addDays(today, -20), addDays(today, -7));
    expect(current).toMatchObject({ number: 2, name: null, status: 'CURRENT' });
    const { workspace } = dataOf(await gql(server, CYCLES, {}, member)).viewer;
    expect(workspace.cycles.map((cycle) => [cycle.number, cycle.status])).toEqual([
      [3, 'PAST'],
      [2, 'CURRENT'],
      [1, 'UPCOMING'],
    ]);
    expect(workspace.currentCycle).toEqual({ number: 2 });
    expect(workspace).toMatchObject({ viewerCanManageCycles: false, cycleRollover: true });
  });

  it('refuse dates that overlap another cycle of the workspace with BAD_USER_INPUT, but not another workspace’s', async () => {
    const { admin } = await issueTeam(server);
    await createCycle(admin, '2030-01-01', '2030-01-14');
    const response = await gql(server, CREATE, { input: { startsOn: '2030-01-14', endsOn: '2030-01-20' } }, admin);
    expect(onlyError(response)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'startsOn' }, message: expect.stringContaining('cycle 1') });
    const other = await issueTeam(server);
    expect(await createCycle(other.admin, '2030-01-10', '2030-01-20')).toMatchObject({ number: 1 });
    const second = await createCycle(admin, '2030-01-15', '2030-01-28');
    const moved = await gql(server, UPDATE_CYCLE, { input: { id: second.id, startsOn: '2030-01-10' } }, admin);
    expect(onlyError(moved).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'startsOn' });
    const backwards = await gql(server, CREATE, { input: { startsOn: '2030-03-10', endsOn: '2030-03-01' } }, admin);
    expect(onlyError(backwards).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'endsOn' });
  });

  it('refuse members and viewers with FORBIDDEN, saying who may', async () => {
    const { admin, member, viewer } = await issueTeam(server);
    for (const token of [member, viewer]) {
      const response = await gql(server, CREATE, { input: { startsOn: '2030-01-01', endsOn: '2030-01-14' } }, token);
      expect(onlyError(response)).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: expect.stringContaining('Only admins') });
    }
    const cycle = await createCycle(admin, '2030-01-01', '2030-01-14');
    expect(errorCodes(await gql(server, DELETE_CYCLE, { input: { id: cycle.id } }, member))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await gql(server, SETTINGS, { input: { rollover: false } }, member))).toEqual(['FORBIDDEN']);
  });

  it('come as a cadence: N weeks each, back to back, the next few ahead', async () => {
    const { admin } = await issueTeam(server);
    const { cycles } = dataOf(await gql(server, CADENCE, { input: { startsOn: '2030-02-04', weeks: 2 } }, admin)).createCycleCadence;
    expect(cycles.map(({ number, startsOn, endsOn }) => [number, startsOn, endsOn])).toEqual([
      [1, '2030-02-04', '2030-02-17'],
      [2, '2030-02-18', '2030-03-03'],
      [3, '2030-03-04', '2030-03-17'],
    ]);
    const overlapping = await gql(server, CADENCE, { input: { startsOn: '2030-03-11', weeks: 1, count: 2 } }, admin);
    expect(errorCodes(overlapping)).toEqual(['BAD_USER_INPUT']);
    expect(dataOf(await gql(server, CYCLES, {}, admin)).viewer.workspace.cycles).toHaveLength(3);
  });

  it('hold issues set with updateIssue and the bulk edit, refuse another workspace’s cycle as not found, and filter by it', async () => {
    const team = await issueTeam(server);
    const cycle = await createCycle(team.admin, '2030-01-01', '2030-01-14');
    const [one, two, three] = [await createIssue(server, team.member, team.projectId, { title: 'One' }), await createIssue(server, team.member, team.projectId, { title: 'Two' }), await createIssue(server, team.member, team.projectId, { title: 'Three' })];
    expect((await addToCycle(team.member, one.id, cycle.id)).cycle).toEqual({ id: cycle.id, number: 1 });
    const bulk = dataOf(await gql(server, BULK, { input: { ids: [two.id, three.id], cycleId: cycle.id } }, team.member)).bulkUpdateIssues;
    expect(bulk.issues.map((issue) => issue.cycle?.number)).toEqual([1, 1]);
    await addToCycle(team.member, three.id, null);
    const titles = async (filter: object) =>
      dataOf(await gql(server, ISSUES, { projectId: team.projectId, filter }, team.member)).node!.issues!.edges.map((edge) => edge.node.title).sort();
    expect(await titles({ cycle: cycle.id })).toEqual(['One', 'Two']);
    expect(await titles({ cycle: 'none' })).toEqual(['Three']);

    const other = await issueTeam(server);
    const foreign = await createCycle(other.admin, '2030-01-01', '2030-01-14');
    const refused = await gql(server, UPDATE_ISSUE, { input: { id: three.id, cycleId: foreign.id } }, team.member);
    expect(onlyError(refused).extensions).toEqual({ code: 'NOT_FOUND', field: 'cycleId' });
    const refusedBulk = await gql(server, BULK, { input: { ids: [three.id], cycleId: foreign.id } }, team.member);
    expect(errorCodes(refusedBulk)).toEqual(['NOT_FOUND']);
    expect(errorCodes(await gql(server, UPDATE_ISSUE, { input: { id: three.id, cycleId: issueNode.globalId(one.id) } }, team.member))).toEqual(['NOT_FOUND']);
    expect(await titles({ cycle: foreign.id })).toEqual([]);

    const timeline = dataOf(await gql(server, TIMELINE, { id: one.id }, team.member)).node!;
    const changes = timeline.timeline!.edges.flatMap((edge) => (edge.node.__typename === 'IssueActivity' ? edge.node.changes : []));
    expect(changes).toContainEqual({ field: 'CYCLE', fromCycle: null, toCycle: { number: 1 } });
  });

  it('sum scope and completion, and when deleted leave their issues in no cycle', async () => {
    const team = await issueTeam(server);
    const cycle = await createCycle(team.admin, addDays(today, -1), addDays(today, 5));
    const done = await createIssue(server, team.member, team.projectId, { title: 'Done', estimate: 5, status: 'DONE' });
    const open = await createIssue(server, team.member, team.projectId, { title: 'Open', estimate: 3 });
    for (const issue of [done, open]) await addToCycle(team.member, issue.id, cycle.id);
    expect(await cycleOf(team.member, 1)).toMatchObject({
      scope: { issueCount: 2, estimate: 8 },
      completed: { issueCount: 1, estimate: 5 },
      issues: { totalCount: 2 },
    });
    const deleted = dataOf(await gql(server, DELETE_CYCLE, { input: { id: cycle.id } }, team.admin)).deleteCycle;
    expect(deleted.deletedCycleId).toBe(cycle.id);
    const timeline = dataOf(await gql(server, TIMELINE, { id: open.id }, team.member)).node!;
    expect(timeline.cycle).toBeNull();
    expect(timeline.timeline!.edges.at(-1)!.node).toMatchObject({ changes: [{ field: 'CYCLE', fromCycle: null, toCycle: null }] });
  });

  it('roll unfinished issues over to the next cycle once, each move in the issue’s history', async () => {
    const team = await issueTeam(server);
    const ended = await createCycle(team.admin, '2030-01-01', '2030-01-14');
    await createCycle(team.admin, '2030-01-15', '2030-01-28');
    const done = await createIssue(server, team.member, team.projectId, { title: 'Done', status: 'DONE' });
    const canceled = await createIssue(server, team.member, team.projectId, { title: 'Canceled', status: 'CANCELED' });
    const open = await createIssue(server, team.member, team.projectId, { title: 'Open', status: 'IN_PROGRESS' });
    for (const issue of [done, canceled, open]) await addToCycle(team.member, issue.id, ended.id);

    const early = await rollOverEndedCycles(server.database.db, new Date('2030-01-14T23:00:00Z'));
    expect(early.filter((rollover) => rollover.cycle.workspaceId === team.workspaceId)).toEqual([]);
    const rollovers = await rollOverEndedCycles(server.database.db, new Date('2030-01-15T00:05:00Z'));
    const ours = rollovers.filter((rollover) => rollover.cycle.id === cycleNode.localId(ended.id));
    expect(ours.map((rollover) => [rollover.next?.number, rollover.moved.map((issue) => issue.title)])).toEqual([[2, ['Open']]]);
    expect((await rollOverEndedCycles(server.database.db, new Date('2030-01-16T00:00:00Z'))).filter((rollover) => rollover.cycle.workspaceId === team.workspaceId)).toEqual([]);

    expect((await cycleOf(team.member, 1)).issues.edges.map((edge) => edge.node.title).sort()).toEqual(['Canceled', 'Done']);
    expect((await cycleOf(team.member, 2)).issues.edges.map((edge) => edge.node.title)).toEqual(['Open']);
    const timeline = dataOf(await gql(server, TIMELINE, { id: open.id }, team.member)).node!;
    expect(timeline.timeline!.edges.at(-1)!.node).toMatchObject({
      actor: { id: team.userIds.admin },
      changes: [{ field: 'CYCLE', fromCycle: { number: 1 }, toCycle: { number: 2 } }],
    });
  });

  it('leave unfinished issues in place when the workspace turned rollover off', async () => {
    const team = await issueTeam(server);
    expect(dataOf(await gql(server, SETTINGS, { input: { rollover: false } }, team.admin)).updateCycleSettings.workspace.cycleRollover).toBe(false);
    const ended = await createCycle(team.admin, '2031-01-01', '2031-01-14');
    await createCycle(team.admin, '2031-01-15', '2031-01-28');
    const open = await createIssue(server, team.member, team.projectId, { title: 'Open' });
    await addToCycle(team.member, open.id, ended.id);
    const rollovers = await rollOverEndedCycles(server.database.db, new Date('2031-01-20T00:00:00Z'));
    expect(rollovers.find((rollover) => rollover.cycle.workspaceId === team.workspaceId)).toMatchObject({ next: null, moved: [] });
    expect((await cycleOf(team.member, 1)).issues.totalCount).toBe(1);
  });

  it('draw a burn-up from the history: an issue done on day 2 counts as completed from day 2', async () => {
    const team = await issueTeam(server);
    const startsOn = addDays(today, -3);
    await createCycle(team.admin, startsOn, addDays(today, 2));
    const cycle = (await cycleOf(team.admin, 1)).id;
    const early = await createIssue(server, team.member, team.projectId, { title: 'Early', estimate: 3 });
    const late = await createIssue(server, team.member, team.projectId, { title: 'Late', estimate: 5 });
    for (const issue of [early, late]) await addToCycle(team.member, issue.id, cycle);
    const db = server.database.db;
    const backdate = (issueId: string, at: string) =>
      db
        .updateTable('changeLog')
        .set({ at: sql`${at}::timestamptz` })
        .where('issueId', '=', issueNode.localId(issueId)!)
        .where('at', '>', sql<Date>`now() - interval '1 minute'`)
        .execute();
    await backdate(early.id, `${startsOn}T09:00:00Z`);
    await backdate(late.id, `${startsOn}T09:00:00Z`);
    await gql(server, UPDATE_ISSUE, { input: { id: early.id, status: 'DONE' } }, team.member);
    await backdate(early.id, `${addDays(startsOn, 1)}T15:00:00Z`);

    const { burnUp, completed } = await cycleOf(team.member, 1);
    expect(completed).toEqual({ issueCount: 1, estimate: 3 });
    expect(burnUp.unit).toBe('POINTS');
    expect(burnUp.days).toEqual([
      { date: startsOn, scope: 8, completed: 0 },
      { date: addDays(startsOn, 1), scope: 8, completed: 3 },
      { date: addDays(startsOn, 2), scope: 8, completed: 3 },
      { date: today, scope: 8, completed: 3 },
      { date: addDays(today, 1), scope: null, completed: null },
      { date: addDays(today, 2), scope: null, completed: null },
    ]);

    // A workspace that stops estimating counts issues, though its issues keep the estimates they had.
    dataOf(await gql(server, SET_SCALE, { input: { scale: 'NONE' } }, team.admin));
    const counted = (await cycleOf(team.member, 1)).burnUp;
    expect(counted.unit).toBe('ISSUES');
    expect(counted.days.slice(0, 4).map(({ scope, completed }) => [scope, completed])).toEqual([
      [2, 0],
      [2, 1],
      [2, 1],
      [2, 1],
    ]);
  });

  it('reach subscribers live when a cycle changes and when an issue of it is done', async () => {
    const team = await issueTeam(server);
    const events = await subscribe<CycleEventsTestSubscription>(server, EVENTS.toString(), { token: team.member });
    const cycle = await createCycle(team.admin, addDays(today, -1), addDays(today, 5));
    expect((await events.next()).data!.cycleEvents).toMatchObject({ kind: 'CREATED', cycle: { number: 1 } });
    const issue = await createIssue(server, team.member, team.projectId, { title: 'Live' });
    await addToCycle(team.member, issue.id, cycle.id);
    expect((await events.next()).data!.cycleEvents).toMatchObject({ kind: 'ISSUES_CHANGED', cycle: { number: 1, completed: { issueCount: 0 } } });
    await gql(server, UPDATE_ISSUE, { input: { id: issue.id, status: 'DONE' } }, team.member);
    expect((await events.next()).data!.cycleEvents).toMatchObject({ kind: 'ISSUES_CHANGED', cycle: { number: 1, completed: { issueCount: 1 } } });
    await events.close();
  });
});
