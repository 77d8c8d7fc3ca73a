// The database's tables as Kysely sees them (camelCase here, snake_case in SQL through CamelCasePlugin).
import type { ColumnType, Generated } from 'kysely';

/** A timestamp the database fills in on insert (`default now()`), which may also be set explicitly. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  /** The auth subject, such as user_2NNEqL2nrIRdJ194ndJqAHwEfxC. */
  id: string;
  name: string;
  email: string | null;
  imageUrl: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface WorkspacesTable {
  id: Generated<string>;
  /** The Clerk organization id (org_…); null for a personal workspace. */
  orgId: string | null;
  /** The owner of a personal workspace; null for an organization. */
  personalUserId: string | null;
  slug: string | null;
  name: string;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface MembershipsTable {
  workspaceId: string;
  userId: string;
  /** The organization role (org:admin, org:member, org:viewer, …), or "owner" in a personal workspace. */
  role: string;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** A person removed from a workspace: claims do not bring them back, only an explicit addition does. */
export interface MembershipRemovalsTable {
  workspaceId: string;
  userId: string;
  removedAt: CreatedAt;
}

export interface ProjectsTable {
  id: Generated<string>;
  /** Creation order: the newest-first lists and their cursors use it. */
  seq: Generated<number>;
  workspaceId: string;
  key: string;
  name: string;
  description: Generated<string>;
  archivedAt: Date | null;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** Accounts of the built-in sign-in, found by email. */
export interface LocalAccountsTable {
  /** Lowercased. */
  email: string;
  userId: string;
  /** Listed on the sign-in screen (the seeded demo accounts). */
  demo: Generated<boolean>;
  createdAt: CreatedAt;
}

/** Sessions of the built-in sign-in. The cookie holds a secret whose hash is stored, never the session id. */
export interface AuthSessionsTable {
  /** sess_…, the `sid` of minted tokens. */
  id: string;
  userId: string;
  secretHash: string;
  /** The active organization (org_…); null means the personal workspace. */
  activeOrgId: string | null;
  createdAt: CreatedAt;
  endedAt: Date | null;
}

export interface Database {
  users: UsersTable;
  workspaces: WorkspacesTable;
  memberships: MembershipsTable;
  membershipRemovals: MembershipRemovalsTable;
  projects: ProjectsTable;
  localAccounts: LocalAccountsTable;
  authSessions: AuthSessionsTable;
}
