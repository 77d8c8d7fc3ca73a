// What a viewer may do: the one place that decides, and that words the refusals. Resolvers call
// `assertCan(viewer, action, resource)` before writing, and objects expose `viewerCan…` fields from `can(...)` with the
// same arguments. A resource is what the action is done to (the workspace for a creation, else the object itself);
// rules may look at it: "authors edit their own comments", "members delete issues they created".
import { forbidden } from '../errors';

/** The part of a viewer that decides permissions. */
export interface Actor {
  /** The person's user id. */
  userId: string;
  /** The active workspace's id: resources of any other workspace are refused. */
  workspaceId: string;
  /** The organization role of the session, such as org:admin; null in a personal workspace. */
  role: string | null;
  /** Organization permissions the session carries, such as org:projects:manage. */
  permissions: readonly string[];
  /** True when the viewer owns the active (personal) workspace. */
  ownsWorkspace: boolean;
  /** The API key the request authenticated with; null or absent for a session. */
  apiKey?: { id: string } | null;
}

/** What an action is done to: its workspace, and who created it when it is an object. */
export interface Resource {
  workspaceId: string;
  /** The user who created the object; null when unknown (deleted user) or not an object (a workspace). */
  createdBy?: string | null;
}

/** A workspace as the resource of a creation. */
export const inWorkspace = (workspace: { id: string }): Resource => ({ workspaceId: workspace.id });

/** A grant: always, or only when the resource passes the test (such as being the actor's own). */
export type Grant = true | ((actor: Actor, resource: Resource) => boolean);

/** The resource was created by the actor. */
export const ownResource: Grant = (actor, resource) => resource.createdBy != null && resource.createdBy === actor.userId;

export interface ActionRule {
  /** The feature's custom permissions (org:<feature>:*): when a session carries any, they decide and the role does not. */
  feature: string;
  /** The permissions that grant the action, each with its grant. */
  permissions: Record<string, Grant>;
  /** What each role grants when the session carries no permission of the feature. */
  roles: Record<string, Grant>;
  /** The refusal clients see (FORBIDDEN). */
  refusal: string;
  /** Refused to API keys, whatever their role (what only a signed-in person may do). */
  sessionOnly?: boolean;
}

/** The role the built-in sign-in gives an organization's creator, and Clerk's default admin role. */
export const ORG_ADMIN_ROLE = 'org:admin';

