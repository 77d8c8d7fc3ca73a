// API keys: a person's credentials for one workspace, used as `Authorization: Bearer lanes_…` instead of a session
// token. Like sessions they are a person's own, outside the workspaces' change log: nobody else follows them. Only the
// SHA-256 of a key is kept; its lookup id (the part after `lanes_`, not secret) finds the row and names the key. When
// each key was last used is kept apart (api_key_uses): written at most once a minute per key, it is bookkeeping that
// moves no cached answer (server/db/changeClock.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table api_keys (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      user_id text not null references users (id) on delete cascade,
      name text not null,
      lookup_id text not null unique,
      secret_hash text not null,
      role text not null,
      created_at timestamptz(3) not null default now(),
      expires_at timestamptz(3),
      revoked_at timestamptz(3)
    )`,
    sql`create index api_keys_owner on api_keys (workspace_id, user_id, created_at desc) where revoked_at is null`,
    sql`create table api_key_uses (
      api_key_id uuid primary key references api_keys (id) on delete cascade,
      used_at timestamptz(3) not null
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table api_key_uses`.execute(db);
  await sql`drop table api_keys`.execute(db);
}
