// Cycles: validation and SQL. Every function takes the workspace and touches nothing outside it, but the rollover,
// which the server runs for every workspace whose cycle has ended. Cycle writes of a workspace take its row lock first,
// so two admins never create overlapping cycles or the same number at once.
import { sql, type Selectable } from 'kysely';
import type { DB } from '../../db/database';
import { isUuid } from '../../db/ids';
import { logChange, loggedTransaction } from '../../db/loggedTransaction';
import { keysetPage, type Keyset, type KeysetPage, type PageArgs } from '../../db/paging';
import type { CyclesTable, IssuesTable } from '../../db/schema';
import { badInput } from '../../errors';
import { recordIssueChange } from '../issues/domain';
import type { WorkspaceRow } from '../workspaces/domain';
import { CLOSED_STATUSES, statusRank, type IssueStatus } from '../../../src/rules/issue';
import {
  addDays,
  CADENCE_COUNT_DEFAULT,
  CADENCE_COUNT_MAX,
  CADENCE_WEEKS_MAX,
  cycleDatesError,
  cycleNameError,
  daysBetween,
  isoDay,
  normalizeCycleName,
} from '../../../src/rules/cycle';

export type CycleRow = Selectable<CyclesTable>;
type IssueRow = Selectable<IssuesTable>;

// ---------------------------------------------------------------------------------------------------------------
// Validation

function validateName(name: string | null | undefined): string | null {
  const message = cycleNameError(name ?? '');
  if (message) throw badInput('name', message);
  return normalizeCycleName(name);
}

function validateDates(startsOn: string, endsOn: string): void {
  const error = cycleDatesError(startsOn, endsOn);
  if (error) throw badInput(error.field, error.message);
}

/** Takes the workspace's row lock: cycle writes of a workspace take turns (numbers, overlaps). */
async function lockWorkspace(trx: DB, workspaceId: string): Promise<void> {
  await trx.selectFrom('workspaces').select('id').where('id', '=', workspaceId).forUpdate().execute();
}

/** BAD_USER_INPUT naming startsOn when another cycle of the workspace shares a day with these dates. */
async function refuseOverlap(trx: DB, workspaceId: string, startsOn: string, endsOn: string, except?: string): Promise<void> {
  const other = await trx
    .selectFrom('cycles')
    .select(['number', 'startsOn', 'endsOn'])
    .where('workspaceId', '=', workspaceId)
    .where('startsOn', '<=', endsOn)
    .where('endsOn', '>=', startsOn)
    .$if(except !== undefined, (query) => query.where('id', '<>', except!))
    .orderBy('startsOn')
    .limit(1)
    .executeTakeFirst();
  if (other) {
    throw badInput('startsOn', `These dates overlap cycle ${other.number} (${other.startsOn} to ${other.endsOn}): cycles of a workspace share no day.`);
  }
}

/** Notes the cycle's change in the logged transaction (`row`: the cycle after it, as it was for DELETED). */
function logCycle(trx: DB, actorId: string | null, kind: 'CREATED' | 'UPDATED' | 'DELETED', cycle: CycleRow): void {
  logChange(trx, { workspaceId: cycle.workspaceId, actorId, entityType: 'cycle', entityId: cycle.id, kind, row: cycle });
}

// ---------------------------------------------------------------------------------------------------------------
// Writes

export interface CycleInput {
  name?: string | null;
  startsOn: string;
  endsOn: string;
}