export const RULES = {
  'project:create': {
    feature: 'projects',
    permissions: { 'org:projects:create': true, 'org:projects:manage': true },
    roles: { [ORG_ADMIN_ROLE]: true, 'org:member': true },
    refusal: 'You may not create projects in this workspace.',
  },
  'project:update': {
    feature: 'projects',
    permissions: { 'org:projects:manage': true },
    roles: { [ORG_ADMIN_ROLE]: true },
    refusal: 'You may not edit projects in this workspace.',
  },
  'project:archive': {
    feature: 'projects',
    permissions: { 'org:projects:manage': true },
    roles: { [ORG_ADMIN_ROLE]: true },
    refusal: 'You may not archive or restore projects in this workspace.',
  },
  'issue:create': {
    feature: 'issues',
    permissions: { 'org:issues:create': true },
    roles: { [ORG_ADMIN_ROLE]: true, 'org:member': true },
    refusal: 'You may not create issues in this workspace.',
  },
  'issue:update': {
    feature: 'issues',
    permissions: { 'org:issues:update': true },
    roles: { [ORG_ADMIN_ROLE]: true, 'org:member': true },
    refusal: 'You may not edit issues in this workspace.',
  },
  'issue:delete': {
    feature: 'issues',
    // Whoever may create issues may delete the ones they created.
    permissions: { 'org:issues:delete': true, 'org:issues:create': ownResource },
    roles: { [ORG_ADMIN_ROLE]: true, 'org:member': ownResource },
    refusal: 'You may delete only the issues you created.',
  },
  'issue:restore': {
    // The undo of a delete: whoever may delete the issue may bring it back.
    feature: 'issues',
    permissions: { 'org:issues:delete': true, 'org:issues:create': ownResource },
    roles: { [ORG_ADMIN_ROLE]: true, 'org:member': ownResource },
    refusal: 'You may restore only the issues you created.',
  },
  'issue:import': {
    // Importing creates issues (and the labels they name): whoever may create issues may import them.
    feature: 'issues',
    permissions: { 'org:issues:create': true },
    roles: { [ORG_ADMIN_ROLE]: true, 'org:member': true },
    refusal: 'You may not import issues into this workspace.',
  },
  'comment:create': {
    feature: 'comments',
    permissions: { 'org:comments:create': true },
    roles: { [ORG_ADMIN_ROLE]: true, 'org:member': true },
    refusal: 'You may not comment in this workspace.',
  },
  'comment:update': {
    // A comment's resource names its author as createdBy: authors edit their own, nobody edits another's.
    feature: 'comments',
    permissions: { 'org:comments:create': ownResource },
    roles: { [ORG_ADMIN_ROLE]: ownResource, 'org:member': ownResource },
    refusal: 'You may edit only your own comments.',
  },
  'comment:delete': {
    feature: 'comments',
    permissions: { 'org:comments:delete': true, 'org:comments:create': ownResource },
    roles: { [ORG_ADMIN_ROLE]: true, 'org:member': ownResource },
    refusal: 'You may delete only your own comments.',
  },
  // Files go with the conversation: whoever may comment may attach, and remove what they attached (admins anything).
  'attachment:create': {
    feature: 'comments',
    permissions: { 'org:comments:create': true },
    roles: { [ORG_ADMIN_ROLE]: true, 'org:member': true },
    refusal: 'You may not attach files in this workspace.',
  },
  'attachment:delete': {
    feature: 'comments',
    permissions: { 'org:comments:delete': true, 'org:comments:create': ownResource },
    roles: { [ORG_ADMIN_ROLE]: true, 'org:member': ownResource },
    refusal: 'You may remove only the files you attached.',
  },
  'comment:react': {
    // Whoever may comment may react; viewers read the reactions only.
    feature: 'comments',
    permissions: { 'org:comments:create': true },
    roles: { [ORG_ADMIN_ROLE]: true, 'org:member': true },
    refusal: 'You may not react to comments in this workspace.',
  },
  'label:manage': {
    feature: 'labels',
    permissions: { 'org:labels:manage': true },
    roles: { [ORG_ADMIN_ROLE]: true },
    refusal: 'Only admins may create, rename or delete labels.',
  },
  'cycle:manage': {
    feature: 'cycles',
    permissions: { 'org:cycles:manage': true },
    roles: { [ORG_ADMIN_ROLE]: true },
    refusal: 'Only admins may create, change or delete cycles, or change whether they roll over.',
  },
  // Estimates (#21): the workspace's estimate scale is a workspace setting, as the cycles' rollover is.
  'estimate:configure': {
    feature: 'estimates',
    permissions: { 'org:estimates:manage': true },
    roles: { [ORG_ADMIN_ROLE]: true },
    refusal: 'Only admins may change how issues are estimated.',
  },
  'member:manage': {
    // Clerk's own permission for this (org:sys_memberships:manage) never reaches a session token: the role decides.
    feature: 'members',
    permissions: {},
    roles: { [ORG_ADMIN_ROLE]: true },
    refusal: 'Only admins may invite people, change roles or remove members.',
  },
  // API keys (issue #22): every member manages their own keys, with a session only (a leaked key cannot make more).
  'apiKey:manage': {
    feature: 'apiKeys',
    permissions: {},
    roles: { [ORG_ADMIN_ROLE]: true, 'org:member': true, 'org:viewer': true },
    refusal: 'You may not manage API keys here: they are created and revoked by a signed-in member, never with an API key.',
    sessionOnly: true,
  },
  'webhook:manage': {
    // An endpoint's secret and the payloads sent to it are the workspace's data leaving it: admins decide.
    feature: 'webhooks',
    permissions: {},
    roles: { [ORG_ADMIN_ROLE]: true },
    refusal: 'Only admins may see or manage webhooks.',
  },
  // Saved views (#21): everyone saves personal views; admins and members share them with the workspace; a view is
  // changed, moved and deleted by its creator, a shared one by admins too (the resource's createdBy is its creator;
  // another's personal view is never found, so the admin's grant reaches shared ones only).
  'view:save': {
    feature: 'views',
    permissions: { 'org:views:save': true },
    roles: { [ORG_ADMIN_ROLE]: true, 'org:member': true, 'org:viewer': true },
    refusal: 'You may not save views in this workspace.',
  },
  'view:share': {
    feature: 'views',
    permissions: { 'org:views:share': true },
    roles: { [ORG_ADMIN_ROLE]: true, 'org:member': true },
    refusal: 'Viewers may save personal views only: ask a member to share one with the workspace.',
  },
  'view:update': {
    feature: 'views',
    permissions: { 'org:views:manage': true, 'org:views:save': ownResource },
    roles: { [ORG_ADMIN_ROLE]: true, 'org:member': ownResource, 'org:viewer': ownResource },
    refusal: 'You may change only the views you saved.',
  },
} satisfies Record<string, ActionRule>;

