// Labels: validation and SQL. Every function takes the workspace and touches nothing outside it.
import { sql, type Selectable } from 'kysely';
import { definedValues, differsFrom } from '../../db/changes';
import type { DB } from '../../db/database';
import { logChange, loggedTransaction } from '../../db/loggedTransaction';
import { keysetPage, type Keyset, type KeysetPage, type PageArgs } from '../../db/paging';
import type { LabelsTable } from '../../db/schema';
import { isUuid } from '../../db/ids';
import { badInput, conflict, isUniqueViolation } from '../../errors';
import { labelColorError, labelNameError, normalizeLabel } from '../../../src/rules/label';

export type LabelRow = Selectable<LabelsTable>;

/** Where a label is in the workspace's list: its lower-case name, then its seq. */
export type LabelPosition = readonly [nameKey: string, seq: number];

// The shared rules (src/rules/label.ts) decide; the database's CHECK constraints are only a backstop.
export function validateLabelName(name: string | null | undefined): string {
  const message = labelNameError(name ?? '');
  if (message) throw badInput('name', message);
  return normalizeLabel({ name: name ?? '' }).name;
}

export function validateLabelColor(color: string | null | undefined): string {
  const message = labelColorError(color ?? '');
  if (message) throw badInput('color', message);
  return normalizeLabel({ color: color ?? '' }).color;
}

export interface LabelInput {
  name?: string | null;
  color?: string | null;
}

function nameTaken(error: unknown, name: string): never {
  if (isUniqueViolation(error, 'labels_workspace_name')) {
    throw conflict('name', `This workspace has a label named ${name} already (names are compared regardless of case).`);
  }
  throw error;
}

/** Notes the label's change in the logged transaction (`row`: the label after it, as it was for DELETED). */
function logLabel(trx: DB, actorId: string | null, kind: 'CREATED' | 'UPDATED' | 'DELETED', label: LabelRow): void {
  logChange(trx, { workspaceId: label.workspaceId, actorId, entityType: 'label', entityId: label.id, kind, row: label });
}

export async function createLabel(db: DB, workspaceId: string, createdBy: string | null, input: LabelInput): Promise<LabelRow> {
  const values = { name: validateLabelName(input.name), color: validateLabelColor(input.color), workspaceId, createdBy };
  try {
    return await loggedTransaction(db, async (trx) => {
      const label = await trx.insertInto('labels').values(values).returningAll().executeTakeFirstOrThrow();
      logLabel(trx, createdBy, 'CREATED', label);
      return label;
    });
  } catch (error) {
    return nameTaken(error, values.name);
  }
}

export interface LabelChange {
  label: LabelRow;
  /** False when the label already was as asked (nothing written). */
  changed: boolean;
}

/** Renames or recolours the label (null, like absence, leaves a field unchanged); undefined when it is not in the workspace. */
export async function updateLabel(
  db: DB,
  workspaceId: string,
  actorId: string,
  labelId: string,
  input: LabelInput,
): Promise<LabelChange | undefined> {
  const changes = definedValues({
    name: input.name == null ? undefined : validateLabelName(input.name),
    color: input.color == null ? undefined : validateLabelColor(input.color),
  });
  if (!isUuid(labelId)) return undefined;
  if (Object.keys(changes).length > 0) {
    try {
      const updated = await loggedTransaction(db, async (trx) => {
        const label = await trx
          .updateTable('labels')
          .set({ ...changes, updatedAt: sql`now()` })
          .where('id', '=', labelId)
          .where('workspaceId', '=', workspaceId)
          .where(differsFrom(changes))
          .returningAll()
          .executeTakeFirst();
        if (label) logLabel(trx, actorId, 'UPDATED', label);
        return label;
      });
      if (updated) return { label: updated, changed: true };
    } catch (error) {
      nameTaken(error, changes.name ?? '');
    }
  }
  const label = await findLabel(db, workspaceId, labelId);
  return label && { label, changed: false };
}

/** Deletes the label, and so takes it off every issue (the join cascades); undefined when it is not in the workspace. */
export async function deleteLabel(db: DB, workspaceId: string, actorId: string, labelId: string): Promise<LabelRow | undefined> {
  if (!isUuid(labelId)) return undefined;
  return loggedTransaction(db, async (trx) => {
    const label = await trx.deleteFrom('labels').where('id', '=', labelId).where('workspaceId', '=', workspaceId).returningAll().executeTakeFirst();
    if (label) logLabel(trx, actorId, 'DELETED', label);
    return label;
  });
}

export async function findLabel(db: DB, workspaceId: string, labelId: string): Promise<LabelRow | undefined> {
  const [label] = await findLabelsByIds(db, workspaceId, [labelId]);
  return label;
}

export async function findLabelsByIds(db: DB, workspaceId: string, ids: readonly string[]): Promise<LabelRow[]> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return [];
  return db.selectFrom('labels').selectAll().where('workspaceId', '=', workspaceId).where('id', 'in', uuids).execute();
}

/**
 * The workspace's list order: by name regardless of case (name_key, lower(name) as the database computes it, so
 * cursors carry the value it orders by), then seq; the index labels_workspace_order serves it.
 */
const LABEL_ORDER: Keyset = { key: ['nameKey', 'seq'], order: 'asc' };

export const labelPosition = (label: LabelRow): LabelPosition => [label.nameKey, label.seq];

/** One page of the workspace's labels, by name (case-insensitively). */
export function listLabels(db: DB, workspaceId: string, args: PageArgs<LabelPosition>): Promise<KeysetPage<LabelRow>> {
  return keysetPage<LabelRow, LabelPosition>(db.selectFrom('labels').where('workspaceId', '=', workspaceId), LABEL_ORDER, args);
}

export async function countLabels(db: DB, workspaceId: string): Promise<number> {
  const { count } = await db
    .selectFrom('labels')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('workspaceId', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return count;
}
