// Projects: validation and SQL. Every function takes the workspace and touches nothing outside it.
import { sql, type Selectable } from 'kysely';
import type { DB } from '../db/database';
import type { ProjectsTable } from '../db/schema';
import { descriptionError, keyError, nameError, normalizeProject } from '../../src/rules/project';
import { normalizeText } from '../../src/rules/text';
import { badInput, conflict, isUniqueViolation } from './errors';

export type ProjectRow = Selectable<ProjectsTable>;

export { DESCRIPTION_MAX_LENGTH, KEY_PATTERN, NAME_MAX_LENGTH } from '../../src/rules/project';
export const PAGE_MAX_SIZE = 100;
export const PAGE_DEFAULT_SIZE = 20;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export interface CreateProjectInput {
  key: string;
  name: string;
  description?: string | null;
}

export interface UpdateProjectInput {
  name?: string | null;
  description?: string | null;
}

// The shared rules (src/rules/project.ts) decide; the database's CHECK constraints are only a backstop.
export function validateKey(key: string): string {
  const message = keyError(key);
  if (message) throw badInput('key', message);
  return normalizeText(key);
}

export function validateName(name: string): string {
  const message = nameError(name);
  if (message) throw badInput('name', message);
  return normalizeText(name);
}

export function validateDescription(description: string | null | undefined): string {
  const message = descriptionError(description ?? '');
  if (message) throw badInput('description', message);
  return normalizeProject({ description: description ?? '' }).description;
}

export async function createProject(
  db: DB,
  workspaceId: string,
  createdBy: string,
  input: CreateProjectInput,
): Promise<ProjectRow> {
  const values = {
    workspaceId,
    createdBy,
    key: validateKey(input.key),
    name: validateName(input.name),
    description: validateDescription(input.description),
  };
  try {
    return await db.insertInto('projects').values(values).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error, 'projects_workspace_key')) {
      throw conflict('key', `The key ${values.key} is taken by another project of this workspace.`);
    }
    throw error;
  }
}

export interface Change {
  project: ProjectRow;
  /** False when the project already was as asked (nothing written). */
  changed: boolean;
}

/** Renames the project and/or changes its description; undefined when it is not in the workspace. */
export async function updateProject(
  db: DB,
  workspaceId: string,
  projectId: string,
  input: UpdateProjectInput,
): Promise<Change | undefined> {
  const name = input.name == null ? undefined : validateName(input.name);
  const description = input.description == null ? undefined : validateDescription(input.description);
  if (!isUuid(projectId)) return undefined;
  if (name !== undefined || description !== undefined) {
    const updated = await db
      .updateTable('projects')
      .set({ name, description, updatedAt: sql`now()` })
      .where('id', '=', projectId)
      .where('workspaceId', '=', workspaceId)
      .where(
        sql<boolean>`(name, description) is distinct from (coalesce(${name ?? null}::text, name), coalesce(${description ?? null}::text, description))`,
      )
      .returningAll()
      .executeTakeFirst();
    if (updated) return { project: updated, changed: true };
  }
  const project = await findProject(db, workspaceId, projectId);
  return project && { project, changed: false };
}

/** Archives or restores the project; undefined when it is not in the workspace. */
export async function setProjectArchived(
  db: DB,
  workspaceId: string,
  projectId: string,
  archived: boolean,
): Promise<Change | undefined> {
  if (!isUuid(projectId)) return undefined;
  const updated = await db
    .updateTable('projects')
    .set({ archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` })
    .where('id', '=', projectId)
    .where('workspaceId', '=', workspaceId)
    .where('archivedAt', archived ? 'is' : 'is not', null)
    .returningAll()
    .executeTakeFirst();
  if (updated) return { project: updated, changed: true };
  const project = await findProject(db, workspaceId, projectId);
  return project && { project, changed: false };
}

export async function findProject(db: DB, workspaceId: string, projectId: string): Promise<ProjectRow | undefined> {
  const [project] = await findProjectsByIds(db, workspaceId, [projectId]);
  return project;
}

export async function findProjectsByIds(db: DB, workspaceId: string, ids: readonly string[]): Promise<ProjectRow[]> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return [];
  return db.selectFrom('projects').selectAll().where('workspaceId', '=', workspaceId).where('id', 'in', uuids).execute();
}

/** A place in the newest-first order of projects. */
export interface ProjectPosition {
  seq: number;
}

export interface ProjectPageArgs {
  first?: number | null;
  after?: ProjectPosition | null;
  last?: number | null;
  before?: ProjectPosition | null;
  includeArchived?: boolean | null;
}

export interface ProjectPage {
  rows: ProjectRow[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

function pageSize(value: number | null | undefined, field: 'first' | 'last'): number | undefined {
  if (value == null) return undefined;
  if (!Number.isInteger(value) || value < 0 || value > PAGE_MAX_SIZE) {
    throw badInput(field, `${field} must be from 0 to ${PAGE_MAX_SIZE}.`);
  }
  return value;
}

/**
 * One page of the workspace's projects, newest first, by keyset: `first` after a position, or `last` before one
 * (20 from the start when neither is given).
 */
export async function listProjects(db: DB, workspaceId: string, args: ProjectPageArgs): Promise<ProjectPage> {
  const first = pageSize(args.first, 'first');
  const last = pageSize(args.last, 'last');
  if (first !== undefined && last !== undefined) throw badInput('last', 'Ask for first or last, not both.');
  const backward = last !== undefined;
  const limit = (backward ? last : first) ?? PAGE_DEFAULT_SIZE;
  const cursor = backward ? args.before : args.after;

  const scope = db
    .selectFrom('projects')
    .where('workspaceId', '=', workspaceId)
    .$if(!args.includeArchived, (query) => query.where('archivedAt', 'is', null));
  let query = scope.selectAll();
  if (cursor) {
    query = query.where('seq', backward ? '>' : '<', cursor.seq);
  }
  const rows = await query.orderBy('seq', backward ? 'asc' : 'desc').limit(limit + 1).execute();
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  if (backward) page.reverse();

  // Whether anything lies on the cursor's other side (the cursor's own project included).
  let beyondCursor = false;
  if (cursor) {
    const beyond = await scope
      .select(sql`1`.as('one'))
      .where('seq', backward ? '<=' : '>=', cursor.seq)
      .limit(1)
      .executeTakeFirst();
    beyondCursor = beyond !== undefined;
  }
  return backward
    ? { rows: page, hasPreviousPage: hasMore, hasNextPage: beyondCursor }
    : { rows: page, hasNextPage: hasMore, hasPreviousPage: beyondCursor };
}

export async function countProjects(
  db: DB,
  workspaceId: string,
  { includeArchived }: { includeArchived?: boolean | null },
): Promise<number> {
  const { count } = await db
    .selectFrom('projects')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('workspaceId', '=', workspaceId)
    .$if(!includeArchived, (query) => query.where('archivedAt', 'is', null))
    .executeTakeFirstOrThrow();
  return count;
}
