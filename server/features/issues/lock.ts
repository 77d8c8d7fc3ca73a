// The lock every write to or beside an issue takes (after its project's, when it places the issue in a column). On its own, so that the comments domain takes it without
// importing the issues domain (which imports the comments domain for its mentions and timeline entries): no import cycle.
import type { DB } from '../../db/database';

/**
 * Locks the live issue of the workspace (until the transaction ends); undefined when there is none. A write beside the
 * issue (a comment) takes the lighter `noKeyUpdate`: the issue stays live meanwhile, and other writes beside it go on.
 */
export const lockIssue = (trx: DB, workspaceId: string, issueId: string, strength: 'update' | 'noKeyUpdate' = 'update') => {
  const query = trx.selectFrom('issues').selectAll().where('id', '=', issueId).where('workspaceId', '=', workspaceId).where('deletedAt', 'is', null);
  return (strength === 'update' ? query.forUpdate() : query.forNoKeyUpdate()).executeTakeFirst();
};
