import { dataOf, errorCodes, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import type { BulkUpdateTestEventsSubscription } from '../../test/__generated__/graphql';
import { createIssue, createLabels, issueTeam } from '../../test/issues';
import { useTestServer } from '../../test/server';
import { subscribe } from '../../test/subscriptions';
import { issueNode } from './resolvers';

const BULK = graphql(`mutation BulkUpdateTest($input: BulkUpdateIssuesInput!) {
  bulkUpdateIssues(input: $input) { issues { id title status priority assignee { id } labels { name } } }
}`);
const ISSUES = graphql(`query BulkUpdateTestIssues($ids: [ID!]!) {
  nodes(ids: $ids) { ... on Issue { title status priority assignee { id } labels { name } } }
}`);
const PROJECT = graphql(`mutation BulkUpdateTestProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }`);
const DELETE = graphql(`mutation BulkUpdateTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }`);
const EVENTS = graphql(`subscription BulkUpdateTestEvents($projectId: ID!) {
  issueEvents(projectId: $projectId) { kind issue { title status } }
}`);

const server = useTestServer();
// Each test makes dozens of requests in turn: on a busy machine that takes more than Jest's default 5 seconds.
jest.setTimeout(30_000);

async function read(token: string, ids: string[]) {
  return dataOf(await gql(server, ISSUES, { ids }, token)).nodes;
}

describe('bulkUpdateIssues', () => {
  it('changes status, priority, assignee and labels of issues across projects, one live event per issue', async () => {
    const { admin, member, projectId, workspaceId, userIds } = await issueTeam(server);
    const docs = dataOf(await gql(server, PROJECT, { input: { key: 'DOC', name: 'Docs' } }, admin)).createProject.project;
    const [bug, ui, urgent] = await createLabels(server, workspaceId, ['bug', 'UI', 'urgent']);
    const one = await createIssue(server, admin, projectId, { title: 'One', labelIds: [bug, ui] });
    const two = await createIssue(server, admin, projectId, { title: 'Two', status: 'TODO' });
    const three = await createIssue(server, admin, docs.id, { title: 'Three', labelIds: [urgent] });
    const webEvents = await subscribe<BulkUpdateTestEventsSubscription>(server, EVENTS.toString(), { token: admin, variables: { projectId } });
    try {
      const { issues } = dataOf(
        await gql(
          server,
          BULK,
          {
            input: {
              ids: [one.id, two.id, three.id],
              status: 'IN_PROGRESS',
              priority: 'HIGH',
              assigneeId: userIds.member,
              addLabelIds: [urgent],
              removeLabelIds: [ui],
            },
          },
          member,
        ),
      ).bulkUpdateIssues;
      const expected = [
        { id: one.id, title: 'One', labels: [{ name: 'bug' }, { name: 'urgent' }] },
        { id: two.id, title: 'Two', labels: [{ name: 'urgent' }] },
        { id: three.id, title: 'Three', labels: [{ name: 'urgent' }] },
      ].map((issue) => ({ ...issue, status: 'IN_PROGRESS', priority: 'HIGH', assignee: { id: userIds.member } }));
      expect(issues).toEqual(expected);
      expect(await read(admin, [one.id, two.id, three.id])).toEqual(expected.map(({ id: _id, ...rest }) => rest));
      // The board of WEB hears of its two issues, each moved to its new column; DOC's issue is not WEB's news.
      const events = [await webEvents.next(), await webEvents.next()].map((result) => result.data!.issueEvents);
      expect(events).toEqual(
        expect.arrayContaining([
          { kind: 'MOVED', issue: { title: 'One', status: 'IN_PROGRESS' } },
          { kind: 'MOVED', issue: { title: 'Two', status: 'IN_PROGRESS' } },
        ]),
      );
      // Unassigning all of them (null), and nothing else.
      const cleared = dataOf(await gql(server, BULK, { input: { ids: [one.id, two.id], assigneeId: null } }, member)).bulkUpdateIssues;
      expect(cleared.issues.map((issue) => [issue.assignee, issue.status])).toEqual([
        [null, 'IN_PROGRESS'],
        [null, 'IN_PROGRESS'],
      ]);
      expect((await webEvents.next()).data!.issueEvents).toMatchObject({ kind: 'UPDATED', issue: { status: 'IN_PROGRESS' } });
    } finally {
      await webEvents.close();
    }
  });

  it('is all or nothing: one deleted, foreign or unknown id, or one issue with too many labels, changes none', async () => {
    const acme = await issueTeam(server);
    const globex = await issueTeam(server, { name: 'Globex' }, 'GLX');
    const ours = await createIssue(server, acme.admin, acme.projectId, { title: 'Ours', status: 'TODO' });
    const gone = await createIssue(server, acme.admin, acme.projectId, { title: 'Gone' });
    dataOf(await gql(server, DELETE, { input: { id: gone.id } }, acme.admin));
    const theirs = await createIssue(server, globex.admin, globex.projectId, { title: 'Theirs', status: 'TODO' });
    const unknown = issueNode.globalId('00000000-0000-4000-8000-000000000000');
    for (const bad of [gone.id, theirs.id, unknown]) {
      const response = await gql(server, BULK, { input: { ids: [ours.id, bad], status: 'DONE' } }, acme.admin);
      expect(onlyError(response).extensions).toEqual({ code: 'NOT_FOUND', field: 'ids' });
    }
    const notAnIssue = await gql(server, BULK, { input: { ids: [ours.id, acme.projectId], status: 'DONE' } }, acme.admin);
    expect(onlyError(notAnIssue).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'ids' });
    expect(await read(acme.admin, [ours.id])).toEqual([{ title: 'Ours', status: 'TODO', priority: 'NONE', assignee: null, labels: [] }]);
    expect(await read(globex.admin, [theirs.id])).toEqual([{ title: 'Theirs', status: 'TODO', priority: 'NONE', assignee: null, labels: [] }]);

    // One issue already carries 20 labels: adding one more to both fails on it, and the other keeps its priority too.
    const names = Array.from({ length: 21 }, (_, index) => `l${index}`);
    const labels = await createLabels(server, acme.workspaceId, names);
    const full = await createIssue(server, acme.admin, acme.projectId, { title: 'Full', labelIds: labels.slice(0, 20) });
    const overflow = await gql(server, BULK, { input: { ids: [ours.id, full.id], priority: 'URGENT', addLabelIds: [labels[20]] } }, acme.admin);
    expect(onlyError(overflow).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'addLabelIds' });
    expect((await read(acme.admin, [ours.id, full.id])).map((issue) => issue && 'priority' in issue && issue.priority)).toEqual(['NONE', 'NONE']);

    // Labels and assignees of another workspace are refused by name.
    const [theirLabel] = await createLabels(server, globex.workspaceId, ['secret']);
    const inputs: Array<[Record<string, unknown>, string]> = [
      [{ addLabelIds: [theirLabel] }, 'addLabelIds'],
      [{ removeLabelIds: [theirLabel] }, 'removeLabelIds'],
      [{ assigneeId: globex.userIds.admin }, 'assigneeId'],
    ];
    for (const [input, field] of inputs) {
      const response = await gql(server, BULK, { input: { ids: [ours.id], ...input } }, acme.admin);
      expect(onlyError(response).extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('takes one to 100 issues', async () => {
    const { admin, projectId } = await issueTeam(server);
    const issue = await createIssue(server, admin, projectId, { title: 'Only' });
    const none = await gql(server, BULK, { input: { ids: [], status: 'DONE' } }, admin);
    expect(onlyError(none)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'ids' }, message: 'Choose at least one issue.' });
    const many = Array.from({ length: 101 }, (_, index) => issueNode.globalId(`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`));
    expect(onlyError(await gql(server, BULK, { input: { ids: many, status: 'DONE' } }, admin))).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
      message: 'Change at most 100 issues at once (now 101).',
    });
    // The same id twice counts once.
    const twice = dataOf(await gql(server, BULK, { input: { ids: [issue.id, issue.id], status: 'DONE' } }, admin)).bulkUpdateIssues;
    expect(twice.issues.map((changed) => changed.status)).toEqual(['DONE']);
  });

  it('asks the policy for every issue: viewers are refused, custom permissions decide over the role', async () => {
    const { admin, member, viewer, projectId } = await issueTeam(server, { member: { permissions: ['org:issues:create'] } });
    const a = await createIssue(server, admin, projectId, { title: 'A' });
    const b = await createIssue(server, member, projectId, { title: 'B' });
    for (const token of [viewer, member]) {
      expect(errorCodes(await gql(server, BULK, { input: { ids: [a.id, b.id], status: 'DONE' } }, token))).toEqual(['FORBIDDEN']);
    }
    expect((await read(admin, [a.id, b.id])).map((issue) => issue && 'status' in issue && issue.status)).toEqual(['BACKLOG', 'BACKLOG']);
    dataOf(await gql(server, BULK, { input: { ids: [a.id, b.id], status: 'DONE' } }, admin));
    expect((await read(admin, [a.id, b.id])).map((issue) => issue && 'status' in issue && issue.status)).toEqual(['DONE', 'DONE']);
  });
});