/** Inserts cycles (validated) with the workspace's next numbers, in the caller's logged transaction. */
async function insertCycles(trx: DB, workspaceId: string, createdBy: string, inputs: readonly CycleInput[]): Promise<CycleRow[]> {
  await lockWorkspace(trx, workspaceId);
  const { last } = await trx
    .selectFrom('cycles')
    .select(sql<number>`coalesce(max(number), 0)::int`.as('last'))
    .where('workspaceId', '=', workspaceId)
    .executeTakeFirstOrThrow();
  const cycles: CycleRow[] = [];
  for (const [index, input] of inputs.entries()) {
    await refuseOverlap(trx, workspaceId, input.startsOn, input.endsOn);
    const cycle = await trx
      .insertInto('cycles')
      .values({ workspaceId, number: last + index + 1, name: input.name ?? null, startsOn: input.startsOn, endsOn: input.endsOn, createdBy })
      .returningAll()
      .executeTakeFirstOrThrow();
    logCycle(trx, createdBy, 'CREATED', cycle);
    cycles.push(cycle);
  }
  return cycles;
}

export async function createCycle(db: DB, workspaceId: string, createdBy: string, input: CycleInput): Promise<CycleRow> {
  const name = validateName(input.name);
  validateDates(input.startsOn, input.endsOn);
  const [cycle] = await loggedTransaction(db, (trx) => insertCycles(trx, workspaceId, createdBy, [{ ...input, name }]));
  return cycle;
}

export interface CadenceInput {
  startsOn: string;
  weeks: number;
  count?: number | null;
}

/** `count` cycles of `weeks` weeks back to back from `startsOn`: all or none (one overlapping refuses them all). */
export async function createCycleCadence(db: DB, workspaceId: string, createdBy: string, input: CadenceInput): Promise<CycleRow[]> {
  const count = input.count ?? CADENCE_COUNT_DEFAULT;
  if (!Number.isInteger(input.weeks) || input.weeks < 1 || input.weeks > CADENCE_WEEKS_MAX) {
    throw badInput('weeks', `A cycle of a cadence lasts 1 to ${CADENCE_WEEKS_MAX} weeks.`);
  }
  if (!Number.isInteger(count) || count < 1 || count > CADENCE_COUNT_MAX) throw badInput('count', `Create 1 to ${CADENCE_COUNT_MAX} cycles at once.`);
  const days = input.weeks * 7;
  const inputs = Array.from({ length: count }, (_, index) => {
    const startsOn = addDays(input.startsOn, index * days);
    return { startsOn, endsOn: addDays(startsOn, days - 1) };
  });
  validateDates(inputs[0].startsOn, inputs[0].endsOn);
  return loggedTransaction(db, (trx) => insertCycles(trx, workspaceId, createdBy, inputs));
}

export interface CycleUpdate {
  name?: string | null;
  startsOn?: string | null;
  endsOn?: string | null;
}

/** Renames the cycle or moves its dates; undefined when it is not in the workspace. */
export async function updateCycle(db: DB, workspaceId: string, actorId: string, cycleId: string, input: CycleUpdate): Promise<CycleRow | undefined> {
  if (!isUuid(cycleId)) return undefined;
  const name = input.name === undefined ? undefined : validateName(input.name);
  return loggedTransaction(db, async (trx) => {
    await lockWorkspace(trx, workspaceId);
    const current = await findCycle(trx, workspaceId, cycleId);
    if (!current) return undefined;
    const startsOn = input.startsOn ?? current.startsOn;
    const endsOn = input.endsOn ?? current.endsOn;
    validateDates(startsOn, endsOn);
    await refuseOverlap(trx, workspaceId, startsOn, endsOn, cycleId);
    const changes = { name: name === undefined ? current.name : name, startsOn, endsOn };
    if (changes.name === current.name && startsOn === current.startsOn && endsOn === current.endsOn) return current;
    // Moved to end later than today, it has not ended: its end is handled again when it comes.
    const reopened = endsOn >= isoDay(new Date()) ? { rolledOverAt: null } : {};
    const cycle = await trx
      .updateTable('cycles')
      .set({ ...changes, ...reopened, updatedAt: sql`now()` })
      .where('id', '=', cycleId)
      .returningAll()
      .executeTakeFirstOrThrow();
    logCycle(trx, actorId, 'UPDATED', cycle);
    return cycle;
  });
}

