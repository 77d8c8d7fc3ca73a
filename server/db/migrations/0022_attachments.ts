// Files attached to issues: the file's bytes live in the uploads store (the data folder by default), the row says what
// it is. Its type is what its first bytes say (sniffed on upload), never what the uploader claimed. Its download
// address is signed with the row's own secret and expires within half an hour. A workspace's total is summed for its quota, so its rows are read by workspace; an issue's by issue, in order of upload.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table attachments (
      id uuid primary key,
      workspace_id uuid not null references workspaces (id) on delete cascade,
      issue_id uuid not null references issues (id) on delete cascade,
      created_by text references users (id) on delete set null,
      file_name text not null,
      content_type text not null,
      byte_size bigint not null,
      sha256 text not null,
      -- Signs the file's download addresses (each valid for minutes): a per-file secret, never sent to a client.
      url_secret text not null,
      created_at timestamptz(3) not null default now(),
      constraint attachments_file_name check (char_length(file_name) between 1 and 255),
      constraint attachments_byte_size check (byte_size >= 0)
    )`,
    sql`create index attachments_issue on attachments (issue_id, created_at, id)`,
    sql`create index attachments_workspace on attachments (workspace_id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table attachments`.execute(db);
}
