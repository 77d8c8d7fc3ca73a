// The change log: one row per change of a workspace's data, numbered per workspace. `workspace_log_heads.seq` is the
// newest number handed out; a writing transaction takes the next numbers by updating its workspace's head row, which
// it then holds locked until it commits, so numbers become visible in order: a reader never sees seq N+1 while N is
// still uncommitted (N's transaction holds the head until it ends; a rolled-back N is handed out again). The
// dispatcher that publishes the log keeps its place in `log_dispatch.published_seq`, a table of its own: the head row
// is locked by every writer of the workspace until it commits, and the dispatcher must never wait for writers (nor
// they for it). Notifications say which change made them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table workspace_log_heads (
      workspace_id uuid primary key references workspaces (id) on delete cascade,
      seq bigint not null default 0
    )`,
    sql`create table log_dispatch (
      workspace_id uuid primary key references workspaces (id) on delete cascade,
      published_seq bigint not null default 0
    )`,
    sql`create table change_log (
      workspace_id uuid not null references workspaces (id) on delete cascade,
      seq bigint not null,
      at timestamptz(3) not null default date_trunc('milliseconds', clock_timestamp()),
      actor_id text,
      entity_type text not null,
      entity_id text not null,
      kind text not null,
      project_id uuid,
      issue_id uuid,
      changes jsonb not null default '[]'::jsonb,
      row jsonb,
      primary key (workspace_id, seq)
    )`,
    sql`create index change_log_entity on change_log (workspace_id, entity_type, entity_id, seq)`,
    sql`create index change_log_at on change_log (at)`,
    sql`alter table notifications add column change_seq bigint`,
    // The dispatcher reads the notifications of the changes it publishes.
    sql`create index notifications_change on notifications (workspace_id, change_seq) where change_seq is not null`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications drop column change_seq`.execute(db);
  for (const table of ['log_dispatch', 'change_log', 'workspace_log_heads']) await sql`drop table ${sql.table(table)}`.execute(db);
}