/**
 * Moves the cycle's live issues to another cycle (or none), each a change of its own in the issue's history, in the
 * caller's logged transaction. `only` keeps the issues it is true of.
 */
async function moveIssuesOfCycle(
  trx: DB,
  workspaceId: string,
  actorOf: (issue: IssueRow) => string,
  fromCycleId: string,
  toCycleId: string | null,
  only: (issue: IssueRow) => boolean = () => true,
): Promise<IssueRow[]> {
  const locked = await trx
    .selectFrom('issues')
    .selectAll()
    .where('workspaceId', '=', workspaceId)
    .where('cycleId', '=', fromCycleId)
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  const moving = locked.filter(only);
  const moved: IssueRow[] = [];
  for (const before of moving) {
    const after = await trx
      .updateTable('issues')
      .set({ cycleId: toCycleId, updatedAt: sql`now()` })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordIssueChange(trx, { actorId: actorOf(before), kind: 'UPDATED', before, after });
    moved.push(after);
  }
  return moved;
}

/** Deletes the cycle; its issues leave it (a change in each one's history). Undefined when it is not in the workspace. */
export async function deleteCycle(db: DB, workspaceId: string, actorId: string, cycleId: string): Promise<CycleRow | undefined> {
  if (!isUuid(cycleId)) return undefined;
  return loggedTransaction(db, async (trx) => {
    await lockWorkspace(trx, workspaceId);
    const cycle = await findCycle(trx, workspaceId, cycleId);
    if (!cycle) return undefined;
    await moveIssuesOfCycle(trx, workspaceId, () => actorId, cycleId, null);
    await trx.deleteFrom('cycles').where('id', '=', cycleId).execute();
    logCycle(trx, actorId, 'DELETED', cycle);
    return cycle;
  });
}

/** Turns the workspace's rollover on or off: the workspace after it. */
export async function setCycleRollover(db: DB, workspaceId: string, actorId: string, rollover: boolean): Promise<WorkspaceRow> {
  return loggedTransaction(db, async (trx) => {
    const workspace = await trx
      .updateTable('workspaces')
      .set({ cycleRollover: rollover, updatedAt: sql`now()` })
      .where('id', '=', workspaceId)
      .returningAll()
      .executeTakeFirstOrThrow();
    logChange(trx, { workspaceId, actorId, entityType: 'workspace', entityId: workspaceId, kind: 'UPDATED', row: workspace });
    return workspace;
  });
}

export interface Rollover {
  cycle: CycleRow;
  /** The cycle its unfinished issues moved to; null when there was none, or the workspace does not roll over. */
  next: CycleRow | null;
  moved: IssueRow[];
}

/**
 * Handles the end of every cycle that ended before `now`'s day and was not handled yet (of every workspace, oldest
 * first): marks it rolled over and, when its workspace rolls over, moves its unfinished issues (neither DONE nor
 * CANCELED) to the workspace's next cycle, a change in each issue's history made by the cycle's creator. Each cycle
 * in a transaction of its own, taken once: a second run, or another instance's at the same time, finds it handled.
 */
