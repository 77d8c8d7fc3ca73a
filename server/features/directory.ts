// What the kernels need of people, workspaces and memberships, which the features own: who a session is (the viewer,
// provisioned from its claims), whether someone is still a member (live delivery), removing a member (live access),
// Clerk's webhooks and the built-in sign-in's accounts. server/app.ts hands it to them at start, so no kernel imports
// a feature (server/kernels.test.ts); each kernel takes only the part it uses (`Pick<Directory, …>`).
import { acceptInvitations, applyReportedMembership, memberIdsOf, workspacesOfMember } from './members/domain';
import { createAccount, createOrganization, findUserByEmail, listDemoAccounts } from './users/accounts';
import { anonymiseUser, findUserById, renameUser, upsertUserFromClaims } from './users/domain';
import {
  findMembership,
  findMemberships,
  findOrganizationWorkspace,
  findSessionWorkspace,
  findWorkspaceById,
  membersOf,
  organizationsOf,
  PERSONAL_OWNER_ROLE,
  removeMember,
  upsertMembership,
  upsertOrganizationWorkspace,
  upsertPersonalWorkspace,
} from './workspaces/domain';

export const directory = {
  // People.
  findUserById,
  upsertUserFromClaims,
  anonymiseUser,
  renameUser,
  // Workspaces.
  findSessionWorkspace,
  findWorkspaceById,
  findOrganizationWorkspace,
  upsertOrganizationWorkspace,
  upsertPersonalWorkspace,
  /** The role of a personal workspace's one member. */
  personalOwnerRole: PERSONAL_OWNER_ROLE,
  // Memberships.
  findMembership,
  findMemberships,
  upsertMembership,
  applyReportedMembership,
  removeMember,
  workspacesOfMember,
  memberIdsOf,
  membersOf,
  organizationsOf,
  acceptInvitations,
  // The built-in sign-in's accounts.
  findUserByEmail,
  createAccount,
  createOrganization,
  listDemoAccounts,
};

export type Directory = typeof directory;
