// Saved views: validation and SQL. Every function takes the workspace and the person asking, and touches nothing
// outside that workspace; a personal view is its creator's alone (to anyone else it does not exist). A view's filter is
// stored as the IssueFilter input it was saved with (global ids, checked by the caller against the schema's shape and
// the issues' rules before it is written). Views are in the order people set: a fractional index, as issues are.
import { generateKeyBetween } from 'fractional-indexing';
import { sql, type Selectable } from 'kysely';
import { definedValues } from '../../db/changes';
import type { DB } from '../../db/database';
import { isUuid } from '../../db/ids';
import { logChange, loggedTransaction } from '../../db/loggedTransaction';
import type { SavedViewsTable } from '../../db/schema';
import { badInput } from '../../errors';

export type SavedViewRow = Selectable<SavedViewsTable>;

export type SavedViewScope = 'PROJECT' | 'MY_ISSUES' | 'WORKSPACE';
export type MyIssuesSet = 'ASSIGNED' | 'CREATED' | 'WATCHING';
export type ViewLayout = 'LIST' | 'BOARD';

const NAME_MAX = 80;

export function validateViewName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim().replace(/\s+/g, ' ');
  if (trimmed.length === 0) throw badInput('name', 'Give the view a name.');
  if (trimmed.length > NAME_MAX) throw badInput('name', `A view's name is at most ${NAME_MAX} characters.`);
  return trimmed;
}

/** What a view shows (all of it given when saving; what changes when updating). */
export interface ViewSettings {
  /** The IssueFilter input, checked; null or {} for none. */
  filter?: Record<string, unknown> | null;
  grouping?: string | null;
  orderBy?: string | null;
  layout?: ViewLayout | null;
  myIssues?: MyIssuesSet | null;
}

export interface NewView extends ViewSettings {
  name: string;
  shared: boolean;
  scope: SavedViewScope;
  /** A PROJECT view's project (local id, of the workspace: the caller checked it). */
  projectId: string | null;
}

/** A filter's JSON without its absent and null parts (what people set, no more). */
function storedFilter(filter: Record<string, unknown> | null | undefined): string {
  const pruned = Object.fromEntries(Object.entries(filter ?? {}).filter(([, value]) => value != null));
  return JSON.stringify(pruned);
}

const visibleViews = (db: DB, workspaceId: string, userId: string) =>
  db
    .selectFrom('savedViews')
    .where('savedViews.workspaceId', '=', workspaceId)
    .where((where) => where.or([where('savedViews.shared', '=', true), where('savedViews.createdBy', '=', userId)]));

/** The views the person sees: shared ones and their own, in their order. */
export async function listViews(db: DB, workspaceId: string, userId: string): Promise<SavedViewRow[]> {
  return visibleViews(db, workspaceId, userId).selectAll().orderBy('position').orderBy('id').execute();
}

/** The view with this id, if the person sees it (another's personal view: none). */
export async function findVisibleView(db: DB, workspaceId: string, userId: string, id: string): Promise<SavedViewRow | undefined> {
  if (!isUuid(id)) return undefined;
  return visibleViews(db, workspaceId, userId).selectAll().where('id', '=', id).executeTakeFirst();
}

/** Notes the view's change in the logged transaction (`wasShared`: whether others saw it before the change). */
function logView(trx: DB, actorId: string, kind: 'CREATED' | 'UPDATED' | 'DELETED', view: SavedViewRow, wasShared: boolean): void {
  logChange(trx, {
    workspaceId: view.workspaceId,
    actorId,
    entityType: 'saved_view',
    entityId: view.id,
    kind,
    changes: [{ field: 'shared', from: wasShared, to: kind === 'DELETED' ? false : view.shared }],
    row: view,
  });
}

