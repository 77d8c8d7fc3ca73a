// Estimates (#21): the workspace's estimate scale, which the issue fields' estimate rule checks every estimate against.
// A workspace setting written like the others (the cycles' rollover): the workspace row, logged as its UPDATED change.
import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { logChange, loggedTransaction } from '../../db/loggedTransaction';
import { badInput } from '../../errors';
import type { WorkspaceRow } from '../workspaces/domain';
import { estimateError, isEstimateScale, type EstimateScale } from '../../../src/rules/estimate';

/** The scale a workspace row holds (POINTS for a value this server does not know: the column's check keeps out others). */
export const scaleOf = (workspace: Pick<WorkspaceRow, 'estimateScale'>): EstimateScale =>
  isEstimateScale(workspace.estimateScale) ? workspace.estimateScale : 'POINTS';

/** The estimate, when the workspace's scale allows it; BAD_USER_INPUT naming `field` otherwise. */
export async function validateEstimateOnScale(db: DB, workspaceId: string, estimate: number, field = 'estimate'): Promise<number> {
  const workspace = await db.selectFrom('workspaces').select('estimateScale').where('id', '=', workspaceId).executeTakeFirstOrThrow();
  const message = estimateError(scaleOf(workspace), estimate);
  if (message) throw badInput(field, message);
  return estimate;
}

/** Chooses the workspace's estimate scale (estimates already set stay as they are): the workspace after it. */
export async function setEstimateScale(db: DB, workspaceId: string, actorId: string, scale: string): Promise<WorkspaceRow> {
  if (!isEstimateScale(scale)) throw badInput('scale', 'The scale is NONE, POINTS or TSHIRT.');
  return loggedTransaction(db, async (trx) => {
    const workspace = await trx
      .updateTable('workspaces')
      .set({ estimateScale: scale, updatedAt: sql`now()` })
      .where('id', '=', workspaceId)
      .returningAll()
      .executeTakeFirstOrThrow();
    logChange(trx, { workspaceId, actorId, entityType: 'workspace', entityId: workspaceId, kind: 'UPDATED', row: workspace });
    return workspace;
  });
}
