// Issues: validation and SQL. Every function takes the workspace and touches nothing outside it; a deleted issue
// (deleted_at) is invisible to every read but the live catch-up's. Numbers come from the project's counter, whose row
// lock orders concurrent creations (gap-free); positions are fractional indexes inside a status column, written while
// that lock is held so that two writers never pick the same place.
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/deadlock';
import { loggedTransaction } from '../../db/loggedTransaction';
import { keysetPage, PAGE_DEFAULT_SIZE, pageSize, type Keyset, type KeysetPage, type KeyValue, type PageArgs } from '../../db/paging';
import type { IssuesTable, LabelsTable } from '../../db/schema';
import { isUuid } from '../../db/ids';
import { badInput, conflict, notFound } from '../../errors';
import { logChange } from '../../db/loggedTransaction';
import { activityOf, isHistory, storeMentions, type ActivityRow, type FieldChange, type FieldChangeValues } from '../comments/domain';
import { issueEntry, type IssueChangeKind } from './changeEntry';
import { validateEstimateOnScale } from './estimateScale';
import { lockIssue } from './lock';
import { HAS_CHILDREN, HAS_PARENT, IS_BLOCKED } from '../subissues/domain';
import { notify, withdrawDeletionNotices, type NotificationDraft, type NotificationRow } from '../notifications/domain';
import { findMembersByIds, type UserRow } from '../users/domain';
import {
  BULK_UPDATE_MAX,
  dueDateError,
  ISSUE_STATUSES,
  isIssuePriority,
  isIssueStatus,
  issueDescriptionError,
  labelCountError,
  normalizeIssueDescription,
  normalizeTitle,
  parseIssueKey,
  priorityError,
  priorityUrgency,
  statusError,
  statusRank,
  titleError,
  type IssuePriority,
  type IssueStatus,
} from '../../../src/rules/issue';

export type IssueRow = Selectable<IssuesTable>;
/** A label as an issue carries it (the labels feature's LabelRow is the same type). */
export type IssueLabelRow = Selectable<LabelsTable>;

// The derived values lists order and filter by. Indexed as these very expressions (0005_issue_indexes.ts).
export const STATUS_RANK = sql<number>`(case status when 'BACKLOG' then 0 when 'TODO' then 1 when 'IN_PROGRESS' then 2
  when 'IN_REVIEW' then 3 when 'DONE' then 4 else 5 end)`;
export const URGENCY = sql<number>`(case priority when 'URGENT' then 4 when 'HIGH' then 3 when 'MEDIUM' then 2 when 'LOW' then 1
  else 0 end)`;
/** The due date, with "none" as the latest date of all (issues without one come last). */
export const DUE = sql<string>`(coalesce(due_date, 'infinity'::date))`;
const SEARCHABLE = sql`(to_tsvector('english'::regconfig, title || ' ' || description))`;

export type IssueOrder = 'POSITION' | 'PRIORITY' | 'UPDATED' | 'CREATED' | 'DUE_DATE';

/** Each order's keyset (server/db/paging.ts); the number, unique in a project, breaks every tie. */
export const ISSUE_ORDERS: Record<IssueOrder, Keyset> = {
  POSITION: { key: [STATUS_RANK, 'position', 'number'], order: 'asc' },
  PRIORITY: { key: [URGENCY, 'number'], order: 'desc' },
  UPDATED: { key: ['updatedAt', 'number'], order: 'desc' },
  CREATED: { key: ['number'], order: 'desc' },
  DUE_DATE: { key: [DUE, 'number'], order: 'asc' },
};

/** Each order's key values of a row, as its cursor carries them (in step with ISSUE_ORDERS). */
export const ISSUE_ORDER_KEYS = {
  POSITION: (issue: IssueRow) => [statusRank(issue.status as IssueStatus), issue.position, issue.number] as const,
  PRIORITY: (issue: IssueRow) => [priorityUrgency(issue.priority as IssuePriority), issue.number] as const,
  UPDATED: (issue: IssueRow) => [new Date(issue.updatedAt).toISOString(), issue.number] as const,
  CREATED: (issue: IssueRow) => [issue.number] as const,
  DUE_DATE: (issue: IssueRow) => [issue.dueDate ?? 'infinity', issue.number] as const,
} satisfies Record<IssueOrder, (issue: IssueRow) => readonly KeyValue[]>;

// ---------------------------------------------------------------------------------------------------------------
// Validation (the shared rules in src/rules/issue.ts decide; the database's CHECK constraints are only a backstop)

export function validateTitle(title: string): string {
  const message = titleError(title);
  if (message) throw badInput('title', message);
  return normalizeTitle(title);
}

export function validateDescription(description: string): string {
  const message = issueDescriptionError(description);
  if (message) throw badInput('description', message);
  return normalizeIssueDescription(description);
}

export function validateStatus(status: string, field = 'status'): IssueStatus {
  if (!isIssueStatus(status)) throw badInput(field, statusError(status) as string);
  return status;
}

export function validatePriority(priority: string): IssuePriority {
  if (!isIssuePriority(priority)) throw badInput('priority', priorityError(priority) as string);
  return priority;
}

export function validateEstimate(estimate: number): number {
  if (!Number.isInteger(estimate) || estimate < 0 || estimate > 100) throw badInput('estimate', 'An estimate is a whole number from 0 to 100.');
  return estimate;
}

export function validateDueDate(date: string): string {
  const message = dueDateError(date);
  if (message) throw badInput('dueDate', message);
  return date;
}

/** The member of the workspace with this id; BAD_USER_INPUT naming assigneeId otherwise. */
async function validateAssignee(db: DB, workspaceId: string, userId: string | null): Promise<string> {
  const [member] = userId === null ? [] : await findMembersByIds(db, workspaceId, [userId]);
  if (!member) throw badInput('assigneeId', 'Choose a member of this workspace to assign.');
  return member.id;
}

/** The distinct label ids, each a label of the workspace; BAD_USER_INPUT naming labelIds otherwise. */
async function validateLabels(
  db: DB,
  workspaceId: string,
  labelIds: ReadonlyArray<string | null>,
  field = 'labelIds',
): Promise<string[]> {
  const ids = [...new Set(labelIds)];
  const tooMany = labelCountError(ids.length);
  if (tooMany) throw badInput(field, tooMany);
  const uuids = ids.filter((id): id is string => id !== null && isUuid(id));
  const found =
    uuids.length === 0
      ? []
      : await db.selectFrom('labels').select('id').where('workspaceId', '=', workspaceId).where('id', 'in', uuids).execute();
  if (found.length !== ids.length) throw badInput(field, 'Choose labels of this workspace.');
  return ids as string[];
}

/** A cycle of the workspace with this id; NOT_FOUND naming cycleId otherwise (another workspace's is none of its own). */
async function validateCycle(db: DB, workspaceId: string, cycleId: string | null, field = 'cycleId'): Promise<string> {
  const found =
    cycleId !== null && isUuid(cycleId)
      ? await db.selectFrom('cycles').select('id').where('workspaceId', '=', workspaceId).where('id', '=', cycleId).executeTakeFirst()
      : undefined;
  if (!found) throw notFound('No cycle of this workspace has this id.', field);
  return found.id;
}

/** Columns the system keeps; every other column is one a person sets, and needs a rule in FIELDS. */
// externalRef: set by an import only (server/features/imports), never edited.
type SystemColumn = 'id' | 'workspaceId' | 'projectId' | 'number' | 'createdBy' | 'position' | 'createdAt' | 'updatedAt' | 'completedAt' | 'deletedAt'
  // Set by its own mutation, with its own rules (no cycle, at most 5 levels) and history: server/features/subissues.
  | 'parentId'
  | 'externalRef';
export type IssueFieldColumn<Table extends object = IssuesTable> = Exclude<keyof Table, SystemColumn>;
type FieldColumn = IssueFieldColumn;
/** What the rules store: each column's type, with statuses and priorities named. */
type FieldValues<Table extends object = IssuesTable> = {
  [C in IssueFieldColumn<Table>]: C extends 'status' ? IssueStatus : C extends 'priority' ? IssuePriority : C extends keyof Selectable<Table> ? Selectable<Table>[C] : never;
};

interface FieldRule<In, Out> {
  /**
   * The stored value of an input's value (checked, normalised); BAD_USER_INPUT naming the field otherwise. A field
   * with no `initial` is given to it absent too when an issue is created, so that it can require one.
   */
  validate: (value: In, scope: { db: DB; workspaceId: string }) => Out | Promise<Out>;
  /** A new issue's value when its input gives none. */
  initial?: Out;
  /** An update's null clears the value (else null, like absence, leaves it unchanged). */
  clearable?: true;
  /**
   * How a change of the column reads in the issue's history (its timeline and its change-log entry), null when the
   * column did not change; its `field` is the contract's IssueField value (comments/resolvers.ts holds the values
   * equal to schema.graphql's).
   */
  history: (before: IssueRow, after: IssueRow) => ColumnChange | null;
}

/** A column's change as the issue's history shows it. */
interface ColumnChange<Field extends string = string> extends FieldChangeValues {
  field: Field;
}

/** The change of a column, named `field` in the contract (its literal type kept: see ColumnHistoryField). */
const changeOf = <Field extends string>(field: Field, values: FieldChangeValues): ColumnChange<Field> => ({ field, ...values });

