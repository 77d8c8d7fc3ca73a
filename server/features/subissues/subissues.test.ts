import { dataOf, errorCodes, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import type { SubissuesTestEventsSubscription } from '../../test/__generated__/graphql';
import { createIssue, issueTeam, type IssueTeam } from '../../test/issues';
import { useTestServer } from '../../test/server';
import { subscribe } from '../../test/subscriptions';

const SET_PARENT = graphql(`mutation SubissuesTestSetParent($input: SetIssueParentInput!) {
  setIssueParent(input: $input) {
    issue { id parent { id } }
    parent { id childProgress { done total } }
    previousParent { id childProgress { done total } }
  }
}`);
const ADD_RELATION = graphql(`mutation SubissuesTestAddRelation($input: AddIssueRelationInput!) {
  addIssueRelation(input: $input) {
    issue { id blocked relations { relationId type issue { id } } }
    relatedIssue { id blocked relations { relationId type issue { id } } }
  }
}`);
const REMOVE_RELATION = graphql(`mutation SubissuesTestRemoveRelation($input: RemoveIssueRelationInput!) {
  removeIssueRelation(input: $input) { removedRelationId issues { id blocked relations { relationId } } }
}`);
const ISSUE = graphql(`query SubissuesTestIssue($id: ID!) {
  node(id: $id) {
    ... on Issue {
      key
      parent { id }
      childProgress { done total }
      blocked
      children(first: 10) { totalCount edges { node { id key } } }
      relations { relationId type issue { id } }
      timeline(first: 50) {
        edges { node { ... on IssueActivity { actor { id } changes { field from to relationType } } } }
      }
    }
  }
}`);
const FILTERED = graphql(`query SubissuesTestFiltered($id: ID!, $filter: IssueFilter) {
  node(id: $id) { ... on Project { issues(first: 50, filter: $filter) { edges { node { id } } } } }
}`);
const UPDATE = graphql(`mutation SubissuesTestUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }`);
const DELETE = graphql(`mutation SubissuesTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }`);
const RESTORE = graphql(`mutation SubissuesTestRestore($input: RestoreIssueInput!) { restoreIssue(input: $input) { issue { id } } }`);
const PROJECT = graphql(`mutation SubissuesTestProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }`);
const EVENTS = graphql(`subscription SubissuesTestEvents($projectId: ID!) {
  issueEvents(projectId: $projectId) {
    kind
    issue { id parent { id } childProgress { done total } blocked relations { type issue { id } } }
  }
}`);

const server = useTestServer();
// Each test makes dozens of requests in turn: on a busy machine that takes more than Jest's default 5 seconds.
jest.setTimeout(60_000);

const setParent = (token: string, id: string, parentId: string | null) => gql(server, SET_PARENT, { input: { id, parentId } }, token);
const relate = (token: string, issueId: string, relatedIssueId: string, type: 'BLOCKS' | 'RELATES_TO' | 'DUPLICATES') =>
  gql(server, ADD_RELATION, { input: { issueId, relatedIssueId, type } }, token);

async function issueOf(token: string, id: string) {
  const { node } = dataOf(await gql(server, ISSUE, { id }, token));
  if (!node || !('key' in node)) throw new Error('No issue.');
  return node;
}

const historyOf = async (token: string, id: string) =>
  (await issueOf(token, id)).timeline.edges.flatMap((edge) => ('changes' in edge.node ? edge.node.changes : []));

async function issues(team: IssueTeam, titles: string[]) {
  const made = [];
  for (const title of titles) made.push(await createIssue(server, team.member, team.projectId, { title }));
  return made;
}

describe('sub-issues', () => {
  let acme: IssueTeam;
  beforeAll(async () => {
    acme = await issueTeam(server, {}, 'SUB');
  });

  it('makes an issue a sub-issue of another project’s issue, shows the parent’s progress, and detaches it', async () => {
    const { project: other } = dataOf(await gql(server, PROJECT, { input: { key: 'OTH', name: 'Other' } }, acme.admin)).createProject;
    const parent = await createIssue(server, acme.member, other.id, { title: 'Epic' });
    const [first, second] = await issues(acme, ['First part', 'Second part']);

    const set = dataOf(await setParent(acme.member, first.id, parent.id)).setIssueParent;
    expect(set).toMatchObject({ issue: { parent: { id: parent.id } }, parent: { id: parent.id, childProgress: { done: 0, total: 1 } }, previousParent: null });
    dataOf(await setParent(acme.member, second.id, parent.id));
    dataOf(await gql(server, UPDATE, { input: { id: second.id, status: 'DONE' } }, acme.member));

    const seen = await issueOf(acme.viewer, parent.id);
    expect(seen.childProgress).toEqual({ done: 1, total: 2 });
    expect(seen.children.totalCount).toBe(2);
    expect(seen.children.edges.map((edge) => edge.node.key)).toEqual(['SUB-1', 'SUB-2']);
    expect((await issueOf(acme.viewer, first.id)).parent).toEqual({ id: parent.id });

    const detached = dataOf(await setParent(acme.member, first.id, null)).setIssueParent;
    expect(detached).toMatchObject({ issue: { parent: null }, parent: null, previousParent: { id: parent.id, childProgress: { done: 1, total: 1 } } });
  });

  it('keeps the children of a deleted parent, which show no parent until it is restored', async () => {
    const [parent, child] = await issues(acme, ['Deleted parent', 'Kept child']);
    dataOf(await setParent(acme.member, child.id, parent.id));
    dataOf(await gql(server, DELETE, { input: { id: parent.id } }, acme.admin));
    expect((await issueOf(acme.member, child.id)).parent).toBeNull();
    dataOf(await gql(server, RESTORE, { input: { id: parent.id } }, acme.admin));
    expect((await issueOf(acme.member, child.id)).parent).toEqual({ id: parent.id });
  });

  it('refuses a cycle and a tree deeper than five levels', async () => {
    const chain = await issues(acme, ['Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5', 'Level 6']);
    for (let level = 1; level < 5; level += 1) dataOf(await setParent(acme.member, chain[level].id, chain[level - 1].id));

    const own = onlyError(await setParent(acme.member, chain[0].id, chain[0].id));
    expect(own.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'parentId' });
    const cycle = onlyError(await setParent(acme.member, chain[0].id, chain[3].id));
    expect(cycle).toMatchObject({ message: expect.stringMatching(/one of its own sub-issues/), extensions: { code: 'BAD_USER_INPUT', field: 'parentId' } });

    const tooDeep = onlyError(await setParent(acme.member, chain[5].id, chain[4].id));
    expect(tooDeep).toMatchObject({ message: expect.stringMatching(/at most 5 levels/), extensions: { code: 'BAD_USER_INPUT' } });
    // A subtree moved under a parent counts its own depth too.
    dataOf(await setParent(acme.member, chain[5].id, null));
    const [top, below] = await issues(acme, ['Top', 'Below']);
    dataOf(await setParent(acme.member, below.id, top.id));
    expect(errorCodes(await setParent(acme.member, top.id, chain[3].id))).toEqual(['BAD_USER_INPUT']);
    dataOf(await setParent(acme.member, top.id, chain[2].id));
    expect((await issueOf(acme.member, chain[0].id)).parent).toBeNull();
  });

  it('refuses a viewer, and another workspace’s issue as not found', async () => {
    const [child, parent] = await issues(acme, ['Viewer child', 'Viewer parent']);
    expect(errorCodes(await setParent(acme.viewer, child.id, parent.id))).toEqual(['FORBIDDEN']);
    const globex = await issueTeam(server, { name: 'Globex' }, 'GLX');
    const foreign = await createIssue(server, globex.admin, globex.projectId, { title: 'Theirs' });
    expect(onlyError(await setParent(acme.admin, child.id, foreign.id)).extensions).toMatchObject({ code: 'NOT_FOUND', field: 'parentId' });
    expect(errorCodes(await setParent(globex.admin, foreign.id, child.id))).toEqual(['NOT_FOUND']);
    expect((await issueOf(acme.member, child.id)).parent).toBeNull();
  });

  it('records the change in the timelines of the issue and of its parents', async () => {
    const [first, second, child] = await issues(acme, ['Old parent', 'New parent', 'Moving child']);
    dataOf(await setParent(acme.member, child.id, first.id));
    dataOf(await setParent(acme.admin, child.id, second.id));
    expect(await historyOf(acme.viewer, child.id)).toEqual([
      { field: 'PARENT', from: null, to: first.key, relationType: null },
      { field: 'PARENT', from: first.key, to: second.key, relationType: null },
    ]);
    expect(await historyOf(acme.viewer, first.id)).toEqual([
      { field: 'SUB_ISSUES', from: null, to: child.key, relationType: null },
      { field: 'SUB_ISSUES', from: child.key, to: null, relationType: null },
    ]);
    expect(await historyOf(acme.viewer, second.id)).toEqual([{ field: 'SUB_ISSUES', from: null, to: child.key, relationType: null }]);
  });
});

