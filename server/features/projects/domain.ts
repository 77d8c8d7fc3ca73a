// Projects: validation and SQL. Every function takes the workspace and touches nothing outside it.
import { sql, type Selectable } from 'kysely';
import { definedValues, differsFrom } from '../../db/changes';
import type { DB } from '../../db/database';
import { logChange, loggedTransaction } from '../../db/loggedTransaction';
import { keysetPage, type KeysetPage, type PageArgs } from '../../db/paging';
import type { ProjectsTable } from '../../db/schema';
import { isUuid } from '../../db/ids';
import { badInput, conflict, isUniqueViolation } from '../../errors';
import { descriptionError, keyError, nameError, normalizeProject } from '../../../src/rules/project';
import { normalizeText } from '../../../src/rules/text';

export type ProjectRow = Selectable<ProjectsTable>;

export { DESCRIPTION_MAX_LENGTH, KEY_PATTERN, NAME_MAX_LENGTH } from '../../../src/rules/project';

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

/** Columns the system keeps; every other column is one a person edits, and needs a rule below. */
type SystemColumn = 'id' | 'seq' | 'workspaceId' | 'createdBy' | 'createdAt' | 'updatedAt' | 'archivedAt' | 'issueCounter';
type EditableColumn = Exclude<keyof ProjectsTable, SystemColumn>;

interface FieldRule<T> {
  /** The stored value of an input value (trimmed, checked); BAD_USER_INPUT naming the field otherwise. */
  validate(value: string | null | undefined): T;
  /** Fixed at creation (an update cannot change it). */
  immutable?: true;
  /** An update's null clears the value (else null, like absence, leaves it unchanged). */
  clearable?: true;
}

/**
 * One rule per editable column. A migration that adds a column regenerates the row types (`npm run codegen`), and
 * this object stops type-checking until the new column has its rule: no field goes unvalidated or unwritten.
 */
const FIELDS: { [C in EditableColumn]: FieldRule<Selectable<ProjectsTable>[C]> } = {
  key: { validate: (value) => validateKey(value ?? ''), immutable: true },
  name: { validate: (value) => validateName(value ?? '') },
  description: { validate: validateDescription },
};

const EDITABLE = Object.keys(FIELDS) as EditableColumn[];

export type CreateProjectInput = { [C in EditableColumn]?: string | null };
export type UpdateProjectInput = CreateProjectInput;

/** The validated values of every editable column (for a creation). */
export function validateProject(input: CreateProjectInput): { [C in EditableColumn]: Selectable<ProjectsTable>[C] } {
  return Object.fromEntries(EDITABLE.map((column) => [column, FIELDS[column].validate(input[column])])) as {
    [C in EditableColumn]: Selectable<ProjectsTable>[C];
  };
}

/** The validated values an update sets: the columns it may change that the input gives (see FieldRule). */
type EditableValues = { [C in EditableColumn]: Selectable<ProjectsTable>[C] };

function validateChanges(input: UpdateProjectInput): Partial<EditableValues> {
  const changes: Record<string, unknown> = {};
  for (const column of EDITABLE) {
    const rule: FieldRule<unknown> = FIELDS[column];
    const value = input[column];
    if (rule.immutable || value === undefined || (value === null && !rule.clearable)) continue;
    changes[column] = rule.validate(value);
  }
  return changes as Partial<EditableValues>;
}

export type ProjectChangeKind = 'CREATED' | 'UPDATED' | 'ARCHIVED' | 'RESTORED';

/** Notes the project's change in the logged transaction (`row`: the project after it). */
function logProject(trx: DB, actorId: string | null, kind: ProjectChangeKind, project: ProjectRow): void {
  logChange(trx, { workspaceId: project.workspaceId, actorId, entityType: 'project', entityId: project.id, projectId: project.id, kind, row: project });
}