export type Action = keyof typeof RULES;

export interface Policy<A extends string> {
  can(actor: Actor, action: A, resource: Resource): boolean;
  /** Throws FORBIDDEN with the action's refusal unless `can` agrees. */
  assertCan(actor: Actor, action: A, resource: Resource): void;
}

/** A policy over a set of rules (Lanes' own is RULES; tests may make others). */
export function createPolicy<A extends string>(rules: Record<A, ActionRule>): Policy<A> {
  const grants = (grant: Grant | undefined, actor: Actor, resource: Resource) =>
    grant === true || (typeof grant === 'function' && grant(actor, resource));
  const can = (actor: Actor, action: A, resource: Resource): boolean => {
    if (resource.workspaceId !== actor.workspaceId) return false;
    const rule: ActionRule = rules[action];
    if (rule.sessionOnly && actor.apiKey) return false;
    if (actor.ownsWorkspace) return true;
    const featurePermissions = actor.permissions.filter((permission) => permission.startsWith(`org:${rule.feature}:`));
    if (featurePermissions.length > 0) {
      return featurePermissions.some((permission) => grants(rule.permissions[permission], actor, resource));
    }
    return actor.role !== null && grants(rule.roles[actor.role], actor, resource);
  };
  return {
    can,
    assertCan(actor, action, resource) {
      if (!can(actor, action, resource)) throw forbidden(rules[action].refusal);
    },
  };
}

export const { can, assertCan } = createPolicy<Action>(RULES);

/** The roles of the built-in sign-in, most powerful first. */
export const BUILTIN_ROLES = [ORG_ADMIN_ROLE, 'org:member', 'org:viewer'] as const;

/**
 * The custom permissions the built-in sign-in puts in its tokens for each role: the same set the README asks a
 * Clerk application to define, so both sign-ins exercise the same rules.
 */
export const BUILTIN_ROLE_PERMISSIONS: Record<string, readonly string[]> = {
  [ORG_ADMIN_ROLE]: [
    'org:projects:manage',
    'org:projects:create',
    'org:issues:create',
    'org:issues:update',
    'org:issues:delete',
    'org:labels:manage',
    'org:comments:create',
    'org:comments:delete',
  ],
  'org:member': ['org:projects:create', 'org:issues:create', 'org:issues:update', 'org:comments:create'],
  'org:viewer': [],
};