/** Saves a view at the end of the list. */
export async function saveView(db: DB, workspaceId: string, userId: string, input: NewView): Promise<SavedViewRow> {
  const name = validateViewName(input.name);
  if ((input.scope === 'PROJECT') !== (input.projectId !== null)) throw badInput('projectId', 'A project view names its project, and only it.');
  if (input.scope !== 'MY_ISSUES' && input.myIssues != null) throw badInput('myIssues', 'Only a view of My issues says which of them it shows.');
  return loggedTransaction(db, async (trx) => {
    // The workspace's row orders concurrent saves (each takes the place after the last).
    await trx.selectFrom('workspaces').select('id').where('id', '=', workspaceId).forUpdate().execute();
    const last = await trx
      .selectFrom('savedViews')
      .select('position')
      .where('workspaceId', '=', workspaceId)
      .orderBy('position', 'desc')
      .limit(1)
      .executeTakeFirst();
    const view = await trx
      .insertInto('savedViews')
      .values({
        workspaceId,
        createdBy: userId,
        name,
        shared: input.shared,
        scope: input.scope,
        projectId: input.projectId,
        myIssues: input.scope === 'MY_ISSUES' ? (input.myIssues ?? 'ASSIGNED') : null,
        filter: storedFilter(input.filter),
        grouping: input.grouping ?? null,
        orderBy: input.orderBy ?? (input.scope === 'PROJECT' ? 'POSITION' : 'UPDATED'),
        layout: input.layout ?? 'LIST',
        position: generateKeyBetween(last?.position ?? null, null),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    logView(trx, userId, 'CREATED', view, false);
    return view;
  });
}

export interface ViewChanges extends ViewSettings {
  name?: string | null;
  shared?: boolean | null;
  /** Groups by status alone. */
  clearGrouping?: boolean | null;
}

/** Changes a view the caller may change (checked by the caller on `current`). */
export async function updateView(db: DB, actorId: string, current: SavedViewRow, input: ViewChanges): Promise<SavedViewRow> {
  if (input.myIssues != null && current.scope !== 'MY_ISSUES') throw badInput('myIssues', 'Only a view of My issues says which of them it shows.');
  const changes = definedValues({
    name: input.name == null ? undefined : validateViewName(input.name),
    shared: input.shared ?? undefined,
    myIssues: input.myIssues ?? undefined,
    filter: input.filter === undefined ? undefined : storedFilter(input.filter),
    grouping: input.clearGrouping ? null : (input.grouping ?? undefined),
    orderBy: input.orderBy ?? undefined,
    layout: input.layout ?? undefined,
  });
  if (Object.keys(changes).length === 0) return current;
  return loggedTransaction(db, async (trx) => {
    const view = await trx
      .updateTable('savedViews')
      .set({ ...changes, updatedAt: sql`now()` })
      .where('workspaceId', '=', current.workspaceId)
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    logView(trx, actorId, 'UPDATED', view, current.shared);
    return view;
  });
}

/** Moves a view between two views the person sees (either absent: the start or the end of the list). */
export async function moveView(
  db: DB,
  actorId: string,
  current: SavedViewRow,
  after: SavedViewRow | null,
  before: SavedViewRow | null,
): Promise<SavedViewRow> {
  if (after && before && after.position >= before.position) throw badInput('beforeId', 'The view before which it goes comes after the other.');
  return loggedTransaction(db, async (trx) => {
    const view = await trx
      .updateTable('savedViews')
      .set({ position: generateKeyBetween(after?.position ?? null, before?.position ?? null), updatedAt: sql`now()` })
      .where('workspaceId', '=', current.workspaceId)
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    logView(trx, actorId, 'UPDATED', view, current.shared);
    return view;
  });
}

/** The first and last positions of the list the person sees (to move a view to an end). */
export async function endsOfList(db: DB, workspaceId: string, userId: string): Promise<{ first?: SavedViewRow; last?: SavedViewRow }> {
  const views = await listViews(db, workspaceId, userId);
  return { first: views[0], last: views.at(-1) };
}

export async function deleteView(db: DB, actorId: string, current: SavedViewRow): Promise<SavedViewRow> {
  return loggedTransaction(db, async (trx) => {
    const view = await trx
      .deleteFrom('savedViews')
      .where('workspaceId', '=', current.workspaceId)
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    logView(trx, actorId, 'DELETED', view, current.shared);
    return view;
  });
}
