// Issues get a parent (sub-issues, in any project of the workspace) and relations to other issues: A blocks B, A
// relates to B, A duplicates B. A relation is one row however it is viewed, and two issues have at most one relation
// (whichever way round it was made: the unique index is on the unordered pair). A parent's deletion keeps its
// children's link (deletion is soft and can be undone): the children show no parent while it is deleted.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table issues add column parent_id uuid references issues (id) on delete set null,
      add constraint issues_not_own_parent check (parent_id <> id)`,
    sql`create index issues_parent on issues (parent_id) where parent_id is not null`,
    sql`create table issue_relations (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      issue_id uuid not null references issues (id) on delete cascade,
      related_issue_id uuid not null references issues (id) on delete cascade,
      type text not null,
      created_by text references users (id) on delete set null,
      created_at timestamptz(3) not null default now(),
      constraint issue_relations_type check (type in ('BLOCKS', 'RELATES_TO', 'DUPLICATES')),
      constraint issue_relations_not_self check (issue_id <> related_issue_id)
    )`,
    sql`create unique index issue_relations_pair on issue_relations (least(issue_id, related_issue_id), greatest(issue_id, related_issue_id))`,
    sql`create index issue_relations_issue on issue_relations (issue_id)`,
    sql`create index issue_relations_related on issue_relations (related_issue_id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`drop table issue_relations`,
    sql`drop index issues_parent`,
    sql`alter table issues drop constraint issues_not_own_parent, drop column parent_id`,
  ];
  for (const statement of statements) await statement.execute(db);
}