describe('relations', () => {
  let acme: IssueTeam;
  beforeAll(async () => {
    acme = await issueTeam(server, {}, 'REL');
  });

  it('stores one relation seen from both issues, blocks until the blocker is done, and can be removed', async () => {
    const [blocker, blocked] = await issues(acme, ['Blocker', 'Blocked']);
    const added = dataOf(await relate(acme.member, blocker.id, blocked.id, 'BLOCKS')).addIssueRelation;
    const relationId = added.issue.relations[0].relationId;
    expect(added.issue).toEqual({ id: blocker.id, blocked: false, relations: [{ relationId, type: 'BLOCKS', issue: { id: blocked.id } }] });
    expect(added.relatedIssue).toEqual({ id: blocked.id, blocked: true, relations: [{ relationId, type: 'BLOCKED_BY', issue: { id: blocker.id } }] });

    dataOf(await gql(server, UPDATE, { input: { id: blocker.id, status: 'CANCELED' } }, acme.member));
    expect((await issueOf(acme.viewer, blocked.id)).blocked).toBe(false);
    dataOf(await gql(server, UPDATE, { input: { id: blocker.id, status: 'TODO' } }, acme.member));
    expect((await issueOf(acme.viewer, blocked.id)).blocked).toBe(true);

    const removed = dataOf(await gql(server, REMOVE_RELATION, { input: { id: relationId } }, acme.member)).removeIssueRelation;
    expect(removed).toEqual({
      removedRelationId: relationId,
      issues: [
        { id: blocker.id, blocked: false, relations: [] },
        { id: blocked.id, blocked: false, relations: [] },
      ],
    });
  });

  it('refuses a relation to the issue itself and a second relation between the same two issues', async () => {
    const [one, two] = await issues(acme, ['One', 'Two']);
    expect(onlyError(await relate(acme.member, one.id, one.id, 'RELATES_TO')).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'relatedIssueId' });
    dataOf(await relate(acme.member, one.id, two.id, 'DUPLICATES'));
    for (const [from, to, type] of [
      [one.id, two.id, 'DUPLICATES'],
      [two.id, one.id, 'BLOCKS'],
    ] as const) {
      const refused = onlyError(await relate(acme.member, from, to, type));
      expect(refused).toMatchObject({ message: expect.stringMatching(/already/), extensions: { code: 'BAD_USER_INPUT', field: 'relatedIssueId' } });
    }
    expect((await issueOf(acme.member, two.id)).relations.map((relation) => relation.type)).toEqual(['DUPLICATED_BY']);
  });

  it('refuses a viewer, and another workspace’s issue or relation as not found', async () => {
    const [one, two] = await issues(acme, ['Mine', 'Also mine']);
    expect(errorCodes(await relate(acme.viewer, one.id, two.id, 'RELATES_TO'))).toEqual(['FORBIDDEN']);
    const globex = await issueTeam(server, { name: 'Globex' }, 'GLR');
    const [foreign, foreignToo] = [
      await createIssue(server, globex.admin, globex.projectId, { title: 'Theirs' }),
      await createIssue(server, globex.admin, globex.projectId, { title: 'Theirs too' }),
    ];
    expect(onlyError(await relate(acme.admin, one.id, foreign.id, 'BLOCKS')).extensions).toMatchObject({ code: 'NOT_FOUND', field: 'relatedIssueId' });
    const theirs = dataOf(await relate(globex.admin, foreign.id, foreignToo.id, 'BLOCKS')).addIssueRelation.issue.relations[0].relationId;
    expect(errorCodes(await gql(server, REMOVE_RELATION, { input: { id: theirs } }, acme.admin))).toEqual(['NOT_FOUND']);
    const mine = dataOf(await relate(acme.member, one.id, two.id, 'RELATES_TO')).addIssueRelation.issue.relations[0].relationId;
    expect(errorCodes(await gql(server, REMOVE_RELATION, { input: { id: mine } }, acme.viewer))).toEqual(['FORBIDDEN']);
  });

  it('records each relation in both issues’ timelines, as each sees it', async () => {
    const [one, two] = await issues(acme, ['Logged blocker', 'Logged blocked']);
    const relationId = dataOf(await relate(acme.member, one.id, two.id, 'BLOCKS')).addIssueRelation.issue.relations[0].relationId;
    dataOf(await gql(server, REMOVE_RELATION, { input: { id: relationId } }, acme.admin));
    expect(await historyOf(acme.viewer, one.id)).toEqual([
      { field: 'RELATIONS', from: null, to: two.key, relationType: 'BLOCKS' },
      { field: 'RELATIONS', from: two.key, to: null, relationType: 'BLOCKS' },
    ]);
    expect(await historyOf(acme.viewer, two.id)).toEqual([
      { field: 'RELATIONS', from: null, to: one.key, relationType: 'BLOCKED_BY' },
      { field: 'RELATIONS', from: one.key, to: null, relationType: 'BLOCKED_BY' },
    ]);
  });
});

