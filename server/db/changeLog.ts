// The change log's one writer and its readers (see migrations/0012_change_log.ts). Every write to a workspace's data
// records what it changed here, in its own transaction: live events, catch-up, caches and history read the log, so a
// change cannot be made without everyone who follows the workspace hearing of it (changeLogGuard.ts refuses a commit
// that wrote a workspace's tables without a log row).
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'kysely';
import type { DB } from './database';

/**
 * The numbers a piece of work (a mutation's execution) recorded, per workspace: the highest of each. A mutation's
 * answer waits for exactly these to be published (server/graphql/dispatched.ts), and one that wrote nothing waits for
 * nothing. A number whose transaction rolled back is reused by the workspace's next change; waiting for it ends once
 * the dispatcher finds nothing more to publish.
 */
const recordedIn = new AsyncLocalStorage<Map<string, number>>();

/** Runs `work`, and returns with its result the highest number it recorded in each workspace. */
export async function noteRecorded<T>(work: () => Promise<T>): Promise<{ result: T; recorded: ReadonlyMap<string, number> }> {
  const recorded = new Map<string, number>();
  const result = await recordedIn.run(recorded, work);
  return { result, recorded };
}

/** What changed: the kind of entity. */
export type ChangeEntity =
  | 'issue'
  | 'comment'
  | 'comment_reaction'
  | 'label'
  | 'cycle'
  | 'project'
  | 'member'
  | 'invitation'
  | 'workspace'
  | 'notification'
  | 'notification_preferences'
  | 'attachment'
  | 'saved_view'
  /** Only its disabling by the webhooks' worker (which notifies the admins): the rest of webhooks' state is not logged. */
  | 'webhook_endpoint';

export interface ChangeEntry {
  workspaceId: string;
  /** Who made the change; null when no person did (a Clerk webhook, the server itself). */
  actorId: string | null;
  entityType: ChangeEntity;
  entityId: string;
  /** What happened to it, in the entity's own terms: CREATED, UPDATED, MOVED, DELETED, … */
  kind: string;
  /** The project and issue the change belongs to, when it belongs to one (for topics and history). */
  projectId?: string | null;
  issueId?: string | null;
  /** The fields that changed, with their values before and after (the entity's own shape, stored as jsonb). */
  changes?: readonly unknown[];
  /** The entity as it is after the change (as it was, for a deletion): what an event of the change carries. */
  row?: unknown;
}

export interface LoggedChange extends Required<Omit<ChangeEntry, 'row' | 'changes'>> {
  seq: number;
  at: Date;
  changes: unknown[];
  row: unknown;
}

/**
 * Records `entries` (all of one workspace, in the order they happened) in the caller's transaction and returns them
 * numbered. Call it **last** in the transaction, after every other statement that may wait for a lock: from here to the
 * commit the transaction holds its workspace's log head, and every other writer of the workspace waits for it.
 */
export async function recordChanges(trx: DB, entries: readonly ChangeEntry[]): Promise<LoggedChange[]> {
  if (entries.length === 0) return [];
  if (!trx.isTransaction) throw new Error('recordChanges runs inside the transaction whose writes it records.');
  const workspaceId = entries[0].workspaceId;
  if (entries.some((entry) => entry.workspaceId !== workspaceId)) throw new Error('recordChanges takes the entries of one workspace.');
  const count = entries.length;
  // One statement: the workspace's head moves by `count` (held by this transaction to its commit) and the entries take
  // the numbers below the new head, in order.
  const inserted = await trx
    .with('head', (db) =>
      db
        .insertInto('workspaceLogHeads')
        .values({ workspaceId, seq: String(count) })
        .onConflict((conflict) => conflict.column('workspaceId').doUpdateSet({ seq: sql`workspace_log_heads.seq + ${count}` }))
        .returning('seq'),
    )
    .insertInto('changeLog')
    .values(
      entries.map((entry, index) => ({
        workspaceId,
        seq: sql<string>`(select seq from head) - ${count - 1 - index}`,
        actorId: entry.actorId,
        entityType: entry.entityType,
        entityId: entry.entityId,
        kind: entry.kind,
        projectId: entry.projectId ?? null,
        issueId: entry.issueId ?? null,
        changes: JSON.stringify(entry.changes ?? []),
        row: entry.row === undefined ? null : JSON.stringify(entry.row),
      })),
    )
    .returningAll()
    .execute();
  const last = Number(inserted[inserted.length - 1].seq);
  const recorded = recordedIn.getStore();
  if (recorded && last > (recorded.get(workspaceId) ?? 0)) recorded.set(workspaceId, last);
  return inserted.map(toLogged);
}

