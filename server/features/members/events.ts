// Membership changes reach every instance's live access (server/live/access.ts) from the change log: the dispatcher
// publishes a member's role change or removal to the access topic, after commit, so a socket of a removed person
// closes and a changed role reaches open sockets on every instance (the instance that made the change applied it at
// once). A process killed before publishing loses nothing: the next dispatcher publishes the entry.
import { ACCESS_TOPIC, type AccessEvent } from '../../live/access';
import type { ChangeEventBuilder } from '../../live/dispatcher';

const KINDS: ReadonlyMap<string, AccessEvent['kind']> = new Map([
  ['ROLE_CHANGED', 'membership-changed'],
  ['REMOVED', 'membership-removed'],
]);

export const memberChangeEvents: ChangeEventBuilder = async (_db, changes) =>
  changes
    .filter((change) => change.entityType === 'member' && KINDS.has(change.kind))
    .map((change) => ({
      seq: change.seq,
      topic: ACCESS_TOPIC,
      event: { kind: KINDS.get(change.kind), workspaceId: change.workspaceId, userId: change.entityId } as AccessEvent,
    }));
