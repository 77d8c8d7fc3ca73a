// What every workspace route's loader needs first: a signed-in person, the URL's workspace made the active
// one (or a refusal when they are not a member), and the Relay environment for that person and workspace.
import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { authStore, organizationSlugOf, signInPath, type Auth } from '@/auth';
import { tokenOrganizationId } from '@/lib/jwt';
import { workspaceEnvironment } from '@/relay';

export interface WorkspaceSession {
  auth: Auth;
  environment: IEnvironment;
}

/** The status a loader throws when the person is not a member of the URL's workspace. */
export const NOT_A_MEMBER = 403;

function currentPath(request: Request) {
  const url = new URL(request.url);
  return url.pathname + url.search + url.hash;
}

/** Whether the session (and the tokens it hands out) already speak for the wanted workspace. */
async function isActive(auth: Auth, organizationSlug: string | null): Promise<boolean> {
  if (auth.orgSlug !== organizationSlug) return false;
  // Another tab may have switched the shared session: trust the token, not only the remembered state.
  const token = await auth.getToken();
  const tokenOrganization = token ? tokenOrganizationId(token) : undefined;
  return tokenOrganization === undefined || tokenOrganization === auth.orgId;
}

async function resolveWorkspace(request: Request, workspaceSlug: string): Promise<WorkspaceSession> {
  let auth = await authStore.settled(request.signal);
  if (!auth.isSignedIn) throw redirect(signInPath(currentPath(request)));

  const organizationSlug = organizationSlugOf(workspaceSlug);
  if (!(await isActive(auth, organizationSlug))) {
    if (organizationSlug !== null && !auth.memberships.some((membership) => membership.slug === organizationSlug)) {
      throw data({ workspaceSlug }, { status: NOT_A_MEMBER, statusText: 'Not a member of this workspace' });
    }
    await auth.setActiveWorkspace(organizationSlug);
    auth = await authStore.waitFor((next) => !next.isSignedIn || next.orgSlug === organizationSlug, request.signal);
    if (!auth.isSignedIn) throw redirect(signInPath(currentPath(request)));
  }
  return { auth, environment: workspaceEnvironment({ userId: auth.userId ?? '', orgId: auth.orgId }) };
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