/** Records one entry; see recordChanges. */
export async function recordChange(trx: DB, entry: ChangeEntry): Promise<LoggedChange> {
  const [logged] = await recordChanges(trx, [entry]);
  return logged;
}

type StoredChange = Awaited<ReturnType<typeof readStored>>[number];

/** Which of a workspace's entries a reader wants: of one kind of entity, of one project. */
export interface ChangeFilter {
  entityType?: ChangeEntity;
  projectId?: string;
}

function readStored(db: DB, workspaceId: string, afterSeq: number, limit: number, filter: ChangeFilter = {}) {
  return db
    .selectFrom('changeLog')
    .selectAll()
    .where('workspaceId', '=', workspaceId)
    .where('seq', '>', String(afterSeq))
    .$if(filter.entityType !== undefined, (query) => query.where('entityType', '=', filter.entityType!))
    .$if(filter.projectId !== undefined, (query) => query.where('projectId', '=', filter.projectId!))
    .orderBy('seq')
    .limit(limit)
    .execute();
}

function toLogged(row: StoredChange): LoggedChange {
  return {
    workspaceId: row.workspaceId,
    seq: Number(row.seq),
    at: row.at instanceof Date ? row.at : new Date(row.at as unknown as string),
    actorId: row.actorId,
    entityType: row.entityType as ChangeEntity,
    entityId: row.entityId,
    kind: row.kind,
    projectId: row.projectId,
    issueId: row.issueId,
    changes: (row.changes ?? []) as unknown[],
    row: row.row,
  };
}

/** The workspace's changes after `afterSeq` (those `filter` wants), oldest first, at most `limit` of them. */
export async function changesAfter(db: DB, workspaceId: string, afterSeq: number, limit: number, filter?: ChangeFilter): Promise<LoggedChange[]> {
  return (await readStored(db, workspaceId, afterSeq, limit, filter)).map(toLogged);
}

/**
 * For the dispatcher, in one statement: the workspace's dispatch position and the entries after it (at most `limit`,
 * oldest first); null when the workspace has no position yet.
 */
export async function changesAfterPosition(db: DB, workspaceId: string, limit: number): Promise<{ position: number; changes: LoggedChange[] } | null> {
  const { rows } = await sql<StoredChange & { position: string; entrySeq: string | null }>`
    select d.published_seq as position, c.seq as entry_seq, c.* from log_dispatch d
    left join lateral (select * from change_log l where l.workspace_id = d.workspace_id and l.seq > d.published_seq
      order by l.seq limit ${limit}) c on true
    where d.workspace_id = ${workspaceId}`.execute(db);
  if (rows.length === 0) return null;
  return { position: Number(rows[0].position), changes: rows.filter((row) => row.entrySeq !== null).map(toLogged) };
}

/**
 * The oldest number of the workspace the log still holds (older entries were pruned); the head's next number when it
 * holds none. A catch-up from before it would miss what was pruned.
 */
export async function firstRetainedSeq(db: DB, workspaceId: string): Promise<number> {
  const { rows } = await sql<{ first: string | null; head: string | null }>`select
      (select min(seq) from change_log where workspace_id = ${workspaceId}) as first,
      (select seq from workspace_log_heads where workspace_id = ${workspaceId}) as head`.execute(db);
  const { first, head } = rows[0];
  return first !== null ? Number(first) : Number(head ?? 0) + 1;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * An entry's `row` as its feature's row type: jsonb turned its Date columns (`…At`) into ISO strings, which become
 * Dates again here (a date-only column, like an issue's due date, is a plain string and stays one).
 */
export function reviveRow<T>(row: unknown): T {
  if (row === null || typeof row !== 'object') return row as T;
  const revived: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [key, value] of Object.entries(revived)) {
    if (key.endsWith('At') && typeof value === 'string' && ISO_DATE_TIME.test(value)) revived[key] = new Date(value);
  }
  return revived as T;
}

/** The newest committed sequence number of the workspace (0 before its first change). */
export async function logHead(db: DB, workspaceId: string): Promise<number> {
  const row = await db.selectFrom('workspaceLogHeads').select('seq').where('workspaceId', '=', workspaceId).executeTakeFirst();
  return Number(row?.seq ?? 0);
}