export async function rollOverEndedCycles(db: DB, now: Date): Promise<Rollover[]> {
  const today = isoDay(now);
  const ended = await db
    .selectFrom('cycles')
    .select('id')
    .where('endsOn', '<', today)
    .where('rolledOverAt', 'is', null)
    .orderBy('endsOn')
    .limit(100)
    .execute();
  const rollovers: Rollover[] = [];
  for (const { id } of ended) {
    const rollover = await loggedTransaction(db, async (trx) => {
      const cycle = await trx.selectFrom('cycles').selectAll().where('id', '=', id).where('rolledOverAt', 'is', null).forUpdate().skipLocked().executeTakeFirst();
      if (!cycle) return undefined;
      const workspace = await trx.selectFrom('workspaces').select('cycleRollover').where('id', '=', cycle.workspaceId).executeTakeFirstOrThrow();
      const next = workspace.cycleRollover
        ? ((await trx
            .selectFrom('cycles')
            .selectAll()
            .where('workspaceId', '=', cycle.workspaceId)
            .where('startsOn', '>', cycle.endsOn)
            .orderBy('startsOn')
            .limit(1)
            .executeTakeFirst()) ?? null)
        : null;
      const unfinished = (issue: IssueRow) => !CLOSED_STATUSES.includes(issue.status as IssueStatus);
      const moved = next ? await moveIssuesOfCycle(trx, cycle.workspaceId, (issue) => cycle.createdBy ?? issue.createdBy, cycle.id, next.id, unfinished) : [];
      const handled = await trx.updateTable('cycles').set({ rolledOverAt: now }).where('id', '=', cycle.id).returningAll().executeTakeFirstOrThrow();
      logCycle(trx, null, 'UPDATED', handled);
      return { cycle: handled, next, moved };
    });
    if (rollover) rollovers.push(rollover);
  }
  return rollovers;
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

export async function findCycle(db: DB, workspaceId: string, cycleId: string): Promise<CycleRow | undefined> {
  const [cycle] = await findCyclesByIds(db, workspaceId, [cycleId]);
  return cycle;
}

export async function findCyclesByIds(db: DB, workspaceId: string, ids: readonly string[]): Promise<CycleRow[]> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return [];
  return db.selectFrom('cycles').selectAll().where('workspaceId', '=', workspaceId).where('id', 'in', uuids).execute();
}

export function listCycles(db: DB, workspaceId: string): Promise<CycleRow[]> {
  return db.selectFrom('cycles').selectAll().where('workspaceId', '=', workspaceId).orderBy('startsOn').execute();
}

export function findCycleByNumber(db: DB, workspaceId: string, number: number): Promise<CycleRow | undefined> {
  return db.selectFrom('cycles').selectAll().where('workspaceId', '=', workspaceId).where('number', '=', number).executeTakeFirst();
}

export function findCycleOn(db: DB, workspaceId: string, day: string): Promise<CycleRow | undefined> {
  return db
    .selectFrom('cycles')
    .selectAll()
    .where('workspaceId', '=', workspaceId)
    .where('startsOn', '<=', day)
    .where('endsOn', '>=', day)
    .executeTakeFirst();
}

export interface CycleFigures {
  issueCount: number;
  estimate: number;
}

export interface CycleTotals {
  scope: CycleFigures;
  completed: CycleFigures;
}

/** Each cycle's scope and completed figures (issues and estimate points), in one statement. */
export async function cycleTotals(db: DB, workspaceId: string, cycleIds: readonly string[]): Promise<Map<string, CycleTotals>> {
  const uuids = cycleIds.filter(isUuid);
  const rows =
    uuids.length === 0
      ? []
      : await db
          .selectFrom('issues')
          .select([
            'cycleId',
            sql<number>`count(*)::int`.as('issueCount'),
            sql<number>`coalesce(sum(estimate), 0)::int`.as('estimate'),
            sql<number>`(count(*) filter (where status = 'DONE'))::int`.as('doneCount'),
            sql<number>`coalesce(sum(estimate) filter (where status = 'DONE'), 0)::int`.as('doneEstimate'),
          ])
          .where('workspaceId', '=', workspaceId)
          .where('cycleId', 'in', uuids)
          .where('deletedAt', 'is', null)
          .groupBy('cycleId')
          .execute();
  const totals = new Map<string, CycleTotals>();
  for (const id of uuids) totals.set(id, { scope: { issueCount: 0, estimate: 0 }, completed: { issueCount: 0, estimate: 0 } });
  for (const row of rows) {
    totals.set(row.cycleId!, {
      scope: { issueCount: row.issueCount, estimate: row.estimate },
      completed: { issueCount: row.doneCount, estimate: row.doneEstimate },
    });
  }
  return totals;
}

