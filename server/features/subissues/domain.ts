// Sub-issues and relations: validation and SQL. Every function takes the workspace. An issue's parent is a column of
// the issue (any project of the workspace; no cycle; trees at most MAX_DEPTH levels deep); a relation is one row of
// issue_relations however it is viewed, and two issues have at most one. A parent's deletion keeps its children's
// link (deletion is soft and can be undone): they show no parent while it is deleted, and it again once restored.
// Every change is logged as a change of each issue it touches (their timelines' entries, their live events).
import { sql, type Selectable } from 'kysely';
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/deadlock';
import { isUuid } from '../../db/ids';
import { logChange, loggedTransaction } from '../../db/loggedTransaction';
import { keysetPage, type KeysetPage, type PageArgs } from '../../db/paging';
import type { IssueRelationsTable } from '../../db/schema';
import { badInput } from '../../errors';
import type { FieldChange } from '../comments/domain';
import { issueEntry } from '../issues/changeEntry';
import type { IssueRow } from '../issues/domain';

/** The most levels a tree of issues has (a root and its sub-issues down to the fifth level). */
export const MAX_DEPTH = 5;

export type RelationType = 'BLOCKS' | 'RELATES_TO' | 'DUPLICATES';
export type RelationKind = RelationType | 'BLOCKED_BY' | 'DUPLICATED_BY';
export type RelationRow = Selectable<IssueRelationsTable>;

const RELATION_TYPES: readonly RelationType[] = ['BLOCKS', 'RELATES_TO', 'DUPLICATES'];
const INVERSE: Record<RelationType, RelationKind> = { BLOCKS: 'BLOCKED_BY', RELATES_TO: 'RELATES_TO', DUPLICATES: 'DUPLICATED_BY' };
const WORDS: Record<RelationKind, string> = {
  BLOCKS: 'blocks',
  BLOCKED_BY: 'is blocked by',
  RELATES_TO: 'relates to',
  DUPLICATES: 'duplicates',
  DUPLICATED_BY: 'is duplicated by',
};

/** A relation as one of its issues sees it (IssueRelation). */
export interface RelationView {
  relationId: string;
  type: RelationKind;
  otherIssueId: string;
  createdAt: Date;
}

/** How the relation reads from `issueId`, one of its two issues. */
export function viewOf(relation: RelationRow, issueId: string): RelationView {
  const outgoing = relation.issueId === issueId;
  const type = relation.type as RelationType;
  return {
    relationId: relation.id,
    type: outgoing ? type : INVERSE[type],
    otherIssueId: outgoing ? relation.relatedIssueId : relation.issueId,
    createdAt: relation.createdAt,
  };
}

// Conditions on `issues` for the issues' filter (server/features/issues/domain.ts).
export const HAS_PARENT = sql<boolean>`(issues.parent_id is not null
  and exists (select 1 from issues parents where parents.id = issues.parent_id and parents.deleted_at is null))`;
// Scalar subqueries (`(select true … limit 1)`), not EXISTS: PostgreSQL may run an EXISTS in the select list as a hashed
// subplan that reads every live issue once (11,200 rows for a 150-issue page on CI's plans test); a scalar subquery is
// always the per-issue lookup by index (issues_parent, issue_relations_related, then the blocker by its key).
export const HAS_CHILDREN = sql<boolean>`((select true from issues children where children.parent_id = issues.id
  and children.deleted_at is null limit 1) is not null)`;
export const IS_BLOCKED = sql<boolean>`coalesce((select true from issue_relations blocks join issues blockers on blockers.id = blocks.issue_id
  where blocks.related_issue_id = issues.id and blocks.type = 'BLOCKS' and blockers.deleted_at is null
    and blockers.status not in ('DONE', 'CANCELED') limit 1), false)`;

// ---------------------------------------------------------------------------------------------------------------
// Writes

/** Runs a write in a logged transaction (its own, run again when PostgreSQL aborted it as a deadlock's victim). */
const loggedWrite = <T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> =>
  db.isTransaction ? loggedTransaction(db, work) : inTransaction(db, (trx) => loggedTransaction(trx, work));

/**
 * Locks the issues of the workspace (deleted ones too) in id order, as every issue write does, and gives them with
 * their keys (WEB-42).
 */
