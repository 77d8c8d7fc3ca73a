// What every workspace route's loader needs first: a signed-in person, the URL's workspace (or a refusal
// when they are not a member, or when it is a personal workspace the application does not have), and the
// Relay environment for that person and workspace, whose tokens speak for that workspace's organization.
import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { authStore, membershipOf, organizationSlugOf, signInPath, type Auth } from '@/auth';
import { isCurrentWorkspace, workspaceEnvironment } from '@/relay';

export interface WorkspaceSession {
  auth: Auth;
  /** The organization of the URL's workspace; null for the personal workspace. */
  orgId: string | null;
  environment: IEnvironment;
}

/** The status a loader throws when the person is not a member of the URL's workspace. */
export const NOT_A_MEMBER = 403;
/** The status a loader throws for the personal workspace when the application has personal accounts off. */
export const NO_PERSONAL_WORKSPACE = 404;

/** How long entering a workspace waits for the sign-in service to make it the active one. */
export const SWITCH_TIMEOUT_MS = 10_000;

function currentPath(request: Request) {
  const url = new URL(request.url);
  return url.pathname + url.search + url.hash;
}

function noPersonalWorkspace(workspaceSlug: string): never {
  throw data({ workspaceSlug }, { status: NO_PERSONAL_WORKSPACE, statusText: 'No personal workspace' });
}

/**
 * Makes the workspace the session's active one when this tab enters it (so Clerk's switcher and the header
 * name it), bounded in time. Requests do not depend on it: their tokens are asked for this organization, and
 * a tab staying in its workspace leaves alone an active organization that another tab changed.
 */
async function enter(auth: Auth, orgId: string | null): Promise<boolean> {
  if (auth.orgId === orgId || isCurrentWorkspace({ userId: auth.userId ?? '', orgId })) return true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A slow sign-in service delays nothing for long: the workspace works without being the active one.
  const slow = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), SWITCH_TIMEOUT_MS);
  });
  try {
    return await Promise.race([auth.setActiveWorkspace(orgId), slow]);
  } finally {
    clearTimeout(timer);
  }
}

async function resolveWorkspace(request: Request, workspaceSlug: string): Promise<WorkspaceSession> {
  const auth = await authStore.settled(request.signal);
  if (!auth.isSignedIn) throw redirect(signInPath(currentPath(request)));

  let orgId: string | null = null;
  if (organizationSlugOf(workspaceSlug) === null) {
    if (!auth.personalWorkspace) noPersonalWorkspace(workspaceSlug);
  } else {
    const membership = membershipOf(auth.memberships, workspaceSlug);
    if (!membership) throw data({ workspaceSlug }, { status: NOT_A_MEMBER, statusText: 'Not a member of this workspace' });
    orgId = membership.id;
  }
  // A personal workspace the sign-in service refuses to make active does not exist in this application.
  if (!(await enter(auth, orgId)) && orgId === null) noPersonalWorkspace(workspaceSlug);
  return { auth, orgId, environment: workspaceEnvironment({ userId: auth.userId ?? '', orgId }) };
}

// The layout's loader and the page's loader of one navigation run side by side and share the request.
const sessions = new WeakMap<Request, Promise<WorkspaceSession>>();

export function requireWorkspace({ request, params }: Pick<LoaderFunctionArgs, 'request' | 'params'>): Promise<WorkspaceSession> {
  let session = sessions.get(request);
  if (!session) {
    session = resolveWorkspace(request, params.workspaceSlug ?? '');
    sessions.set(request, session);
  }
  return session;
}
