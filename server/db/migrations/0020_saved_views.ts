// Saved views: a named filter, grouping, order and layout of a project's issues, of My issues or of the workspace's
// issues page, personal (its creator's alone) or shared with the workspace, in an order people set (a fractional
// index, as issues' positions). And the workspace-wide issue lists' indexes: My issues and the issues page read the
// issues of every project of a workspace, most recently updated first, by assignee or creator; each index ends with
// the keyset's unique tie-breaker (the id: a number is unique only in its project).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const live = 'where deleted_at is null';
  const statements = [
    `create table saved_views (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      created_by text not null references users (id) on delete cascade,
      name text not null constraint saved_views_name check (char_length(name) between 1 and 80),
      shared boolean not null default false,
      scope text not null constraint saved_views_scope check (scope in ('PROJECT', 'MY_ISSUES', 'WORKSPACE')),
      project_id uuid references projects (id) on delete cascade,
      my_issues text constraint saved_views_my_issues check (my_issues in ('ASSIGNED', 'CREATED', 'WATCHING')),
      filter jsonb not null default '{}'::jsonb,
      grouping text constraint saved_views_grouping check (grouping in ('ASSIGNEE', 'PRIORITY', 'LABEL')),
      order_by text not null default 'POSITION',
      layout text not null default 'LIST' constraint saved_views_layout check (layout in ('LIST', 'BOARD')),
      position text not null collate "C",
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now(),
      constraint saved_views_project check ((scope = 'PROJECT') = (project_id is not null))
    )`,
    `create index saved_views_workspace on saved_views (workspace_id, position, id)`,
    `create index issues_workspace_updated on issues (workspace_id, updated_at, id) ${live}`,
    `create index issues_workspace_assignee on issues (workspace_id, assignee_id, updated_at, id) ${live}`,
    `create index issues_workspace_creator on issues (workspace_id, created_by, updated_at, id) ${live}`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop index issues_workspace_creator',
    'drop index issues_workspace_assignee',
    'drop index issues_workspace_updated',
    'drop table saved_views',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
