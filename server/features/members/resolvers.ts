// Members and invitations: Workspace.members/invitations/viewerCanManageMembers, the Member and Invitation nodes, and
// the mutations of the built-in sign-in (Clerk's organization settings do the same in Clerk mode, and its webhooks
// tell the server). Thin: the policy decides, the domain validates and writes, access.removeMembership ends access.
import { assertCan, can, inWorkspace } from '../../auth/policy';
import type { Viewer } from '../../auth/viewer';
import { badInput, forbidden, notFound } from '../../errors';
import { requireViewer, type GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { connectionOf, defineCursors, type Edge } from '../../graphql/connections';
import { defineNode } from '../../graphql/nodes';
import { isPersonal } from '../workspaces/domain';
import {
  countInvitations,
  countMembers,
  inviteMember,
  listInvitations,
  listMembers,
  memberPosition,
  revokeInvitation,
  updateMemberRole,
  type InvitationRow,
  type MemberPosition,
  type MemberRow,
} from './domain';

export const memberNode = defineNode<MemberRow>({
  type: 'Member',
  idKind: 'text',
  load: (context, id) => requireViewer(context).loaders.membership.load(id),
});

export const invitationNode = defineNode<InvitationRow>({
  type: 'Invitation',
  idKind: 'uuid',
  load: (context, id) => {
    const { viewer, loaders } = requireViewer(context);
    return mayManageMembers(viewer) ? loaders.invitation.load(id) : Promise.resolve(null);
  },
});

export const invitationCursors = defineCursors<InvitationRow>('invitation', (invitation) => invitation.seq);

/** Members are listed by name: a cursor holds the name (lowercased) and the id after which the next page starts. */
export const memberCursors = {
  of: (member: MemberRow) => Buffer.from(JSON.stringify(['member', memberPosition(member)]), 'utf8').toString('base64url'),
  edge: (member: MemberRow): Edge<MemberRow> => ({ cursor: memberCursors.of(member), node: member }),
  decode(cursor: string | null | undefined): MemberPosition | null {
    if (cursor == null) return null;
    try {
      const [kind, position] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, MemberPosition];
      if (kind === 'member' && typeof position?.name === 'string' && typeof position.id === 'string') return position;
    } catch {
      // Not JSON: not one of ours.
    }
    throw badInput('after', 'The after cursor is not valid.');
  },
};

const mayManageMembers = (viewer: Viewer) => !isPersonal(viewer.workspace) && can(viewer, 'member:manage', inWorkspace(viewer.workspace));

/** The viewer, when they may change the workspace's members here: an admin of an organization, in built-in mode. */
function memberManager(context: GraphQLContext): Viewer {
  const { viewer } = requireViewer(context);
  if (isPersonal(viewer.workspace)) throw forbidden('A personal workspace has no other members: create an organization to invite people.');
  assertCan(viewer, 'member:manage', inWorkspace(viewer.workspace));
  if (context.signInMode === 'clerk') {
    throw forbidden("Members are managed in the organization's settings (Clerk): invite, change roles and remove people there.");
  }
  return viewer;
}

/** The member a mutation's input names, in the viewer's workspace; NOT_FOUND otherwise. */
async function memberOf(context: GraphQLContext, globalId: string): Promise<MemberRow> {
  const id = memberNode.localId(globalId);
  const member = id ? await requireViewer(context).loaders.membership.load(id) : null;
  if (!member) throw notFound('No member has this id.', 'memberId');
  return member;
}

export const memberResolvers = {
  Workspace: {
    viewerCanManageMembers: (workspace, _args, context) => {
      const { viewer } = requireViewer(context);
      return viewer.workspace.id === workspace.id && mayManageMembers(viewer);
    },
    members: async (workspace, args, { db }) => {
      const page = await listMembers(db, workspace.id, { first: args.first, after: memberCursors.decode(args.after) });
      return connectionOf(page, memberCursors.edge, () => countMembers(db, workspace.id));
    },
    invitations: async (workspace, args, context) => {
      if (!mayManageMembers(requireViewer(context).viewer)) return null;
      const page = await listInvitations(context.db, workspace.id, { first: args.first, after: invitationCursors.decode(args.after, 'after') });
      return invitationCursors.connection(page, () => countInvitations(context.db, workspace.id));
    },
  },
  Member: {
    user: (member) => member.user,
  },
  MemberConnection: {
    totalCount: (connection) => connection.totalCount(),
  },
  Invitation: {
    invitedBy: (invitation, _args, context) => (invitation.invitedBy ? requireViewer(context).loaders.member.load(invitation.invitedBy) : null),
  },
  InvitationConnection: {
    totalCount: (connection) => connection.totalCount(),
  },
  Mutation: {
    inviteMember: async (_parent, { input }, context) => {
      const viewer = memberManager(context);
      const invitation = await inviteMember(context.db, viewer.workspace.id, viewer.user.id, input);
      return { invitation, invitationEdge: invitationCursors.edge(invitation) };
    },
    revokeInvitation: async (_parent, { input }, context) => {
      const viewer = memberManager(context);
      const id = invitationNode.localId(input.id);
      if (!id || !(await revokeInvitation(context.db, viewer.workspace.id, viewer.user.id, id))) throw notFound('No pending invitation has this id.', 'id');
      return { revokedInvitationId: input.id };
    },
    updateMemberRole: async (_parent, { input }, context) => {
      const viewer = memberManager(context);
      const current = await memberOf(context, input.memberId);
      const member = await updateMemberRole(context.db, viewer.workspace.id, viewer.user.id, current.id, input.role);
      if (!member) throw notFound('No member has this id.', 'memberId');
      // Their tokens still claim the old role for up to a minute: the server's record decides from now on.
      await context.access.membershipChanged(viewer.workspace.id, member.id);
      return { member };
    },
    removeMember: async (_parent, { input }, context) => {
      const viewer = memberManager(context);
      const member = await memberOf(context, input.memberId);
      await context.access.removeMembership(viewer.workspace.id, member.id, { keepAnAdmin: true, actorId: viewer.user.id });
      return { removedMemberId: memberNode.globalId(member.id) };
    },
  },
} satisfies Resolvers;
