// Notifications: what happened to an issue, told to one member of its workspace. Written by the domain functions
// that make the change (issues, comments), in their transaction, through `notify`: never to the actor, once per person
// and reason per change, only to members of the issue's workspace, and only for the reasons the person has not turned
// off there (notification_preferences: a reason without a row is on). Read per person and workspace, newest first.
// One is about no issue: WEBHOOK_DISABLED, told to the workspace's admins by the webhooks' worker (`notifyAdmins`).
// The person's own changes to them (read, archived, snoozed, preferences) are written like any workspace data: in a
// logged transaction with their change-log entry (so they move only their workspace's cached answers, and the
// dispatcher tells the person's other tabs).
import { sql, type Selectable, type UpdateObject } from 'kysely';
import type { ChangeEntry } from '../../db/changeLog';
import type { DB } from '../../db/database';
import { logChange, loggedTransaction } from '../../db/loggedTransaction';
import { badInput } from '../../errors';
import { keysetPage, type KeysetPage, type PageArgs } from '../../db/paging';
import type { Database, NotificationsTable } from '../../db/schema';
import { isUuid } from '../../db/ids';
import { ORG_ADMIN_ROLE } from '../../auth/policy';
import { findMembersByIds } from '../users/domain';

export type NotificationRow = Selectable<NotificationsTable>;

/** Why a person is notified, in the contract's order (NotificationReason): each is a preference, on by default. */
export const NOTIFICATION_REASONS = ['ASSIGNED', 'MENTIONED', 'STATUS_CHANGED', 'COMMENTED', 'ISSUE_DELETED', 'WEBHOOK_DISABLED'] as const;

export type NotificationReason = (typeof NOTIFICATION_REASONS)[number];

/** The issue a notification is about, as the change left it. */
export interface NotifiedIssue {
  id: string;
  workspaceId: string;
  projectId: string;
  number: number;
  title: string;
  status: string;
}

export interface NotificationDraft {
  /** Who is told (a user id); null or undefined tells no one (an unassigned issue's assignee). */
  userId: string | null | undefined;
  reason: NotificationReason;
  commentId?: string | null;
  /** STATUS_CHANGED: the new status. */
  status?: string | null;
}

/**
 * Writes the drafts about the issue (inside the caller's transaction, after the change that made them is recorded:
 * `changeSeq` is its number in the workspace's log): drops the actor's own, repeats (one per person and reason) and
 * people who are not members of the issue's workspace. The rows written, in draft order.
 */