async function lockIssues(trx: DB, workspaceId: string, ids: readonly string[]): Promise<Map<string, IssueRow & { key: string }>> {
  const distinct = [...new Set(ids)];
  const rows = await trx
    .selectFrom('issues')
    .innerJoin('projects', 'projects.id', 'issues.projectId')
    .selectAll('issues')
    .select(sql<string>`projects.key || '-' || issues.number`.as('key'))
    .where('issues.workspaceId', '=', workspaceId)
    .where('issues.id', 'in', distinct)
    .orderBy('issues.id')
    .forUpdate('issues')
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Marks the issues changed (their updated time) and gives them as they are now. */
async function touch(trx: DB, ids: readonly string[], set: { parentId?: string | null } = {}): Promise<Map<string, IssueRow>> {
  const rows = await trx
    .updateTable('issues')
    .set({ ...set, updatedAt: sql`now()` })
    .where('id', 'in', [...ids])
    .returningAll()
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** An issue's logged change (an activity entry of its timeline; an UPDATED event for its project's subscribers). */
function logIssueChange(trx: DB, actorId: string, issue: IssueRow, changes: FieldChange[]): void {
  logChange(trx, issueEntry(actorId, 'UPDATED', issue, changes));
}

export interface ParentChange {
  issue: IssueRow;
  parent: IssueRow | null;
  previousParent: IssueRow | null;
}

/**
 * Makes `issueId` a sub-issue of `parentId` (null: detaches it), logging the change on the issue and on its old and new
 * parents. Undefined when the issue or the parent is not a live issue of the workspace (`missing` says which);
 * BAD_USER_INPUT on parentId for a cycle or a tree deeper than MAX_DEPTH. Tree changes of a workspace take turns (a
 * transaction lock), so that two of them never make a cycle together.
 */
export async function setIssueParent(
  db: DB,
  workspaceId: string,
  actorId: string,
  issueId: string,
  parentId: string | null,
): Promise<ParentChange | { missing: 'id' | 'parentId' }> {
  if (!isUuid(issueId)) return { missing: 'id' };
  if (parentId !== null && !isUuid(parentId)) return { missing: 'parentId' };
  return loggedWrite(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`issue-tree:${workspaceId}`}, 0))`.execute(trx);
    const current = await trx.selectFrom('issues').select('parentId').where('id', '=', issueId).where('workspaceId', '=', workspaceId).executeTakeFirst();
    const before = current?.parentId ?? null;
    const locked = await lockIssues(trx, workspaceId, [issueId, ...(parentId ? [parentId] : []), ...(before ? [before] : [])]);
    const issue = locked.get(issueId);
    if (!issue || issue.deletedAt) return { missing: 'id' as const };
    const parent = parentId ? locked.get(parentId) : null;
    if (parent === undefined || parent?.deletedAt) return { missing: 'parentId' as const };
    const previous = before ? (locked.get(before) ?? null) : null;
    if (before === parentId) {
      return { issue, parent: parent ?? null, previousParent: previous && !previous.deletedAt ? previous : null };
    }
    if (parent) await checkPlace(trx, issue.id, parent.id);
    const touched = await touch(trx, [issue.id], { parentId });
    const changed = touched.get(issue.id)!;
    const parentKey = (row: (IssueRow & { key: string }) | null | undefined) => (row && !row.deletedAt ? row.key : null);
    logIssueChange(trx, actorId, changed, [{ field: 'PARENT', from: parentKey(previous), to: parentKey(parent) }]);
    // The parents' sub-issues changed too (their progress): each gets its entry (a deleted one none: it stays unseen).
    const parents = [previous, parent].filter((row): row is IssueRow & { key: string } => !!row && !row.deletedAt);
    const touchedParents = parents.length ? await touch(trx, parents.map((row) => row.id)) : new Map<string, IssueRow>();
    for (const row of parents) {
      const added = row.id === parent?.id;
      logIssueChange(trx, actorId, touchedParents.get(row.id)!, [{ field: 'SUB_ISSUES', from: added ? null : issue.key, to: added ? issue.key : null }]);
    }
    const live = (id: string | undefined | null) => (id ? (touchedParents.get(id) ?? null) : null);
    return { issue: changed, parent: live(parent?.id), previousParent: live(previous?.id) };
  });
}

/**
 * Refuses a parent that would make a cycle (the issue itself or one of its sub-issues, at any depth) or a tree deeper
 * than MAX_DEPTH: the parent's ancestors (with itself) and the issue's deepest line of sub-issues (with itself) together.
 * Deleted issues count: a restore brings their links back.
 */
async function checkPlace(trx: DB, issueId: string, parentId: string): Promise<void> {
  const { rows } = await sql<{ above: number; cycle: boolean; below: number }>`
    with recursive ancestors(id, parent_id, level) as (
      select id, parent_id, 1 from issues where id = ${parentId}
      union all
      select issues.id, issues.parent_id, ancestors.level + 1 from issues join ancestors on issues.id = ancestors.parent_id
        where ancestors.level <= ${MAX_DEPTH + 1}
    ), descendants(id, level) as (
      select id, 1 from issues where id = ${issueId}
      union all
      select issues.id, descendants.level + 1 from issues join descendants on issues.parent_id = descendants.id
        where descendants.level <= ${MAX_DEPTH + 1}
    )
    select (select max(level) from ancestors)::int as above,
      exists (select 1 from ancestors where id = ${issueId}) as cycle,
      (select max(level) from descendants)::int as below`.execute(trx);
  const { above, cycle, below } = rows[0];
  if (cycle) throw badInput('parentId', 'An issue cannot be a sub-issue of itself or of one of its own sub-issues.');
  if (above + below > MAX_DEPTH) {
    throw badInput('parentId', `Sub-issues go at most ${MAX_DEPTH} levels deep: this parent would make ${above + below}.`);
  }
}

export function validateRelationType(type: string): RelationType {
  if (!RELATION_TYPES.includes(type as RelationType)) throw badInput('type', 'A relation is BLOCKS, RELATES_TO or DUPLICATES.');
  return type as RelationType;
}

export interface RelationChange {
  relation: RelationRow;
  /** The relation's two live issues as they are now (the issue first). */
  issues: IssueRow[];
}

/**
 * Relates two live issues of the workspace (`type` as seen from `issueId`), logging the change on both. Undefined when
 * one is not a live issue of the workspace (`missing` names it); BAD_USER_INPUT on relatedIssueId for the issue itself
 * or two issues already related (either way round).
 */
export async function addIssueRelation(
  db: DB,
  workspaceId: string,
  actorId: string,
  issueId: string,
  relatedIssueId: string,
  typeText: string,
): Promise<RelationChange | { missing: 'issueId' | 'relatedIssueId' }> {
  const type = validateRelationType(typeText);
  if (!isUuid(issueId)) return { missing: 'issueId' };
  if (!isUuid(relatedIssueId)) return { missing: 'relatedIssueId' };
  if (issueId === relatedIssueId) throw badInput('relatedIssueId', 'An issue cannot be related to itself.');
  return loggedWrite(db, async (trx) => {
    const locked = await lockIssues(trx, workspaceId, [issueId, relatedIssueId]);
    const issue = locked.get(issueId);
    const related = locked.get(relatedIssueId);
    if (!issue || issue.deletedAt) return { missing: 'issueId' as const };
    if (!related || related.deletedAt) return { missing: 'relatedIssueId' as const };
    const existing = await trx
      .selectFrom('issueRelations')
      .selectAll()
      .where((where) =>
        where.or([
          where.and([where('issueId', '=', issueId), where('relatedIssueId', '=', relatedIssueId)]),
          where.and([where('issueId', '=', relatedIssueId), where('relatedIssueId', '=', issueId)]),
        ]),
      )
      .executeTakeFirst();
    if (existing) {
      const seen = viewOf(existing, issueId);
      throw badInput('relatedIssueId', `${issue.key} already ${WORDS[seen.type]} ${related.key}: remove that relation first.`);
    }
    const relation = await trx
      .insertInto('issueRelations')
      .values({ workspaceId, issueId, relatedIssueId, type, createdBy: actorId })
      .returningAll()
      .executeTakeFirstOrThrow();
    const touched = await touch(trx, [issueId, relatedIssueId]);
    logIssueChange(trx, actorId, touched.get(issueId)!, [{ field: 'RELATIONS', from: null, to: related.key, relationType: type }]);
    logIssueChange(trx, actorId, touched.get(relatedIssueId)!, [{ field: 'RELATIONS', from: null, to: issue.key, relationType: INVERSE[type] }]);
    return { relation, issues: [touched.get(issueId)!, touched.get(relatedIssueId)!] };
  });
}

/** Removes a relation of the workspace, logging the change on its live issues; undefined when there is none. */
export async function removeIssueRelation(db: DB, workspaceId: string, actorId: string, relationId: string): Promise<RelationChange | undefined> {
  if (!isUuid(relationId)) return undefined;
  return loggedWrite(db, async (trx) => {
    const found = await findRelation(trx, workspaceId, relationId);
    if (!found) return undefined;
    const locked = await lockIssues(trx, workspaceId, [found.issueId, found.relatedIssueId]);
    const relation = await trx.deleteFrom('issueRelations').where('id', '=', relationId).returningAll().executeTakeFirst();
    if (!relation) return undefined;
    const live = [relation.issueId, relation.relatedIssueId].filter((id) => locked.get(id) && !locked.get(id)!.deletedAt);
    const touched = await touch(trx, live);
    for (const id of live) {
      const seen = viewOf(relation, id);
      logIssueChange(trx, actorId, touched.get(id)!, [{ field: 'RELATIONS', from: locked.get(seen.otherIssueId)!.key, to: null, relationType: seen.type }]);
    }
    return { relation, issues: live.map((id) => touched.get(id)!) };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

export function findRelation(db: DB, workspaceId: string, relationId: string): Promise<RelationRow | undefined> {
  if (!isUuid(relationId)) return Promise.resolve(undefined);
  return db.selectFrom('issueRelations').selectAll().where('id', '=', relationId).where('workspaceId', '=', workspaceId).executeTakeFirst();
}

export type ChildPosition = readonly [string, string];

/** A page of the issue's live sub-issues, oldest first. */
export function listChildren(db: DB, workspaceId: string, parentId: string, args: PageArgs<ChildPosition>): Promise<KeysetPage<IssueRow>> {
  const scope = db.selectFrom('issues').where('issues.workspaceId', '=', workspaceId).where('issues.parentId', '=', parentId).where('issues.deletedAt', 'is', null);
  return keysetPage<IssueRow, ChildPosition>(scope, { key: ['issues.createdAt', 'issues.id'], order: 'asc', select: (query) => query.selectAll('issues') }, args);
}

/** What a card shows of an issue's place among others: its sub-issues' progress and whether it is blocked. */
export interface IssueStructure {
  done: number;
  total: number;
  blocked: boolean;
}

/**
 * Each issue's IssueStructure, in one statement. The wanted ids drive it: each issue is looked up by its key inside a
 * lateral subquery that `offset 0` keeps whole, then its lookups go by index. Joined flat, the generic plan hashed the
 * ids against every issue of the workspace read through its workspace index (11,200 rows for a 150-issue page).
 */
export async function structureOfIssues(db: DB, workspaceId: string, ids: readonly string[]): Promise<Map<string, IssueStructure>> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return new Map();
  const { rows } = await sql<{ id: string } & IssueStructure>`select issues.id,
      (select count(*)::int from issues children where children.parent_id = issues.id and children.deleted_at is null) as total,
      (select count(*)::int from issues children where children.parent_id = issues.id and children.deleted_at is null
        and children.status in ('DONE', 'CANCELED')) as done,
      ${IS_BLOCKED} as blocked
    from unnest(${uuids}::uuid[]) as wanted(id)
    cross join lateral (select issues.id from issues where issues.id = wanted.id and issues.workspace_id = ${workspaceId} offset 0) as issues`.execute(db);
  return new Map(rows.map(({ id, ...structure }) => [id, structure]));
}

/** Each issue's relations to live issues, seen from it, oldest first, in one statement. */
export async function relationsOfIssues(db: DB, workspaceId: string, ids: readonly string[]): Promise<Map<string, RelationView[]>> {
  const byIssue = new Map<string, RelationView[]>(ids.map((id) => [id, []]));
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return byIssue;
  const rows = await db
    .selectFrom('issueRelations')
    .selectAll('issueRelations')
    .where('issueRelations.workspaceId', '=', workspaceId)
    .where((where) => where.or([where('issueRelations.issueId', 'in', uuids), where('issueRelations.relatedIssueId', 'in', uuids)]))
    .where(
      sql<boolean>`not exists (select 1 from issues where issues.id in (issue_relations.issue_id, issue_relations.related_issue_id)
        and issues.deleted_at is not null)`,
    )
    .orderBy('issueRelations.createdAt')
    .orderBy('issueRelations.id')
    .execute();
  for (const relation of rows) {
    for (const id of [relation.issueId, relation.relatedIssueId]) byIssue.get(id)?.push(viewOf(relation, id));
  }
  return byIssue;
}
