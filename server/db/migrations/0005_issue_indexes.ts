// Indexes for the issue lists: one per order of Project.issues (each ends with the unique number, the keyset's
// tie-breaker), the filters, the open-issue count of the project list, the live catch-up after `since`, and full-text
// search. Orders and filters over derived values (a status's column, a priority's urgency, "no due date last", the
// searchable text) index the very expressions server/features/issues/domain.ts queries, so the planner matches them.
// Deleted issues never appear in a list: the list indexes leave them out.
import { sql, type Kysely } from 'kysely';

// Keep in step with ISSUE_EXPRESSIONS in server/features/issues/domain.ts (and the ranks in src/rules/issue.ts).
const STATUS_RANK = `(case status when 'BACKLOG' then 0 when 'TODO' then 1 when 'IN_PROGRESS' then 2 when 'IN_REVIEW' then 3 when 'DONE' then 4 else 5 end)`;
const URGENCY = `(case priority when 'URGENT' then 4 when 'HIGH' then 3 when 'MEDIUM' then 2 when 'LOW' then 1 else 0 end)`;
const DUE = `(coalesce(due_date, 'infinity'::date))`;
const SEARCH = `(to_tsvector('english'::regconfig, title || ' ' || description))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const live = 'where deleted_at is null';
  const statements = [
    `create index issues_board on issues (project_id, ${STATUS_RANK}, position, number) ${live}`,
    `create index issues_priority on issues (project_id, ${URGENCY}, number) ${live}`,
    `create index issues_updated on issues (project_id, updated_at, number) ${live}`,
    `create index issues_created on issues (project_id, number) ${live}`,
    `create index issues_due on issues (project_id, ${DUE}, number) ${live}`,
    `create index issues_assignee on issues (project_id, assignee_id) ${live}`,
    `create index issues_open on issues (project_id) ${live} and status not in ('DONE', 'CANCELED')`,
    `create index issues_deleted on issues (project_id, deleted_at) where deleted_at is not null`,
    `create index issues_search on issues using gin (${SEARCH}) ${live}`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'issues_board',
    'issues_priority',
    'issues_updated',
    'issues_created',
    'issues_due',
    'issues_assignee',
    'issues_open',
    'issues_deleted',
    'issues_search',
  ]) {
    await sql`drop index ${sql.ref(index)}`.execute(db);
  }
}