/** A column whose changes read as its values, from `before` to `after` (`text`: how a value reads, null for none). */
function valueHistory<Field extends string, C extends keyof IssueRow>(field: Field, column: C, text: (value: IssueRow[C]) => string | null = (value) => (value == null || value === '' ? null : String(value))) {
  return (before: IssueRow, after: IssueRow) => (before[column] !== after[column] ? changeOf(field, { from: text(before[column]), to: text(after[column]) }) : null);
}

/** One rule per column a person sets: of the issues table (or, in a test, of the table a migration would make). */
export type IssueFieldRules<Table extends object = IssuesTable> = { [C in IssueFieldColumn<Table>]: FieldRule<never, FieldValues<Table>[C]> };

/**
 * One rule per column a person sets. A migration that adds a column regenerates the row types (`npm run codegen`),
 * and this object stops type-checking until the new column has its rule; the input's type, creation and update all
 * come from it, so no field goes unvalidated or unwritten.
 */
export const FIELDS = {
  title: { validate: (title: string | null | undefined) => validateTitle(title ?? ''), history: valueHistory('TITLE', 'title') },
  // The history says that the description changed, not what it was.
  description: {
    validate: validateDescription,
    initial: '',
    history: (before: IssueRow, after: IssueRow) => (before.description !== after.description ? changeOf('DESCRIPTION', { from: null, to: null }) : null),
  },
  status: { validate: (status: string) => validateStatus(status), initial: 'BACKLOG', history: valueHistory('STATUS', 'status') },
  priority: { validate: validatePriority, initial: 'NONE', history: valueHistory('PRIORITY', 'priority') },
  // An id that names no user (or another type's) is `false`: refused like a non-member.
  assigneeId: {
    validate: (id: string | false, { db, workspaceId }) => validateAssignee(db, workspaceId, id || null),
    initial: null,
    clearable: true,
    history: (before: IssueRow, after: IssueRow) =>
      before.assigneeId !== after.assigneeId ? changeOf('ASSIGNEE', { from: null, to: null, fromUserId: before.assigneeId, toUserId: after.assigneeId }) : null,
  },
  dueDate: { validate: validateDueDate, initial: null, clearable: true, history: valueHistory('DUE_DATE', 'dueDate') },
  // On the workspace's scale (src/rules/estimate.ts): none at all, any points, or a T-shirt size's points.
  estimate: {
    validate: (estimate: number, { db, workspaceId }) => validateEstimateOnScale(db, workspaceId, validateEstimate(estimate)),
    initial: null,
    clearable: true,
    history: valueHistory('ESTIMATE', 'estimate'),
  },
  // An id that names no cycle (or another type's) is `false`: refused like another workspace's cycle.
  cycleId: {
    validate: (id: string | false, { db, workspaceId }) => validateCycle(db, workspaceId, id || null),
    initial: null,
    clearable: true,
    history: (before: IssueRow, after: IssueRow) =>
      before.cycleId !== after.cycleId ? changeOf('CYCLE', { from: null, to: null, fromCycleId: before.cycleId, toCycleId: after.cycleId }) : null,
  },
} satisfies IssueFieldRules;

const FIELD_COLUMNS = Object.keys(FIELDS) as FieldColumn[];
/** The IssueField values of the columns' changes (`history` in FIELDS); the timeline's IssueField is made of them. */
export type ColumnHistoryField = NonNullable<ReturnType<(typeof FIELDS)[FieldColumn]['history']>>['field'];
type FieldInput<C extends FieldColumn> = Parameters<(typeof FIELDS)[C]['validate']>[0];
/** Any column's rule, as the loops below apply them (each value goes to its own column's rule). */
interface AnyRule {
  validate(value: unknown, scope: { db: DB; workspaceId: string }): unknown;
  initial?: unknown;
  clearable?: true;
}

/** An input's fields as the domain takes them: local ids (null for an id that names nothing of its type). */
export type IssueFieldsInput = { [C in FieldColumn]?: FieldInput<C> | null } & {
  labelIds?: ReadonlyArray<string | null> | null;
  /** The members the given description mentions (local user ids, read from it by the caller). */
  descriptionMentions?: readonly string[];
};

type ValidFields = Partial<FieldValues> & { labelIds?: string[] };

/** The fields an update's input gives, validated: absent (or null where null does not clear) leaves a field out. */
async function validateFields(db: DB, workspaceId: string, input: IssueFieldsInput): Promise<ValidFields> {
  const fields: Record<string, unknown> = {};
  for (const column of FIELD_COLUMNS) {
    const rule: AnyRule = FIELDS[column];
    const value = input[column];
    if (value === undefined || (value === null && !rule.clearable)) continue;
    fields[column] = value === null ? null : await rule.validate(value, { db, workspaceId });
  }
  if (input.labelIds != null) fields.labelIds = await validateLabels(db, workspaceId, input.labelIds);
  return fields as ValidFields;
}

/** A new issue's fields: the input's, validated, and each rule's `initial` for those it does not give. */
async function validateNewIssue(db: DB, workspaceId: string, input: IssueFieldsInput): Promise<FieldValues & { labelIds: string[] }> {
  const fields: Record<string, unknown> = {};
  for (const column of FIELD_COLUMNS) {
    const rule: AnyRule = FIELDS[column];
    const value = input[column];
    fields[column] = value == null && 'initial' in rule ? rule.initial : await rule.validate(value, { db, workspaceId });
  }
  const labelIds = input.labelIds == null ? [] : await validateLabels(db, workspaceId, input.labelIds);
  return { ...(fields as FieldValues), labelIds };
}

// ---------------------------------------------------------------------------------------------------------------
// History: every write of an issue records its change-log entry in its transaction, with each changed field as
// FIELDS' `history` reads it (the timeline's activity entries are these entries), its mentions and its notifications.

export interface Recorded {
  activity: ActivityRow | null;
  notifications: NotificationRow[];
}

export interface IssueChangeRecord {
  actorId: string;
  /** CREATED without `before`; MOVED when the issue changed column or place in it; UPDATED otherwise. */
  kind: Exclude<IssueChangeKind, 'DELETED' | 'RESTORED'>;
  /** The issue before the change; null for its creation. */
  before: IssueRow | null;
  after: IssueRow;
  /** Labels the change added and removed (ids). */
  addedLabelIds?: readonly string[];
  removedLabelIds?: readonly string[];
  /** The members the description mentions (local user ids), when the change wrote the description. */
  descriptionMentions?: readonly string[];
}

/** The fields that differ between the issue before and after, in the contract's order (labels, not a column, after the assignee). */
function fieldChanges({ before, after, addedLabelIds = [], removedLabelIds = [] }: IssueChangeRecord): FieldChange[] {
  if (!before) return [];
  const changes: FieldChange[] = [];
  for (const column of FIELD_COLUMNS) {
    const change = FIELDS[column].history(before, after) as FieldChange | null;
    if (change) changes.push(change);
    if (column === 'assigneeId' && (addedLabelIds.length > 0 || removedLabelIds.length > 0)) {
      changes.push({ field: 'LABELS', from: null, to: null, addedLabelIds: [...addedLabelIds], removedLabelIds: [...removedLabelIds] });
    }
  }
  return changes;
}

/**
 * Notes a file attached to the issue (`to`, its name) or removed from it (`from`) as an activity entry of its
 * timeline, in the caller's logged transaction (which holds the issue's row lock): the issue's own entry, so the
 * issue's live event refreshes its attachments wherever it is shown.
 */
export function recordAttachmentActivity(trx: DB, actorId: string, issue: IssueRow, change: { from: string | null; to: string | null }): void {
  logChange(trx, issueEntry(actorId, 'UPDATED', issue, [{ field: 'ATTACHMENTS', ...change }]));
}

/**
 * Records a creation or change of an issue inside the caller's logged transaction (which holds the issue's row lock):
 * its change-log entry with every changed field (the timeline's activity entry, unless no field changed: a move inside
 * its column), the description's mentions, and, once the change is recorded, the notifications: ASSIGNED to a new
 * assignee, STATUS_CHANGED to the creator and assignee, MENTIONED to the newly mentioned (never the actor).
 */
export async function recordIssueChange(trx: DB, record: IssueChangeRecord): Promise<Recorded> {
  const { actorId, before, after } = record;
  const changes = fieldChanges(record);
  const mentions = record.descriptionMentions ?? [];
  // A new issue has no mentions yet (nothing to replace) and no timeline entry (nothing to come after).
  const writesMentions = before ? record.descriptionMentions !== undefined && before.description !== after.description : mentions.length > 0;
  const newlyMentioned = writesMentions ? await storeMentions(trx, after.workspaceId, after.id, null, mentions) : [];
  const recorded: Recorded = { activity: null, notifications: [] };
  if (before && changes.length === 0) {
    logChange(trx, issueEntry(actorId, record.kind, after, changes));
    return recorded;
  }
  const drafts: NotificationDraft[] = [];
  if (after.assigneeId && before?.assigneeId !== after.assigneeId) drafts.push({ userId: after.assigneeId, reason: 'ASSIGNED' });
  if (before && before.status !== after.status) {
    for (const userId of [after.createdBy, after.assigneeId]) drafts.push({ userId, reason: 'STATUS_CHANGED', status: after.status });
  }
  for (const userId of newlyMentioned) drafts.push({ userId, reason: 'MENTIONED' });
  logChange(trx, issueEntry(actorId, record.kind, after, changes), async (logged) => {
    if (isHistory(logged)) recorded.activity = activityOf(logged);
    recorded.notifications.push(...(await notify(trx, actorId, after, drafts, logged.seq)));
  });
  return recorded;
}

