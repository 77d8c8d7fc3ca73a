// The cycles feature: what it gives the server (see server/graphql/feature.ts), its per-request loaders, and the
// rollover the server runs at each cycle's end.
import DataLoader from 'dataloader';
import type { DB } from '../../db/database';
import type { Feature } from '../../graphql/feature';
import { byId } from '../../graphql/dataloader';
import { cycleTotals, findCyclesByIds, rollOverEndedCycles, type CycleRow, type CycleTotals } from './domain';
import { cycleNode, cycleResolvers } from './resolvers';

export const cyclesFeature = {
  name: 'cycles',
  resolvers: cycleResolvers,
  nodes: [cycleNode],
} satisfies Feature;

export const cycleLoaders = (db: DB, workspaceId: string) => ({
  cycle: new DataLoader<string, CycleRow | null>(async (ids) => byId(ids, await findCyclesByIds(db, workspaceId, ids))),
  cycleTotals: new DataLoader<string, CycleTotals>(async (ids) => {
    const totals = await cycleTotals(db, workspaceId, ids);
    return ids.map((id) => totals.get(id) ?? { scope: { issueCount: 0, estimate: 0 }, completed: { issueCount: 0, estimate: 0 } });
  }),
});

/** How often the server looks for cycles that ended (a cycle's end is handled within this of midnight UTC). */
export const CYCLE_ROLLOVER_INTERVAL_MS = 60_000;

/**
 * Handles ended cycles every `intervalMs` until stopped (see rollOverEndedCycles: each cycle once, even
 * with several instances running it). Returns the stop.
 */
export function startCycleRollover(db: DB, log: (message: string, error: unknown) => void, intervalMs = CYCLE_ROLLOVER_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(() => rollOverEndedCycles(db, new Date())).catch((error: unknown) => log('The cycles rollover failed:', error));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
