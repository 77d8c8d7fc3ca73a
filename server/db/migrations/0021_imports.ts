// Imports and exports of a project's issues: an issue keeps the key or address it had where it came from (unique in its
// project, so that importing the same file twice adds nothing), and each import is a job the server works through in
// the background, its progress and skipped rows readable while it runs.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table issues add column external_ref text constraint issues_external_ref_length check (char_length(external_ref) between 1 and 500)`.execute(db);
  await sql`create unique index issues_project_external_ref on issues (project_id, external_ref) where external_ref is not null`.execute(db);
  await sql`create table imports (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces (id) on delete cascade,
    project_id uuid not null references projects (id) on delete cascade,
    created_by text references users (id) on delete set null,
    status text not null default 'PENDING' constraint imports_status check (status in ('PENDING', 'RUNNING', 'DONE', 'CANCELED', 'FAILED')),
    format text not null,
    file_name text not null default '',
    source text,
    mapping jsonb not null default '{}',
    total integer not null default 0,
    done integer not null default 0,
    created integer not null default 0,
    skipped jsonb not null default '[]',
    warnings jsonb not null default '[]',
    error text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    finished_at timestamptz
  )`.execute(db);
  await sql`create index imports_project on imports (project_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table imports`.execute(db);
  await sql`alter table issues drop column external_ref`.execute(db);
}