export async function createProject(
  db: DB,
  workspaceId: string,
  createdBy: string | null,
  input: CreateProjectInput,
): Promise<ProjectRow> {
  const values = { ...validateProject(input), workspaceId, createdBy };
  try {
    return await loggedTransaction(db, async (trx) => {
      const project = await trx.insertInto('projects').values(values).returningAll().executeTakeFirstOrThrow();
      logProject(trx, createdBy, 'CREATED', project);
      return project;
    });
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

/** Changes the project's editable fields the input gives; undefined when it is not in the workspace. */
export async function updateProject(
  db: DB,
  workspaceId: string,
  actorId: string,
  projectId: string,
  input: UpdateProjectInput,
): Promise<Change | undefined> {
  const changes = definedValues(validateChanges(input));
  if (!isUuid(projectId)) return undefined;
  if (Object.keys(changes).length > 0) {
    const updated = await loggedTransaction(db, async (trx) => {
      const project = await trx
        .updateTable('projects')
        .set({ ...changes, updatedAt: sql`now()` })
        .where('id', '=', projectId)
        .where('workspaceId', '=', workspaceId)
        .where(differsFrom(changes))
        .returningAll()
        .executeTakeFirst();
      if (project) logProject(trx, actorId, 'UPDATED', project);
      return project;
    });
    if (updated) return { project: updated, changed: true };
  }
  const project = await findProject(db, workspaceId, projectId);
  return project && { project, changed: false };
}

/** Archives or restores the project; undefined when it is not in the workspace. */
export async function setProjectArchived(
  db: DB,
  workspaceId: string,
  actorId: string,
  projectId: string,
  archived: boolean,
): Promise<Change | undefined> {
  if (!isUuid(projectId)) return undefined;
  const updated = await loggedTransaction(db, async (trx) => {
    const project = await trx
      .updateTable('projects')
      .set({ archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` })
      .where('id', '=', projectId)
      .where('workspaceId', '=', workspaceId)
      .where('archivedAt', archived ? 'is' : 'is not', null)
      .returningAll()
      .executeTakeFirst();
    if (project) logProject(trx, actorId, archived ? 'ARCHIVED' : 'RESTORED', project);
    return project;
  });
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

/** Which projects a list holds: active ones (and archived ones too with `includeArchived`), or only archived ones. */
export interface ProjectScope {
  includeArchived?: boolean | null;
  archived?: boolean | null;
  /** Characters the name or key contains, case-insensitively; blank keeps every project. */
  search?: string | null;
}

/** `value` matched literally by LIKE/ILIKE (its own % and _ are not wildcards). */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

export const SEARCH_MAX_LENGTH = 100;

function projectScope(db: DB, workspaceId: string, { includeArchived, archived, search }: ProjectScope) {
  const text = normalizeText(search ?? '');
  if (text.length > SEARCH_MAX_LENGTH) throw badInput('search', `Search for at most ${SEARCH_MAX_LENGTH} characters.`);
  return db
    .selectFrom('projects')
    .where('workspaceId', '=', workspaceId)
    .$if(Boolean(archived), (query) => query.where('archivedAt', 'is not', null))
    .$if(!archived && !includeArchived, (query) => query.where('archivedAt', 'is', null))
    .$if(text !== '', (query) =>
      query.where((eb) => {
        const pattern = `%${likeLiteral(text)}%`;
        return eb.or([eb('name', 'ilike', pattern), eb('key', 'ilike', pattern)]);
      }),
    );
}

/** A page of projects, with how many the scope holds in all when that was asked for (and the page has a row to carry it). */
export interface ProjectPage extends KeysetPage<ProjectRow> {
  totalCount?: number;
}

/**
 * One page of the workspace's projects, newest first (positions are `seq`). With `count`, the same statement also
 * counts the projects of the scope (regardless of paging), so that a page with its total is one round trip.
 */
export async function listProjects(
  db: DB,
  workspaceId: string,
  args: PageArgs & ProjectScope,
  { count = false }: { count?: boolean } = {},
): Promise<ProjectPage> {
  const scope = projectScope(db, workspaceId, args);
  if (!count) return keysetPage<ProjectRow>(scope, 'seq', 'desc', args);
  // An uncorrelated subquery: PostgreSQL counts once per statement, not per row.
  const total = scope.select(sql<number>`count(*)::int`.as('count'));
  const page = await keysetPage<ProjectRow & { scopeCount: number }, number>(
    scope,
    { key: ['seq'], order: 'desc', select: (query) => query.selectAll().select(total.as('scopeCount')) },
    args,
  );
  const rows = page.rows.map(({ scopeCount: _count, ...project }) => project);
  return { ...page, rows, ...(page.rows.length > 0 && { totalCount: page.rows[0].scopeCount }) };
}

export async function countProjects(db: DB, workspaceId: string, scope: ProjectScope): Promise<number> {
  const { count } = await projectScope(db, workspaceId, scope)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

/** The workspace's projects with these keys (archived or not), each key compared exactly once upper-cased. */
export function findProjectsByKeys(db: DB, workspaceId: string, keys: readonly string[]): Promise<ProjectRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('projects')
    .selectAll()
    .where('workspaceId', '=', workspaceId)
    .where('key', 'in', keys.map((key) => key.toUpperCase()))
    .execute();
}
