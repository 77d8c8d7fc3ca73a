// Issues get an estimate: points of effort, 0 to 100, or none.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table issues add column estimate integer constraint issues_estimate_range check (estimate between 0 and 100)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table issues drop column estimate`.execute(db);
}
