// Outgoing webhooks: a workspace's endpoints (an address, the events it wants, its signing secret and the one it
// replaces during a rotation), the webhooks' own position in each workspace's change log (they are one more reader of
// it), and the deliveries: one durable row per change and endpoint, sent in order per endpoint, retried with backoff.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table webhook_endpoints (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      url text not null,
      description text not null default '',
      event_types jsonb not null,
      enabled boolean not null default true,
      secret text not null,
      previous_secret text,
      previous_secret_expires_at timestamptz(3),
      disabled_reason text,
      failure_count integer not null default 0,
      after_seq bigint not null default 0,
      created_by text references users (id) on delete set null,
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now()
    )`,
    sql`create index webhook_endpoints_workspace on webhook_endpoints (workspace_id, created_at)`,
    sql`create table webhook_log_positions (
      workspace_id uuid primary key references workspaces (id) on delete cascade,
      seq bigint not null default 0
    )`,
    sql`create table outgoing_deliveries (
      id uuid primary key default gen_random_uuid(),
      number bigint generated always as identity,
      workspace_id uuid not null references workspaces (id) on delete cascade,
      endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
      seq bigint,
      event_type text not null,
      payload jsonb not null,
      status text not null default 'PENDING',
      attempts integer not null default 0,
      next_attempt_at timestamptz(3) not null default now(),
      leased_until timestamptz(3),
      last_attempt_at timestamptz(3),
      last_status_code integer,
      last_response_ms integer,
      last_error text,
      created_at timestamptz(3) not null default now(),
      constraint outgoing_deliveries_status check (status in ('PENDING', 'SUCCEEDED', 'FAILED'))
    )`,
    sql`create unique index outgoing_deliveries_order on outgoing_deliveries (endpoint_id, number)`,
    sql`create index outgoing_deliveries_pending on outgoing_deliveries (next_attempt_at) where status = 'PENDING'`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outgoing_deliveries', 'webhook_log_positions', 'webhook_endpoints']) await sql`drop table ${sql.table(table)}`.execute(db);
}
