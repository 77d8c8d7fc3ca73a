// Tests that set rows up by hand (no feature writes them so: thousands of issues at once, a timestamp moved back) log
// them as the app logs its own writes, so that the change-log guard (server/db/changeLogGuard.ts, which refuses an
// unlogged write in tests) lets them through and whoever follows the log sees them.
import type { ChangeEntity } from '../db/changeLog';
import type { DB } from '../db/database';
import { logChange, loggedTransaction } from '../db/loggedTransaction';

interface WrittenRow {
  id: string;
  workspaceId: string;
  projectId?: string;
  issueId?: string;
}

/**
 * Runs `write` in a logged transaction and notes one entry per row it returns (give it `returningAll()` or `returning
 * *`): of `entityType`, of kind `kind`, the row as it is after the write, and no actor (no person made it).
 */
export function loggedTestWrite<Row extends WrittenRow>(
  db: DB,
  entityType: ChangeEntity,
  kind: string,
  write: (trx: DB) => Promise<readonly Row[]>,
): Promise<readonly Row[]> {
  return loggedTransaction(db, async (trx) => {
    const rows = await write(trx);
    for (const row of rows) {
      const issueId = entityType === 'issue' ? row.id : (row.issueId ?? null);
      const projectId = entityType === 'project' ? row.id : (row.projectId ?? null);
      logChange(trx, { workspaceId: row.workspaceId, actorId: null, entityType, entityId: row.id, kind, issueId, projectId, changes: [], row });
    }
    return rows;
  });
}
