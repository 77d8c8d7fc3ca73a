// What a viewer may do: the one place that decides. Resolvers ask `can(viewer, action)` before writing, and objects
// expose `viewerCan…` fields from the same answers.

/** The part of a viewer that decides permissions. */
export interface Actor {
  /** The organization role of the session, such as org:admin; null in a personal workspace. */
  role: string | null;
  /** Organization permissions the session carries, such as org:projects:manage. */
  permissions: readonly string[];
  /** True when the viewer owns the active (personal) workspace. */
  ownsWorkspace: boolean;
}

export type Action = 'project:create' | 'project:update' | 'project:archive';

/**
 * The custom permissions Lanes understands. When a session carries any permission of a feature (org:projects:*),
 * those permissions decide that feature's actions and the role does not.
 */
const ACTION_PERMISSIONS: Record<Action, { feature: string; anyOf: string[] }> = {
  'project:create': { feature: 'projects', anyOf: ['org:projects:create', 'org:projects:manage'] },
  'project:update': { feature: 'projects', anyOf: ['org:projects:manage'] },
  'project:archive': { feature: 'projects', anyOf: ['org:projects:manage'] },
};

/** What each role may do when the session carries no permission of the feature. */
const ROLE_ACTIONS: Record<string, readonly Action[]> = {
  'org:admin': ['project:create', 'project:update', 'project:archive'],
  'org:member': ['project:create'],
};

export function can(actor: Actor, action: Action): boolean {
  if (actor.ownsWorkspace) return true;
  const { feature, anyOf } = ACTION_PERMISSIONS[action];
  const featurePermissions = actor.permissions.filter((permission) => permission.startsWith(`org:${feature}:`));
  if (featurePermissions.length > 0) return anyOf.some((permission) => featurePermissions.includes(permission));
  return actor.role !== null && (ROLE_ACTIONS[actor.role] ?? []).includes(action);
}

/** The roles of the built-in sign-in, most powerful first. */
export const BUILTIN_ROLES = ['org:admin', 'org:member', 'org:viewer'] as const;

/**
 * The custom permissions the built-in sign-in puts in its tokens for each role: the same set the README asks a
 * Clerk application to define, so both sign-ins exercise the same rules.
 */
export const BUILTIN_ROLE_PERMISSIONS: Record<string, readonly string[]> = {
  'org:admin': ['org:projects:manage', 'org:projects:create', 'org:issues:create'],
  'org:member': ['org:projects:create', 'org:issues:create'],
  'org:viewer': [],
};
