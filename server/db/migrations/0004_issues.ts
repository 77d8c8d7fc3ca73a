// Issues, labels and their join. An issue's number comes from its project's counter (gap-free under concurrency: the
// counter's row lock orders concurrent creations); its position is a fractional index compared byte by byte
// (collation "C"), so the database orders positions exactly as the client and fractional-indexing do. A deleted issue
// keeps its row (deleted_at) so that live clients catching up after a gap learn of the deletion.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table projects add column issue_counter integer not null default 0`,
    sql`create table labels (
      id uuid primary key default gen_random_uuid(),
      seq integer generated always as identity,
      workspace_id uuid not null references workspaces (id) on delete cascade,
      name text not null,
      color text not null,
      created_by text references users (id) on delete set null,
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now(),
      constraint labels_name_length check (char_length(name) between 1 and 40),
      constraint labels_color_format check (color ~ '^#[0-9a-f]{6}$')
    )`,
    sql`create unique index labels_workspace_name on labels (workspace_id, lower(name))`,
    sql`create table issues (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      project_id uuid not null references projects (id) on delete cascade,
      number integer not null,
      title text not null,
      description text not null default '',
      status text not null default 'BACKLOG',
      priority text not null default 'NONE',
      assignee_id text references users (id) on delete set null,
      created_by text not null references users (id),
      due_date date,
      position text collate "C" not null,
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now(),
      completed_at timestamptz(3),
      deleted_at timestamptz(3),
      constraint issues_project_number unique (project_id, number),
      constraint issues_title_length check (char_length(title) between 1 and 200),
      constraint issues_description_length check (char_length(description) <= 50000),
      constraint issues_status check (status in ('BACKLOG', 'TODO', 'IN_PROGRESS', 'IN_REVIEW', 'DONE', 'CANCELED')),
      constraint issues_priority check (priority in ('NONE', 'URGENT', 'HIGH', 'MEDIUM', 'LOW'))
    )`,
    sql`create index issues_workspace on issues (workspace_id)`,
    sql`create index issues_project_updated on issues (project_id, updated_at)`,
    sql`create table issue_labels (
      issue_id uuid not null references issues (id) on delete cascade,
      label_id uuid not null references labels (id) on delete cascade,
      primary key (issue_id, label_id)
    )`,
    sql`create index issue_labels_label on issue_labels (label_id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['issue_labels', 'issues', 'labels']) await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table projects drop column issue_counter`.execute(db);
}