/** The order of a cycle's issues: by status (as the board's columns), then id (unique). */
const CYCLE_ISSUE_ORDER: Keyset = {
  key: [sql`(case status when 'BACKLOG' then 0 when 'TODO' then 1 when 'IN_PROGRESS' then 2 when 'IN_REVIEW' then 3 when 'DONE' then 4 else 5 end)`, 'id'],
  order: 'asc',
};

export type CycleIssuePosition = readonly [rank: number, id: string];
export const cycleIssuePosition = (issue: IssueRow): CycleIssuePosition => [statusRank(issue.status as IssueStatus), issue.id];

/** One page of the cycle's live issues, by status then id. */
export function listCycleIssues(db: DB, workspaceId: string, cycleId: string, args: PageArgs<CycleIssuePosition>): Promise<KeysetPage<IssueRow>> {
  const scope = db.selectFrom('issues').where('workspaceId', '=', workspaceId).where('cycleId', '=', cycleId).where('deletedAt', 'is', null);
  return keysetPage<IssueRow, CycleIssuePosition>(scope, CYCLE_ISSUE_ORDER, args);
}

export async function countCycleIssues(db: DB, workspaceId: string, cycleId: string): Promise<number> {
  return (await cycleTotals(db, workspaceId, [cycleId])).get(cycleId)?.scope.issueCount ?? 0;
}

export interface BurnUpDay {
  date: string;
  scope: number | null;
  completed: number | null;
}

export interface BurnUp {
  unit: 'POINTS' | 'ISSUES';
  days: BurnUpDay[];
}

/**
 * The cycle's scope and completed work at the end of each of its days (UTC), from the issues' history: the change
 * log keeps each issue as every change left it, so an issue's state at a moment is its latest entry before it. An issue
 * counts on a day when it was in the cycle then (and not deleted); completed when it was DONE too. In estimate
 * points when any issue that was ever in the cycle is estimated (and `points`: the workspace's scale counts them), else
 * in issues. Days after `now`'s are null.
 */
export async function cycleBurnUp(db: DB, cycle: CycleRow, now: Date, { points = true }: { points?: boolean } = {}): Promise<BurnUp> {
  const end = addDays(cycle.endsOn, 1);
  const entries = await db
    .selectFrom('changeLog')
    .select(['issueId', 'at', 'kind', 'row'])
    .where('workspaceId', '=', cycle.workspaceId)
    .where('entityType', '=', 'issue')
    .where('at', '<', sql<Date>`${end}::date`)
    .where('issueId', 'in', (eb) =>
      eb
        .selectFrom('changeLog as ever')
        .select('ever.issueId')
        .where('ever.workspaceId', '=', cycle.workspaceId)
        .where('ever.entityType', '=', 'issue')
        .where(sql<boolean>`ever.row->>'cycleId' = ${cycle.id}`),
    )
    .orderBy('seq')
    .execute();
  const today = isoDay(now);
  const estimated = points && entries.some((entry) => (entry.row as IssueRow | null)?.estimate != null);
  const weight = (issue: IssueRow) => (estimated ? (issue.estimate ?? 0) : 1);
  const state = new Map<string, IssueRow | null>();
  let next = 0;
  const days = daysBetween(cycle.startsOn, cycle.endsOn).map((date): BurnUpDay => {
    if (date > today) return { date, scope: null, completed: null };
    const endOfDay = new Date(`${addDays(date, 1)}T00:00:00Z`).getTime();
    for (; next < entries.length && new Date(entries[next].at).getTime() < endOfDay; next++) {
      const entry = entries[next];
      state.set(entry.issueId!, entry.kind === 'DELETED' ? null : (entry.row as IssueRow));
    }
    let scope = 0;
    let completed = 0;
    for (const issue of state.values()) {
      if (!issue || issue.cycleId !== cycle.id) continue;
      scope += weight(issue);
      if (issue.status === 'DONE') completed += weight(issue);
    }
    return { date, scope, completed };
  });
  return { unit: estimated ? 'POINTS' : 'ISSUES', days };
}