/** Records the creation of imported issues inside the importing logged transaction: their entries, no notification. */
export function recordIssueCreations(trx: DB, actorId: string, issues: readonly IssueRow[]): void {
  for (const issue of issues) logChange(trx, issueEntry(actorId, 'CREATED', issue, []));
}

/**
 * Records the issue's deletion inside the deleting logged transaction: its change-log entry (the issue as it was), and
 * once it is recorded, the notifications of its creator and assignee (the array fills then, as Recorded's does).
 */
export function recordIssueDeletion(trx: DB, actorId: string, issue: IssueRow): NotificationRow[] {
  const notifications: NotificationRow[] = [];
  logChange(trx, issueEntry(actorId, 'DELETED', issue, []), async (logged) => {
    const drafts = [issue.createdBy, issue.assigneeId].map((userId) => ({ userId, reason: 'ISSUE_DELETED' as const }));
    notifications.push(...(await notify(trx, actorId, issue, drafts, logged.seq)));
  });
  return notifications;
}

/**
 * Records the issue's restoration inside the restoring logged transaction: its change-log entry (the issue as it is
 * back), which is also its timeline's activity entry ("restored the issue"), filled in once recorded.
 */
export function recordIssueRestoration(trx: DB, actorId: string, issue: IssueRow): Recorded {
  const recorded: Recorded = { activity: null, notifications: [] };
  logChange(trx, issueEntry(actorId, 'RESTORED', issue, []), async (logged) => {
    recorded.activity = activityOf(logged);
  });
  return recorded;
}

// ---------------------------------------------------------------------------------------------------------------
// Writes

/**
 * Takes the row locks of the issues' projects (held until the transaction ends), in id order: they order the writes
 * to the projects' columns. Every write takes its project locks before its issue locks, each kind in id order: one
 * global order, so that no two writes wait on each other in a circle (PostgreSQL would abort one as a deadlock).
 */
async function lockProjectsOf(trx: DB, workspaceId: string, issueIds: readonly string[]): Promise<void> {
  await trx
    .selectFrom('projects')
    .select('id')
    .where('workspaceId', '=', workspaceId)
    .where('id', 'in', (eb) => eb.selectFrom('issues').select('projectId').where('id', 'in', issueIds))
    .orderBy('id')
    .forUpdate('projects')
    .execute();
}

/** The project's next issue number, taking its row lock: concurrent creations take turns, so numbers have no gap. */
async function nextNumber(trx: DB, workspaceId: string, projectId: string): Promise<number | undefined> {
  const project = await trx
    .updateTable('projects')
    .set({ issueCounter: sql`issue_counter + 1` })
    .where('id', '=', projectId)
    .where('workspaceId', '=', workspaceId)
    .returning('issueCounter')
    .executeTakeFirst();
  return project?.issueCounter;
}

/** A position at the top of a status column (above `except`'s neighbours; the issue itself is left out). */
async function topOfColumn(trx: DB, projectId: string, status: IssueStatus, except?: string): Promise<string> {
  const top = await columnScope(trx, projectId, status, except).select('position').orderBy('position').limit(1).executeTakeFirst();
  return generateKeyBetween(null, top?.position ?? null);
}

const columnScope = (trx: DB, projectId: string, status: IssueStatus, except?: string) =>
  trx
    .selectFrom('issues')
    .where('projectId', '=', projectId)
    .where(STATUS_RANK, '=', statusRank(status))
    .where('deletedAt', 'is', null)
    .$if(except !== undefined, (query) => query.where('id', '<>', except!));

const completedAtFor = (status: IssueStatus) => (status === 'DONE' ? sql<Date>`coalesce(completed_at, now())` : null);

export type CreateIssueInput = IssueFieldsInput & { title: string };

/**
 * Runs an issue write in a logged transaction (its changes recorded last, see loggedTransaction.ts): the caller's, or
 * its own, run once more when PostgreSQL aborted it as a deadlock's victim.
 */
const loggedIssueWrite = <T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> =>
  db.isTransaction ? loggedTransaction(db, work) : inTransaction(db, (trx) => loggedTransaction(trx, work));

/** An issue as a write left it, with what the write recorded: its activity entry and notifications. */
export interface IssueWrite extends Recorded {
  issue: IssueRow;
}

/**
 * Creates the issue at the top of its status column with the project's next number, recording its creation (activity,
 * the assignee's and mentioned members' notifications) in the same transaction.
 */
