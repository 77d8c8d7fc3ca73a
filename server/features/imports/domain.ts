// Imports of issues into a project: a job row (`imports`) that the server works through in the background (or the
// `npm run import` command directly), batch after batch of rows. Each row becomes an issue through the issues' own
// rules (validateImportedIssue, as createIssue's) with its labels (created by name when the workspace has none of
// that name) and comments; a batch is one logged transaction, and a batch that fails as a whole is written again row
// by row, so a bad row is skipped with its reason and never takes good ones down, nor is half written. Rows whose
// reference (the other tracker's key or address) the project holds already are skipped: the same file imports once.
import { sql, type Selectable } from 'kysely';
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/deadlock';
import { loggedTransaction } from '../../db/loggedTransaction';
import type { ImportsTable } from '../../db/schema';
import { isUuid } from '../../db/ids';
import { badInput, isLanesError } from '../../errors';
import { createImportedComments, validateCommentBody, type ImportedComment } from '../comments/domain';
import { createImportedIssues, validateImportedIssue, type ValidImportedIssue } from '../issues/domain';
import { createLabel, validateLabelName } from '../labels/domain';
import { labelCountError } from '../../../src/rules/issue';
import { readImportFile, type ColumnMapping, type ImportFormat, type ImportRow, type ParsedFile } from './formats';
import { dateOf, priorityOf, statusOf, timeOf } from './values';

export type ImportStatus = 'PENDING' | 'RUNNING' | 'DONE' | 'CANCELED' | 'FAILED';
export type ImportJobRow = Selectable<ImportsTable>;

/** A row of the file that was skipped, or imported differently than given, and why. */
export interface RowNote {
  row: number;
  message: string;
}

export const isOver = (status: string) => status === 'DONE' || status === 'CANCELED' || status === 'FAILED';

/** Rows per transaction: few enough that a batch rewritten row by row costs little, many enough to write fast. */
export const IMPORT_BATCH_SIZE = 250;
/** The largest file an import takes (the GraphQL request's body is smaller still). */
export const IMPORT_MAX_CHARS = 50 * 1024 * 1024;

// Colors of labels an import creates, by the name's hash.
const LABEL_COLORS = ['#e5484d', '#f76b15', '#ffc53d', '#30a46c', '#0090ff', '#8e4ec6', '#d6409f', '#8d8d8d'];
const colorOf = (name: string) => LABEL_COLORS[[...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7) % LABEL_COLORS.length];

export interface ImportFileInput {
  content: string;
  fileName?: string | null;
  format?: ImportFormat | null;
  mapping?: ColumnMapping | null;
}

/** The file read as the import will read it; BAD_USER_INPUT naming content or mapping when it cannot be. */
export function readFile(input: ImportFileInput): ParsedFile {
  if (input.content.length > IMPORT_MAX_CHARS) throw badInput('content', 'The file is too large to import (50 MB at most).');
  return readImportFile(input.content, { format: input.format, mapping: input.mapping });
}

