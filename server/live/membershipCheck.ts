// Re-checks at delivery that a subscriber still belongs to the event's workspace. A confirmed membership is remembered
// (per workspace and person) until access.ts reports its removal (`forget`, on every instance, before it closes the
// person's sockets) or for `ttlMs` at most, a safety net for a removal that never reached this instance. So an event
// costs no query at all once its subscribers are known, and the checks that do reach the database (new subscribers,
// expired entries) of one event's many subscribers become one query.
import DataLoader from 'dataloader';
import type { DB } from '../db/database';
import type { Directory } from '../features/directory';

export interface MembershipCheck {
  (workspaceId: string, userId: string): Promise<boolean>;
  /** The person was removed from the workspace: the next check asks the database. */
  forget(workspaceId: string, userId: string): void;
}

export interface MembershipCheckOptions {
  /** How long a confirmed membership is trusted without a removal event (default 10 s). */
  ttlMs?: number;
  now?: () => number;
}

const keyOf = (workspaceId: string, userId: string) => `${workspaceId}\n${userId}`;

export function createMembershipCheck(
  db: DB,
  directory: Pick<Directory, 'findMemberships'>,
  { ttlMs = 10_000, now = Date.now }: MembershipCheckOptions = {}): MembershipCheck {
  /** Confirmed memberships and when they stop being trusted. */
  const confirmed = new Map<string, number>();
  /** Bumped by every removal: an answer asked for before a removal was reported is not remembered. */
  let removals = 0;
  let nextSweep = now() + ttlMs;

  const loader = new DataLoader<string, boolean>(
    async (keys) => {
      const pairs = keys.map((key) => {
        const [workspaceId, userId] = key.split('\n');
        return { workspaceId, userId };
      });
      const found = await directory.findMemberships(db, pairs);
      return pairs.map(({ workspaceId, userId }) => found.has(`${workspaceId}:${userId}`));
    },
    { cache: false },
  );

  // Entries of people who left without a removal (closed their tabs) go once they expire.
  const sweep = (at: number) => {
    if (at < nextSweep) return;
    nextSweep = at + ttlMs;
    for (const [key, until] of confirmed) if (until <= at) confirmed.delete(key);
  };

  const check = ((workspaceId, userId) => {
    const key = keyOf(workspaceId, userId);
    const at = now();
    const until = confirmed.get(key);
    if (until !== undefined && until > at) return Promise.resolve(true);
    sweep(at);
    const removalsBefore = removals;
    return loader.load(key).then((member) => {
      if (member && removals === removalsBefore) confirmed.set(key, now() + ttlMs);
      return member;
    });
  }) as MembershipCheck;
  check.forget = (workspaceId, userId) => {
    removals += 1;
    confirmed.delete(keyOf(workspaceId, userId));
  };
  return check;
}
