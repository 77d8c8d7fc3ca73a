// Working together: comments on issues, the members their text mentions (and an issue description's), the issue's
// activity (one entry per change: who, when, every field from and to) and notifications. An issue's timeline is its
// comments and activity entries in (created_at, id) order: each table has an index over exactly that key, so a page
// of the timeline (a keyset over both, merged) reads two short index ranges. The inbox is newest first per person and
// workspace (seq), with a partial index for the unread ones.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table comments (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      issue_id uuid not null references issues (id) on delete cascade,
      author_id text not null references users (id),
      body text not null,
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now(),
      constraint comments_body_length check (char_length(body) between 1 and 20000)
    )`,
    sql`create index comments_timeline on comments (issue_id, created_at, id)`,
    sql`create table issue_activities (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      issue_id uuid not null references issues (id) on delete cascade,
      actor_id text not null references users (id),
      created boolean not null default false,
      changes jsonb not null default '[]'::jsonb,
      created_at timestamptz(3) not null default now()
    )`,
    sql`create index issue_activities_timeline on issue_activities (issue_id, created_at, id)`,
    sql`create table mentions (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      issue_id uuid not null references issues (id) on delete cascade,
      comment_id uuid references comments (id) on delete cascade,
      user_id text not null references users (id) on delete cascade,
      position integer not null
    )`,
    sql`create unique index mentions_of_text on mentions (issue_id, (coalesce(comment_id, '00000000-0000-0000-0000-000000000000'::uuid)), user_id)`,
    sql`create index mentions_comment on mentions (comment_id) where comment_id is not null`,
    sql`create table notifications (
      id uuid primary key default gen_random_uuid(),
      seq integer generated always as identity,
      workspace_id uuid not null references workspaces (id) on delete cascade,
      user_id text not null references users (id) on delete cascade,
      actor_id text not null references users (id),
      reason text not null,
      issue_id uuid references issues (id) on delete set null,
      issue_key text not null,
      issue_title text not null,
      comment_id uuid references comments (id) on delete set null,
      status text,
      created_at timestamptz(3) not null default now(),
      read_at timestamptz(3),
      constraint notifications_reason check (reason in ('ASSIGNED', 'MENTIONED', 'STATUS_CHANGED', 'COMMENTED', 'ISSUE_DELETED'))
    )`,
    sql`create unique index notifications_inbox on notifications (workspace_id, user_id, seq desc)`,
    sql`create index notifications_unread on notifications (workspace_id, user_id, seq desc) where read_at is null`,
    sql`create index notifications_comment on notifications (comment_id) where comment_id is not null`,
    sql`create index notifications_issue on notifications (issue_id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notifications', 'mentions', 'issue_activities', 'comments']) await sql`drop table ${sql.table(table)}`.execute(db);
}