/** Creates the job (PENDING) of importing the file into the project of the workspace; its rows are read first. */
export async function createImportJob(db: DB, workspaceId: string, createdBy: string, projectId: string, input: ImportFileInput): Promise<ImportJobRow> {
  const file = readFile(input);
  return db
    .insertInto('imports')
    .values({
      workspaceId,
      projectId,
      createdBy,
      format: file.format,
      fileName: (input.fileName ?? '').slice(0, 200),
      source: input.content,
      mapping: JSON.stringify(file.mapping),
      total: file.rows.length,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The jobs in flight in this process, so that a test or a shutdown can wait for them. */
const running = new Set<Promise<unknown>>();

/** Starts the job in the background; its progress is in its row. */
export function startImportJob(db: DB, job: ImportJobRow): void {
  const work = runImportJob(db, job.workspaceId, job.id).finally(() => running.delete(work));
  running.add(work);
}

/** Resolves once every import this process runs in the background is over. */
export async function importsSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

/** Cancels the job when it is not over (the rows written stay); the job as it is after. Undefined when not found. */
export async function cancelImportJob(db: DB, workspaceId: string, jobId: string): Promise<ImportJobRow | undefined> {
  if (!isUuid(jobId)) return undefined;
  const canceled = await db
    .updateTable('imports')
    .set({ status: 'CANCELED', finishedAt: sql`now()`, updatedAt: sql`now()`, source: null })
    .where('id', '=', jobId)
    .where('workspaceId', '=', workspaceId)
    .where('status', 'in', ['PENDING', 'RUNNING'])
    .returningAll()
    .executeTakeFirst();
  return canceled ?? (await findImportJobs(db, workspaceId, [jobId]))[0];
}

export async function findImportJobs(db: DB, workspaceId: string, ids: readonly string[]): Promise<ImportJobRow[]> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return [];
  return db.selectFrom('imports').selectAll().where('workspaceId', '=', workspaceId).where('id', 'in', uuids).execute();
}

/** The project's latest imports, newest first. */
export function listImportJobs(db: DB, workspaceId: string, projectId: string, limit = 20): Promise<ImportJobRow[]> {
  return db
    .selectFrom('imports')
    .selectAll()
    .where('workspaceId', '=', workspaceId)
    .where('projectId', '=', projectId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** What the import knows of the workspace: its members by email, its labels by name. */
interface Scope {
  workspaceId: string;
  projectId: string;
  projectKey: string;
  actorId: string;
  members: Map<string, string>;
  labels: Map<string, string>;
}

/** A row ready to write: the issue as the rules made it, the labels to create, its comments. */
interface PreparedRow {
  row: number;
  issue: ValidImportedIssue;
  newLabels: string[];
  comments: Array<Omit<ImportedComment, 'issueId' | 'projectId'>>;
  warnings: RowNote[];
}

/** Text with the line breaks Lanes writes (CSV files often have CRLF). */
const lines = (text: string) => text.replace(/\r\n?/g, '\n');

const reason = (error: unknown) => (isLanesError(error) ? error.message : error instanceof Error ? error.message : String(error));

/** The row checked and mapped; throws the reason it cannot be imported. */
async function prepareRow(db: DB, scope: Scope, row: ImportRow): Promise<PreparedRow> {
  if (row.refusal) throw new Error(row.refusal);
  const warnings: RowNote[] = [];
  const status = statusOf(row.status);
  if (!status) throw new Error(`Lanes has no status like “${row.status}”.`);
  const priority = priorityOf(row.priority);
  if (!priority) throw new Error(`Lanes has no priority like “${row.priority}”.`);
  let assigneeId: string | null = null;
  for (const assignee of row.assignees) {
    const id = scope.members.get(assignee.toLowerCase());
    if (id) {
      assigneeId = id;
      break;
    }
  }
  if (!assigneeId && row.assignees.length > 0) {
    warnings.push({ row: row.row, message: `No member has the email ${row.assignees.join(', ')}: the issue is left unassigned.` });
  }
  const dueDate = row.dueDate ? dateOf(row.dueDate) : null;
  if (dueDate === undefined) throw new Error(`The due date “${row.dueDate}” is not a date.`);
  const estimate = row.estimate ? Number(row.estimate) : null;
  const createdAt = row.createdAt ? timeOf(row.createdAt) : null;
  if (createdAt === undefined) throw new Error(`The creation date “${row.createdAt}” is not a date.`);
  const updatedAt = row.updatedAt ? (timeOf(row.updatedAt) ?? null) : null;
  const names = [...new Map(row.labels.map((name) => [name.toLowerCase(), name])).values()];
  const labelIds = names.flatMap((name) => scope.labels.get(name.toLowerCase()) ?? []);
  const newLabels = names.filter((name) => !scope.labels.has(name.toLowerCase())).map((name) => validateLabelName(name));
  const tooMany = labelCountError(names.length);
  if (tooMany) throw new Error(tooMany);
  // The assignee and labels are the scope's members and labels (read from the workspace, as the rules would read each
  // row's): given after the rules so that a batch asks the database nothing per row.
  const checked = await validateImportedIssue(db, scope.workspaceId, {
    title: row.title,
    description: lines(row.description),
    status,
    priority,
    dueDate,
    estimate,
    externalRef: row.externalRef,
    createdAt,
    updatedAt,
  });
  const issue = { ...checked, assigneeId, labelIds };
  const comments = row.comments
    .filter((comment) => comment.body.trim() !== '')
    .map((comment) => {
      const at = (comment.createdAt && timeOf(comment.createdAt)) || new Date();
      const authorId = comment.author ? scope.members.get(comment.author.toLowerCase()) : undefined;
      const origin = comment.author ? `Originally by ${comment.author} on ${at.toISOString().slice(0, 10)}` : null;
      const body = validateCommentBody(authorId || !origin ? lines(comment.body) : `${origin}\n\n${lines(comment.body)}`);
      return { authorId: authorId ?? scope.actorId, body, createdAt: at };
    });
  return { row: row.row, issue, newLabels, comments, warnings };
}

/** Writes the prepared rows in the caller's logged transaction: missing labels, issues, comments. */
async function writeRows(trx: DB, scope: Scope, rows: readonly PreparedRow[]): Promise<number> {
  const created = new Map<string, string>();
  for (const name of [...new Set(rows.flatMap((row) => row.newLabels))]) {
    const key = name.toLowerCase();
    const existing = scope.labels.get(key);
    if (existing) created.set(key, existing);
    if (created.has(key)) continue;
    const label = await createLabel(trx, scope.workspaceId, scope.actorId, { name, color: colorOf(key) });
    created.set(key, label.id);
  }
  const issues = rows.map((row) => ({ ...row.issue, labelIds: [...row.issue.labelIds, ...row.newLabels.map((name) => created.get(name.toLowerCase())!)] }));
  const written = await createImportedIssues(trx, scope.workspaceId, scope.actorId, scope.projectId, issues);
  await createImportedComments(
    trx,
    scope.workspaceId,
    rows.flatMap((row, index) => row.comments.map((comment) => ({ ...comment, issueId: written[index].id, projectId: scope.projectId }))),
  );
  // The labels exist once the transaction commits; later batches use them.
  return written.length;
}

const logged = <T>(db: DB, work: (trx: DB) => Promise<T>) => inTransaction(db, (trx) => loggedTransaction(trx, work));

/** Adds a batch's outcome to the job's row (in the batch's transaction when it wrote, so both commit together). */
async function noteProgress(db: DB, jobId: string, progress: { done: number; created: number; skipped: RowNote[]; warnings: RowNote[] }) {
  await db
    .updateTable('imports')
    .set({
      done: sql`done + ${progress.done}`,
      created: sql`created + ${progress.created}`,
      skipped: sql`skipped || ${JSON.stringify(progress.skipped)}::jsonb`,
      warnings: sql`warnings || ${JSON.stringify(progress.warnings)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where('id', '=', jobId)
    .execute();
}

/**
 * Works through the job's rows, batch after batch, until they are all done or the job is canceled (checked before
 * each batch); the job as it ends. A failure of the whole (the database gone) ends it as FAILED with its reason.
 */
export async function runImportJob(db: DB, workspaceId: string, jobId: string, options: { batchSize?: number } = {}): Promise<ImportJobRow> {
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  const [job] = await findImportJobs(db, workspaceId, [jobId]);
  if (!job || job.status !== 'PENDING' || job.source === null) return job;
  try {
    await db.updateTable('imports').set({ status: 'RUNNING', updatedAt: sql`now()` }).where('id', '=', jobId).where('status', '=', 'PENDING').execute();
    const file = readImportFile(job.source, { format: job.format as ImportFormat, mapping: job.mapping as ColumnMapping });
    const scope = await scopeOf(db, workspaceId, job.projectId, job.createdBy);
    const seen = new Set<string>();
    for (let start = 0; start < file.rows.length; start += batchSize) {
      const current = await db.selectFrom('imports').select('status').where('id', '=', jobId).executeTakeFirst();
      if (!current || current.status !== 'RUNNING') return (await findImportJobs(db, workspaceId, [jobId]))[0];
      await importBatch(db, scope, jobId, file.rows.slice(start, start + batchSize), seen);
    }
    const [done] = await db
      .updateTable('imports')
      .set({ status: 'DONE', finishedAt: sql`now()`, updatedAt: sql`now()`, source: null })
      .where('id', '=', jobId)
      .where('status', '=', 'RUNNING')
      .returningAll()
      .execute();
    return done ?? (await findImportJobs(db, workspaceId, [jobId]))[0];
  } catch (error) {
    const [failed] = await db
      .updateTable('imports')
      .set({ status: 'FAILED', error: reason(error).slice(0, 1000), finishedAt: sql`now()`, updatedAt: sql`now()`, source: null })
      .where('id', '=', jobId)
      .returningAll()
      .execute();
    return failed;
  }
}

async function scopeOf(db: DB, workspaceId: string, projectId: string, actorId: string | null): Promise<Scope> {
  if (!actorId) throw new Error('The person who started the import is gone.');
  const [project, members, labels] = await Promise.all([
    db.selectFrom('projects').select('key').where('id', '=', projectId).where('workspaceId', '=', workspaceId).executeTakeFirstOrThrow(),
    db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.userId')
      .select(['users.id', 'users.email'])
      .where('memberships.workspaceId', '=', workspaceId)
      .where('users.email', 'is not', null)
      .execute(),
    db.selectFrom('labels').select(['id', 'name']).where('workspaceId', '=', workspaceId).execute(),
  ]);
  return {
    workspaceId,
    projectId,
    projectKey: project.key,
    actorId,
    members: new Map(members.map((member) => [member.email!.toLowerCase(), member.id])),
    labels: new Map(labels.map((label) => [label.name.toLowerCase(), label.id])),
  };
}

/** One batch: rows checked, those already imported skipped, the rest written together (or one by one on failure). */
async function importBatch(db: DB, scope: Scope, jobId: string, rows: readonly ImportRow[], seen: Set<string>): Promise<void> {
  const skipped: RowNote[] = [];
  const warnings: RowNote[] = [];
  const refs = rows.map((row) => row.externalRef);
  const existing = refs.length
    ? await db
        .selectFrom('issues')
        .select(['externalRef', 'number'])
        .where('projectId', '=', scope.projectId)
        .where('externalRef', 'in', refs)
        .execute()
    : [];
  const imported = new Map(existing.map((issue) => [issue.externalRef!, issue.number]));
  const prepared: PreparedRow[] = [];
  for (const row of rows) {
    const ref = row.externalRef;
    if (imported.has(ref)) {
      skipped.push({ row: row.row, message: `Already imported as ${scope.projectKey}-${imported.get(ref)} (${ref}).` });
      continue;
    }
    if (seen.has(ref)) {
      skipped.push({ row: row.row, message: `An earlier row of the file has the same reference (${ref}).` });
      continue;
    }
    seen.add(ref);
    try {
      const ready = await prepareRow(db, scope, row);
      prepared.push(ready);
      warnings.push(...ready.warnings);
    } catch (error) {
      skipped.push({ row: row.row, message: reason(error) });
    }
  }
  const progress = (created: number) => ({ done: rows.length, created, skipped: skipped.sort((a, b) => a.row - b.row), warnings });
  if (prepared.length === 0) return noteProgress(db, jobId, progress(0));
  try {
    await logged(db, async (trx) => {
      const created = await writeRows(trx, scope, prepared);
      await noteProgress(trx, jobId, progress(created));
    });
  } catch {
    // One of the rows failed the whole batch (a label or reference someone else wrote meanwhile, a constraint the
    // rules did not foresee): each row again on its own, so that only the bad one is skipped.
    let created = 0;
    for (const row of prepared) {
      try {
        created += await logged(db, (trx) => writeRows(trx, scope, [row]));
      } catch (error) {
        skipped.push({ row: row.row, message: reason(error) });
      }
      // A label this row created (or another writer did) is used, not created again, by the next rows.
      if (row.newLabels.length > 0) await refreshLabels(db, scope);
    }
    await noteProgress(db, jobId, progress(created));
  }
  // Labels created by this batch are the workspace's now.
  if (prepared.some((row) => row.newLabels.length > 0)) await refreshLabels(db, scope);
}

async function refreshLabels(db: DB, scope: Scope): Promise<void> {
  const labels = await db.selectFrom('labels').select(['id', 'name']).where('workspaceId', '=', scope.workspaceId).execute();
  scope.labels = new Map(labels.map((label) => [label.name.toLowerCase(), label.id]));
}

/**
 * For the commands: the workspace (by slug), its project (by key) and the person who acts (a member, by email; the
 * workspace's first admin when none is given). Throws a sentence saying what was not found.
 */
export async function commandScope(db: DB, slug: string, projectKey: string, email?: string | null) {
  const { workspace, actorId } = await commandWorkspace(db, slug, email);
  const project = await db.selectFrom('projects').selectAll().where('workspaceId', '=', workspace.id).where('key', '=', projectKey.toUpperCase()).executeTakeFirst();
  if (!project) throw new Error(`The workspace ${slug} has no project ${projectKey}.`);
  return { workspace, project, actorId };
}

/** A command's workspace (by slug) and who it acts as: the member with the email, else the first admin. */
export async function commandWorkspace(db: DB, slug: string, email?: string | null) {
  const workspace = await db.selectFrom('workspaces').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!workspace) throw new Error(`No workspace has the slug ${slug}.`);
  const actor = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select(['users.id', 'users.email'])
    .where('memberships.workspaceId', '=', workspace.id)
    .$if(!!email, (query) => query.where(sql`lower(users.email)`, '=', email!.toLowerCase()))
    .$if(!email, (query) => query.where('memberships.role', '=', 'org:admin'))
    .orderBy('memberships.createdAt')
    .limit(1)
    .executeTakeFirst();
  if (!actor) throw new Error(email ? `No member of ${slug} has the email ${email}.` : `The workspace ${slug} has no admin: say who with --as.`);
  return { workspace, actorId: actor.id };
}
