// The demo's cycles: Acme runs two-week cycles (the last one, the current one and the next), each with ten estimated
// issues; the past one is mostly done and the current one partly, with their changes dated over the cycles' days so
// that the burn-up charts have a shape. Written through the domain, then the log's dates moved back (the log records
// when a change is written; a demo's history happened earlier).
import { sql } from 'kysely';
import type { DB } from './db/database';
import { loggedTransaction } from './db/loggedTransaction';
import { createCycleCadence } from './features/cycles/domain';
import { updateIssue, type IssueChange } from './features/issues/domain';
import { addDays, isoDay } from '../src/rules/cycle';

const ISSUES_PER_CYCLE = 10;
const ESTIMATES = [1, 2, 3, 5, 8, 3, 2, 5, 1, 3];

/** An issue put in a demo cycle: the changes that added it and marked it done (their numbers known once recorded). */
interface Planned {
  issueId: string;
  startsOn: string;
  added: IssueChange | undefined;
  done?: { change: IssueChange | undefined; day: string };
}

/** A recorded change's number in the log (its activity entry's id). */
const seqOf = (change: IssueChange | undefined) => Number(change?.activity?.id ?? 0);

/** Seeds the workspace's demo cycles around `now`; the actor is its admin. */
export async function seedDemoCycles(db: DB, workspaceId: string, actorId: string, now: Date): Promise<void> {
  const today = isoDay(now);
  const planned: Planned[] = [];
  await loggedTransaction(db, async (trx) => {
    const cycles = await createCycleCadence(trx, workspaceId, actorId, { startsOn: addDays(today, -21), weeks: 2, count: 3 });
    const issues = await trx
      .selectFrom('issues')
      .select(['id', 'status'])
      .where('workspaceId', '=', workspaceId)
      .where('deletedAt', 'is', null)
      .where('status', 'not in', ['DONE', 'CANCELED'])
      .orderBy('createdAt')
      .limit(ISSUES_PER_CYCLE * cycles.length)
      .execute();
    for (const [index, cycle] of cycles.entries()) {
      const mine = issues.slice(index * ISSUES_PER_CYCLE, (index + 1) * ISSUES_PER_CYCLE);
      // The past cycle ends with all but two done, the current one has a third done by today; the next has none.
      const doneCount = index === 0 ? mine.length - 2 : index === 1 ? Math.floor(mine.length / 3) : 0;
      const elapsed = index === 0 ? 13 : 7;
      for (const [position, issue] of mine.entries()) {
        const added = await updateIssue(trx, workspaceId, actorId, issue.id, { cycleId: cycle.id, estimate: ESTIMATES[position % ESTIMATES.length] });
        const entry: Planned = { issueId: issue.id, startsOn: cycle.startsOn, added };
        if (position < doneCount) {
          const day = addDays(cycle.startsOn, 1 + Math.floor((position * (elapsed - 1)) / Math.max(1, doneCount)));
          entry.done = { change: await updateIssue(trx, workspaceId, actorId, issue.id, { status: 'DONE' }), day };
        }
        planned.push(entry);
      }
    }
  });
  // The changes were numbered when the transaction recorded them, at its end: each change's activity entry has it now.
  await db.transaction().execute(async (trx) => {
    // Planning the demo is not news to anyone: the notifications its changes made (Max's issues marked done) go.
    const issueIds = planned.map((entry) => entry.issueId);
    if (issueIds.length > 0) {
      await sql`delete from notifications where workspace_id = ${workspaceId} and issue_id = any(${issueIds}::uuid[])`.execute(trx);
    }
    for (const { issueId, startsOn, added, done } of planned) {
      await sql`update change_log set at = ${`${startsOn}T08:00:00Z`}::timestamptz
        where workspace_id = ${workspaceId} and issue_id = ${issueId} and seq <= ${seqOf(added)}`.execute(trx);
      if (done) {
        await sql`update change_log set at = ${`${done.day}T15:00:00Z`}::timestamptz
          where workspace_id = ${workspaceId} and seq = ${seqOf(done.change)}`.execute(trx);
      }
    }
  });
}
