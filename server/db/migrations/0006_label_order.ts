// The labels' list order, by name regardless of case: a stored lower-case name, so that the list's cursors carry the
// very value the database orders by (lower() as PostgreSQL computes it, which JavaScript's toLowerCase does not
// always match), and an index that serves the order within a workspace.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table labels add column name_key text not null generated always as (lower(name)) stored`.execute(db);
  await sql`create index labels_workspace_order on labels (workspace_id, name_key, seq)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index labels_workspace_order`.execute(db);
  await sql`alter table labels drop column name_key`.execute(db);
}
