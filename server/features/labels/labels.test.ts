import { dataOf, errorCodes, gql, onlyError } from '../../test/client';
import { graphql } from '../../test/__generated__';
import { createIssue, issueTeam } from '../../test/issues';
import { useTestServer } from '../../test/server';
import { team } from '../../test/tokens';
import { subscribe } from '../../test/subscriptions';
import type { LabelEventsTestSubscription } from '../../test/__generated__/graphql';

const CREATE = graphql(`mutation LabelsTestCreate($input: CreateLabelInput!) {
  createLabel(input: $input) { label { id name color } labelEdge { cursor node { id } } }
}`);
const UPDATE = graphql(`mutation LabelsTestUpdate($input: UpdateLabelInput!) { updateLabel(input: $input) { label { id name color } } }`);
const DELETE = graphql(`mutation LabelsTestDelete($input: DeleteLabelInput!) { deleteLabel(input: $input) { deletedLabelId } }`);
const LABELS = graphql(`query LabelsTestList($first: Int, $after: String) {
  viewer { workspace { id viewerCanManageLabels labels(first: $first, after: $after) {
    totalCount edges { cursor node { id name color } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  } } }
}`);

const LABEL_EVENTS = graphql(`subscription LabelEventsTest { labelEvents { kind deletedLabelId label { id name color } } }`);

const server = useTestServer();

async function createLabel(token: string, input: { name: string; color: string }) {
  return dataOf(await gql(server, CREATE, { input }, token)).createLabel.label;
}

async function labelsOf(token: string, first = 100, after?: string | null) {
  return dataOf(await gql(server, LABELS, { first, after }, token)).viewer.workspace.labels;
}

async function namesOf(token: string) {
  return (await labelsOf(token)).edges.map((edge) => edge.node.name);
}

