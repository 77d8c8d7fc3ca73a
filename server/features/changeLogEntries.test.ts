// What the features write to the change log, in the agreed shapes (the dispatcher, catch-up, history and caches read
// them): one entry per change, in the order the changes committed, with the actor, the entity, the kind, the changed
// fields and the row; notifications name the change that made them (change_seq).
import { changesAfter, logHead, type LoggedChange } from '../db/changeLog';
import { dataOf, gql } from '../test/client';
import { issueTeam, type IssueTeam } from '../test/issues';
import { useTestServer } from '../test/server';
import { commentNode } from './comments/resolvers';
import { issueNode } from './issues/resolvers';
import { labelNode } from './labels/resolvers';
import { projectNode } from './projects/resolvers';

const server = useTestServer();

/** The workspace's log entries after `since`, in order. */
const entriesAfter = (team: IssueTeam, since: number) => changesAfter(server.database.db, team.workspaceId, since, 1000);

/** Runs `act` and answers the entries it logged. */
async function logged(team: IssueTeam, act: () => Promise<unknown>): Promise<LoggedChange[]> {
  const since = await logHead(server.database.db, team.workspaceId);
  await act();
  return entriesAfter(team, since);
}

/** The notifications of an issue or comment: why, and the number of the change that made them (a bigint, as a number). */
async function notificationsWhere(column: 'issueId' | 'commentId', id: string) {
  const rows = await server.database.db.selectFrom('notifications').select(['reason', 'changeSeq']).where(column, '=', id).execute();
  return rows.map((row) => ({ reason: row.reason, changeSeq: Number(row.changeSeq) }));
}

const mutate = async (token: string, document: string, input: Record<string, unknown>) => dataOf(await gql(server, document, { input }, token));

const CREATE_ISSUE = 'mutation LogCreate($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }';
const UPDATE_ISSUE = 'mutation LogUpdate($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }';
const MOVE_ISSUE = 'mutation LogMove($input: MoveIssueInput!) { moveIssue(input: $input) { issue { id } } }';
const BULK_UPDATE = 'mutation LogBulk($input: BulkUpdateIssuesInput!) { bulkUpdateIssues(input: $input) { issues { id } } }';
const DELETE_ISSUE = 'mutation LogDelete($input: DeleteIssueInput!) { deleteIssue(input: $input) { deletedIssueId } }';
const CREATE_COMMENT = 'mutation LogComment($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }';
const UPDATE_COMMENT = 'mutation LogEdit($input: UpdateCommentInput!) { updateComment(input: $input) { comment { id } } }';
const DELETE_COMMENT = 'mutation LogUncomment($input: DeleteCommentInput!) { deleteComment(input: $input) { deletedCommentId } }';
const CREATE_LABEL = 'mutation LogLabel($input: CreateLabelInput!) { createLabel(input: $input) { label { id } } }';
const DELETE_LABEL = 'mutation LogUnlabel($input: DeleteLabelInput!) { deleteLabel(input: $input) { deletedLabelId } }';
const ARCHIVE_PROJECT = 'mutation LogArchive($input: ArchiveProjectInput!) { archiveProject(input: $input) { project { id } } }';
const UNARCHIVE_PROJECT = 'mutation LogUnarchive($input: UnarchiveProjectInput!) { unarchiveProject(input: $input) { project { id } } }';

