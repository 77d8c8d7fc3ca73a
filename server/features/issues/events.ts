// The issues' live topic and events. A topic is one project's, inside its workspace's namespace, so an event never
// reaches another workspace (a subscription's topic is built from the viewer's workspace) nor another project's board.
// Events are made from the change log by the dispatcher (server/live/dispatcher.ts), after commit and in the log's
// order; each carries its entry's number (`seq`), from which a client resumes.
import { sql } from 'kysely';
import { changesAfter, firstRetainedSeq, reviveRow, type LoggedChange } from '../../db/changeLog';
import type { DB } from '../../db/database';
import { reloadRequired } from '../../errors';
import type { ChangeEventBuilder } from '../../live/dispatcher';
import type { IssueRow } from './domain';

export type IssueEventKind = 'CREATED' | 'UPDATED' | 'MOVED' | 'DELETED' | 'RESTORED';

export interface IssueEvent {
  kind: IssueEventKind;
  /** The change's number in its workspace's log. */
  seq: number;
  /** When the change was made (the issue's updated_at, or deleted_at). Through Redis, an ISO string. */
  at: Date | string;
  /** The issue as it is after the change (for DELETED, as it was when deleted). */
  issue: IssueRow;
}

export const issuesTopic = (workspaceId: string, projectId: string) => `workspace:${workspaceId}:project:${projectId}:issues`;

const KINDS: ReadonlySet<string> = new Set<IssueEventKind>(['CREATED', 'UPDATED', 'MOVED', 'DELETED', 'RESTORED']);

/** Whether a log entry is an issue's change that its project's subscribers hear of. */
export const isIssueChange = (change: LoggedChange): boolean =>
  change.entityType === 'issue' && KINDS.has(change.kind) && change.projectId !== null && change.row !== null;

/** The event of an issue's log entry. */
export function issueEventOf(change: LoggedChange): IssueEvent {
  const kind = change.kind as IssueEventKind;
  const issue = reviveRow<IssueRow>(change.row);
  return { kind, seq: change.seq, at: kind === 'DELETED' ? (issue.deletedAt ?? change.at) : issue.updatedAt, issue };
}

/** Every project's issue events of a workspace (My issues, the issues page; #21): live only, no catch-up. */
export const workspaceIssuesTopic = (workspaceId: string) => `workspace:${workspaceId}:issues`;

export const issueChangeEvents: ChangeEventBuilder = async (_db, changes) =>
  changes.filter(isIssueChange).flatMap((change) => {
    const event = issueEventOf(change);
    return [
      { seq: change.seq, topic: issuesTopic(change.workspaceId, change.projectId!), event },
      { seq: change.seq, topic: workspaceIssuesTopic(change.workspaceId), event },
    ];
  });

/** The most changes a catch-up replays: a client further behind is told to reload (RELOAD_REQUIRED), never cut short. */
export const REPLAY_MAX = 1000;

const tooFarBehind = () => reloadRequired(`More than ${REPLAY_MAX} changes were made since: read the project again.`);

/**
 * The project's issue events after the change-log number `afterSeq`, in log order, exactly as they were published;
 * RELOAD_REQUIRED when there are more than REPLAY_MAX of them, or when the log no longer holds some of them (pruned
 * past its retention).
 */
export async function issueEventsAfter(db: DB, workspaceId: string, projectId: string, afterSeq: number): Promise<IssueEvent[]> {
  if (afterSeq + 1 < (await firstRetainedSeq(db, workspaceId))) {
    throw reloadRequired('The changes after this point are no longer kept: read the project again.');
  }
  const changes = await changesAfter(db, workspaceId, afterSeq, REPLAY_MAX + 1, { entityType: 'issue', projectId });
  if (changes.length > REPLAY_MAX) throw tooFarBehind();
  return changes.filter(isIssueChange).map(issueEventOf);
}

/**
 * The deprecated catch-up by moment (`issueEvents(since:)`), as it always answered: each issue of the project changed
 * or deleted after `since`, as it is now (UPDATED, or DELETED), numbered with its latest change-log entry and sent in
 * that order; RELOAD_REQUIRED past REPLAY_MAX issues (it used to stop there unsaid). A change committed by a
 * transaction that began before `since` can be missed: that is why it is deprecated.
 */
export async function issueEventsSince(db: DB, workspaceId: string, projectId: string, since: Date): Promise<IssueEvent[]> {
  const issues = await db
    .selectFrom('issues')
    .selectAll()
    .where('workspaceId', '=', workspaceId)
    .where('projectId', '=', projectId)
    .where((where) => where.or([where.and([where('deletedAt', 'is', null), where('updatedAt', '>', since)]), where('deletedAt', '>', since)]))
    .orderBy(sql`coalesce(deleted_at, updated_at)`)
    .orderBy('number')
    .limit(REPLAY_MAX + 1)
    .execute();
  if (issues.length > REPLAY_MAX) throw tooFarBehind();
  if (issues.length === 0) return [];
  const latest = await db
    .selectFrom('changeLog')
    .select(['issueId', (eb) => eb.fn.max('seq').as('seq')])
    .where('workspaceId', '=', workspaceId)
    .where('entityType', '=', 'issue')
    .where('issueId', 'in', issues.map((issue) => issue.id))
    .groupBy('issueId')
    .execute();
  const seqOf = new Map(latest.map((row) => [row.issueId, Number(row.seq)]));
  return issues
    .map((issue): IssueEvent => {
      const deleted = issue.deletedAt !== null;
      return { kind: deleted ? 'DELETED' : 'UPDATED', seq: seqOf.get(issue.id) ?? 0, at: issue.deletedAt ?? issue.updatedAt, issue };
    })
    .sort((a, b) => a.seq - b.seq);
}
