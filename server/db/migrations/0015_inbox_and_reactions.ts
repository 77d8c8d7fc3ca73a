// The inbox grows: a notification can be archived (kept, out of the inbox) or snoozed (out of the inbox until a time,
// then back, unread), and each person chooses which reasons notify them in each workspace (a reason without a row is
// on). Comments get emoji reactions: one row per comment, person and emoji. The inbox's indexes follow what it reads:
// the live inbox (not archived), the unread ones among it, and the archived ones.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table notifications add column archived_at timestamptz(3), add column snoozed_until timestamptz(3)`,
    sql`drop index notifications_unread`,
    sql`create index notifications_unread on notifications (workspace_id, user_id, seq desc) where read_at is null and archived_at is null`,
    sql`create index notifications_live on notifications (workspace_id, user_id, seq desc) where archived_at is null`,
    sql`create index notifications_archived on notifications (workspace_id, user_id, seq desc) where archived_at is not null`,
    sql`create table notification_preferences (
      workspace_id uuid not null references workspaces (id) on delete cascade,
      user_id text not null references users (id) on delete cascade,
      reason text not null,
      enabled boolean not null,
      primary key (workspace_id, user_id, reason),
      constraint notification_preferences_reason check (reason in ('ASSIGNED', 'MENTIONED', 'STATUS_CHANGED', 'COMMENTED', 'ISSUE_DELETED'))
    )`,
    sql`create table comment_reactions (
      workspace_id uuid not null references workspaces (id) on delete cascade,
      comment_id uuid not null references comments (id) on delete cascade,
      user_id text not null references users (id) on delete cascade,
      emoji text not null,
      created_at timestamptz(3) not null default now(),
      primary key (comment_id, emoji, user_id)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`drop table comment_reactions`,
    sql`drop table notification_preferences`,
    sql`drop index notifications_archived`,
    sql`drop index notifications_live`,
    sql`drop index notifications_unread`,
    sql`create index notifications_unread on notifications (workspace_id, user_id, seq desc) where read_at is null`,
    sql`alter table notifications drop column archived_at, drop column snoozed_until`,
  ];
  for (const statement of statements) await statement.execute(db);
}
