// Issues written in bulk, for the demo data and `npm run seed`: a few statements per thousands of issues (unnest of
// arrays), yet following the issues' rules as createIssue does: every field checked by the shared issue rules, projects, assignees and labels of the workspace only, numbers from each project's counter (gap-free, taken
// under the counter's row lock, as concurrent creations take them), and positions from fractional-indexing, newest on
// top of its status column as a created issue lands.
import { randomUUID } from 'node:crypto';
import { generateNKeysBetween } from 'fractional-indexing';
import { sql } from 'kysely';
import type { DB } from './db/database';
import { isLogged, logChange, loggedTransaction } from './db/loggedTransaction';
import type { IssueRow } from './features/issues/domain';
import { badInput } from './errors';
import {
  dueDateError,
  issueDescriptionError,
  ISSUE_STATUSES,
  labelCountError,
  normalizeIssueDescription,
  normalizeTitle,
  priorityError,
  statusError,
  titleError,
  type IssuePriority,
  type IssueStatus,
} from '../src/rules/issue';

export type { IssuePriority, IssueStatus };

export interface IssueSeed {
  projectId: string;
  title: string;
  description?: string;
  status: IssueStatus;
  priority: IssuePriority;
  assigneeId: string | null;
  createdBy: string;
  /** YYYY-MM-DD. */
  dueDate: string | null;
  labelIds: readonly string[];
  createdAt: Date;
  /** At or after createdAt; createdAt when absent. */
  updatedAt?: Date;
}

export interface InsertedIssues {
  /** Per project: how many issues it got and their numbers. */
  projects: Map<string, { count: number; firstNumber: number; lastNumber: number }>;
  labelLinks: number;
}

/** Rows per statement: bounds the size of one statement's arrays. */
const CHUNK = 5_000;

/** The issue by the shared rules (src/rules/issue.ts) and in the workspace; BAD_USER_INPUT naming issues[i].field. */
function checkIssue(issue: IssueSeed, index: number, scope: { projects: Set<string>; members: Set<string>; labels: Set<string> }) {
  const refuse = (name: string, message: string): never => {
    throw badInput(`issues[${index}].${name}`, message);
  };
  const problems: Array<[string, string | undefined]> = [
    ['title', titleError(issue.title)],
    ['description', issueDescriptionError(issue.description ?? '')],
    ['status', statusError(issue.status)],
    ['priority', priorityError(issue.priority)],
    ['dueDate', issue.dueDate === null ? undefined : dueDateError(issue.dueDate)],
    ['labelIds', labelCountError(new Set(issue.labelIds).size)],
  ];
  for (const [name, message] of problems) if (message) refuse(name, message);
  if (!scope.projects.has(issue.projectId)) refuse('projectId', 'No project of this workspace has this id.');
  if (!scope.members.has(issue.createdBy)) refuse('createdBy', 'The creator is not a member of the workspace.');
  if (issue.assigneeId !== null && !scope.members.has(issue.assigneeId)) refuse('assigneeId', 'Choose a member of this workspace to assign.');
  if (new Set(issue.labelIds).size !== issue.labelIds.length) refuse('labelIds', 'Give each label once.');
  if (issue.labelIds.some((id) => !scope.labels.has(id))) refuse('labelIds', 'Choose labels of this workspace.');
  if (issue.updatedAt && issue.updatedAt < issue.createdAt) refuse('updatedAt', 'An issue is updated after its creation.');
}

/**
 * Inserts the issues into the workspace, in the caller's transaction (or its own), each creation logged. Numbers follow `createdAt` within
 * each project; in each status column the new issues go above the existing ones, newest first.
 */
