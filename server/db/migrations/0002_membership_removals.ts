// Removal records: a person removed from a workspace stays removed, whatever still-valid tokens with the old claims
// say, until an explicit addition clears the record.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table membership_removals (
    workspace_id uuid not null references workspaces (id) on delete cascade,
    user_id text not null references users (id) on delete cascade,
    removed_at timestamptz(3) not null default now(),
    primary key (workspace_id, user_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table membership_removals`.execute(db);
}
