// The built-in sign-in's HTTP routes under /auth/local: JSON in and out, an httpOnly session cookie, and
// short-lived session tokens shaped like Clerk's. For development, demos and tests; off in Clerk mode.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { DB } from '../db/database';
import { forbidden, isLanesError, notFound, unauthenticated } from '../errors';
import type { Directory } from '../features/directory';
import type { UserRow } from '../features/users/domain';
import type { UserOrganization as AccountOrganization } from '../features/workspaces/domain';
import { HttpError, readJsonBody, sendError, sendJson, STATUS_OF_CODE } from '../http/json';
import { requestPath } from '../http/target';
import { requestFieldsOf, type RequestLogFields } from '../observability/logger';
import type { SigningKeys } from './keys';
import { endSession, findSession, setActiveOrganization, startSession, validateEmail, type LocalSession } from './localAccounts';
import { BUILTIN_ROLE_PERMISSIONS } from './policy';
import { mintSessionToken } from './tokens';

export const BUILTIN_PREFIX = '/auth/local';
export const SESSION_COOKIE = 'lanes_session';
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface BuiltinSignInOptions {
  db: DB;
  /** Accounts, people and their organizations (the features', handed over by server/app.ts). */
  directory: Pick<
    Directory,
    | 'findUserById'
    | 'findUserByEmail'
    | 'createAccount'
    | 'createOrganization'
    | 'listDemoAccounts'
    | 'renameUser'
    | 'organizationsOf'
    | 'membersOf'
    | 'acceptInvitations'
  >;
  keys: SigningKeys;
  authorizedParties: string[];
  /** False in Clerk mode: every route answers 404. */
  enabled: boolean;
  /** In production the session cookie is always Secure (a TLS-terminating proxy may not say https). */
  production?: boolean;
  /** Called when a session ends (signed out, or replaced by a new sign-in): its WebSockets close at once. */
  onSessionEnded?: (sessionId: string) => Promise<void> | void;
  log?: (message: string, error: unknown, fields?: RequestLogFields) => void;
}

interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  body: Record<string, unknown>;
  /** The `azp` of tokens minted for this request. */
  azp: string;
  secure: boolean;
  cookieSecret: string | undefined;
}

