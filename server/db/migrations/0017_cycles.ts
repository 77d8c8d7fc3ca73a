// Cycles: a workspace's time-boxed iterations (numbered 1, 2, 3… in the workspace, days from starts_on to ends_on,
// both included; the domain refuses overlapping ones under the workspace's row lock). An issue belongs to at most one
// cycle; a workspace chooses whether a cycle's unfinished issues move to the next one when it ends (rolled_over_at
// marks a cycle whose end has been handled, so it is handled once).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table cycles (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      number integer not null,
      name text,
      starts_on date not null,
      ends_on date not null,
      created_by text references users (id) on delete set null,
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now(),
      rolled_over_at timestamptz(3),
      constraint cycles_workspace_number unique (workspace_id, number),
      constraint cycles_dates check (ends_on >= starts_on),
      constraint cycles_name_length check (name is null or char_length(name) between 1 and 80)
    )`,
    sql`create index cycles_workspace_start on cycles (workspace_id, starts_on)`,
    sql`alter table workspaces add column cycle_rollover boolean not null default true`,
    sql`alter table issues add column cycle_id uuid references cycles (id) on delete set null`,
    sql`create index issues_cycle on issues (cycle_id) where cycle_id is not null and deleted_at is null`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`drop index issues_cycle`,
    sql`alter table issues drop column cycle_id`,
    sql`alter table workspaces drop column cycle_rollover`,
    sql`drop table cycles`,
  ];
  for (const statement of statements) await statement.execute(db);
}
