// Re-checks at delivery that a subscriber still belongs to the event's workspace; the checks of one event's many
// subscribers become one query.
import DataLoader from 'dataloader';
import type { DB } from '../db/database';
import { findMemberships } from '../features/workspaces/domain';

export type MembershipCheck = (workspaceId: string, userId: string) => Promise<boolean>;

export function createMembershipCheck(db: DB): MembershipCheck {
  const loader = new DataLoader<string, boolean>(
    async (keys) => {
      const pairs = keys.map((key) => {
        const [workspaceId, userId] = key.split('\n');
        return { workspaceId, userId };
      });
      const found = await findMemberships(db, pairs);
      return pairs.map(({ workspaceId, userId }) => found.has(`${workspaceId}:${userId}`));
    },
    { cache: false },
  );
  return (workspaceId, userId) => loader.load(`${workspaceId}\n${userId}`);
}
