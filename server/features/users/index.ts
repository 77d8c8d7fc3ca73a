// The users feature: people and the viewer (see server/graphql/feature.ts).
import DataLoader from 'dataloader';
import type { DB } from '../../db/database';
import type { Feature } from '../../graphql/feature';
import { byId } from '../../graphql/dataloader';
import { findMembersByIds, type UserRow } from './domain';
import { userNode, userResolvers } from './resolvers';

export const usersFeature = {
  name: 'users',
  resolvers: userResolvers,
  nodes: [userNode],
} satisfies Feature;

export const userLoaders = (db: DB, workspaceId: string) => ({
  /** Users who are members of the workspace. */
  member: new DataLoader<string, UserRow | null>(async (ids) => byId(ids, await findMembersByIds(db, workspaceId, ids))),
});