describe('filters and live events', () => {
  it('filters a project’s issues by parent, children and blockers', async () => {
    const acme = await issueTeam(server, {}, 'FIL');
    const [parent, child, blocker, blocked, plain] = await issues(acme, ['Parent', 'Child', 'Blocker', 'Blocked', 'Plain']);
    dataOf(await setParent(acme.member, child.id, parent.id));
    dataOf(await relate(acme.member, blocker.id, blocked.id, 'BLOCKS'));
    const ids = async (filter: object) =>
      (dataOf(await gql(server, FILTERED, { id: acme.projectId, filter }, acme.viewer)).node as { issues: { edges: Array<{ node: { id: string } }> } }).issues.edges
        .map((edge) => edge.node.id)
        .sort();
    expect(await ids({ hasParent: true })).toEqual([child.id]);
    expect(await ids({ hasChildren: true })).toEqual([parent.id]);
    expect(await ids({ blocked: true })).toEqual([blocked.id]);
    expect(await ids({ hasParent: false, hasChildren: false, blocked: false })).toEqual([blocker.id, plain.id].sort());
  });

  it('sends a second subscriber the issues a parent or a relation change touches, with their new parent, progress and relations', async () => {
    const acme = await issueTeam(server, {}, 'LIV');
    const [parent, child, blocked] = await issues(acme, ['Live parent', 'Live child', 'Live blocked']);
    const events = await subscribe<SubissuesTestEventsSubscription>(server, EVENTS.toString(), { token: acme.viewer, variables: { projectId: acme.projectId } });
    try {
      const next = async () => {
        const result = await events.next();
        if (result.errors) throw new Error(JSON.stringify(result.errors));
        return result.data!.issueEvents;
      };
      dataOf(await setParent(acme.member, child.id, parent.id));
      const touched = [await next(), await next()];
      expect(touched).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'UPDATED', issue: expect.objectContaining({ id: child.id, parent: { id: parent.id } }) }),
          expect.objectContaining({ kind: 'UPDATED', issue: expect.objectContaining({ id: parent.id, childProgress: { done: 0, total: 1 } }) }),
        ]),
      );
      dataOf(await relate(acme.member, child.id, blocked.id, 'BLOCKS'));
      const related = [await next(), await next()];
      expect(related).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ issue: expect.objectContaining({ id: child.id, blocked: false, relations: [{ type: 'BLOCKS', issue: { id: blocked.id } }] }) }),
          expect.objectContaining({ issue: expect.objectContaining({ id: blocked.id, blocked: true, relations: [{ type: 'BLOCKED_BY', issue: { id: child.id } }] }) }),
        ]),
      );
    } finally {
      await events.close();
    }
  });
});