export async function insertIssues(db: DB, workspaceId: string, issues: readonly IssueSeed[]): Promise<InsertedIssues> {
  if (!isLogged(db)) return loggedTransaction(db, (trx) => insertIssues(trx, workspaceId, issues));
  const [projects, members, labels] = await Promise.all([
    db.selectFrom('projects').select('id').where('workspaceId', '=', workspaceId).execute(),
    db.selectFrom('memberships').select('userId as id').where('workspaceId', '=', workspaceId).execute(),
    db.selectFrom('labels').select('id').where('workspaceId', '=', workspaceId).execute(),
  ]);
  const scope = { projects: new Set(projects.map((row) => row.id)), members: new Set(members.map((row) => row.id)), labels: new Set(labels.map((row) => row.id)) };
  issues.forEach((issue, index) => checkIssue(issue, index, scope));

  // Numbers: each project's counter moves on by its count, under the row lock concurrent creations wait for (taken in
  // id order, so two bulk inserts cannot deadlock).
  const byProject = new Map<string, IssueSeed[]>();
  for (const issue of issues) (byProject.get(issue.projectId) ?? byProject.set(issue.projectId, []).get(issue.projectId)!).push(issue);
  const rows: Array<IssueSeed & { id: string; number: number; position: string }> = [];
  const result: InsertedIssues = { projects: new Map(), labelLinks: 0 };
  for (const projectId of [...byProject.keys()].sort()) {
    const projectIssues = [...byProject.get(projectId)!].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const { issueCounter } = await db
      .updateTable('projects')
      .set({ issueCounter: sql`issue_counter + ${projectIssues.length}` })
      .where('id', '=', projectId)
      .where('workspaceId', '=', workspaceId)
      .returning('issueCounter')
      .executeTakeFirstOrThrow();
    const firstNumber = issueCounter - projectIssues.length + 1;
    result.projects.set(projectId, { count: projectIssues.length, firstNumber, lastNumber: issueCounter });
    const numbered = projectIssues.map((issue, i) => ({ ...issue, id: randomUUID(), number: firstNumber + i, position: '' }));

    // Positions: per status column, above its current top, the highest number first.
    for (const status of ISSUE_STATUSES) {
      const column = numbered.filter((issue) => issue.status === status).reverse();
      if (column.length === 0) continue;
      const top = await db
        .selectFrom('issues')
        .select(sql<string | null>`min(position)`.as('top'))
        .where('projectId', '=', projectId)
        .where('status', '=', status)
        .where('deletedAt', 'is', null)
        .executeTakeFirstOrThrow();
      const keys = generateNKeysBetween(null, top.top, column.length);
      column.forEach((issue, i) => (issue.position = keys[i]));
    }
    rows.push(...numbered);
  }

  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const column = <T>(value: (row: (typeof rows)[number]) => T) => chunk.map(value);
    const updatedAt = (row: IssueSeed) => row.updatedAt ?? row.createdAt;
    const { rows: inserted } = await sql<IssueRow>`
      insert into issues (id, workspace_id, project_id, number, title, description, status, priority, assignee_id,
        created_by, due_date, position, created_at, updated_at, completed_at)
      select id, ${workspaceId}::uuid, project_id, number, title, description, status, priority, assignee_id, created_by,
        due_date, position, created_at, updated_at, case when status = 'DONE' then updated_at end
      from unnest(
        ${column((row) => row.id)}::uuid[], ${column((row) => row.projectId)}::uuid[], ${column((row) => row.number)}::int[],
        ${column((row) => normalizeTitle(row.title))}::text[], ${column((row) => normalizeIssueDescription(row.description ?? ''))}::text[],
        ${column((row) => row.status)}::text[], ${column((row) => row.priority)}::text[], ${column((row) => row.assigneeId)}::text[],
        ${column((row) => row.createdBy)}::text[], ${column((row) => row.dueDate)}::date[], ${column((row) => row.position)}::text[],
        ${column((row) => row.createdAt.toISOString())}::timestamptz[], ${column((row) => updatedAt(row).toISOString())}::timestamptz[]
      ) as given (id, project_id, number, title, description, status, priority, assignee_id, created_by, due_date, position,
        created_at, updated_at)
      returning *
    `.execute(db);
    // Each issue's creation is logged as the app's would be (recorded when the transaction's work ends), with no actor:
    // the seed made it, not its creator, and so it is no entry of the issue's timeline (which shows what people did,
    // when they did it: a seeded issue was "created" months before its log entry).
    for (const issue of inserted) {
      logChange(db, {
        workspaceId,
        actorId: null,
        entityType: 'issue',
        entityId: issue.id,
        issueId: issue.id,
        projectId: issue.projectId,
        kind: 'CREATED',
        changes: [],
        row: issue,
      });
    }
    const links = chunk.flatMap((row) => row.labelIds.map((labelId) => [row.id, labelId] as const));
    if (links.length > 0) {
      await sql`
        insert into issue_labels (issue_id, label_id)
        select * from unnest(${links.map(([issueId]) => issueId)}::uuid[], ${links.map(([, labelId]) => labelId)}::uuid[])
      `.execute(db);
    }
    result.labelLinks += links.length;
  }
  return result;
}
