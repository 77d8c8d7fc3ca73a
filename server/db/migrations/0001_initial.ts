// Users, workspaces and their members, projects, and the built-in sign-in's accounts and sessions.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table users (
      id text primary key,
      name text not null,
      email text,
      image_url text,
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now()
    )`,
    sql`create table workspaces (
      id uuid primary key default gen_random_uuid(),
      org_id text unique,
      personal_user_id text unique references users (id) on delete cascade,
      slug text,
      name text not null,
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now(),
      constraint workspaces_one_owner check ((org_id is null) <> (personal_user_id is null))
    )`,
    sql`create unique index workspaces_slug_key on workspaces (slug) where slug is not null`,
    sql`create table memberships (
      workspace_id uuid not null references workspaces (id) on delete cascade,
      user_id text not null references users (id) on delete cascade,
      role text not null,
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now(),
      primary key (workspace_id, user_id)
    )`,
    sql`create index memberships_user_id on memberships (user_id)`,
    sql`create table projects (
      id uuid primary key default gen_random_uuid(),
      seq integer generated always as identity,
      workspace_id uuid not null references workspaces (id) on delete cascade,
      key text not null,
      name text not null,
      description text not null default '',
      archived_at timestamptz(3),
      created_by text references users (id) on delete set null,
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now(),
      constraint projects_workspace_key unique (workspace_id, key),
      constraint projects_key_format check (key ~ '^[A-Z]{2,5}$')
    )`,
    sql`create unique index projects_newest on projects (workspace_id, seq desc)`,
    sql`create index projects_active_newest on projects (workspace_id, seq desc) where archived_at is null`,
    sql`create table local_accounts (
      email text primary key,
      user_id text not null unique references users (id) on delete cascade,
      demo boolean not null default false,
      created_at timestamptz(3) not null default now()
    )`,
    sql`create table auth_sessions (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      secret_hash text not null unique,
      active_org_id text references workspaces (org_id) on delete set null,
      created_at timestamptz(3) not null default now(),
      ended_at timestamptz(3)
    )`,
    sql`create index auth_sessions_user_id on auth_sessions (user_id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['auth_sessions', 'local_accounts', 'projects', 'memberships', 'workspaces', 'users']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
