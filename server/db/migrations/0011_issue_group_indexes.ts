// Indexes for the issue groups (a board column, a list group: one status of a project) in each order but the board's
// own, which issues_board already serves: without the status in the index, a group's page in another order read the
// whole status column of the project and sorted it (2,572 rows sorted for a 50-issue page of DONE issues in a
// 10,000-issue project), and its count read the column from the heap. Kept in step with 0005_issue_indexes.ts.
import { sql, type Kysely } from 'kysely';

const STATUS_RANK = `(case status when 'BACKLOG' then 0 when 'TODO' then 1 when 'IN_PROGRESS' then 2 when 'IN_REVIEW' then 3 when 'DONE' then 4 else 5 end)`;
const URGENCY = `(case priority when 'URGENT' then 4 when 'HIGH' then 3 when 'MEDIUM' then 2 when 'LOW' then 1 else 0 end)`;
const DUE = `(coalesce(due_date, 'infinity'::date))`;

const INDEXES = {
  issues_group_priority: `(project_id, ${STATUS_RANK}, ${URGENCY}, number)`,
  issues_group_updated: `(project_id, ${STATUS_RANK}, updated_at, number)`,
  issues_group_created: `(project_id, ${STATUS_RANK}, number)`,
  issues_group_due: `(project_id, ${STATUS_RANK}, ${DUE}, number)`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(INDEXES)) {
    await sql.raw(`create index ${name} on issues ${columns} where deleted_at is null`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(INDEXES)) await sql`drop index ${sql.ref(name)}`.execute(db);
}
