// A notification need not be about an issue: WEBHOOK_DISABLED tells a workspace's admins that the server stopped
// sending to one of its webhook endpoints after a long run of failed deliveries. Such a notification names the
// endpoint (null once it is deleted), has no issue key or title, and no actor: the server did it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table notifications alter column actor_id drop not null,
      alter column issue_key drop not null,
      alter column issue_title drop not null,
      add column webhook_endpoint_id uuid references webhook_endpoints (id) on delete set null`,
    sql`alter table notifications drop constraint notifications_reason, add constraint notifications_reason
      check (reason in ('ASSIGNED', 'MENTIONED', 'STATUS_CHANGED', 'COMMENTED', 'ISSUE_DELETED', 'WEBHOOK_DISABLED'))`,
    sql`alter table notification_preferences drop constraint notification_preferences_reason, add constraint notification_preferences_reason
      check (reason in ('ASSIGNED', 'MENTIONED', 'STATUS_CHANGED', 'COMMENTED', 'ISSUE_DELETED', 'WEBHOOK_DISABLED'))`,
    // Either about an issue (with its key and title, as the change left them, and who made the change) or not.
    sql`alter table notifications add constraint notifications_subject
      check ((issue_key is null) = (issue_title is null) and (issue_key is not null or reason = 'WEBHOOK_DISABLED'))`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`delete from notifications where reason = 'WEBHOOK_DISABLED'`,
    sql`delete from notification_preferences where reason = 'WEBHOOK_DISABLED'`,
    sql`alter table notifications drop constraint notifications_reason, add constraint notifications_reason
      check (reason in ('ASSIGNED', 'MENTIONED', 'STATUS_CHANGED', 'COMMENTED', 'ISSUE_DELETED'))`,
    sql`alter table notification_preferences drop constraint notification_preferences_reason, add constraint notification_preferences_reason
      check (reason in ('ASSIGNED', 'MENTIONED', 'STATUS_CHANGED', 'COMMENTED', 'ISSUE_DELETED'))`,
    sql`alter table notifications drop constraint notifications_subject, drop column webhook_endpoint_id,
      alter column actor_id set not null, alter column issue_key set not null, alter column issue_title set not null`,
  ];
  for (const statement of statements) await statement.execute(db);
}
