// The built-in sign-in's signing key, in the shared database: every server instance on it signs and verifies
// with the same key, so a token minted by one is accepted by all.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table signing_keys (
    id text primary key,
    private_key_pem text not null,
    created_at timestamptz(3) not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table signing_keys`.execute(db);
}