type Route = (context: RouteContext) => Promise<void>;

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function createBuiltinSignIn({
  db,
  directory,
  keys,
  authorizedParties,
  enabled,
  production = false,
  onSessionEnded = () => {},
  log = console.error,
}: BuiltinSignInOptions): RequestHandler {
  const finish = async (sessionId: string) => {
    await endSession(db, sessionId);
    await onSessionEnded(sessionId);
  };

  const requireSession = async ({ cookieSecret }: RouteContext): Promise<LocalSession> => {
    const session = cookieSecret ? await findSession(db, cookieSecret) : undefined;
    if (!session) throw unauthenticated('Not signed in.');
    return session;
  };

  /** The session's active organization, switching the session to the personal workspace if it was left. */
  const activeOrganization = async (session: LocalSession): Promise<AccountOrganization | null> => {
    if (!session.activeOrgId) return null;
    const organization = (await directory.organizationsOf(db, session.userId)).find((org) => org.orgId === session.activeOrgId);
    if (!organization) await setActiveOrganization(db, session.id, null);
    return organization ?? null;
  };

  /**
   * A token for the session's user: for the organization asked for (the cookie's user must be a member), for
   * the personal workspace with null, or for the session's active organization when none is asked for. The
   * session's active organization is left as it is, as Clerk's `getToken({ organizationId })` does.
   */
  const mint = async (session: LocalSession, azp: string, organizationId?: string | null): Promise<string> => {
    const user = await directory.findUserById(db, session.userId);
    if (!user) throw unauthenticated('Not signed in.');
    const org = organizationId === undefined ? await activeOrganization(session) : organizationId === null ? null : await membershipById(session.userId, organizationId);
    return sign(session, azp, user, org);
  };

  const sign = (session: LocalSession, azp: string, user: UserRow, org: AccountOrganization | null): string =>
    mintSessionToken(keys, {
      userId: user.id,
      sessionId: session.id,
      azp,
      user: { name: user.name, email: user.email, imageUrl: user.imageUrl },
      org: org && {
        id: org.orgId,
        slug: org.slug,
        name: org.name,
        role: org.role,
        permissions: BUILTIN_ROLE_PERMISSIONS[org.role] ?? [],
      },
    });

  const cookie = (value: string, maxAge: number, secure: boolean) =>
    `${SESSION_COOKIE}=${value}; Path=${BUILTIN_PREFIX}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;

  /** Starts a session (ending the one the cookie held) and answers its first token with the new cookie. */
  const signIn = async (context: RouteContext, status: number, userId: string, activeOrgId: string | null) => {
    const previous = context.cookieSecret ? await findSession(db, context.cookieSecret) : undefined;
    if (previous) await finish(previous.id);
    const { session, secret } = await startSession(db, userId, activeOrgId);
    const token = await mint(session, context.azp);
    sendJson(context.res, status, { token }, { 'Set-Cookie': cookie(secret, COOKIE_MAX_AGE_SECONDS, context.secure) });
  };

  const membershipBySlug = async (userId: string, slug: unknown, field: string): Promise<AccountOrganization> => {
    const organization =
      typeof slug === 'string' ? (await directory.organizationsOf(db, userId)).find((org) => org.slug === slug) : undefined;
    if (!organization) throw forbidden(`You are not a member of the organization "${String(slug)}".`, field);
    return organization;
  };

  const membershipById = async (userId: string, organizationId: string): Promise<AccountOrganization> => {
    const organization = (await directory.organizationsOf(db, userId)).find((org) => org.orgId === organizationId);
    if (!organization) throw forbidden(`You are not a member of the organization "${organizationId}".`, 'organizationId');
    return organization;
  };

  const userJson = (user: UserRow) => ({ id: user.id, name: user.name, email: user.email, imageUrl: user.imageUrl });

  const routes: Record<string, Partial<Record<string, Route>>> = {
    '/accounts': {
      GET: async ({ res }) => sendJson(res, 200, { accounts: await directory.listDemoAccounts(db) }),
    },
    '/sign-in': {
      POST: async (context) => {
        const email = validateEmail(context.body.email);
        const user = await directory.findUserByEmail(db, email);
        if (!user) throw notFound('No account has this email.', 'email');
        // Invited people join the workspaces they were invited to as they sign in.
        await directory.acceptInvitations(db, user.id, email);
        const slug = context.body.organizationSlug;
        const organization = slug == null || slug === '' ? null : await membershipBySlug(user.id, slug, 'organizationSlug');
        await signIn(context, 200, user.id, organization?.orgId ?? null);
      },
    },
    '/sign-up': {
      POST: async (context) => {
        const user = await directory.createAccount(db, { name: context.body.name, email: context.body.email });
        if (user.email) await directory.acceptInvitations(db, user.id, user.email);
        await signIn(context, 201, user.id, null);
      },
    },
    '/token': {
      POST: async (context) => {
        const session = await requireSession(context);
        const { organizationId } = context.body;
        if (organizationId !== undefined && organizationId !== null && typeof organizationId !== 'string') {
          throw new HttpError(400, 'BAD_USER_INPUT', 'Give organizationId: an organization id, or null for the personal workspace.', 'organizationId');
        }
        sendJson(context.res, 200, { token: await mint(session, context.azp, organizationId) });
      },
    },
    '/session': {
      // Signed out is an ordinary answer here, not an error: every page asks on load, and a 401 would be
      // logged as a failed request in the browser's console. A session comes with a token for its active
      // organization, so that a page's first query needs no second round trip before it can be sent.
      GET: async (context) => {
        const session = context.cookieSecret ? await findSession(db, context.cookieSecret) : undefined;
        const user = session && (await directory.findUserById(db, session.userId));
        if (!session || !user) {
          sendJson(context.res, 200, { session: null });
          return;
        }
        const organizations = await directory.organizationsOf(db, user.id);
        const active = await activeOrganization(session);
        sendJson(context.res, 200, {
          sessionId: session.id,
          user: userJson(user),
          organization: active && {
            id: active.orgId,
            slug: active.slug,
            name: active.name,
            role: active.role,
            permissions: BUILTIN_ROLE_PERMISSIONS[active.role] ?? [],
          },
          organizations: organizations.map(({ orgId, slug, name, role }) => ({ id: orgId, slug, name, role })),
          token: sign(session, context.azp, user, active),
        });
      },
    },
    '/organizations': {
      POST: async (context) => {
        const session = await requireSession(context);
        const workspace = await directory.createOrganization(db, {
          userId: session.userId,
          name: context.body.name,
          slug: context.body.slug,
        });
        const switched = { ...session, activeOrgId: workspace.orgId };
        await setActiveOrganization(db, session.id, switched.activeOrgId);
        sendJson(context.res, 201, { token: await mint(switched, context.azp) });
      },
    },
    '/switch': {
      POST: async (context) => {
        const session = await requireSession(context);
        const slug = context.body.organizationSlug;
        if (slug === undefined || (slug !== null && typeof slug !== 'string')) {
          throw new HttpError(400, 'BAD_USER_INPUT', 'Give organizationSlug: a slug, or null for the personal workspace.', 'organizationSlug');
        }
        const organization = slug === null ? null : await membershipBySlug(session.userId, slug, 'organizationSlug');
        const switched = { ...session, activeOrgId: organization?.orgId ?? null };
        await setActiveOrganization(db, session.id, switched.activeOrgId);
        sendJson(context.res, 200, { token: await mint(switched, context.azp) });
      },
    },
    '/profile': {
      PATCH: async (context) => {
        const session = await requireSession(context);
        const user = await directory.renameUser(db, session.userId, context.body.name);
        sendJson(context.res, 200, { user: userJson(user) });
      },
    },
    '/organization/members': {
      GET: async (context) => {
        const session = await requireSession(context);
        const organization = await activeOrganization(session);
        if (!organization) throw notFound('No organization is active in this session.');
        const members = await directory.membersOf(db, organization.workspaceId);
        sendJson(context.res, 200, { members });
      },
    },
    '/sign-out': {
      POST: async (context) => {
        const session = context.cookieSecret ? await findSession(db, context.cookieSecret) : undefined;
        if (session) await finish(session.id);
        context.res.writeHead(204, { 'Set-Cookie': cookie('', 0, context.secure), 'Cache-Control': 'no-store' });
        context.res.end();
      },
    },
  };

  return async (req, res) => {
    try {
      if (!enabled) throw notFound('The built-in sign-in is off: this server signs people in with Clerk.');
      const pathname = requestPath(req.url);
      if (pathname === null) throw new HttpError(400, 'BAD_USER_INPUT', 'The request target is not a valid URL path.');
      const methods = routes[pathname.slice(BUILTIN_PREFIX.length)];
      if (!methods) throw notFound('No such route.');
      const method = req.method ?? 'GET';
      const route = methods[method];
      if (!route) {
        throw new HttpError(405, 'BAD_USER_INPUT', `Use ${Object.keys(methods).join(' or ')}.`, undefined, {
          Allow: Object.keys(methods).join(', '),
        });
      }
      const origin = req.headers.origin;
      if (method !== 'GET' && origin !== undefined && !authorizedParties.includes(origin)) {
        throw forbidden(`Requests from ${origin} are not allowed.`);
      }
      const body = method === 'GET' ? {} : await readJsonBody(req);
      await route({
        req,
        res,
        body,
        azp: origin !== undefined && authorizedParties.includes(origin) ? origin : authorizedParties[0],
        secure:
          production ||
          Boolean((req.socket as TLSSocket).encrypted) ||
          req.headers['x-forwarded-proto']?.toString().split(',')[0].trim() === 'https',
        cookieSecret: readCookie(req.headers.cookie, SESSION_COOKIE),
      });
    } catch (error) {
      if (error instanceof HttpError) sendError(res, error.status, error, error.headers);
      else if (isLanesError(error)) sendError(res, STATUS_OF_CODE[error.code], error);
      else {
        log('Built-in sign-in failed:', error, requestFieldsOf(req));
        sendJson(res, 500, { error: { code: 'INTERNAL_SERVER_ERROR', message: 'Unexpected error.' } });
      }
    }
  };
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}
