// Saved views: saving personal and shared ones (viewers personal only), who sees which, renaming, moving and deleting
// (own views; shared ones by their creator or admins), the filter checked as the issues' lists check it, the change
// log's entries, and the live events a second member receives.
import { changesAfter, logHead } from '../../db/changeLog';
import { dataOf, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import type { SaveViewInput, ViewEventsTestSubscription } from '../../test/__generated__/graphql';
import { createIssue, issueTeam } from '../../test/issues';
import { useTestServer } from '../../test/server';
import { subscribe } from '../../test/subscriptions';

const server = useTestServer();

const SAVE = graphql(`mutation ViewsTestSave($input: SaveViewInput!) {
  saveView(input: $input) { view { id name shared scope filter orderBy layout grouping myIssues project { key } creator { name } viewerCanUpdate } workspace { views { name } } }
}`);
const UPDATE = graphql(`mutation ViewsTestUpdate($input: UpdateViewInput!) { updateView(input: $input) { view { id name shared filter } } }`);
const MOVE = graphql(`mutation ViewsTestMove($input: MoveViewInput!) { moveView(input: $input) { workspace { views { name } } } }`);
const DELETE = graphql(`mutation ViewsTestDelete($input: DeleteViewInput!) { deleteView(input: $input) { deletedViewId workspace { views { name } } } }`);
const VIEWS = graphql(`query ViewsTestList { viewer { workspace { viewerCanShareViews views { id name shared viewerCanUpdate } } } }`);
const NODE = graphql(`query ViewsTestNode($id: ID!) { node(id: $id) { ... on SavedView { id name filter } } }`);
const EXPORT = graphql(`query ViewsTestExport($id: ID!, $format: ExportFormat!) { node(id: $id) { ... on SavedView { exportIssues(format: $format) } } }`);
const CREATE_PROJECT = graphql(`mutation ViewsTestCreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }`);
const EVENTS = graphql(`subscription ViewEventsTest { viewEvents { kind deletedViewId view { name shared } workspace { views { name } } } }`);

type Scope = Pick<SaveViewInput, 'scope' | 'projectId' | 'myIssues'>;

async function save(token: string, name: string, shared: boolean, scope: Scope = { scope: 'WORKSPACE' }, extra: Partial<SaveViewInput> = {}) {
  return dataOf(await gql(server, SAVE, { input: { name, shared, ...scope, ...extra } }, token)).saveView.view;
}

async function viewNames(token: string) {
  return dataOf(await gql(server, VIEWS, {}, token)).viewer.workspace.views.map((view) => view.name);
}

describe('saved views', () => {
  it('save a project view with its filter, order and layout, shared with the workspace', async () => {
    const acme = await issueTeam(server);
    const view = await save(
      acme.member,
      '  Urgent   bugs ',
      true,
      { scope: 'PROJECT', projectId: acme.projectId },
      { filter: { priorities: ['URGENT'], overdue: true, assignee: { me: true }, text: null }, orderBy: 'PRIORITY', layout: 'BOARD', grouping: 'ASSIGNEE' },
    );
    expect(view).toMatchObject({ name: 'Urgent bugs', shared: true, scope: 'PROJECT', orderBy: 'PRIORITY', layout: 'BOARD', grouping: 'ASSIGNEE' });
    expect(view).toMatchObject({ project: { key: 'WEB' }, creator: { name: 'Max' }, viewerCanUpdate: true, myIssues: null });
    // Stored as given, without its empty parts.
    expect(JSON.parse(view.filter)).toEqual({ priorities: ['URGENT'], overdue: true, assignee: { me: true } });
    expect(await viewNames(acme.viewer)).toEqual(['Urgent bugs']);
    const opened = dataOf(await gql(server, NODE, { id: view.id }, acme.viewer)).node;
    expect(opened).toMatchObject({ id: view.id, name: 'Urgent bugs' });
  });

  it("export the issues they show: a workspace view's of every project, a project view's of its project, a My issues view's of the viewer", async () => {
    const acme = await issueTeam(server);
    const ops = dataOf(await gql(server, CREATE_PROJECT, { input: { key: 'OPS', name: 'Operations' } }, acme.admin)).createProject.project.id;
    await createIssue(server, acme.member, acme.projectId, { title: 'Urgent web', priority: 'URGENT' });
    await createIssue(server, acme.member, acme.projectId, { title: 'Calm web', priority: 'LOW', assigneeId: acme.userIds.viewer });
    await createIssue(server, acme.member, ops, { title: 'Urgent ops', priority: 'URGENT', assigneeId: acme.userIds.viewer });
    const exported = async (token: string, id: string, format: 'JSON' | 'CSV' = 'JSON') => {
      const node = dataOf(await gql(server, EXPORT, { id, format }, token)).node;
      return node && 'exportIssues' in node ? node.exportIssues : null;
    };
    const titles = (json: string | null) => (JSON.parse(json!) as { issues: Array<{ key: string; title: string }> }).issues.map((issue) => `${issue.key} ${issue.title}`);

    const urgent = await save(acme.member, 'Urgent everywhere', true, { scope: 'WORKSPACE' }, { filter: { priorities: ['URGENT'] } });
    const json = await exported(acme.viewer, urgent.id);
    expect(JSON.parse(json!)).toMatchObject({ format: 'lanes', view: { name: 'Urgent everywhere' } });
    expect(titles(json).sort()).toEqual(['OPS-1 Urgent ops', 'WEB-1 Urgent web']);
    expect((await exported(acme.viewer, urgent.id, 'CSV'))!.split('\r\n').filter((line) => /^(WEB|OPS)-/.test(line))).toHaveLength(2);

    const webOnly = await save(acme.member, 'Urgent web', true, { scope: 'PROJECT', projectId: acme.projectId }, { filter: { priorities: ['URGENT'] } });
    expect(titles(await exported(acme.admin, webOnly.id))).toEqual(['WEB-1 Urgent web']);

    // Assigned to whoever exports it: the viewer's two, not the member's none.
    const assigned = await save(acme.viewer, 'Mine', false, { scope: 'MY_ISSUES', myIssues: 'ASSIGNED' });
    expect(titles(await exported(acme.viewer, assigned.id)).sort()).toEqual(['OPS-1 Urgent ops', 'WEB-2 Calm web']);
    // A personal view is nobody else's to export.
    expect(await exported(acme.member, assigned.id)).toBeNull();
  });

  it('let viewers save personal views but refuse them a shared one', async () => {
    const acme = await issueTeam(server);
    expect(dataOf(await gql(server, VIEWS, {}, acme.viewer)).viewer.workspace.viewerCanShareViews).toBe(false);
    expect(dataOf(await gql(server, VIEWS, {}, acme.member)).viewer.workspace.viewerCanShareViews).toBe(true);
    const refused = onlyError(await gql(server, SAVE, { input: { name: 'Mine', shared: true, scope: 'WORKSPACE' } }, acme.viewer));
    expect(refused.extensions?.code).toBe('FORBIDDEN');
    const personal = await save(acme.viewer, 'Mine', false, { scope: 'MY_ISSUES', myIssues: 'WATCHING' });
    expect(personal).toMatchObject({ shared: false, myIssues: 'WATCHING' });
    const unshare = onlyError(await gql(server, UPDATE, { input: { id: personal.id, shared: true } }, acme.viewer));
    expect(unshare.extensions?.code).toBe('FORBIDDEN');
    expect(await viewNames(acme.viewer)).toEqual(['Mine']);
  });

  it("keep a personal view its creator's: to anyone else it does not exist", async () => {
    const acme = await issueTeam(server);
    const globex = await issueTeam(server, { name: 'Globex' });
    const personal = await save(acme.member, 'Only mine', false);
    const shared = await save(acme.member, 'Everyone', true);
    expect(await viewNames(acme.admin)).toEqual(['Everyone']);
    expect(await viewNames(acme.member)).toEqual(['Only mine', 'Everyone']);
    expect(dataOf(await gql(server, NODE, { id: personal.id }, acme.admin)).node).toBeNull();
    expect(onlyError(await gql(server, UPDATE, { input: { id: personal.id, name: 'Taken' } }, acme.admin)).extensions?.code).toBe('NOT_FOUND');
    expect(onlyError(await gql(server, DELETE, { input: { id: personal.id } }, acme.admin)).extensions?.code).toBe('NOT_FOUND');
    // Another workspace sees neither.
    expect(dataOf(await gql(server, NODE, { id: shared.id }, globex.admin)).node).toBeNull();
    expect(await viewNames(globex.admin)).toEqual([]);
    expect(onlyError(await gql(server, DELETE, { input: { id: shared.id } }, globex.admin)).extensions?.code).toBe('NOT_FOUND');
    // A project of another workspace is not found either.
    const foreign = onlyError(await gql(server, SAVE, { input: { name: 'X', scope: 'PROJECT', projectId: globex.projectId } }, acme.member));
    expect(foreign.extensions).toMatchObject({ code: 'NOT_FOUND', field: 'projectId' });
  });

  it('are renamed, changed and deleted by their creator, shared ones by admins too, not by other members', async () => {
    const acme = await issueTeam(server);
    const shared = await save(acme.admin, 'Team', true);
    const refused = onlyError(await gql(server, UPDATE, { input: { id: shared.id, name: 'Mine now' } }, acme.member));
    expect(refused.extensions?.code).toBe('FORBIDDEN');
    expect(onlyError(await gql(server, DELETE, { input: { id: shared.id } }, acme.member)).extensions?.code).toBe('FORBIDDEN');
    const own = await save(acme.member, 'Max shares', true);
    const renamed = dataOf(await gql(server, UPDATE, { input: { id: own.id, name: 'Max’s', filter: { statuses: ['TODO'] } } }, acme.member)).updateView.view;
    expect(renamed).toMatchObject({ name: 'Max’s', shared: true });
    expect(JSON.parse(renamed.filter)).toEqual({ statuses: ['TODO'] });
    // An admin may change and delete a member's shared view.
    dataOf(await gql(server, UPDATE, { input: { id: own.id, name: 'Tidied' } }, acme.admin));
    const deleted = dataOf(await gql(server, DELETE, { input: { id: own.id } }, acme.admin)).deleteView;
    expect(deleted.deletedViewId).toBe(own.id);
    expect(deleted.workspace.views.map((view) => view.name)).toEqual(['Team']);
    // A view's name is checked.
    const empty = onlyError(await gql(server, UPDATE, { input: { id: shared.id, name: '   ' } }, acme.admin));
    expect(empty.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
  });

  it('check the filter as the issue lists do, naming the part that is wrong', async () => {
    const acme = await issueTeam(server);
    const days = onlyError(await gql(server, SAVE, { input: { name: 'Bad', scope: 'WORKSPACE', filter: { updatedWithinDays: -1 } } }, acme.member));
    expect(days.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.updatedWithinDays' });
    const label = onlyError(await gql(server, SAVE, { input: { name: 'Bad', scope: 'WORKSPACE', filter: { labelIds: [acme.projectId] } } }, acme.member));
    expect(label.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.labelIds' });
    expect(await viewNames(acme.member)).toEqual([]);
  });

  it('are moved between two others, or to either end', async () => {
    const acme = await issueTeam(server);
    const [a, b, c] = [await save(acme.member, 'A', true), await save(acme.member, 'B', true), await save(acme.member, 'C', false)];
    const move = async (id: string, afterId?: string, beforeId?: string) =>
      dataOf(await gql(server, MOVE, { input: { id, afterId, beforeId } }, acme.member)).moveView.workspace.views.map((view) => view.name);
    expect(await move(c.id, undefined, a.id)).toEqual(['C', 'A', 'B']);
    expect(await move(c.id, a.id, b.id)).toEqual(['A', 'C', 'B']);
    expect(await move(a.id, b.id)).toEqual(['C', 'B', 'A']);
    expect(await viewNames(acme.admin)).toEqual(['B', 'A']);
    const backwards = onlyError(await gql(server, MOVE, { input: { id: c.id, afterId: a.id, beforeId: b.id } }, acme.member));
    expect(backwards.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'beforeId' });
  });

  it('log each write in the change log', async () => {
    const acme = await issueTeam(server);
    const since = await logHead(server.database.db, acme.workspaceId);
    const view = await save(acme.member, 'Logged', false);
    dataOf(await gql(server, UPDATE, { input: { id: view.id, shared: true } }, acme.member));
    dataOf(await gql(server, DELETE, { input: { id: view.id } }, acme.member));
    const entries = await changesAfter(server.database.db, acme.workspaceId, since, 100);
    expect(entries.map((entry) => [entry.entityType, entry.kind, entry.actorId])).toEqual([
      ['saved_view', 'CREATED', acme.people.member.id],
      ['saved_view', 'UPDATED', acme.people.member.id],
      ['saved_view', 'DELETED', acme.people.member.id],
    ]);
    expect(entries[1].changes).toEqual([{ field: 'shared', from: false, to: true }]);
  });

  it("reach other members live when shared (an unshared one leaves as DELETED), and never show another's personal view", async () => {
    const acme = await issueTeam(server);
    const events = await subscribe<ViewEventsTestSubscription>(server, EVENTS.toString(), { token: acme.viewer });
    const next = async () => {
      const result = await events.next();
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return result.data!.viewEvents;
    };
    try {
      const personal = await save(acme.member, 'Private', false);
      const shared = await save(acme.member, 'Shared', true);
      // The personal view's creation never reaches the viewer: the shared one is the first event.
      expect(await next()).toEqual({ kind: 'CREATED', deletedViewId: null, view: { name: 'Shared', shared: true }, workspace: { views: [{ name: 'Shared' }] } });
      dataOf(await gql(server, UPDATE, { input: { id: personal.id, shared: true } }, acme.member));
      expect(await next()).toMatchObject({ kind: 'CREATED', view: { name: 'Private' }, workspace: { views: [{ name: 'Private' }, { name: 'Shared' }] } });
      dataOf(await gql(server, UPDATE, { input: { id: shared.id, shared: false } }, acme.member));
      expect(await next()).toEqual({ kind: 'DELETED', deletedViewId: shared.id, view: null, workspace: { views: [{ name: 'Private' }] } });
      await save(acme.viewer, 'Vera’s own', false);
      expect(await next()).toMatchObject({ kind: 'CREATED', view: { name: 'Vera’s own', shared: false } });
    } finally {
      await events.close();
    }
  }, 30_000);
});