export async function createIssue(
  db: DB,
  workspaceId: string,
  createdBy: string,
  projectId: string,
  input: CreateIssueInput,
): Promise<IssueWrite> {
  const { labelIds, ...fields } = await validateNewIssue(db, workspaceId, input);
  const { status } = fields;
  return loggedIssueWrite(db, async (trx) => {
    const number = await nextNumber(trx, workspaceId, projectId);
    if (number === undefined) throw new Error('The project of a new issue is not in its workspace.');
    const issue = await trx
      .insertInto('issues')
      .values({
        ...fields,
        workspaceId,
        projectId,
        number,
        createdBy,
        position: await topOfColumn(trx, projectId, status),
        completedAt: status === 'DONE' ? sql`now()` : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (labelIds.length) {
      await trx.insertInto('issueLabels').values(labelIds.map((labelId) => ({ issueId: issue.id, labelId }))).execute();
    }
    const recorded = await recordIssueChange(trx, {
      actorId: createdBy,
      kind: 'CREATED',
      before: null,
      after: issue,
      descriptionMentions: input.descriptionMentions ?? [],
    });
    // The same object: its activity entry and notifications are filled in once the change is recorded.
    return Object.assign(recorded, { issue });
  });
}

/** An imported issue: its fields, and what it keeps from where it came from (server/features/imports). */
export type ImportedIssueInput = CreateIssueInput & { externalRef: string; createdAt?: Date | null; updatedAt?: Date | null };
export type ValidImportedIssue = Awaited<ReturnType<typeof validateNewIssue>> & Pick<ImportedIssueInput, 'externalRef' | 'createdAt' | 'updatedAt'>;

/** An imported issue checked by the rules every new issue passes; BAD_USER_INPUT naming the field otherwise. */
export async function validateImportedIssue(db: DB, workspaceId: string, input: ImportedIssueInput): Promise<ValidImportedIssue> {
  const fields = await validateNewIssue(db, workspaceId, input);
  if (input.createdAt && input.createdAt.getTime() > Date.now()) throw badInput('createdAt', 'An issue cannot be created in the future.');
  return { ...fields, externalRef: input.externalRef, createdAt: input.createdAt, updatedAt: input.updatedAt };
}

/**
 * Creates validated imported issues in the caller's logged transaction, as createIssue does each (the project's next
 * numbers, on top of their status columns, their creation logged) in a few statements for all of them: numbers in the
 * order given, the last given on top of its column. Their creation notifies nobody (an import assigns in bulk). A
 * reference the project holds already fails the statement (issues_project_external_ref).
 */
export async function createImportedIssues(
  trx: DB,
  workspaceId: string,
  createdBy: string,
  projectId: string,
  issues: readonly ValidImportedIssue[],
): Promise<IssueRow[]> {
  if (issues.length === 0) return [];
  return loggedIssueWrite(trx, async (trx) => {
    const counter = await trx
      .updateTable('projects')
      .set({ issueCounter: sql`issue_counter + ${issues.length}` })
      .where('id', '=', projectId)
      .where('workspaceId', '=', workspaceId)
      .returning('issueCounter')
      .executeTakeFirst();
    if (!counter) throw new Error('The project of an import is not in its workspace.');
    const firstNumber = counter.issueCounter - issues.length + 1;
    const positions = new Array<string>(issues.length);
    for (const status of ISSUE_STATUSES) {
      const column = issues.flatMap((issue, index) => (issue.status === status ? [index] : [])).reverse();
      if (column.length === 0) continue;
      const top = await columnScope(trx, projectId, status).select('position').orderBy('position').limit(1).executeTakeFirst();
      generateNKeysBetween(null, top?.position ?? null, column.length).forEach((key, i) => (positions[column[i]] = key));
    }
    const inserted = await trx
      .insertInto('issues')
      .values(
        issues.map(({ labelIds: _labels, createdAt, updatedAt, ...fields }, index) => ({
          ...fields,
          workspaceId,
          projectId,
          number: firstNumber + index,
          createdBy,
          position: positions[index],
          ...(createdAt ? { createdAt, updatedAt: updatedAt && updatedAt > createdAt ? updatedAt : sql<Date>`now()` } : {}),
          completedAt: fields.status === 'DONE' ? sql<Date>`now()` : null,
        })),
      )
      .returningAll()
      .execute();
    const byNumber = new Map(inserted.map((issue) => [issue.number, issue]));
    const rows = issues.map((_issue, index) => byNumber.get(firstNumber + index)!);
    const links = issues.flatMap((issue, index) => issue.labelIds.map((labelId) => ({ issueId: rows[index].id, labelId })));
    if (links.length > 0) await trx.insertInto('issueLabels').values(links).execute();
    recordIssueCreations(trx, createdBy, rows);
    return rows;
  });
}

export interface IssueChange extends IssueWrite {
  /** False when the issue already was as asked (nothing written). */
  changed: boolean;
  /** The issue changed column (and so its place in the board order). */
  moved: boolean;
}

/**
 * Writes the validated fields to the locked issue `current` (inside the caller's transaction), recording the change
 * (one activity entry, notifications); a status change puts it at the top of its new column, so the caller locks the
 * project first (`lockProjectsOf`) when the fields hold a status. Labels are the issue's whole new set.
 */
async function applyFields(
  trx: DB,
  actorId: string,
  current: IssueRow,
  fields: ValidFields,
  descriptionMentions?: readonly string[],
): Promise<IssueChange> {
  const issueId = current.id;
  const { labelIds, ...columns } = fields;
  const changes: Partial<typeof columns> = {};
  for (const column of Object.keys(columns) as Array<keyof typeof columns>) {
    if (columns[column] !== undefined && columns[column] !== current[column]) Object.assign(changes, { [column]: columns[column] });
  }
  let labelsChanged = false;
  let addedLabelIds: string[] = [];
  let removedLabelIds: string[] = [];
  if (labelIds !== undefined) {
    const heldIds = await heldLabelIds(trx, issueId);
    addedLabelIds = labelIds.filter((id) => !heldIds.has(id));
    removedLabelIds = [...heldIds].filter((id) => !labelIds.includes(id));
    labelsChanged = addedLabelIds.length > 0 || removedLabelIds.length > 0;
    if (labelsChanged) {
      await trx.deleteFrom('issueLabels').where('issueId', '=', issueId).execute();
      if (labelIds.length > 0) await trx.insertInto('issueLabels').values(labelIds.map((labelId) => ({ issueId, labelId }))).execute();
    }
  }
  if (Object.keys(changes).length === 0 && !labelsChanged) {
    return { issue: current, changed: false, moved: false, activity: null, notifications: [] };
  }
  const { status } = changes;
  let placement = {};
  if (status) {
    placement = { position: await topOfColumn(trx, current.projectId, status, issueId), completedAt: completedAtFor(status) };
  }
  const issue = await trx
    .updateTable('issues')
    .set({ ...changes, ...placement, updatedAt: sql`now()` })
    .where('id', '=', issueId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const moved = status !== undefined;
  const recorded = await recordIssueChange(trx, {
    actorId,
    kind: moved ? 'MOVED' : 'UPDATED',
    before: current,
    after: issue,
    addedLabelIds,
    removedLabelIds,
    descriptionMentions,
  });
  return Object.assign(recorded, { issue, changed: true, moved });
}

async function heldLabelIds(trx: DB, issueId: string): Promise<Set<string>> {
  const held = await trx.selectFrom('issueLabels').select('labelId').where('issueId', '=', issueId).execute();
  return new Set(held.map((row) => row.labelId));
}

/**
 * Changes the fields the input gives; a status change puts the issue at the top of its new column. Undefined when
 * the issue is not in the workspace (or deleted).
 */
export async function updateIssue(
  db: DB,
  workspaceId: string,
  actorId: string,
  issueId: string,
  input: IssueFieldsInput,
): Promise<IssueChange | undefined> {
  if (!isUuid(issueId)) return undefined;
  const fields = await validateFields(db, workspaceId, input);
  return loggedIssueWrite(db, async (trx) => {
    if (fields.status !== undefined) await lockProjectsOf(trx, workspaceId, [issueId]);
    const current = await lockIssue(trx, workspaceId, issueId);
    if (!current) return undefined;
    return applyFields(trx, actorId, current, fields, input.descriptionMentions);
  });
}

export interface BulkUpdateInput {
  status?: string | null;
  priority?: string | null;
  /** Undefined leaves it alone; null unassigns; `false` for an id that names no user. */
  assigneeId?: string | null | false;
  /** Undefined leaves it alone; null takes the issues out of their cycle; `false` for an id that names no cycle. */
  cycleId?: string | null | false;
  /** Undefined leaves it alone; null clears it. */
  estimate?: number | null;
  /** Labels every issue gains / loses (local ids; null for an id that names no label). */
  addLabelIds?: ReadonlyArray<string | null> | null;
  removeLabelIds?: ReadonlyArray<string | null> | null;
}

/** The distinct ids of a bulk update; BAD_USER_INPUT naming ids when there are none or too many. */
export function validateBulkIds(ids: readonly string[]): string[] {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) throw badInput('ids', 'Choose at least one issue.');
  if (distinct.length > BULK_UPDATE_MAX) {
    throw badInput('ids', `Change at most ${BULK_UPDATE_MAX} issues at once (now ${distinct.length}).`);
  }
  return distinct;
}

/**
 * Changes the same fields of several issues in one transaction, all or nothing: undefined (nothing written) when one
 * of them is not a live issue of the workspace; BAD_USER_INPUT when one would end with too many labels. The changes
 * come back in the order of `issueIds` (distinct).
 */
export async function bulkUpdateIssues(
  db: DB,
  workspaceId: string,
  actorId: string,
  issueIds: readonly string[],
  input: BulkUpdateInput,
): Promise<IssueChange[] | undefined> {
  const ids = validateBulkIds(issueIds);
  if (!ids.every(isUuid)) return undefined;
  const fields = await validateFields(db, workspaceId, {
    status: input.status,
    priority: input.priority,
    assigneeId: input.assigneeId,
    cycleId: input.cycleId,
    estimate: input.estimate,
  });
  const add = input.addLabelIds ? await validateLabels(db, workspaceId, input.addLabelIds, 'addLabelIds') : [];
  const remove = new Set(input.removeLabelIds ? await validateLabels(db, workspaceId, input.removeLabelIds, 'removeLabelIds') : []);
  const touchesLabels = add.length > 0 || remove.size > 0;
  // Every issue's change is noted as it is made and all are recorded together at the end (one recordChanges).
  return loggedIssueWrite(db, async (trx) => {
    if (fields.status !== undefined) await lockProjectsOf(trx, workspaceId, ids);
    // Locked in id order, after their projects (see lockProjectsOf).
    const locked = await trx
      .selectFrom('issues')
      .selectAll()
      .where('id', 'in', ids)
      .where('workspaceId', '=', workspaceId)
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
    if (locked.length !== ids.length) return undefined;
    const byId = new Map(locked.map((issue) => [issue.id, issue]));
    const changes: IssueChange[] = [];
    for (const id of ids) {
      const current = byId.get(id)!;
      let labelIds: string[] | undefined;
      if (touchesLabels) {
        const held = await heldLabelIds(trx, id);
        labelIds = [...new Set([...held, ...add])].filter((labelId) => !remove.has(labelId));
        const tooMany = labelCountError(labelIds.length);
        if (tooMany) throw badInput('addLabelIds', tooMany);
      }
      changes.push(await applyFields(trx, actorId, current, { ...fields, labelIds }));
    }
    return changes;
  });
}

export interface MoveIssueInput {
  status: string;
  /** Local ids; null for an id that names no issue. Undefined when absent. */
  afterId?: string | null;
  beforeId?: string | null;
  /** Fields that change with the move (a card dropped in another row of a grouped board); undefined leaves each alone. */
  priority?: string | null;
  /** Undefined leaves it alone; null unassigns; `false` for an id that names no user. */
  assigneeId?: string | null | false;
  /** Labels the issue gains / loses (local ids; null for an id that names no label). */
  addLabelIds?: ReadonlyArray<string | null> | null;
  removeLabelIds?: ReadonlyArray<string | null> | null;
}

/**
 * Moves the issue into the status column between two of its issues, with the priority, assignee and labels the input
 * changes, as one change (a change of status or field is recorded; a new place in the same column alone is not);
 * undefined when it is not in the workspace.
 */
export async function moveIssue(
  db: DB,
  workspaceId: string,
  actorId: string,
  issueId: string,
  input: MoveIssueInput,
): Promise<IssueChange | undefined> {
  if (!isUuid(issueId)) return undefined;
  const status = validateStatus(input.status);
  const fields = await validateFields(db, workspaceId, { priority: input.priority, assigneeId: input.assigneeId });
  const add = input.addLabelIds ? await validateLabels(db, workspaceId, input.addLabelIds, 'addLabelIds') : [];
  const remove = new Set(input.removeLabelIds ? await validateLabels(db, workspaceId, input.removeLabelIds, 'removeLabelIds') : []);
  return loggedIssueWrite(db, async (trx) => {
    await lockProjectsOf(trx, workspaceId, [issueId]);
    const current = await lockIssue(trx, workspaceId, issueId);
    if (!current) return undefined;
    const column = () => columnScope(trx, current.projectId, status, issueId);
    const neighbour = async (field: 'afterId' | 'beforeId') => {
      const id = input[field];
      if (id === undefined) return undefined;
      const found = id !== null && isUuid(id) ? await column().select('position').where('id', '=', id).executeTakeFirst() : undefined;
      if (!found) throw badInput(field, `Choose an issue of the ${status} column of this project (other than the one moving).`);
      return found.position;
    };
    const after = await neighbour('afterId');
    const before = await neighbour('beforeId');
    let lower: string | null = after ?? null;
    let upper: string | null = before ?? null;
    if (after !== undefined && before !== undefined) {
      if (after >= before) throw badInput('beforeId', 'The issue before must come below the issue after in the column.');
    } else if (after !== undefined) {
      const next = await column().select('position').where('position', '>', after).orderBy('position').limit(1).executeTakeFirst();
      upper = next?.position ?? null;
    } else if (before !== undefined) {
      const previous = await column()
        .select('position')
        .where('position', '<', before)
        .orderBy('position', 'desc')
        .limit(1)
        .executeTakeFirst();
      lower = previous?.position ?? null;
    } else {
      const top = await column().select('position').orderBy('position').limit(1).executeTakeFirst();
      upper = top?.position ?? null;
    }
    const { labelIds: _labelIds, ...columns } = fields;
    let addedLabelIds: string[] = [];
    let removedLabelIds: string[] = [];
    if (add.length > 0 || remove.size > 0) {
      const held = await heldLabelIds(trx, issueId);
      addedLabelIds = add.filter((labelId) => !held.has(labelId) && !remove.has(labelId));
      removedLabelIds = [...remove].filter((labelId) => held.has(labelId));
      const tooMany = labelCountError(held.size + addedLabelIds.length - removedLabelIds.length);
      if (tooMany) throw badInput('addLabelIds', tooMany);
      if (removedLabelIds.length > 0) await trx.deleteFrom('issueLabels').where('issueId', '=', issueId).where('labelId', 'in', removedLabelIds).execute();
      if (addedLabelIds.length > 0) await trx.insertInto('issueLabels').values(addedLabelIds.map((labelId) => ({ issueId, labelId }))).execute();
    }
    const issue = await trx
      .updateTable('issues')
      .set({ ...columns, status, position: generateKeyBetween(lower, upper), completedAt: completedAtFor(status), updatedAt: sql`now()` })
      .where('id', '=', issueId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const recorded = await recordIssueChange(trx, { actorId, kind: 'MOVED', before: current, after: issue, addedLabelIds, removedLabelIds });
    return Object.assign(recorded, { issue, changed: true, moved: true });
  });
}

/**
 * Deletes the issue (softly: live clients catching up learn of it), notifying its creator and assignee in the same
 * transaction; undefined when it is not in the workspace.
 */
export async function deleteIssue(
  db: DB,
  workspaceId: string,
  actorId: string,
  issueId: string,
): Promise<{ issue: IssueRow; notifications: NotificationRow[] } | undefined> {
  if (!isUuid(issueId)) return undefined;
  return loggedIssueWrite(db, async (trx) => {
    const issue = await trx
      .updateTable('issues')
      .set({ deletedAt: sql`now()` })
      .where('id', '=', issueId)
      .where('workspaceId', '=', workspaceId)
      .where('deletedAt', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!issue) return undefined;
    return { issue, notifications: recordIssueDeletion(trx, actorId, issue) };
  });
}

/** How long a deleted issue can be restored: the change log's default retention (LANES_LOG_RETENTION_DAYS). */
export const RESTORE_WINDOW_DAYS = 30;

/** The issue with this id in the workspace, deleted or not (what a restore looks at); undefined when there is none. */
export async function findIssueEvenDeleted(db: DB, workspaceId: string, issueId: string): Promise<IssueRow | undefined> {
  if (!isUuid(issueId)) return undefined;
  return db.selectFrom('issues').selectAll().where('id', '=', issueId).where('workspaceId', '=', workspaceId).executeTakeFirst();
}

/**
 * Brings a deleted issue back (the undo of deleteIssue) with its key, number, fields, comments and labels, at its place
 * in its column (just below an issue that took the very same place meanwhile), recording its restoration (the
 * timeline's "restored" entry; subscribers are sent RESTORED with the issue), and taking back the notifications of its
 * deletion. CONFLICT on `id` when it is not deleted
 * or was deleted more than RESTORE_WINDOW_DAYS ago; undefined when it is not in the workspace.
 */
export async function restoreIssue(
  db: DB,
  workspaceId: string,
  actorId: string,
  issueId: string,
  issueKeyText: string,
): Promise<IssueWrite | undefined> {
  if (!isUuid(issueId)) return undefined;
  return loggedIssueWrite(db, async (trx) => {
    await lockProjectsOf(trx, workspaceId, [issueId]);
    const deleted = await trx
      .selectFrom('issues')
      .selectAll()
      .select(sql<boolean>`deleted_at < now() - make_interval(days => ${RESTORE_WINDOW_DAYS})`.as('tooOld'))
      .where('id', '=', issueId)
      .where('workspaceId', '=', workspaceId)
      .forUpdate()
      .executeTakeFirst();
    if (!deleted) return undefined;
    if (deleted.deletedAt === null) throw conflict('id', `${issueKeyText} is not deleted: there is nothing to restore.`);
    if (deleted.tooOld) {
      throw conflict('id', `${issueKeyText} was deleted more than ${RESTORE_WINDOW_DAYS} days ago: it can no longer be restored.`);
    }
    const status = deleted.status as IssueStatus;
    const column = () => columnScope(trx, deleted.projectId, status, issueId);
    const taken = await column().select('id').where('position', '=', deleted.position).limit(1).executeTakeFirst();
    let position = deleted.position;
    if (taken) {
      const next = await column().select('position').where('position', '>', deleted.position).orderBy('position').limit(1).executeTakeFirst();
      position = generateKeyBetween(deleted.position, next?.position ?? null);
    }
    const issue = await trx
      .updateTable('issues')
      .set({ deletedAt: null, position, updatedAt: sql`now()` })
      .where('id', '=', issueId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const recorded = recordIssueRestoration(trx, actorId, issue);
    // "Ada deleted WEB-9" is no longer so: taken back from everyone's inbox.
    await withdrawDeletionNotices(trx, workspaceId, issueId);
    return Object.assign(recorded, { issue });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

const liveIssues = (db: DB, workspaceId: string) =>
  db.selectFrom('issues').where('issues.workspaceId', '=', workspaceId).where('issues.deletedAt', 'is', null);

export async function findIssuesByIds(db: DB, workspaceId: string, ids: readonly string[]): Promise<IssueRow[]> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return [];
  return liveIssues(db, workspaceId).selectAll().where('id', 'in', uuids).execute();
}

/** The issue with this key (WEB-42) in the workspace, if any. */
export async function findIssueByKey(db: DB, workspaceId: string, key: string): Promise<IssueRow | undefined> {
  const parsed = parseIssueKey(key);
  if (!parsed) return undefined;
  return liveIssues(db, workspaceId)
    .innerJoin('projects', 'projects.id', 'issues.projectId')
    .selectAll('issues')
    .where('projects.workspaceId', '=', workspaceId)
    .where('projects.key', '=', parsed.projectKey)
    .where('issues.number', '=', parsed.number)
    .executeTakeFirst();
}

/**
 * The words of a search as a full-text query: every word must match, the last one as a prefix too (people type);
 * null when the text has no word. Only letters and digits reach to_tsquery, so its syntax cannot be injected.
 */
export function textQuery(text: string) {
  const words = (text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 20);
  if (words.length === 0) return null;
  const terms = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word));
  return sql`to_tsquery('english'::regconfig, ${terms.join(' & ')})`;
}

export interface IssueFilter {
  statuses?: readonly string[] | null;
  priorities?: readonly string[] | null;
  /** Assigned to one of `ids` (local user ids), or to nobody (`unassigned`), or to the viewer (`meId`): any of them. */
  assignee?: { ids?: readonly string[] | null; unassigned?: boolean | null; meId?: string | null } | null;
  /** Carrying any of these labels (local ids; null for an id that names no label). */
  labelIds?: ReadonlyArray<string | null> | null;
  text?: string | null;
  /** Only the issues of one group (Project.issueGroups): one assignee, priority or label, or none. */
  group?: IssueGroupCondition | null;
  /** Sub-issues and relations (server/features/subissues): with or without a parent, children, a blocker. */
  hasParent?: boolean | null;
  hasChildren?: boolean | null;
  blocked?: boolean | null;
  // Dates, estimates, projects and the viewer's involvement (#21): see involvementAndDates below.
  dueBefore?: string | null;
  dueAfter?: string | null;
  overdue?: boolean | null;
  createdWithinDays?: number | null;
  updatedWithinDays?: number | null;
  estimated?: boolean | null;
  estimateMin?: number | null;
  estimateMax?: number | null;
  /** Of these projects (local ids; null for an id that names no project). */
  projectIds?: ReadonlyArray<string | null> | null;
  /** Created by this user. */
  createdById?: string | null;
  /** Watched by this user: commented on by them, or mentioning them (a MENTIONED notification). */
  watcherId?: string | null;
  /** In this cycle (a local id; null for an id that names no cycle), or in none. */
  cycle?: { id: string | null } | 'none' | null;
}

/** What a project's issues are grouped by besides their status (a list's sections, a board's rows). */
export type IssueGrouping = 'ASSIGNEE' | 'PRIORITY' | 'LABEL';

/** One group: its assignee's user id, its priority or its label id; null for the group of none. */
export interface IssueGroupCondition {
  by: IssueGrouping;
  value: string | null;
}

/**
 * A group of a project's issues (Project.issueGroups), or one status of it (a board row's column). Its local id names
 * the project, the grouping, the status and the value. Read from the project's issues, it carries its assignee or label
 * (a person who has left the workspace still names their group); a group loaded by its id shows members' only.
 */
export interface IssueGroupRow {
  id: string;
  projectId: string;
  by: IssueGrouping;
  value: string | null;
  status: IssueStatus | null;
  assignee?: UserRow | null;
  label?: IssueLabelRow | null;
}

/** The issues of one group, as a condition on `issues`. */
function inGroup({ by, value }: IssueGroupCondition) {
  switch (by) {
    case 'ASSIGNEE':
      if (value === null) return sql<boolean>`issues.assignee_id is null`;
      return sql<boolean>`issues.assignee_id = ${value}`;
    case 'PRIORITY':
      return isIssuePriority(value) ? sql<boolean>`issues.priority = ${value}` : sql<boolean>`false`;
    case 'LABEL':
      if (value === null) return sql<boolean>`not exists (select 1 from issue_labels where issue_labels.issue_id = issues.id)`;
      if (!isUuid(value)) return sql<boolean>`false`;
      return sql<boolean>`exists (select 1 from issue_labels where issue_labels.issue_id = issues.id and issue_labels.label_id = ${value})`;
  }
}

/**
 * The project's live issues (a select without columns), the project in the workspace. The workspace is checked on the
 * project, once per statement, not on each issue: given `workspace_id = $1 and project_id = $2`, the planner took the
 * two for independent conditions and read a filtered page through the workspace's index (every issue of the
 * workspace) rather than through the filter's or the order's.
 */
const projectIssues = (db: DB, workspaceId: string, projectId: string) =>
  db
    .selectFrom('issues')
    .where('issues.projectId', '=', projectId)
    .where('issues.deletedAt', 'is', null)
    .where(sql<boolean>`exists (select 1 from projects where projects.id = ${projectId} and projects.workspace_id = ${workspaceId})`);

/** Every live issue of the project (null: of every project) that passes the filter, by project and number (an export's). */
export function listAllIssues(db: DB, workspaceId: string, projectId: string | null, filter?: IssueFilter | null): Promise<IssueRow[]> {
  return filteredIssues(db, workspaceId, projectId, filter).selectAll('issues').orderBy('issues.projectId').orderBy('issues.number').execute();
}

/** The project's live issues (or, with a null project, the workspace's) that pass the filter (a select without columns). */
function filteredIssues(db: DB, workspaceId: string, projectId: string | null, filter: IssueFilter | null | undefined) {
  let query = projectId === null ? liveIssues(db, workspaceId) : projectIssues(db, workspaceId, projectId);
  if (!filter) return query;
  query = query.where(involvementAndDates(filter));
  const { statuses, priorities, assignee, labelIds, text, group, cycle } = filter;
  if (group) query = query.where(inGroup(group));
  if (cycle === 'none') query = query.where('issues.cycleId', 'is', null);
  else if (cycle) query = query.where(cycle.id !== null && isUuid(cycle.id) ? sql<boolean>`issues.cycle_id = ${cycle.id}` : sql<boolean>`false`);
  if (statuses) {
    const ranks = statuses.map((status) => statusRank(validateStatus(status, 'filter.statuses')));
    query = query.where(ranks.length ? sql<boolean>`${STATUS_RANK} in (${sql.join(ranks)})` : sql<boolean>`false`);
  }
  if (priorities) {
    const urgencies = priorities.map((priority) => {
      if (!isIssuePriority(priority)) throw badInput('filter.priorities', priorityError(priority) as string);
      return priorityUrgency(priority);
    });
    query = query.where(urgencies.length ? sql<boolean>`${URGENCY} in (${sql.join(urgencies)})` : sql<boolean>`false`);
  }
  if (assignee) {
    const { ids, unassigned, meId } = assignee;
    const given = [ids != null, unassigned === true, meId != null];
    if (given.some(Boolean)) {
      query = query.where((where) =>
        where.or([
          ...(ids != null ? [ids.length > 0 ? where('issues.assigneeId', 'in', ids) : sql<boolean>`false`] : []),
          ...(unassigned === true ? [where('issues.assigneeId', 'is', null)] : []),
          ...(meId != null ? [where('issues.assigneeId', '=', meId)] : []),
        ]),
      );
    }
  }
  if (labelIds) {
    const ids = labelIds.filter((id): id is string => id !== null && isUuid(id));
    query = query.where(
      ids.length === 0
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from issue_labels
            where issue_labels.issue_id = issues.id and issue_labels.label_id in (${sql.join(ids)}))`,
    );
  }
  if (text != null && text.trim() !== '') {
    const query_ = textQuery(text);
    query = query.where(query_ ? sql<boolean>`${SEARCHABLE} @@ ${query_}` : sql<boolean>`false`);
  }
  for (const [given, condition] of [
    [filter.hasParent, HAS_PARENT],
    [filter.hasChildren, HAS_CHILDREN],
    [filter.blocked, IS_BLOCKED],
  ] as const) {
    if (given != null) query = query.where(given ? condition : sql<boolean>`not ${condition}`);
  }
  return query;
}

// ---------------------------------------------------------------------------------------------------------------
// Dates, estimates, projects and the viewer's involvement (#21)

const DAYS_MAX = 3650;

function validateDays(days: number, field: string): number {
  if (!Number.isInteger(days) || days < 1 || days > DAYS_MAX) throw badInput(field, `A number of days is a whole number from 1 to ${DAYS_MAX}.`);
  return days;
}

function validateFilterDate(date: string, field: string): string {
  const message = dueDateError(date);
  if (message) throw badInput(field, message);
  return date;
}

/** The filter's conditions on dates, estimates, projects, creator and watcher, as one condition (true when none). */
function involvementAndDates(filter: IssueFilter) {
  const conditions: RawBuilder<boolean>[] = [];
  const { dueBefore, dueAfter, overdue, createdWithinDays, updatedWithinDays, estimated, estimateMin, estimateMax } = filter;
  if (dueBefore != null) conditions.push(sql<boolean>`issues.due_date <= ${validateFilterDate(dueBefore, 'filter.dueBefore')}::date`);
  if (dueAfter != null) conditions.push(sql<boolean>`issues.due_date >= ${validateFilterDate(dueAfter, 'filter.dueAfter')}::date`);
  if (overdue === true) conditions.push(sql<boolean>`(issues.due_date < current_date and issues.status not in ('DONE', 'CANCELED'))`);
  if (overdue === false) conditions.push(sql<boolean>`not (coalesce(issues.due_date < current_date, false) and issues.status not in ('DONE', 'CANCELED'))`);
  if (createdWithinDays != null) {
    const days = validateDays(createdWithinDays, 'filter.createdWithinDays');
    conditions.push(sql<boolean>`issues.created_at >= now() - make_interval(days => ${days}::int)`);
  }
  if (updatedWithinDays != null) {
    const days = validateDays(updatedWithinDays, 'filter.updatedWithinDays');
    conditions.push(sql<boolean>`issues.updated_at >= now() - make_interval(days => ${days}::int)`);
  }
  if (estimated === true) conditions.push(sql<boolean>`issues.estimate is not null`);
  if (estimated === false) conditions.push(sql<boolean>`issues.estimate is null`);
  if (estimateMin != null) conditions.push(sql<boolean>`issues.estimate >= ${validateEstimate(estimateMin)}::int`);
  if (estimateMax != null) conditions.push(sql<boolean>`issues.estimate <= ${validateEstimate(estimateMax)}::int`);
  if (filter.projectIds != null) {
    const ids = filter.projectIds.filter((id): id is string => id !== null && isUuid(id));
    conditions.push(ids.length ? sql<boolean>`issues.project_id in (${sql.join(ids)})` : sql<boolean>`false`);
  }
  if (filter.createdById != null) conditions.push(sql<boolean>`issues.created_by = ${filter.createdById}`);
  if (filter.watcherId != null) {
    const watcher = filter.watcherId;
    conditions.push(sql<boolean>`(exists (select 1 from comments where comments.issue_id = issues.id and comments.author_id = ${watcher})
      or exists (select 1 from notifications where notifications.issue_id = issues.id and notifications.user_id = ${watcher}
        and notifications.reason = 'MENTIONED'))`);
  }
  return conditions.length ? sql<boolean>`(${sql.join(conditions, sql` and `)})` : sql<boolean>`true`;
}

/**
 * The orders of the workspace's issues (every project's): a number is unique in its project only, so the id breaks
 * ties; by the update time otherwise (indexes issues_workspace_*, 0020_saved_views).
 */
export const WORKSPACE_ISSUE_ORDERS: Record<IssueOrder, Keyset> = {
  POSITION: { key: [STATUS_RANK, 'position', 'issues.id'], order: 'asc' },
  PRIORITY: { key: [URGENCY, 'updatedAt', 'issues.id'], order: 'desc' },
  UPDATED: { key: ['updatedAt', 'issues.id'], order: 'desc' },
  CREATED: { key: ['createdAt', 'issues.id'], order: 'desc' },
  DUE_DATE: { key: [DUE, 'issues.id'], order: 'asc' },
};

/** Each workspace order's key values of a row, as its cursor carries them (in step with WORKSPACE_ISSUE_ORDERS). */
export const WORKSPACE_ISSUE_ORDER_KEYS = {
  POSITION: (issue: IssueRow) => [statusRank(issue.status as IssueStatus), issue.position, issue.id] as const,
  PRIORITY: (issue: IssueRow) => [priorityUrgency(issue.priority as IssuePriority), new Date(issue.updatedAt).toISOString(), issue.id] as const,
  UPDATED: (issue: IssueRow) => [new Date(issue.updatedAt).toISOString(), issue.id] as const,
  CREATED: (issue: IssueRow) => [new Date(issue.createdAt).toISOString(), issue.id] as const,
  DUE_DATE: (issue: IssueRow) => [issue.dueDate ?? 'infinity', issue.id] as const,
} satisfies Record<IssueOrder, (issue: IssueRow) => readonly KeyValue[]>;

/** One page of the workspace's issues (every project's) that pass the filter, with labels and assignees. */
export async function listWorkspaceIssuesWithRelations<K extends readonly KeyValue[]>(
  db: DB,
  workspaceId: string,
  args: ListIssuesArgs<K>,
): Promise<IssuePageWithRelations> {
  const scope = filteredIssues(db, workspaceId, null, args.filter);
  const keyset = { ...WORKSPACE_ISSUE_ORDERS[args.orderBy ?? 'UPDATED'], select: selectWithRelations };
  return withRelations(await keysetPage<RowWithRelations, K>(scope, keyset, args));
}

/** Checks a filter's values (BAD_USER_INPUT naming the part) without reading anything: for filters kept to be read later. */
export function checkIssueFilter(db: DB, workspaceId: string, filter: IssueFilter): void {
  filteredIssues(db, workspaceId, null, filter);
}

/** How many of the workspace's issues pass the filter. */
export async function countWorkspaceIssues(db: DB, workspaceId: string, filter: IssueFilter | null | undefined): Promise<number> {
  const { count } = await filteredIssues(db, workspaceId, null, filter)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

export interface ListIssuesArgs<K extends readonly KeyValue[]> extends PageArgs<K> {
  filter?: IssueFilter | null;
  orderBy?: IssueOrder | null;
}

/** A page of issues with what a list shows of each: its labels (by name, as labelsOfIssues gives them) and assignee. */
export interface IssuePageWithRelations extends KeysetPage<IssueRow> {
  /** Each issue's labels, by issue id. */
  labels: Map<string, IssueLabelRow[]>;
  /** The people the page's issues are assigned to. */
  assignees: UserRow[];
}

// Read with the page, in the same query (one round trip instead of three): each issue's labels of its workspace and
// its assignee, as JSON that the CamelCasePlugin names as rows are named. Timestamps arrive as text and become Dates.
const PAGE_LABELS = sql<RelatedRow[]>`coalesce((select json_agg(labels order by lower(labels.name), labels.seq)
  from issue_labels join labels on labels.id = issue_labels.label_id
  where issue_labels.issue_id = issues.id and labels.workspace_id = issues.workspace_id), '[]'::json)`;
const PAGE_ASSIGNEE = sql<RelatedRow | null>`(select row_to_json(users) from users where users.id = issues.assignee_id)`;

type RelatedRow = Record<string, unknown>;
type RowWithRelations = IssueRow & { pageLabels: RelatedRow[]; pageAssignee: RelatedRow | null };

const timestamp = (value: unknown) => (typeof value === 'string' ? new Date(value) : value);

function labelFromJson(row: RelatedRow): IssueLabelRow {
  return { ...row, createdAt: timestamp(row.createdAt), updatedAt: timestamp(row.updatedAt) } as IssueLabelRow;
}

function userFromJson(row: RelatedRow): UserRow {
  return { ...row, createdAt: timestamp(row.createdAt), updatedAt: timestamp(row.updatedAt), deletedAt: timestamp(row.deletedAt) } as UserRow;
}

/**
 * One page of the project's issues in the order asked (the board's by default), with each issue's labels and assignee
 * read in the same query.
 */
export async function listIssuesWithRelations<K extends readonly KeyValue[]>(
  db: DB,
  workspaceId: string,
  projectId: string,
  args: ListIssuesArgs<K>,
): Promise<IssuePageWithRelations> {
  const scope = filteredIssues(db, workspaceId, projectId, args.filter);
  const keyset = { ...ISSUE_ORDERS[args.orderBy ?? 'POSITION'], select: selectWithRelations };
  return withRelations(await keysetPage<RowWithRelations, K>(scope, keyset, args));
}

const selectWithRelations = (query: ReturnType<typeof filteredIssues>) =>
  query.selectAll('issues').select([PAGE_LABELS.as('pageLabels'), PAGE_ASSIGNEE.as('pageAssignee')]);

/** A page of rows that carry their labels and assignee, as IssuePageWithRelations gives them. */
function withRelations(page: KeysetPage<RowWithRelations>): IssuePageWithRelations {
  const labels = new Map<string, IssueLabelRow[]>();
  const assignees = new Map<string, UserRow>();
  const rows = page.rows.map(({ pageLabels, pageAssignee, ...issue }) => {
    labels.set(issue.id, pageLabels.map(labelFromJson));
    if (pageAssignee && !assignees.has(issue.assigneeId!)) assignees.set(issue.assigneeId!, userFromJson(pageAssignee));
    return issue;
  });
  return { ...page, rows, labels, assignees: [...assignees.values()] };
}

/** The first page of each of several status groups (a board's columns, a list's groups): one filter, one order. */
export interface IssueGroupsArgs {
  statuses: readonly IssueStatus[];
  /** The filter every group shares (its statuses are the groups'). */
  filter?: Omit<IssueFilter, 'statuses'> | null;
  orderBy?: IssueOrder | null;
  first?: number | null;
}

/**
 * The first page of each status group, with labels and assignees, in one statement. Without a filter, each group's
 * page is a lateral subquery read from the index of its order within the status (issues_board,
 * 0011_issue_group_indexes): about one page per group is read. Under a filter, the issues that pass it are read once
 * and numbered within their group (a lateral page per group would read them once per group).
 */
export async function listIssueGroupsWithRelations(
  db: DB,
  workspaceId: string,
  projectId: string,
  { statuses, filter, orderBy, first }: IssueGroupsArgs,
): Promise<Map<IssueStatus, IssuePageWithRelations>> {
  const limit = pageSize(first, 'first') ?? PAGE_DEFAULT_SIZE;
  const keyset = ISSUE_ORDERS[orderBy ?? 'POSITION'];
  const parts = keyset.key.map((part) => (typeof part === 'string' ? sql.ref(part) : part));
  const ranks = statuses.map(statusRank);
  const filtered = filter && Object.values(filter).some((value) => value != null);
  let statement;
  if (filtered) {
    const order = sql.join(parts.map((part) => sql`${part} ${sql.raw(keyset.order)}`));
    const numbered = filteredIssues(db, workspaceId, projectId, { ...filter, statuses: someStatuses(statuses) })
      .selectAll('issues')
      .select(sql<number>`row_number() over (partition by ${STATUS_RANK} order by ${order})`.as('groupRow'));
    statement = sql<RowWithRelations & { groupRank: number; groupRow?: number }>`select ${STATUS_RANK} as group_rank, issues.*,
        ${PAGE_LABELS} as page_labels, ${PAGE_ASSIGNEE} as page_assignee
      from (${numbered}) as issues where issues.group_row <= ${limit + 1} order by group_rank, issues.group_row`;
  } else {
    let page = selectWithRelations(filteredIssues(db, workspaceId, projectId, null).where(sql<boolean>`${STATUS_RANK} = groups.rank`));
    for (const part of parts) page = page.orderBy(part, keyset.order);
    statement = sql<RowWithRelations & { groupRank: number; groupRow?: number }>`select groups.rank as group_rank, page.*
      from unnest(${ranks}::int[]) as groups(rank) cross join lateral (${page.limit(limit + 1)}) as page`;
  }
  const { rows } = await statement.execute(db);
  return new Map(
    statuses.map((status) => {
      const group = rows
        .filter((row) => row.groupRank === statusRank(status))
        .map(({ groupRank: _rank, groupRow: _row, ...row }) => row as RowWithRelations);
      return [status, withRelations({ rows: group.slice(0, limit), hasNextPage: group.length > limit, hasPreviousPage: false })];
    }),
  );
}

/** How many issues a count counted, and the sum of their estimates (0 unless asked for: it reads the rows, not the index). */
export interface IssueTotals {
  count: number;
  estimate: number;
}

/** The sum of the counted issues' estimates when asked for, else a constant (a count stays on the index alone). */
const estimateSum = (withEstimate: boolean) => (withEstimate ? sql<number>`coalesce(sum(issues.estimate), 0)::int` : sql<number>`0`);

export async function countIssues(
  db: DB,
  workspaceId: string,
  projectId: string,
  filter: IssueFilter | null | undefined,
  withEstimate = false,
): Promise<IssueTotals> {
  return filteredIssues(db, workspaceId, projectId, filter)
    .select([sql<number>`count(*)::int`.as('count'), estimateSum(withEstimate).as('estimate')])
    .executeTakeFirstOrThrow();
}

/**
 * The statuses as a filter: none when they are all of them (a board's, a list's groups). The planner estimates the
 * status's rank in a list of all six as a few percent of the rows, and so read a member's issues through the status
 * index, the whole project, instead of through the member's index.
 */
const someStatuses = (statuses: readonly IssueStatus[]) => (ISSUE_STATUSES.every((status) => statuses.includes(status)) ? null : statuses);

/**
 * How many issues of each status pass the filter (the statuses are the groups'), and with `withEstimate` the sum of
 * their estimates (a board's column sums), in one statement.
 */
export async function countIssueGroups(
  db: DB,
  workspaceId: string,
  projectId: string,
  statuses: readonly IssueStatus[],
  filter: Omit<IssueFilter, 'statuses'> | null | undefined,
  withEstimate = false,
): Promise<Map<IssueStatus, IssueTotals>> {
  const filtered = filter && Object.values(filter).some((value) => value != null);
  // Unfiltered, the statuses keep the count on the status index alone (an index-only scan of the project's entries).
  const rows = await filteredIssues(db, workspaceId, projectId, { ...filter, statuses: filtered ? someStatuses(statuses) : statuses })
    .select([STATUS_RANK.as('rank'), sql<number>`count(*)::int`.as('count'), estimateSum(withEstimate).as('estimate')])
    .groupBy(STATUS_RANK)
    .execute();
  return new Map(
    statuses.map((status) => {
      const row = rows.find((counted) => counted.rank === statusRank(status));
      return [status, { count: row?.count ?? 0, estimate: row?.estimate ?? 0 }];
    }),
  );
}

/** One cell of a grouping: a group (its value, null for none), and with `status` only the group's issues of it. */
export interface IssueGroupCell {
  value: string | null;
  status: IssueStatus | null;
}

/** A cell's key in the maps below. */
export const cellKey = ({ value, status }: IssueGroupCell) => `${status ?? ''}|${value ?? ''}`;

/**
 * The issues that pass the filter, each once per group it is in (with its group's value as `group_value`: an issue
 * with two labels twice, one without labels once with null), a select without columns.
 */
function groupedIssues(db: DB, workspaceId: string, projectId: string, by: IssueGrouping, filter: IssueFilter | null | undefined) {
  const scope = filteredIssues(db, workspaceId, projectId, filter);
  if (by === 'LABEL') {
    return {
      scope: scope.leftJoin('issueLabels as groupLabels', 'groupLabels.issueId', 'issues.id'),
      value: sql<string | null>`group_labels.label_id::text`,
    };
  }
  return { scope, value: by === 'ASSIGNEE' ? sql<string | null>`issues.assignee_id::text` : sql<string | null>`issues.priority` };
}

/**
 * How many issues pass the filter in each group (by status too with `byStatus`: a board row's columns), in one
 * statement; a cell that holds none is absent.
 */
export async function countIssuesByGroup(
  db: DB,
  workspaceId: string,
  projectId: string,
  by: IssueGrouping,
  filter: IssueFilter | null | undefined,
  byStatus: boolean,
  withEstimate = false,
): Promise<Map<string, IssueTotals>> {
  const { scope, value } = groupedIssues(db, workspaceId, projectId, by, filter);
  // Without the status, one count per group: a constant rank (a constant is no grouping key).
  const rank = byStatus ? STATUS_RANK : sql<number>`-1`;
  const rows = await scope
    .select([value.as('value'), rank.as('rank'), sql<number>`count(*)::int`.as('count'), estimateSum(withEstimate).as('estimate')])
    .groupBy(byStatus ? [value, rank] : [value])
    .execute();
  return new Map(
    rows.map((row) => [cellKey({ value: row.value, status: row.rank >= 0 ? ISSUE_STATUSES[row.rank] : null }), { count: row.count, estimate: row.estimate }]),
  );
}

/**
 * The first page of every cell of a grouping (the groups' issues, by status too with `byStatus`), with labels and
 * assignees, in one statement: the issues that pass the filter are read once and numbered within their cell.
 */
export async function listIssueGroupCellsWithRelations(
  db: DB,
  workspaceId: string,
  projectId: string,
  { by, filter, orderBy, first, byStatus }: { by: IssueGrouping; filter?: IssueFilter | null; orderBy?: IssueOrder | null; first?: number | null; byStatus: boolean },
): Promise<Map<string, IssuePageWithRelations>> {
  const limit = pageSize(first, 'first') ?? PAGE_DEFAULT_SIZE;
  const keyset = ISSUE_ORDERS[orderBy ?? 'POSITION'];
  const order = sql.join(keyset.key.map((part) => sql`${typeof part === 'string' ? sql.ref(part) : part} ${sql.raw(keyset.order)}`));
  const { scope, value } = groupedIssues(db, workspaceId, projectId, by, filter);
  const rank = byStatus ? STATUS_RANK : sql<number>`-1`;
  const partition = byStatus ? sql`${value}, ${rank}` : value;
  const numbered = scope
    .selectAll('issues')
    .select([value.as('groupValue'), rank.as('groupRank'), sql<number>`row_number() over (partition by ${partition} order by ${order})`.as('groupRow')]);
  const { rows } = await sql<RowWithRelations & { groupValue: string | null; groupRank: number; groupRow: number }>`select issues.*,
      ${PAGE_LABELS} as page_labels, ${PAGE_ASSIGNEE} as page_assignee
    from (${numbered}) as issues where issues.group_row <= ${limit + 1} order by issues.group_row`.execute(db);
  const cells = new Map<string, RowWithRelations[]>();
  for (const { groupValue, groupRank, groupRow: _row, ...row } of rows) {
    const key = cellKey({ value: groupValue, status: groupRank >= 0 ? ISSUE_STATUSES[groupRank] : null });
    (cells.get(key) ?? cells.set(key, []).get(key)!).push(row as RowWithRelations);
  }
  return new Map(
    [...cells].map(([key, group]) => [key, withRelations({ rows: group.slice(0, limit), hasNextPage: group.length > limit, hasPreviousPage: false })]),
  );
}

/** How many open issues (not DONE or CANCELED) each project has, in one query. */
export async function countOpenIssues(db: DB, workspaceId: string, projectIds: readonly string[]): Promise<Map<string, number>> {
  const uuids = projectIds.filter(isUuid);
  if (uuids.length === 0) return new Map();
  const rows = await liveIssues(db, workspaceId)
    .select(['issues.projectId', sql<number>`count(*)::int`.as('count')])
    .where('issues.projectId', 'in', uuids)
    // Literal statuses, so the planner sees the partial index issues_open applies.
    .where(sql<boolean>`status not in ('DONE', 'CANCELED')`)
    .groupBy('issues.projectId')
    .execute();
  return new Map(rows.map((row) => [row.projectId, row.count]));
}

export type SearchHit = IssueRow & { rank: number };

/** A rank above any full-text rank: the issue whose key was typed comes first. */
const KEY_RANK = 1e6;

/**
 * What a search matches, and how well: the issue whose key the text is (MOB-59, mob-59), then issues whose words
 * match; null when the text has no word.
 */
function searchMatch(workspaceId: string, text: string) {
  const query = textQuery(text);
  if (!query) return null;
  const key = parseIssueKey(text);
  const isKeyed = key
    ? sql<boolean>`(issues.number = ${key.number}
        and issues.project_id = (select id from projects where workspace_id = ${workspaceId} and key = ${key.projectKey}))`
    : sql<boolean>`false`;
  return {
    where: sql<boolean>`(${isKeyed} or ${SEARCHABLE} @@ ${query})`,
    rank: sql<number>`(case when ${isKeyed} then ${KEY_RANK}::real else ts_rank(${SEARCHABLE}, ${query}) end)`,
  };
}

/** The workspace's issues matching `text`, the issue of that key then the best match first; an empty page when it has no word. */
export async function searchIssues(
  db: DB,
  workspaceId: string,
  text: string,
  args: PageArgs<readonly [number, string]>,
): Promise<KeysetPage<SearchHit>> {
  const match = searchMatch(workspaceId, text);
  if (!match) return { rows: [], hasNextPage: false, hasPreviousPage: false };
  const { where, rank } = match;
  const scope = liveIssues(db, workspaceId).where(where);
  return keysetPage<SearchHit, readonly [number, string]>(
    scope,
    { key: [rank, 'issues.id'], order: 'desc', select: (scoped) => scoped.selectAll('issues').select(rank.as('rank')) },
    args,
  );
}

/**
 * A search counts this many matches at most: a common word over a large workspace matches most of its issues, and
 * counting them all was the dearest part of a search.
 */
export const SEARCH_COUNT_BOUND = 1000;

/** How many issues match the words of `text`, up to SEARCH_COUNT_BOUND (`capped`: that many or more). */
export async function countSearchHits(db: DB, workspaceId: string, text: string): Promise<{ count: number; capped: boolean }> {
  const match = searchMatch(workspaceId, text);
  if (!match) return { count: 0, capped: false };
  const hits = liveIssues(db, workspaceId)
    .where(match.where)
    .select(sql<number>`1`.as('hit'))
    .limit(SEARCH_COUNT_BOUND + 1);
  const { count } = await db
    .selectFrom(hits.as('hits'))
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return count > SEARCH_COUNT_BOUND ? { count: SEARCH_COUNT_BOUND, capped: true } : { count, capped: false };
}

/** The labels of each issue (by name), in one query. */
export async function labelsOfIssues(db: DB, workspaceId: string, issueIds: readonly string[]): Promise<Map<string, IssueLabelRow[]>> {
  const byIssue = new Map<string, IssueLabelRow[]>(issueIds.map((id) => [id, []]));
  const uuids = issueIds.filter(isUuid);
  if (uuids.length === 0) return byIssue;
  const rows = await db
    .selectFrom('issueLabels')
    .innerJoin('labels', 'labels.id', 'issueLabels.labelId')
    .selectAll('labels')
    .select('issueLabels.issueId')
    .where('labels.workspaceId', '=', workspaceId)
    .where('issueLabels.issueId', 'in', uuids)
    .orderBy(sql`lower(labels.name)`)
    .orderBy('labels.seq')
    .execute();
  for (const { issueId, ...label } of rows) byIssue.get(issueId)?.push(label);
  return byIssue;
}

/** The people issues name (creators and assignees), who may have left the workspace since. */
export async function findPeopleByIds(db: DB, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}
