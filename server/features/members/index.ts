// The members feature: a workspace's members, roles and invitations (see server/graphql/feature.ts).
import DataLoader from 'dataloader';
import type { DB } from '../../db/database';
import type { Feature } from '../../graphql/feature';
import { byId } from '../../graphql/dataloader';
import { findInvitationsByIds, findMembersByIds, type InvitationRow, type MemberRow } from './domain';
import { invitationNode, memberNode, memberResolvers } from './resolvers';

export const membersFeature = {
  name: 'members',
  resolvers: memberResolvers,
  nodes: [memberNode, invitationNode],
} satisfies Feature;

export const memberLoaders = (db: DB, workspaceId: string) => ({
  /** Memberships of the workspace, by user id. */
  membership: new DataLoader<string, MemberRow | null>(async (ids) => byId(ids, await findMembersByIds(db, workspaceId, ids))),
  invitation: new DataLoader<string, InvitationRow | null>(async (ids) => byId(ids, await findInvitationsByIds(db, workspaceId, ids))),
});
