// Where a workspace's outbox of changes made offline (src/features/offline) makes itself known to the pages that
// hand it changes: a slot per environment, kept here so that a page carries no more than this to find it (the outbox
// itself loads after the page's first paint). Until one is registered, changes go to the server as usual.
import type { IEnvironment } from 'relay-runtime';

const outboxes = new WeakMap<IEnvironment, unknown>();

export function registerOutbox<Outbox>(environment: IEnvironment, outbox: Outbox): void {
  outboxes.set(environment, outbox);
}

/** The outbox this environment's workspace registered, if any. */
export function outboxOf<Outbox>(environment: IEnvironment): Outbox | undefined {
  return outboxes.get(environment) as Outbox | undefined;
}

/** How the store names a record that waits in an outbox (a comment not posted yet): pages show it as waiting. */
export const WAITING_RECORD_PREFIX = 'client:waiting:';
