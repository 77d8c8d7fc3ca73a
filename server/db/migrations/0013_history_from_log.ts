// An issue's history is its entries in the change log (entity_type 'issue'): the timeline reads them, and the comments
// feature no longer writes issue_activities. The activity entries written before are copied into the log, numbered in
// each workspace after its current head in the order they were made (created_at, then id), with their time, actor and
// changed fields; the head moves past them. They were published long ago (as activity events): where the log's
// dispatcher had published everything, its position (log_dispatch) is moved past them too, so that they are not sent
// again. The index serves
// the timeline: one issue's entries in (at, seq) order.
import { sql, type Kysely } from 'kysely';

/** An issue row as the app stores it in the log's `row` (camelCase keys, as JSON.stringify of its row gives them). */
const ISSUE_ROW = sql`jsonb_build_object(
  'id', issues.id, 'workspaceId', issues.workspace_id, 'projectId', issues.project_id, 'number', issues.number,
  'title', issues.title, 'description', issues.description, 'status', issues.status, 'priority', issues.priority,
  'assigneeId', issues.assignee_id, 'createdBy', issues.created_by, 'dueDate', issues.due_date, 'position', issues.position,
  'createdAt', issues.created_at, 'updatedAt', issues.updated_at, 'completedAt', issues.completed_at, 'deletedAt', issues.deleted_at)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into change_log (workspace_id, seq, at, actor_id, entity_type, entity_id, kind, project_id, issue_id, changes, row)
    select activities.workspace_id,
      coalesce(heads.seq, 0) + row_number() over (partition by activities.workspace_id order by activities.created_at, activities.id),
      activities.created_at, activities.actor_id, 'issue', activities.issue_id::text,
      case
        when activities.created then 'CREATED'
        when exists (select 1 from jsonb_array_elements(activities.changes) as change where change ->> 'field' = 'STATUS') then 'MOVED'
        else 'UPDATED'
      end,
      issues.project_id, activities.issue_id, activities.changes, ${ISSUE_ROW}
    from issue_activities as activities
    join issues on issues.id = activities.issue_id
    left join workspace_log_heads as heads on heads.workspace_id = activities.workspace_id`.execute(db);
  // The dispatcher's position (log_dispatch, read before the heads move) passes the copies where it had published all.
  await sql`insert into log_dispatch (workspace_id, published_seq)
    select activities.workspace_id, coalesce(heads.seq, 0) + count(*)
    from issue_activities as activities
    left join workspace_log_heads as heads on heads.workspace_id = activities.workspace_id
    left join log_dispatch as dispatch on dispatch.workspace_id = activities.workspace_id
    where coalesce(dispatch.published_seq, 0) = coalesce(heads.seq, 0)
    group by activities.workspace_id, heads.seq
    on conflict (workspace_id) do update set published_seq = excluded.published_seq`.execute(db);
  await sql`insert into workspace_log_heads (workspace_id, seq)
    select workspace_id, count(*) from issue_activities group by workspace_id
    on conflict (workspace_id) do update set seq = workspace_log_heads.seq + excluded.seq`.execute(db);
  await sql`drop table issue_activities`.execute(db);
  await sql`create index change_log_issue_history on change_log (issue_id, at, seq) where entity_type = 'issue'`.execute(db);
}

/** Brings the table back, with the log's issue entries that are history (a creation, or a change of a field) in it. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index change_log_issue_history`.execute(db);
  await sql`create table issue_activities (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces (id) on delete cascade,
    issue_id uuid not null references issues (id) on delete cascade,
    actor_id text not null references users (id),
    created boolean not null default false,
    changes jsonb not null default '[]'::jsonb,
    created_at timestamptz(3) not null default now()
  )`.execute(db);
  await sql`create index issue_activities_timeline on issue_activities (issue_id, created_at, id)`.execute(db);
  await sql`insert into issue_activities (workspace_id, issue_id, actor_id, created, changes, created_at)
    select workspace_id, issue_id, actor_id, kind = 'CREATED', changes, at from change_log
    where entity_type = 'issue' and actor_id is not null and (kind = 'CREATED' or jsonb_array_length(changes) > 0)
      and exists (select 1 from issues where issues.id = change_log.issue_id)`.execute(db);
}
