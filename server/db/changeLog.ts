// The change log's one writer and its readers (see migrations/0012_change_log.ts). Every write to a workspace's data
// records what it changed here, in its own transaction: live events, catch-up, caches and history read the log, so a
// change cannot be made without everyone who follows the workspace hearing of it (changeLogGuard.ts refuses a commit
// that wrote a workspace's tables without a log row).
import { sql } from 'kysely';
import type { DB } from './database';

/** What changed: the kind of entity. */
export type ChangeEntity = 'issue' | 'comment' | 'label' | 'project' | 'member' | 'invitation' | 'workspace';

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
  const { rows } = await sql<{ seq: string }>`
    insert into workspace_log_heads (workspace_id, seq) values (${workspaceId}, ${count})
    on conflict (workspace_id) do update set seq = workspace_log_heads.seq + ${count}
    returning seq`.execute(trx);
  const last = Number(rows[0].seq);
  const inserted = await trx
    .insertInto('changeLog')
    .values(
      entries.map((entry, index) => ({
        workspaceId,
        seq: String(last - count + 1 + index),
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
  return inserted.map(toLogged);
}

/** Records one entry; see recordChanges. */
export async function recordChange(trx: DB, entry: ChangeEntry): Promise<LoggedChange> {
  const [logged] = await recordChanges(trx, [entry]);
  return logged;
}

type StoredChange = Awaited<ReturnType<typeof readStored>>[number];

function readStored(db: DB, workspaceId: string, afterSeq: number, limit: number) {
  return db
    .selectFrom('changeLog')
    .selectAll()
    .where('workspaceId', '=', workspaceId)
    .where('seq', '>', String(afterSeq))
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

/** The workspace's changes after `afterSeq`, oldest first, at most `limit` of them. */
export async function changesAfter(db: DB, workspaceId: string, afterSeq: number, limit: number): Promise<LoggedChange[]> {
  return (await readStored(db, workspaceId, afterSeq, limit)).map(toLogged);
}

/** The newest committed sequence number of the workspace (0 before its first change). */
export async function logHead(db: DB, workspaceId: string): Promise<number> {
  const row = await db.selectFrom('workspaceLogHeads').select('seq').where('workspaceId', '=', workspaceId).executeTakeFirst();
  return Number(row?.seq ?? 0);
}