export async function notify(
  trx: DB,
  actorId: string,
  issue: NotifiedIssue,
  drafts: readonly NotificationDraft[],
  changeSeq: number,
): Promise<NotificationRow[]> {
  const seen = new Set<string>();
  const wanted = drafts.filter((draft): draft is NotificationDraft & { userId: string } => {
    if (!draft.userId || draft.userId === actorId) return false;
    const key = `${draft.userId}\u0000${draft.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (wanted.length === 0) return [];
  const userIds = [...new Set(wanted.map((draft) => draft.userId))];
  const members = new Set((await findMembersByIds(trx, issue.workspaceId, userIds)).map((user) => user.id));
  const turnedOff = await turnedOffReasons(trx, issue.workspaceId, userIds);
  const told = wanted.filter((draft) => members.has(draft.userId) && !turnedOff.has(`${draft.userId}\u0000${draft.reason}`));
  if (told.length === 0) return [];
  const project = await trx.selectFrom('projects').select('key').where('id', '=', issue.projectId).executeTakeFirstOrThrow();
  return trx
    .insertInto('notifications')
    .values(
      told.map((draft) => ({
        workspaceId: issue.workspaceId,
        userId: draft.userId,
        actorId,
        reason: draft.reason,
        issueId: issue.id,
        issueKey: `${project.key}-${issue.number}`,
        issueTitle: issue.title,
        commentId: draft.commentId ?? null,
        status: draft.reason === 'STATUS_CHANGED' ? (draft.status ?? issue.status) : null,
        changeSeq: String(changeSeq),
      })),
    )
    .returningAll()
    .execute();
}

/** The people (of `userIds`) who turned a reason off in the workspace, as `userId\0reason`. */
async function turnedOffReasons(trx: DB, workspaceId: string, userIds: readonly string[]): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('notificationPreferences')
    .select(['userId', 'reason'])
    .where('workspaceId', '=', workspaceId)
    .where('userId', 'in', userIds)
    .where('enabled', '=', false)
    .execute();
  return new Set(rows.map((row) => `${row.userId}\u0000${row.reason}`));
}

/**
 * Tells the workspace's admins (those who have not turned WEBHOOK_DISABLED off) that Lanes disabled one of its
 * webhook endpoints: inside the transaction that disabled it, after that change is recorded (`changeSeq`). The rows
 * written.
 */
export async function notifyAdmins(
  trx: DB,
  workspaceId: string,
  reason: 'WEBHOOK_DISABLED',
  about: { webhookEndpointId: string },
  changeSeq: number,
): Promise<NotificationRow[]> {
  const admins = (
    await trx.selectFrom('memberships').select('userId').where('workspaceId', '=', workspaceId).where('role', '=', ORG_ADMIN_ROLE).orderBy('userId').execute()
  ).map((row) => row.userId);
  if (admins.length === 0) return [];
  const turnedOff = await turnedOffReasons(trx, workspaceId, admins);
  const told = admins.filter((userId) => !turnedOff.has(`${userId}\u0000${reason}`));
  if (told.length === 0) return [];
  return trx
    .insertInto('notifications')
    .values(told.map((userId) => ({ workspaceId, userId, actorId: null, reason, webhookEndpointId: about.webhookEndpointId, changeSeq: String(changeSeq) })))
    .returningAll()
    .execute();
}

/** Which of the person's notifications a list shows: the inbox (or its unread ones), the archived or the snoozed ones. */
export type InboxView = 'inbox' | 'unread' | 'archived' | 'snoozed';

const inbox = (db: DB, workspaceId: string, userId: string, view: InboxView) =>
  db
    .selectFrom('notifications')
    .where('workspaceId', '=', workspaceId)
    .where('userId', '=', userId)
    .$if(view === 'archived', (query) => query.where('archivedAt', 'is not', null))
    // Snoozed and not back yet (archiving one ends its snooze).
    .$if(view === 'snoozed', (query) => query.where('archivedAt', 'is', null).where('snoozedUntil', '>', sql<Date>`now()`))
    .$if(view === 'inbox' || view === 'unread', (query) =>
      // A snoozed notification is back once its time has come: read as of now, nothing has to wake it.
      query.where('archivedAt', 'is', null).where((where) => where.or([where('snoozedUntil', 'is', null), where('snoozedUntil', '<=', sql<Date>`now()`)])),
    )
    .$if(view === 'unread', (query) => query.where('readAt', 'is', null));

/** One page of the person's notifications in the workspace (the inbox, its unread, archived or snoozed ones), newest first. */
export function listNotifications(db: DB, workspaceId: string, userId: string, view: InboxView, args: PageArgs): Promise<KeysetPage<NotificationRow>> {
  return keysetPage<NotificationRow>(inbox(db, workspaceId, userId, view), 'seq', 'desc', args);
}

export async function countNotifications(db: DB, workspaceId: string, userId: string, view: InboxView): Promise<number> {
  const { count } = await inbox(db, workspaceId, userId, view).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return count;
}

/** When the person's first snoozed notification in the workspace comes back; null when none is snoozed. */
export async function nextSnoozeEnd(db: DB, workspaceId: string, userId: string): Promise<Date | null> {
  const { until } = await inbox(db, workspaceId, userId, 'snoozed').select(sql<Date | null>`min(snoozed_until)`.as('until')).executeTakeFirstOrThrow();
  return until;
}

const ofPerson = (db: DB, workspaceId: string, userId: string) =>
  db.selectFrom('notifications').where('workspaceId', '=', workspaceId).where('userId', '=', userId);

/** The person's notifications among `ids` in the workspace, wherever they are (another person's are not found). */
export async function findNotificationsByIds(db: DB, workspaceId: string, userId: string, ids: readonly string[]): Promise<NotificationRow[]> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return [];
  return ofPerson(db, workspaceId, userId).selectAll().where('id', 'in', uuids).execute();
}

/**
 * What a person did to their notifications, as their change-log entries say; and WITHDRAWN: notifications taken back
 * because what they said is undone (a deleted issue restored), which leave every list of their person.
 */
export type NotificationChangeKind = 'READ' | 'ARCHIVED' | 'UNARCHIVED' | 'SNOOZED' | 'UNSNOOZED' | 'WITHDRAWN';

/** The change-log entry of the person's change to one of their notifications (`row`: the notification after it). */
const notificationEntry = (kind: NotificationChangeKind, notification: NotificationRow): ChangeEntry => ({
  workspaceId: notification.workspaceId,
  actorId: notification.userId,
  entityType: 'notification',
  entityId: notification.id,
  issueId: notification.issueId,
  kind,
  row: notification,
});

/** The result of a change to one notification: the notification as it is, and whether anything was written. */
export interface NotificationWrite {
  notification: NotificationRow;
  changed: boolean;
}

type NotificationUpdate = UpdateObject<Database, 'notifications'>;

/**
 * Changes one of the person's notifications where `unchanged` does not hold yet (logged as `kind`); a notification
 * already so is returned as it is (`changed` false). Undefined when it is not theirs in the workspace.
 */
async function changeNotification(
  db: DB,
  workspaceId: string,
  userId: string,
  id: string,
  kind: NotificationChangeKind,
  set: NotificationUpdate,
  unchanged: (row: NotificationRow) => boolean,
): Promise<NotificationWrite | undefined> {
  if (!isUuid(id)) return undefined;
  return loggedTransaction(db, async (trx) => {
    const current = await ofPerson(trx, workspaceId, userId).selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    if (unchanged(current)) return { notification: current, changed: false };
    const notification = await trx.updateTable('notifications').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    logChange(trx, notificationEntry(kind, notification));
    return { notification, changed: true };
  });
}

/**
 * Takes back the notifications that an issue was deleted, once it is restored (inside the restoring logged
 * transaction): each person's leave their lists, live. The rows taken back.
 */
export async function withdrawDeletionNotices(trx: DB, workspaceId: string, issueId: string): Promise<NotificationRow[]> {
  const rows = await trx
    .deleteFrom('notifications')
    .where('workspaceId', '=', workspaceId)
    .where('issueId', '=', issueId)
    .where('reason', '=', 'ISSUE_DELETED')
    .returningAll()
    .execute();
  rows.sort((a, b) => a.seq - b.seq);
  for (const row of rows) logChange(trx, notificationEntry('WITHDRAWN', row));
  return rows;
}

/** Marks the person's notification read (a read one keeps its first reading); undefined when it is not theirs. */
export const markNotificationRead = (db: DB, workspaceId: string, userId: string, id: string) =>
  changeNotification(db, workspaceId, userId, id, 'READ', { readAt: sql`now()` }, (row) => row.readAt !== null);

/** Archives the person's notification (out of the inbox and its count; a snooze ends with it). */
export const archiveNotification = (db: DB, workspaceId: string, userId: string, id: string) =>
  changeNotification(db, workspaceId, userId, id, 'ARCHIVED', { archivedAt: sql`now()`, snoozedUntil: null }, (row) => row.archivedAt !== null);

/** Puts the person's archived notification back in the inbox. */
export const unarchiveNotification = (db: DB, workspaceId: string, userId: string, id: string) =>
  changeNotification(db, workspaceId, userId, id, 'UNARCHIVED', { archivedAt: null }, (row) => row.archivedAt === null);

/** The latest a notification can be snoozed until, from now. */
export const SNOOZE_MAX_MS = 366 * 24 * 60 * 60 * 1000;

/**
 * Snoozes the person's notification until `until` (in the future, at most SNOOZE_MAX_MS ahead): it leaves the inbox
 * (an archived one too) and comes back unread then.
 */
export function snoozeNotification(db: DB, workspaceId: string, userId: string, id: string, until: Date) {
  const time = until.getTime();
  if (!Number.isFinite(time) || time <= Date.now()) throw badInput('until', 'Choose a time in the future.');
  if (time > Date.now() + SNOOZE_MAX_MS) throw badInput('until', 'Snooze for at most a year.');
  return changeNotification(db, workspaceId, userId, id, 'SNOOZED', { snoozedUntil: until, readAt: null, archivedAt: null }, () => false);
}

/**
 * Ends the snooze of the person's notification now: back in the inbox, unread as a snooze leaves it (one not snoozed,
 * or already back, is left as it is).
 */
export const unsnoozeNotification = (db: DB, workspaceId: string, userId: string, id: string) =>
  changeNotification(db, workspaceId, userId, id, 'UNSNOOZED', { snoozedUntil: sql`now()` }, (row) => row.snoozedUntil === null || row.snoozedUntil.getTime() <= Date.now());

/**
 * Marks every unread notification of the person's inbox in the workspace read (archived and snoozed ones stay as
 * they are); the ones it marked, newest first.
 */
export async function markAllNotificationsRead(db: DB, workspaceId: string, userId: string): Promise<NotificationRow[]> {
  return loggedTransaction(db, async (trx) => {
    const unread = inbox(trx, workspaceId, userId, 'unread').select('id');
    const rows = await trx.updateTable('notifications').set({ readAt: sql`now()` }).where('id', 'in', unread).returningAll().execute();
    rows.sort((a, b) => b.seq - a.seq);
    // Oldest first in the log, as if marked one at a time; the dispatcher tells the person's tabs in one event.
    for (const row of [...rows].reverse()) logChange(trx, notificationEntry('READ', row));
    return rows;
  });
}

export interface NotificationPreference {
  reason: NotificationReason;
  enabled: boolean;
}

/** Which reasons notify the person in the workspace: every reason, in order (on unless turned off). */
export async function notificationPreferences(db: DB, workspaceId: string, userId: string): Promise<NotificationPreference[]> {
  const rows = await db
    .selectFrom('notificationPreferences')
    .select(['reason', 'enabled'])
    .where('workspaceId', '=', workspaceId)
    .where('userId', '=', userId)
    .execute();
  const enabled = new Map(rows.map((row) => [row.reason, row.enabled]));
  return NOTIFICATION_REASONS.map((reason) => ({ reason, enabled: enabled.get(reason) ?? true }));
}

/** Turns one reason on or off for the person in the workspace (logged only when it changes). */
export async function updateNotificationPreference(
  db: DB,
  workspaceId: string,
  userId: string,
  preference: NotificationPreference,
): Promise<NotificationPreference> {
  if (!NOTIFICATION_REASONS.includes(preference.reason)) throw badInput('reason', 'No such reason.');
  return loggedTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('notificationPreferences')
      .select('enabled')
      .where('workspaceId', '=', workspaceId)
      .where('userId', '=', userId)
      .where('reason', '=', preference.reason)
      .forUpdate()
      .executeTakeFirst();
    if ((current?.enabled ?? true) === preference.enabled) return preference;
    await trx
      .insertInto('notificationPreferences')
      .values({ workspaceId, userId, reason: preference.reason, enabled: preference.enabled })
      .onConflict((conflict) => conflict.columns(['workspaceId', 'userId', 'reason']).doUpdateSet({ enabled: preference.enabled }))
      .execute();
    logChange(trx, {
      workspaceId,
      actorId: userId,
      entityType: 'notification_preferences',
      entityId: userId,
      kind: 'UPDATED',
      changes: [{ reason: preference.reason, from: !preference.enabled, to: preference.enabled }],
      row: { userId, ...preference },
    });
    return preference;
  });
}
