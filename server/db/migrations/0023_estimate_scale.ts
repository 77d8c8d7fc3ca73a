// A workspace chooses its estimate scale: NONE (no estimates), POINTS (0 to 100, the default) or TSHIRT (sizes XS to
// XL, stored as the points 1, 2, 3, 5 and 8 so that sums still add up; src/rules/estimate.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table workspaces add column estimate_scale text not null default 'POINTS'
    constraint workspaces_estimate_scale check (estimate_scale in ('NONE', 'POINTS', 'TSHIRT'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table workspaces drop column estimate_scale`.execute(db);
}
