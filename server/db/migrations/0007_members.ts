// Members: invitations of the built-in sign-in, the Clerk webhook deliveries already applied (a repeated delivery is
// applied once), and people deleted in Clerk (kept for history, anonymised).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table invitations (
      id uuid primary key default gen_random_uuid(),
      seq integer generated always as identity,
      workspace_id uuid not null references workspaces (id) on delete cascade,
      email text not null,
      role text not null,
      invited_by text references users (id) on delete set null,
      created_at timestamptz(3) not null default now(),
      constraint invitations_workspace_email unique (workspace_id, email)
    )`,
    sql`create index invitations_email on invitations (email)`,
    sql`create unique index invitations_newest on invitations (workspace_id, seq desc)`,
    sql`create table webhook_deliveries (
      id text primary key,
      received_at timestamptz(3) not null default now()
    )`,
    sql`alter table users add column deleted_at timestamptz(3)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column deleted_at`.execute(db);
  await sql`drop table webhook_deliveries`.execute(db);
  await sql`drop table invitations`.execute(db);
}
