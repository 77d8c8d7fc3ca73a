import { dataOf, errorCodes, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import { createIssue, createLabels, issueTeam, labelGlobalIds } from '../../test/issues';
import { DEFAULT_ADMISSION } from '../../graphql/workspaceAdmission';
import { useTestServer } from '../../test/server';
import { testUser, tokenFor } from '../../test/tokens';
import { userNode } from '../users/resolvers';

const CREATE = graphql(`mutation IssuesTestCreate($input: CreateIssueInput!) {
  createIssue(input: $input) {
    issue {
      id number key title description status priority dueDate position completedAt viewerCanUpdate viewerCanDelete
      assignee { id name } creator { id name } labels { name color } project { id }
    }
    issueEdge { cursor node { id } }
  }
}`);
const UPDATE = graphql(`mutation IssuesTestUpdate($input: UpdateIssueInput!) {
  updateIssue(input: $input) {
    issue { id title description status priority dueDate estimate position completedAt updatedAt assignee { id } labels { name } }
  }
}`);
const MOVE = graphql(`mutation IssuesTestMove($input: MoveIssueInput!) {
  moveIssue(input: $input) { issue { id status position completedAt } }
}`);
const MOVE_ACROSS = graphql(`mutation IssuesTestMoveAcross($input: MoveIssueInput!) {
  moveIssue(input: $input) { issue { id status priority assignee { id } labels { name } } }
}`);
const DELETE_LABEL = graphql(`mutation IssuesTestDeleteLabel($input: DeleteLabelInput!) { deleteLabel(input: $input) { deletedLabelId } }`);
const DELETE = graphql(`mutation IssuesTestDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }`);
const BOARD = graphql(`query IssuesTestBoard($projectId: ID!) {
  node(id: $projectId) { ... on Project { openIssueCount viewerCanCreateIssue viewerCanUpdateIssues issues(first: 100) { totalCount edges { node { id number title status } } } } }
}`);
const BY_KEY = graphql(`query IssuesTestByKey($key: String!) { viewer { workspace { issue(key: $key) { id key title } } } }`);
const ARCHIVE = graphql(`mutation IssuesTestArchive($input: ArchiveProjectInput!) { archiveProject(input: $input) { archivedProjectId } }`);
const RESTORE = graphql(`mutation IssuesTestRestore($input: UnarchiveProjectInput!) { unarchiveProject(input: $input) { project { id } } }`);
const NODE = graphql(`query IssuesTestNode($id: ID!) { node(id: $id) { id ... on Issue { title } } }`);

// 200 creates of one workspace at once wait their turns (4 at a time) for as long as a busy machine takes: the bound on
// that wait is workspaceAdmission.test.ts's to test, not this file's.
const server = useTestServer({ config: { workspaceAdmission: { ...DEFAULT_ADMISSION, waitMs: 120_000 } } });
// Each test makes dozens of requests in turn: on a busy machine that takes more than Jest's default 5 seconds.
jest.setTimeout(30_000);

async function board(token: string, projectId: string) {
  const project = dataOf(await gql(server, BOARD, { projectId }, token)).node;
  if (!project || !('issues' in project)) throw new Error('No project.');
  return project;
}

/** Titles of each status column, top to bottom. */
async function columns(token: string, projectId: string) {
  const { issues } = await board(token, projectId);
  const byStatus: Record<string, string[]> = {};
  for (const { node } of issues.edges) (byStatus[node.status] ??= []).push(node.title);
  return byStatus;
}

describe('issues', () => {
  it('are created with every field, numbered and keyed by their project, at the top of their column', async () => {
    const { admin, member, projectId, workspaceId, userIds } = await issueTeam(server);
    const [bug, ui] = await createLabels(server, workspaceId, ['bug', 'UI']);
    const first = dataOf(
      await gql(
        server,
        CREATE,
        {
          input: {
            projectId,
            title: '  Login fails  ',
            description: 'Steps:\n1. Sign in',
            status: 'TODO',
            priority: 'HIGH',
            assigneeId: userIds.member,
            labelIds: [ui, bug, bug],
            dueDate: '2026-12-01',
          },
        },
        admin,
      ),
    ).createIssue;
    expect(first.issue).toMatchObject({
      number: 1,
      key: 'WEB-1',
      title: 'Login fails',
      description: 'Steps:\n1. Sign in',
      status: 'TODO',
      priority: 'HIGH',
      dueDate: '2026-12-01',
      completedAt: null,
      assignee: { id: userIds.member, name: 'Max' },
      creator: { id: userIds.admin, name: 'Ada' },
      labels: [{ name: 'bug', color: '#000000' }, { name: 'UI', color: '#000001' }],
      project: { id: projectId },
      viewerCanUpdate: true,
      viewerCanDelete: true,
    });
    expect(first.issueEdge.node.id).toBe(first.issue.id);
    const second = await createIssue(server, member, projectId, { title: 'Second', status: 'TODO' });
    const third = await createIssue(server, member, projectId, { title: 'Third' });
    expect([second.number, third.number]).toEqual([2, 3]);
    expect(third).toMatchObject({ key: 'WEB-3', status: 'BACKLOG' });
    expect(second.position < first.issue.position).toBe(true);
    expect(await columns(member, projectId)).toEqual({ BACKLOG: ['Third'], TODO: ['Second', 'Login fails'] });
    const done = await createIssue(server, member, projectId, { title: 'Done already', status: 'DONE' });
    expect(dataOf(await gql(server, UPDATE, { input: { id: done.id } }, member)).updateIssue.issue.completedAt).not.toBeNull();
  });

  it('are not created in an archived project, whose existing issues can still be edited and moved', async () => {
    const { admin, member, projectId } = await issueTeam(server);
    const kept = await createIssue(server, member, projectId, { title: 'Made before' });
    dataOf(await gql(server, ARCHIVE, { input: { id: projectId } }, admin));

    expect((await board(admin, projectId)).viewerCanCreateIssue).toBe(false);
    for (const token of [admin, member]) {
      const error = onlyError(await gql(server, CREATE, { input: { projectId, title: 'Too late' } }, token));
      expect(error.extensions).toEqual({ code: 'CONFLICT', field: 'projectId' });
      expect(error.message).toBe('The project Project WEB (WEB) is archived: restore it before adding issues to it.');
    }
    expect(dataOf(await gql(server, UPDATE, { input: { id: kept.id, title: 'Edited after' } }, member)).updateIssue.issue.title).toBe('Edited after');
    expect(dataOf(await gql(server, MOVE, { input: { id: kept.id, status: 'DONE' } }, member)).moveIssue.issue.status).toBe('DONE');
    expect((await board(admin, projectId)).issues.totalCount).toBe(1);

    dataOf(await gql(server, RESTORE, { input: { id: projectId } }, admin));
    expect((await board(admin, projectId)).viewerCanCreateIssue).toBe(true);
    expect((await createIssue(server, member, projectId, { title: 'After the restore' })).number).toBe(2);
  });

  it('are found by key (in any case) and by id, and not once deleted', async () => {
    const { admin, projectId } = await issueTeam(server);
    const issue = await createIssue(server, admin, projectId, { title: 'Find me' });
    expect(dataOf(await gql(server, BY_KEY, { key: 'web-1' }, admin)).viewer.workspace.issue).toEqual({ id: issue.id, key: 'WEB-1', title: 'Find me' });
    expect(dataOf(await gql(server, NODE, { id: issue.id }, admin)).node).toEqual({ id: issue.id, title: 'Find me' });
    for (const key of ['WEB-2', 'WEB-0', 'NOPE-1', 'WEB', '']) {
      expect(dataOf(await gql(server, BY_KEY, { key }, admin)).viewer.workspace.issue).toBeNull();
    }
    dataOf(await gql(server, DELETE, { input: { id: issue.id } }, admin));
    expect(dataOf(await gql(server, BY_KEY, { key: 'WEB-1' }, admin)).viewer.workspace.issue).toBeNull();
    expect(dataOf(await gql(server, NODE, { id: issue.id }, admin)).node).toBeNull();
    expect((await board(admin, projectId)).issues.totalCount).toBe(0);
    expect(errorCodes(await gql(server, UPDATE, { input: { id: issue.id, title: 'Back?' } }, admin))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await gql(server, DELETE, { input: { id: issue.id } }, admin))).toEqual(['NOT_FOUND']);
    // The number of a deleted issue is not given again.
    expect((await createIssue(server, admin, projectId)).number).toBe(2);
  });

  it('get 200 distinct consecutive numbers from 200 concurrent creates', async () => {
    const { admin, member, projectId } = await issueTeam(server);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        gql(server, CREATE, { input: { projectId, title: `Issue ${index}` } }, index % 2 ? admin : member),
      ),
    );
    const numbers = results.map((result) => dataOf(result).createIssue.issue.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    const positions = new Set(results.map((result) => dataOf(result).createIssue.issue.position));
    expect(positions.size).toBe(200);
    expect((await board(admin, projectId)).openIssueCount).toBe(200);
  }, 60_000);

  describe('updates', () => {
    it('estimate an issue from 0 to 100 points, and clear it with null', async () => {
      const { admin, projectId } = await issueTeam(server);
      const issue = await createIssue(server, admin, projectId, { title: 'Sized' });
      const sized = dataOf(await gql(server, UPDATE, { input: { id: issue.id, estimate: 5 } }, admin)).updateIssue.issue;
      expect(sized.estimate).toBe(5);
      const cleared = dataOf(await gql(server, UPDATE, { input: { id: issue.id, estimate: null } }, admin)).updateIssue.issue;
      expect(cleared.estimate).toBeNull();
      expect(errorCodes(await gql(server, UPDATE, { input: { id: issue.id, estimate: 101 } }, admin))).toEqual(['BAD_USER_INPUT']);
    });

    it('change only the fields given; null clears the assignee and due date', async () => {
      const { admin, projectId, workspaceId, userIds } = await issueTeam(server);
      const [bug, ui] = await createLabels(server, workspaceId, ['bug', 'ui']);
      const issue = await createIssue(server, admin, projectId, {
        title: 'Old',
        description: 'Kept',
        assigneeId: userIds.admin,
        dueDate: '2026-01-31',
        labelIds: [bug],
      });
      const renamed = dataOf(await gql(server, UPDATE, { input: { id: issue.id, title: 'New', labelIds: [ui, bug] } }, admin)).updateIssue.issue;
      expect(renamed).toMatchObject({
        title: 'New',
        description: 'Kept',
        assignee: { id: userIds.admin },
        dueDate: '2026-01-31',
        labels: [{ name: 'bug' }, { name: 'ui' }],
      });
      const cleared = dataOf(await gql(server, UPDATE, { input: { id: issue.id, assigneeId: null, dueDate: null, labelIds: [] } }, admin)).updateIssue.issue;
      expect(cleared).toMatchObject({ title: 'New', assignee: null, dueDate: null, labels: [] });
      const unchanged = dataOf(await gql(server, UPDATE, { input: { id: issue.id, title: 'New', priority: null } }, admin)).updateIssue.issue;
      expect(unchanged.updatedAt).toBe(cleared.updatedAt);
    });

    it('set completedAt on reaching DONE and clear it on leaving; a status change puts the issue at the top of its column', async () => {
      const { admin, projectId } = await issueTeam(server);
      const a = await createIssue(server, admin, projectId, { title: 'A', status: 'DONE' });
      await createIssue(server, admin, projectId, { title: 'B', status: 'DONE' });
      const c = await createIssue(server, admin, projectId, { title: 'C', status: 'TODO' });
      const done = dataOf(await gql(server, UPDATE, { input: { id: c.id, status: 'DONE' } }, admin)).updateIssue.issue;
      expect(done.completedAt).not.toBeNull();
      expect(await columns(admin, projectId)).toEqual({ DONE: ['C', 'B', 'A'] });
      const reopened = dataOf(await gql(server, UPDATE, { input: { id: a.id, status: 'IN_PROGRESS' } }, admin)).updateIssue.issue;
      expect(reopened.completedAt).toBeNull();
      expect((await board(admin, projectId)).openIssueCount).toBe(1);
    });
  });

  describe('moves', () => {
    it('place the issue between its neighbours in the column asked, or at the top', async () => {
      const { admin, projectId } = await issueTeam(server);
      const x = await createIssue(server, admin, projectId, { title: 'X', status: 'TODO' });
      const y = await createIssue(server, admin, projectId, { title: 'Y', status: 'TODO' });
      const z = await createIssue(server, admin, projectId, { title: 'Z', status: 'TODO' });
      const moving = await createIssue(server, admin, projectId, { title: 'M' });
      expect(await columns(admin, projectId)).toEqual({ BACKLOG: ['M'], TODO: ['Z', 'Y', 'X'] });
      const move = async (input: { status: 'TODO' | 'DONE' | 'BACKLOG'; afterId?: string; beforeId?: string }) =>
        dataOf(await gql(server, MOVE, { input: { id: moving.id, ...input } }, admin)).moveIssue.issue;
      await move({ status: 'TODO', afterId: z.id, beforeId: y.id });
      expect(await columns(admin, projectId)).toEqual({ TODO: ['Z', 'M', 'Y', 'X'] });
      await move({ status: 'TODO', afterId: x.id });
      expect(await columns(admin, projectId)).toEqual({ TODO: ['Z', 'Y', 'X', 'M'] });
      await move({ status: 'TODO', beforeId: y.id });
      expect(await columns(admin, projectId)).toEqual({ TODO: ['Z', 'M', 'Y', 'X'] });
      await move({ status: 'TODO', afterId: y.id });
      expect(await columns(admin, projectId)).toEqual({ TODO: ['Z', 'Y', 'M', 'X'] });
      await move({ status: 'TODO' });
      expect(await columns(admin, projectId)).toEqual({ TODO: ['M', 'Z', 'Y', 'X'] });
      const done = await move({ status: 'DONE' });
      expect(done.completedAt).not.toBeNull();
      expect(await columns(admin, projectId)).toEqual({ TODO: ['Z', 'Y', 'X'], DONE: ['M'] });
      expect((await move({ status: 'BACKLOG' })).completedAt).toBeNull();
    });

    it('refuse neighbours that are not in that column of that project, or out of order', async () => {
      const { admin, projectId } = await issueTeam(server);
      const other = await issueTeam(server, {}, 'OTH');
      const todo = await createIssue(server, admin, projectId, { title: 'T', status: 'TODO' });
      const below = await createIssue(server, admin, projectId, { title: 'T2', status: 'TODO' });
      const backlog = await createIssue(server, admin, projectId, { title: 'B' });
      const moving = await createIssue(server, admin, projectId, { title: 'M' });
      const elsewhere = await createIssue(server, other.admin, other.projectId, { title: 'E', status: 'TODO' });
      const refusal = async (input: { afterId?: string; beforeId?: string }) =>
        onlyError(await gql(server, MOVE, { input: { id: moving.id, status: 'TODO', ...input } }, admin)).extensions;
      expect(await refusal({ afterId: backlog.id })).toEqual({ code: 'BAD_USER_INPUT', field: 'afterId' });
      expect(await refusal({ beforeId: elsewhere.id })).toEqual({ code: 'BAD_USER_INPUT', field: 'beforeId' });
      expect(await refusal({ afterId: projectId })).toEqual({ code: 'BAD_USER_INPUT', field: 'afterId' });
      expect(await refusal({ afterId: moving.id })).toEqual({ code: 'BAD_USER_INPUT', field: 'afterId' });
      // T2 is above T (newest at the top): "after T, before T2" is upside down.
      expect(await refusal({ afterId: todo.id, beforeId: below.id })).toEqual({ code: 'BAD_USER_INPUT', field: 'beforeId' });
      expect(onlyError(await gql(server, MOVE, { input: { id: moving.id, status: 'LATER' as 'TODO' } }, admin)).message).toMatch(/LATER/);
      expect(await columns(admin, projectId)).toEqual({ BACKLOG: ['M', 'B'], TODO: ['T2', 'T'] });
    });

    it("change the priority, assignee and labels asked with the place, in one change, or nothing when one is refused", async () => {
      const { admin, viewer, projectId, workspaceId, userIds } = await issueTeam(server);
      const [bug, ui, gone] = await createLabels(server, workspaceId, ['bug', 'UI', 'gone']);
      const top = await createIssue(server, admin, projectId, { title: 'T', status: 'TODO' });
      const moving = await createIssue(server, admin, projectId, { title: 'M', priority: 'LOW', labelIds: [bug] });
      // Dropped in the row "High" of the Todo column, below T.
      const high = dataOf(await gql(server, MOVE_ACROSS, { input: { id: moving.id, status: 'TODO', afterId: top.id, priority: 'HIGH' } }, admin)).moveIssue.issue;
      expect(high).toMatchObject({ status: 'TODO', priority: 'HIGH', assignee: null, labels: [{ name: 'bug' }] });
      expect(await columns(admin, projectId)).toEqual({ TODO: ['T', 'M'] });
      // Then in the row of a member, above T; then in the row "UI" from the row "bug".
      const assigned = dataOf(await gql(server, MOVE_ACROSS, { input: { id: moving.id, status: 'TODO', beforeId: top.id, assigneeId: userIds.member } }, admin)).moveIssue.issue;
      expect(assigned).toMatchObject({ priority: 'HIGH', assignee: { id: userIds.member } });
      const relabelled = dataOf(
        await gql(server, MOVE_ACROSS, { input: { id: moving.id, status: 'DONE', addLabelIds: [ui], removeLabelIds: [bug] } }, admin),
      ).moveIssue.issue;
      expect(relabelled).toMatchObject({ status: 'DONE', assignee: { id: userIds.member }, labels: [{ name: 'UI' }] });
      // The row "No assignee" unassigns.
      expect(dataOf(await gql(server, MOVE_ACROSS, { input: { id: moving.id, status: 'DONE', assigneeId: null } }, admin)).moveIssue.issue.assignee).toBeNull();

      // A label deleted meanwhile, a viewer: refused, and neither the place nor the fields change.
      dataOf(await gql(server, DELETE_LABEL, { input: { id: gone } }, admin));
      const refused = await gql(server, MOVE_ACROSS, { input: { id: moving.id, status: 'TODO', addLabelIds: [gone], removeLabelIds: [ui] } }, admin);
      expect(onlyError(refused).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'addLabelIds' });
      expect(errorCodes(await gql(server, MOVE_ACROSS, { input: { id: moving.id, status: 'TODO', priority: 'LOW' } }, viewer))).toEqual(['FORBIDDEN']);
      expect(await columns(admin, projectId)).toEqual({ TODO: ['T'], DONE: ['M'] });
      const now = dataOf(await gql(server, MOVE_ACROSS, { input: { id: moving.id, status: 'DONE' } }, admin)).moveIssue.issue;
      expect(now).toMatchObject({ priority: 'HIGH', labels: [{ name: 'UI' }] });
    });
  });

  describe('input', () => {
    interface Setting {
      projectId: string;
      labels: string[];
      outsiderId: string;
    }
    const cases: Array<[string, (setting: Setting) => Record<string, unknown>, string]> = [
      ['a blank title', () => ({ title: '  ' }), 'title'],
      ['a 201-character title', () => ({ title: 't'.repeat(201) }), 'title'],
      ['a title on two lines', () => ({ title: 'one\ntwo' }), 'title'],
      // Control characters are refused for every input text before any resolver runs (server/graphql/inputText.ts).
      ['a title with a NUL byte', () => ({ title: 'nul\u0000' }), 'input.title'],
      ['a 50,001-character description', () => ({ description: 'd'.repeat(50_001) }), 'description'],
      ['a description with a direction override', () => ({ description: 'evil \u202E text' }), 'description'],
      ['a due date that is no date', () => ({ dueDate: '2026-02-30' }), 'dueDate'],
      ['a due date in another format', () => ({ dueDate: '01/12/2026' }), 'dueDate'],
      ['21 labels', ({ labels }) => ({ labelIds: labels }), 'labelIds'],
      ['an unknown label', () => ({ labelIds: [labelGlobalIds.globalId('00000000-0000-4000-8000-000000000000')] }), 'labelIds'],
      ['a label id of another type', ({ projectId }) => ({ labelIds: [projectId] }), 'labelIds'],
      ['an assignee who is not a member', ({ outsiderId }) => ({ assigneeId: outsiderId }), 'assigneeId'],
      ['an assignee id of another type', ({ projectId }) => ({ assigneeId: projectId }), 'assigneeId'],
    ];

    it.each(cases)('refuses %s with BAD_USER_INPUT naming the field, on create and update', async (_case, inputOf, field) => {
      const { admin, projectId, workspaceId } = await issueTeam(server);
      const labels = await createLabels(server, workspaceId, Array.from({ length: 21 }, (_, index) => `label ${index}`));
      const outsider = testUser('Otto');
      await gql(server, BY_KEY, { key: 'X-1' }, tokenFor(outsider, null));
      const input = inputOf({ projectId, labels, outsiderId: userNode.globalId(outsider.id) });
      const created = await gql(server, CREATE, { input: { projectId, title: 'Fine', ...input } }, admin);
      expect(onlyError(created).extensions).toEqual({ code: 'BAD_USER_INPUT', field });
      const issue = await createIssue(server, admin, projectId, { title: 'Fine' });
      const updated = await gql(server, UPDATE, { input: { id: issue.id, ...input } }, admin);
      expect(onlyError(updated).extensions).toEqual({ code: 'BAD_USER_INPUT', field });
      expect((await board(admin, projectId)).issues.edges.map((edge) => edge.node.title)).toEqual(['Fine']);
    });

    it('accepts 200-character titles, 50,000-character descriptions, 20 labels and a leap day', async () => {
      const { admin, projectId, workspaceId } = await issueTeam(server);
      const labels = await createLabels(server, workspaceId, Array.from({ length: 20 }, (_, index) => `label ${index}`));
      const { issue } = dataOf(
        await gql(
          server,
          CREATE,
          { input: { projectId, title: 't'.repeat(200), description: 'd'.repeat(50_000), labelIds: labels, dueDate: '2028-02-29' } },
          admin,
        ),
      ).createIssue;
      expect(issue.title).toHaveLength(200);
      expect(issue.description).toHaveLength(50_000);
      expect(issue.labels).toHaveLength(20);
      expect(issue.dueDate).toBe('2028-02-29');
    });

    it('refuses an unknown status or priority (the schema does)', async () => {
      const { admin, projectId } = await issueTeam(server);
      for (const input of [{ priority: 'SOON' as 'HIGH' }, { status: 'LATER' as 'TODO' }]) {
        const response = await gql(server, CREATE, { input: { projectId, title: 'x', ...input } }, admin);
        expect(onlyError(response).message).toMatch(/SOON|LATER/);
      }
      expect((await board(admin, projectId)).issues.totalCount).toBe(0);
    });
  });

  describe('permissions', () => {
    it('let admins do everything, members create, edit and delete their own, viewers read only', async () => {
      const { admin, member, viewer, projectId } = await issueTeam(server);
      const byAdmin = await createIssue(server, admin, projectId, { title: 'By admin' });
      const byMember = await createIssue(server, member, projectId, { title: 'By member' });
      const VIEW = graphql(`query IssuesTestPermissions($id: ID!) { node(id: $id) { ... on Issue { viewerCanUpdate viewerCanDelete } } }`);
      const flags = async (token: string, id: string) => dataOf(await gql(server, VIEW, { id }, token)).node;
      expect(await flags(member, byAdmin.id)).toEqual({ viewerCanUpdate: true, viewerCanDelete: false });
      expect(await flags(member, byMember.id)).toEqual({ viewerCanUpdate: true, viewerCanDelete: true });
      expect(await flags(viewer, byMember.id)).toEqual({ viewerCanUpdate: false, viewerCanDelete: false });
      expect(await flags(admin, byMember.id)).toEqual({ viewerCanUpdate: true, viewerCanDelete: true });
      expect(await board(viewer, projectId)).toMatchObject({ viewerCanCreateIssue: false, viewerCanUpdateIssues: false });
      expect(await board(member, projectId)).toMatchObject({ viewerCanCreateIssue: true, viewerCanUpdateIssues: true });

      dataOf(await gql(server, UPDATE, { input: { id: byAdmin.id, title: 'Edited by member' } }, member));
      expect(onlyError(await gql(server, DELETE, { input: { id: byAdmin.id } }, member))).toMatchObject({
        extensions: { code: 'FORBIDDEN' },
        message: 'You may delete only the issues you created.',
      });
      dataOf(await gql(server, DELETE, { input: { id: byMember.id } }, member));
      for (const response of [
        await gql(server, CREATE, { input: { projectId, title: 'No' } }, viewer),
        await gql(server, UPDATE, { input: { id: byAdmin.id, title: 'No' } }, viewer),
        await gql(server, MOVE, { input: { id: byAdmin.id, status: 'DONE' } }, viewer),
        await gql(server, DELETE, { input: { id: byAdmin.id } }, viewer),
      ]) {
        expect(errorCodes(response)).toEqual(['FORBIDDEN']);
      }
      expect((await columns(admin, projectId)).BACKLOG).toEqual(['Edited by member']);
      dataOf(await gql(server, DELETE, { input: { id: byAdmin.id } }, admin));
    });

    it('follow custom permissions (org:issues:*) over the role', async () => {
      const { admin, member, viewer, projectId } = await issueTeam(server, {
        admin: { permissions: ['org:issues:create'] },
        member: { permissions: ['org:issues:update'] },
        viewer: { permissions: ['org:issues:create', 'org:issues:delete'] },
      });
      // The admin may create (and delete their own), but not edit.
      const byAdmin = await createIssue(server, admin, projectId, { title: 'A' });
      expect(errorCodes(await gql(server, UPDATE, { input: { id: byAdmin.id, title: 'No' } }, admin))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await gql(server, MOVE, { input: { id: byAdmin.id, status: 'TODO' } }, admin))).toEqual(['FORBIDDEN']);
      // The member may edit and move, but not create or delete.
      expect(errorCodes(await gql(server, CREATE, { input: { projectId, title: 'No' } }, member))).toEqual(['FORBIDDEN']);
      dataOf(await gql(server, MOVE, { input: { id: byAdmin.id, status: 'TODO' } }, member));
      expect(errorCodes(await gql(server, DELETE, { input: { id: byAdmin.id } }, member))).toEqual(['FORBIDDEN']);
      // The viewer may create and delete anyone's.
      const byViewer = await createIssue(server, viewer, projectId, { title: 'V' });
      expect(errorCodes(await gql(server, UPDATE, { input: { id: byViewer.id, title: 'No' } }, viewer))).toEqual(['FORBIDDEN']);
      dataOf(await gql(server, DELETE, { input: { id: byAdmin.id } }, viewer));
      expect(errorCodes(await gql(server, DELETE, { input: { id: byViewer.id } }, admin))).toEqual(['FORBIDDEN']);
      dataOf(await gql(server, DELETE, { input: { id: byViewer.id } }, viewer));
      expect((await board(admin, projectId)).issues.totalCount).toBe(0);
    });
  });

  describe('across workspaces', () => {
    it('never reads or writes an issue, project, person or label of another workspace', async () => {
      const acme = await issueTeam(server);
      const globex = await issueTeam(server, { name: 'Globex' }, 'GLX');
      const [globexLabel] = await createLabels(server, globex.workspaceId, ['secret']);
      const theirs = await createIssue(server, globex.admin, globex.projectId, { title: 'Theirs', status: 'TODO' });
      const ours = await createIssue(server, acme.admin, acme.projectId, { title: 'Ours', status: 'TODO' });
      const token = acme.admin;

      expect(dataOf(await gql(server, NODE, { id: theirs.id }, token)).node).toBeNull();
      expect(dataOf(await gql(server, BY_KEY, { key: theirs.key }, token)).viewer.workspace.issue).toBeNull();
      expect(dataOf(await gql(server, BOARD, { projectId: globex.projectId }, token)).node).toBeNull();
      const refusals = [
        await gql(server, CREATE, { input: { projectId: globex.projectId, title: 'In theirs' } }, token),
        await gql(server, UPDATE, { input: { id: theirs.id, title: 'Hacked' } }, token),
        await gql(server, MOVE, { input: { id: theirs.id, status: 'DONE' } }, token),
        await gql(server, DELETE, { input: { id: theirs.id } }, token),
      ];
      expect(refusals.map((response) => onlyError(response).extensions?.code)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
      const inputs: Array<[Record<string, unknown>, string]> = [
        [{ assigneeId: globex.userIds.admin }, 'assigneeId'],
        [{ labelIds: [globexLabel] }, 'labelIds'],
      ];
      for (const [input, field] of inputs) {
        const created = await gql(server, CREATE, { input: { projectId: acme.projectId, title: 'Link', ...input } }, token);
        expect(onlyError(created).extensions).toEqual({ code: 'BAD_USER_INPUT', field });
        const updated = await gql(server, UPDATE, { input: { id: ours.id, ...input } }, token);
        expect(onlyError(updated).extensions).toEqual({ code: 'BAD_USER_INPUT', field });
      }
      for (const field of ['afterId', 'beforeId']) {
        const moved = await gql(server, MOVE, { input: { id: ours.id, status: 'TODO', [field]: theirs.id } }, token);
        expect(onlyError(moved).extensions).toEqual({ code: 'BAD_USER_INPUT', field });
      }
      const THEIRS = graphql(`query IssuesTestTheirs($id: ID!) { node(id: $id) { ... on Issue { title status } } }`);
      expect(dataOf(await gql(server, THEIRS, { id: theirs.id }, globex.admin)).node).toEqual({ title: 'Theirs', status: 'TODO' });
      expect(await columns(acme.admin, acme.projectId)).toEqual({ TODO: ['Ours'] });
    });
  });
});