describe('labels', () => {
  it('are created by an admin, trimmed and lower-cased, and listed by name regardless of case', async () => {
    const { admin } = team();
    const created = dataOf(await gql(server, CREATE, { input: { name: '  bug ', color: '#E5484D' } }, admin)).createLabel;
    expect(created.label).toMatchObject({ name: 'bug', color: '#e5484d' });
    expect(created.labelEdge.node.id).toBe(created.label.id);
    for (const name of ['Feature', 'design', 'Accessibility']) await createLabel(admin, { name, color: '#30a46c' });
    const labels = await labelsOf(admin);
    expect(labels.edges.map((edge) => edge.node.name)).toEqual(['Accessibility', 'bug', 'design', 'Feature']);
    expect(labels.totalCount).toBe(4);
    expect(labels.edges[1].cursor).toBe(created.labelEdge.cursor);
  });

  it('page forward by name with first/after, without gaps or repeats', async () => {
    const { admin } = team();
    for (const name of ['echo', 'Delta', 'charlie', 'Bravo', 'alpha']) await createLabel(admin, { name, color: '#0090ff' });
    const one = await labelsOf(admin, 2);
    const two = await labelsOf(admin, 2, one.pageInfo.endCursor);
    const three = await labelsOf(admin, 2, two.pageInfo.endCursor);
    expect([one, two, three].map((page) => page.edges.map((edge) => edge.node.name))).toEqual([['alpha', 'Bravo'], ['charlie', 'Delta'], ['echo']]);
    expect([one, two, three].map((page) => page.pageInfo.hasNextPage)).toEqual([true, true, false]);
    expect([one, two, three].map((page) => page.pageInfo.hasPreviousPage)).toEqual([false, true, true]);
  });

  it('page one by one through names beyond ASCII exactly as the whole list orders them', async () => {
    const { admin } = team();
    for (const name of ['Ångström', 'ärger', 'Zebra', 'apple', 'Émile', 'éclair', 'İstanbul']) await createLabel(admin, { name, color: '#0090ff' });
    const whole = (await labelsOf(admin)).edges.map((edge) => edge.node.name);
    const paged: string[] = [];
    let after: string | null = null;
    for (let page = await labelsOf(admin, 1); ; page = await labelsOf(admin, 1, after)) {
      paged.push(...page.edges.map((edge) => edge.node.name));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(paged).toEqual(whole);
    expect(new Set(paged).size).toBe(7);
  });

  it('keep paging correctly after the label a cursor points at is renamed or deleted', async () => {
    const { admin } = team();
    const labels = [];
    for (const name of ['a1', 'b1', 'c1', 'd1']) labels.push(await createLabel(admin, { name, color: '#0090ff' }));
    const first = await labelsOf(admin, 2);
    dataOf(await gql(server, DELETE, { input: { id: labels[1].id } }, admin));
    const next = await labelsOf(admin, 2, first.pageInfo.endCursor);
    expect(next.edges.map((edge) => edge.node.name)).toEqual(['c1', 'd1']);
  });

  it.each([
    [{ first: 101 }, 'first'],
    [{ after: 'bm9wZQ' }, 'after'],
    [{ after: Buffer.from('label:["x"]').toString('base64url') }, 'after'],
    [{ after: Buffer.from('project:12').toString('base64url') }, 'after'],
  ])('refuse the page arguments %j with BAD_USER_INPUT naming %s', async (variables, field) => {
    const { admin } = team();
    const response = await gql(server, LABELS, { first: 10, ...variables }, admin);
    expect(onlyError(response).extensions).toEqual({ code: 'BAD_USER_INPUT', field });
  });

  describe('input', () => {
    it.each([
      ['a blank name', { name: '   ', color: '#e5484d' }, 'name'],
      ['a 41-character name', { name: 'x'.repeat(41), color: '#e5484d' }, 'name'],
      ['a name with a line break', { name: 'two\nlines', color: '#e5484d' }, 'name'],
      // Control characters are refused for every argument before any resolver runs (server/graphql/inputText.ts).
      ['a name with a NUL byte', { name: 'nul\u0000', color: '#e5484d' }, 'input.name'],
      ['a colour without #', { name: 'Bug', color: 'e5484d' }, 'color'],
      ['a three-digit colour', { name: 'Bug', color: '#fff' }, 'color'],
      ['a colour name', { name: 'Bug', color: 'red' }, 'color'],
    ])('refuses %s with BAD_USER_INPUT naming the field', async (_case, input, field) => {
      const { admin } = team();
      const response = await gql(server, CREATE, { input }, admin);
      expect(onlyError(response)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field }, message: expect.any(String) });
      expect(await namesOf(admin)).toEqual([]);
    });

    it('accepts a 40-character name (emoji count as one character)', async () => {
      const { admin } = team();
      const name = `${'🐛'.repeat(10)}${'x'.repeat(30)}`;
      expect((await createLabel(admin, { name, color: '#e5484d' })).name).toBe(name);
    });

    it('renames and recolours, leaving absent and null fields unchanged', async () => {
      const { admin } = team();
      const label = await createLabel(admin, { name: 'Bug', color: '#e5484d' });
      const renamed = dataOf(await gql(server, UPDATE, { input: { id: label.id, name: ' Defect ' } }, admin)).updateLabel.label;
      expect(renamed).toEqual({ id: label.id, name: 'Defect', color: '#e5484d' });
      const recoloured = dataOf(await gql(server, UPDATE, { input: { id: label.id, name: null, color: '#0090FF' } }, admin)).updateLabel.label;
      expect(recoloured).toEqual({ id: label.id, name: 'Defect', color: '#0090ff' });
      const unchanged = dataOf(await gql(server, UPDATE, { input: { id: label.id } }, admin)).updateLabel.label;
      expect(unchanged).toEqual(recoloured);
      const refused = await gql(server, UPDATE, { input: { id: label.id, color: '#12345' } }, admin);
      expect(onlyError(refused).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'color' });
    });
  });

  describe('names', () => {
    it('are unique in a workspace regardless of case: CONFLICT naming the name, on create and on rename', async () => {
      const { admin } = team();
      await createLabel(admin, { name: 'Bug', color: '#e5484d' });
      const other = await createLabel(admin, { name: 'Feature', color: '#30a46c' });
      const duplicate = await gql(server, CREATE, { input: { name: ' BUG', color: '#0090ff' } }, admin);
      expect(onlyError(duplicate)).toMatchObject({ extensions: { code: 'CONFLICT', field: 'name' }, message: expect.stringMatching(/BUG/) });
      const rename = await gql(server, UPDATE, { input: { id: other.id, name: 'bug' } }, admin);
      expect(onlyError(rename).extensions).toEqual({ code: 'CONFLICT', field: 'name' });
      expect(await namesOf(admin)).toEqual(['Bug', 'Feature']);
    });

    it('may change case alone, and repeat across workspaces', async () => {
      const [acme, globex] = [team(), team({ name: 'Globex' })];
      const label = await createLabel(acme.admin, { name: 'bug', color: '#e5484d' });
      expect(dataOf(await gql(server, UPDATE, { input: { id: label.id, name: 'Bug' } }, acme.admin)).updateLabel.label.name).toBe('Bug');
      await createLabel(globex.admin, { name: 'BUG', color: '#e5484d' });
      expect(await namesOf(acme.admin)).toEqual(['Bug']);
      expect(await namesOf(globex.admin)).toEqual(['BUG']);
    });
  });

  describe('permissions', () => {
    it('let admins manage labels and say so in viewerCanManageLabels', async () => {
      const { admin } = team();
      expect(dataOf(await gql(server, LABELS, { first: 1 }, admin)).viewer.workspace.viewerCanManageLabels).toBe(true);
    });

    it('let members and viewers read labels but not create, rename or delete them', async () => {
      const { admin, member, viewer } = team();
      const label = await createLabel(admin, { name: 'Bug', color: '#e5484d' });
      for (const token of [member, viewer]) {
        const workspace = dataOf(await gql(server, LABELS, { first: 10 }, token)).viewer.workspace;
        expect(workspace.viewerCanManageLabels).toBe(false);
        expect(workspace.labels.edges.map((edge) => edge.node.name)).toEqual(['Bug']);
        const attempts = [
          await gql(server, CREATE, { input: { name: 'Mine', color: '#e5484d' } }, token),
          await gql(server, UPDATE, { input: { id: label.id, name: 'Renamed' } }, token),
          await gql(server, DELETE, { input: { id: label.id } }, token),
        ];
        for (const response of attempts) {
          expect(onlyError(response)).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: 'Only admins may create, rename or delete labels.' });
        }
      }
      expect(await namesOf(admin)).toEqual(['Bug']);
    });

    it('follow org:labels:manage over the role', async () => {
      const { member, admin } = team({ member: { permissions: ['org:labels:manage'] }, admin: { permissions: ['org:labels:read'] } });
      const label = await createLabel(member, { name: 'Granted', color: '#e5484d' });
      expect(dataOf(await gql(server, LABELS, { first: 1 }, member)).viewer.workspace.viewerCanManageLabels).toBe(true);
      expect(errorCodes(await gql(server, DELETE, { input: { id: label.id } }, admin))).toEqual(['FORBIDDEN']);
      expect(dataOf(await gql(server, DELETE, { input: { id: label.id } }, member)).deleteLabel.deletedLabelId).toBe(label.id);
    });
  });

  describe('tenant isolation', () => {
    it('makes a label of another workspace not found for node, nodes, update and delete', async () => {
      const [acme, globex] = [team(), team({ name: 'Globex' })];
      const label = await createLabel(acme.admin, { name: 'Secret', color: '#e5484d' });
      const read = dataOf(await gql(server, `query($id: ID!) { node(id: $id) { id } nodes(ids: [$id]) { id } }`, { id: label.id }, globex.admin));
      expect(read).toEqual({ node: null, nodes: [null] });
      const attempts = [
        await gql(server, UPDATE, { input: { id: label.id, name: 'Stolen' } }, globex.admin),
        await gql(server, DELETE, { input: { id: label.id } }, globex.admin),
      ];
      for (const response of attempts) expect(onlyError(response)).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
      const { node } = dataOf(await gql(server, `query($id: ID!) { node(id: $id) { ... on Label { name color } } }`, { id: label.id }, acme.admin));
      expect(node).toEqual({ name: 'Secret', color: '#e5484d' });
      expect(await namesOf(globex.admin)).toEqual([]);
    });

    it('treats ids of another type or undecodable ids as not found', async () => {
      const { admin } = team();
      const workspaceId = dataOf(await gql(server, LABELS, { first: 1 }, admin)).viewer.workspace.id;
      for (const id of [workspaceId, 'nonsense', Buffer.from('Label:not-a-uuid').toString('base64url')]) {
        expect(errorCodes(await gql(server, DELETE, { input: { id } }, admin))).toEqual(['NOT_FOUND']);
        expect(errorCodes(await gql(server, UPDATE, { input: { id, name: 'X' } }, admin))).toEqual(['NOT_FOUND']);
      }
    });
  });

  describe('on issues', () => {
    const ISSUE_LABELS = graphql(`query LabelsTestIssueLabels($id: ID!) { node(id: $id) { ... on Issue { labels { id name color } } } }`);

    async function labelsOnIssue(token: string, id: string) {
      const node = dataOf(await gql(server, ISSUE_LABELS, { id }, token)).node;
      return node && 'labels' in node ? node.labels.map((label) => `${label.name} ${label.color}`) : null;
    }

    it('show on issues by name, renamed and recoloured as they change', async () => {
      const acme = await issueTeam(server, {}, 'LBL');
      const bug = await createLabel(acme.admin, { name: 'bug', color: '#e5484d' });
      const api = await createLabel(acme.admin, { name: 'API', color: '#0090ff' });
      const issue = await createIssue(server, acme.member, acme.projectId, { title: 'Labelled', labelIds: [bug.id, api.id] });
      expect(await labelsOnIssue(acme.member, issue.id)).toEqual(['API #0090ff', 'bug #e5484d']);
      dataOf(await gql(server, UPDATE, { input: { id: bug.id, name: 'Defect', color: '#F76B15' } }, acme.admin));
      expect(await labelsOnIssue(acme.member, issue.id)).toEqual(['API #0090ff', 'Defect #f76b15']);
    });

    it('leave every issue when deleted, and the issues stay', async () => {
      const acme = await issueTeam(server, {}, 'DEL');
      const bug = await createLabel(acme.admin, { name: 'Bug', color: '#e5484d' });
      const docs = await createLabel(acme.admin, { name: 'Docs', color: '#8b8d98' });
      const both = await createIssue(server, acme.member, acme.projectId, { title: 'Both', labelIds: [bug.id, docs.id] });
      const onlyBug = await createIssue(server, acme.member, acme.projectId, { title: 'Only the bug', labelIds: [bug.id] });
      expect(dataOf(await gql(server, DELETE, { input: { id: bug.id } }, acme.admin)).deleteLabel.deletedLabelId).toBe(bug.id);
      expect(await labelsOnIssue(acme.member, both.id)).toEqual(['Docs #8b8d98']);
      expect(await labelsOnIssue(acme.member, onlyBug.id)).toEqual([]);
      expect(await namesOf(acme.admin)).toEqual(['Docs']);
    });
  });

  it('reach every member of the workspace live when one is created, renamed, recoloured or deleted, and nobody else', async () => {
    const acme = await issueTeam(server);
    const globex = await issueTeam(server, { name: 'Globex' });
    const listen = (token: string) => subscribe<LabelEventsTestSubscription>(server, LABEL_EVENTS.toString(), { token });
    const eventOf = async (subscription: Awaited<ReturnType<typeof listen>>) => {
      const result = await subscription.next();
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return result.data!.labelEvents;
    };
    const viewerEvents = await listen(acme.viewer);
    const outsiderEvents = await listen(globex.admin);
    try {
      const label = await createLabel(acme.admin, { name: 'Bug', color: '#e5484d' });
      expect(await eventOf(viewerEvents)).toEqual({ kind: 'CREATED', deletedLabelId: null, label: { id: label.id, name: 'Bug', color: '#e5484d' } });
      dataOf(await gql(server, UPDATE, { input: { id: label.id, name: 'Defect' } }, acme.admin));
      expect(await eventOf(viewerEvents)).toEqual({ kind: 'UPDATED', deletedLabelId: null, label: { id: label.id, name: 'Defect', color: '#e5484d' } });
      // Nothing changed: nothing is sent.
      dataOf(await gql(server, UPDATE, { input: { id: label.id, name: 'Defect' } }, acme.admin));
      dataOf(await gql(server, UPDATE, { input: { id: label.id, color: '#30a46c' } }, acme.admin));
      expect(await eventOf(viewerEvents)).toMatchObject({ kind: 'UPDATED', label: { name: 'Defect', color: '#30a46c' } });
      dataOf(await gql(server, DELETE, { input: { id: label.id } }, acme.admin));
      expect(await eventOf(viewerEvents)).toEqual({ kind: 'DELETED', deletedLabelId: label.id, label: null });
      // The outsider's first event is their own workspace's, made after all of Acme's.
      await createLabel(globex.admin, { name: 'Marker', color: '#e5484d' });
      expect(await eventOf(outsiderEvents)).toMatchObject({ kind: 'CREATED', label: { name: 'Marker' } });
    } finally {
      await Promise.all([viewerEvents.close(), outsiderEvents.close()]);
    }
  }, 30_000);
});