describe('the change log as the features write it', () => {
  it('has the workspace, its members and its project from the start', async () => {
    const team = await issueTeam(server, { name: 'Logged' });
    const entries = await entriesAfter(team, 0);
    expect(entries.map((entry) => entry.seq)).toEqual(entries.map((_, index) => index + 1));
    expect(entries.map((entry) => [entry.entityType, entry.kind])).toEqual([
      ['workspace', 'CREATED'],
      ['member', 'ADDED'],
      ['member', 'ADDED'],
      ['member', 'ADDED'],
      ['project', 'CREATED'],
    ]);
    const admin = entries[1];
    expect(admin).toMatchObject({ entityId: team.people.admin.id, actorId: team.people.admin.id, row: { userId: team.people.admin.id, role: 'org:admin' } });
    expect(entries[4]).toMatchObject({ entityId: projectNode.localId(team.projectId), projectId: projectNode.localId(team.projectId), actorId: team.people.admin.id });
  });

  it('logs each issue change with its kind, changed fields and row, and notifications name it', async () => {
    const team = await issueTeam(server);
    const projectId = projectNode.localId(team.projectId);
    const actorId = team.people.admin.id;
    let issueId = '';
    const [created] = await logged(team, async () => {
      issueId = (await mutate(team.admin, CREATE_ISSUE, { projectId: team.projectId, title: 'Logged', assigneeId: team.userIds.member })).createIssue.issue.id;
    });
    const localId = issueNode.localId(issueId)!;
    expect(created).toMatchObject({ entityType: 'issue', entityId: localId, issueId: localId, projectId, kind: 'CREATED', changes: [], actorId });
    expect(created.row).toMatchObject({ id: localId, title: 'Logged', assigneeId: team.people.member.id });
    expect(await notificationsWhere('issueId', localId)).toEqual([{ reason: 'ASSIGNED', changeSeq: created.seq }]);

    const updated = await logged(team, () => mutate(team.admin, UPDATE_ISSUE, { id: issueId, title: 'Renamed', priority: 'HIGH' }));
    expect(updated).toEqual([
      expect.objectContaining({
        kind: 'UPDATED',
        seq: created.seq + 1,
        changes: [
          { field: 'TITLE', from: 'Logged', to: 'Renamed' },
          { field: 'PRIORITY', from: 'NONE', to: 'HIGH' },
        ],
        row: expect.objectContaining({ title: 'Renamed', priority: 'HIGH' }),
      }),
    ]);
    const moved = await logged(team, () => mutate(team.admin, MOVE_ISSUE, { id: issueId, status: 'TODO' }));
    expect(moved).toEqual([expect.objectContaining({ kind: 'MOVED', changes: [{ field: 'STATUS', from: 'BACKLOG', to: 'TODO' }] })]);
    // A new place in its own column changes no field, and is logged all the same (the board shows it).
    const reordered = await logged(team, () => mutate(team.admin, MOVE_ISSUE, { id: issueId, status: 'TODO' }));
    expect(reordered).toEqual([expect.objectContaining({ kind: 'MOVED', changes: [] })]);
    // Nothing asked that was not so already: nothing written, nothing logged.
    expect(await logged(team, () => mutate(team.admin, UPDATE_ISSUE, { id: issueId, title: 'Renamed' }))).toEqual([]);

    const otherId = (await mutate(team.admin, CREATE_ISSUE, { projectId: team.projectId, title: 'Other' })).createIssue.issue.id;
    const bulk = await logged(team, () => mutate(team.admin, BULK_UPDATE, { ids: [issueId, otherId], priority: 'LOW' }));
    expect(bulk.map((entry) => [entry.entityId, entry.kind])).toEqual([
      [localId, 'UPDATED'],
      [issueNode.localId(otherId), 'UPDATED'],
    ]);

    const deleted = await logged(team, () => mutate(team.admin, DELETE_ISSUE, { id: otherId }));
    expect(deleted).toEqual([expect.objectContaining({ kind: 'DELETED', changes: [], entityId: issueNode.localId(otherId) })]);
    expect((deleted[0].row as { deletedAt: string | null }).deletedAt).not.toBeNull();
  });

  it('logs comments, labels and projects', async () => {
    const team = await issueTeam(server);
    const projectId = projectNode.localId(team.projectId)!;
    const issueId = (await mutate(team.admin, CREATE_ISSUE, { projectId: team.projectId, title: 'Commented' })).createIssue.issue.id;
    let commentId = '';
    const commented = await logged(team, async () => {
      commentId = (await mutate(team.member, CREATE_COMMENT, { issueId, body: 'First!' })).createComment.comment.id;
    });
    const comment = commentNode.localId(commentId);
    expect(commented).toEqual([
      expect.objectContaining({ entityType: 'comment', entityId: comment, kind: 'CREATED', issueId: issueNode.localId(issueId), projectId, actorId: team.people.member.id }),
    ]);
    const [commentedSeq] = commented.map((entry) => entry.seq);
    expect(await notificationsWhere('commentId', comment!)).toEqual([{ reason: 'COMMENTED', changeSeq: commentedSeq }]);
    expect((await logged(team, () => mutate(team.member, UPDATE_COMMENT, { id: commentId, body: 'Second!' })))[0]).toMatchObject({
      kind: 'UPDATED',
      row: { body: 'Second!' },
    });
    expect((await logged(team, () => mutate(team.admin, DELETE_COMMENT, { id: commentId })))[0]).toMatchObject({ kind: 'DELETED', actorId: team.people.admin.id });

    let labelId = '';
    const labelled = await logged(team, async () => {
      labelId = (await mutate(team.admin, CREATE_LABEL, { name: 'Bug', color: '#e5484d' })).createLabel.label.id;
    });
    expect(labelled).toEqual([expect.objectContaining({ entityType: 'label', entityId: labelNode.localId(labelId), kind: 'CREATED', row: expect.objectContaining({ name: 'Bug' }) })]);
    expect((await logged(team, () => mutate(team.admin, DELETE_LABEL, { id: labelId })))[0]).toMatchObject({ kind: 'DELETED' });

    const archived = await logged(team, () => mutate(team.admin, ARCHIVE_PROJECT, { id: team.projectId }));
    const restored = await logged(team, () => mutate(team.admin, UNARCHIVE_PROJECT, { id: team.projectId }));
    expect([...archived, ...restored].map((entry) => [entry.entityType, entry.entityId, entry.kind])).toEqual([
      ['project', projectId, 'ARCHIVED'],
      ['project', projectId, 'RESTORED'],
    ]);
  });
});
