// An in-memory stand-in for the server's built-in sign-in (/auth/local/*), for tests of the built-in
// adapter and of whole-app flows. It answers like the real routes and records every request.
import type { FetchFunction, FetchResponse } from '@/auth/builtin/BuiltinAuthClient';
import { tokenFor } from './auth';

export interface FakeOrganization {
  id: string;
  slug: string;
  name: string;
  role: string;
  permissions?: string[];
}

export interface FakeAccount {
  userId: string;
  email: string;
  name: string;
  organizations: FakeOrganization[];
}

export const DEMO_ACCOUNTS: FakeAccount[] = [
  {
    userId: 'user_ada',
    email: 'admin@acme.test',
    name: 'Ada Admin',
    organizations: [
      { id: 'org_acme', slug: 'acme', name: 'Acme', role: 'org:admin', permissions: ['org:projects:manage'] },
      { id: 'org_globex', slug: 'globex', name: 'Globex', role: 'org:member' },
    ],
  },
  {
    userId: 'user_mo',
    email: 'member@acme.test',
    name: 'Mo Member',
    organizations: [{ id: 'org_acme', slug: 'acme', name: 'Acme', role: 'org:member' }],
  },
  {
    userId: 'user_vi',
    email: 'viewer@acme.test',
    name: 'Vi Viewer',
    organizations: [{ id: 'org_acme', slug: 'acme', name: 'Acme', role: 'org:viewer' }],
  },
];

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

interface Session {
  account: FakeAccount;
  organization: FakeOrganization | null;
}

function reply(status: number, body?: unknown): FetchResponse {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

function refuse(status: number, code: string, message: string, field?: string): FetchResponse {
  return reply(status, { error: { code, message, ...(field ? { field } : {}) } });
}

export function createFakeAuthServer(options: { accounts?: FakeAccount[]; signedInAs?: { email: string; organizationSlug?: string | null } } = {}) {
  const accounts = (options.accounts ?? DEMO_ACCOUNTS).map((account) => ({ ...account, organizations: [...account.organizations] }));
  const requests: RecordedRequest[] = [];
  let session: Session | null = null;
  let online = true;

  function startSession(account: FakeAccount, organizationSlug: string | null | undefined): FetchResponse {
    const organization = organizationSlug ? account.organizations.find((candidate) => candidate.slug === organizationSlug) : null;
    if (organizationSlug && !organization) {
      return refuse(403, 'FORBIDDEN', 'You are not a member of this organization.', 'organizationSlug');
    }
    session = { account, organization: organization ?? null };
    return reply(200, { token: tokenFor(session.organization?.id ?? null) });
  }

  if (options.signedInAs) {
    const account = accounts.find((candidate) => candidate.email === options.signedInAs?.email);
    if (!account) throw new Error(`No fake account ${options.signedInAs.email}`);
    const slug = options.signedInAs.organizationSlug === undefined ? account.organizations[0]?.slug : options.signedInAs.organizationSlug;
    startSession(account, slug);
  }

  function sessionBody(current: Session) {
    return {
      sessionId: `sess_${current.account.userId}`,
      user: { id: current.account.userId, name: current.account.name, email: current.account.email, imageUrl: null },
      organization: current.organization
        ? { ...current.organization, permissions: current.organization.permissions ?? [] }
        : null,
      organizations: current.account.organizations.map(({ id, slug, name, role }) => ({ id, slug, name, role })),
      // As the real route: a token for the active organization comes with the session.
      token: tokenFor(current.organization?.id ?? null),
    };
  }

  function route(method: string, url: string, body: Record<string, unknown>): FetchResponse {
    const key = `${method} ${url}`;
    switch (key) {
      case 'GET /auth/local/accounts':
        return reply(200, {
          accounts: accounts.map(({ email, name, organizations }) => ({
            email,
            name,
            organizations: organizations.map(({ slug, name: organizationName, role }) => ({ slug, name: organizationName, role })),
          })),
        });
      case 'POST /auth/local/sign-in': {
        const account = accounts.find((candidate) => candidate.email === body.email);
        if (!account) return refuse(404, 'NOT_FOUND', 'No account uses this email address.', 'email');
        return startSession(account, body.organizationSlug as string | undefined);
      }
      case 'POST /auth/local/sign-up': {
        if (accounts.some((candidate) => candidate.email === body.email)) {
          return refuse(409, 'CONFLICT', 'An account already uses this email address.', 'email');
        }
        const account: FakeAccount = { userId: `user_${accounts.length + 1}`, email: String(body.email), name: String(body.name), organizations: [] };
        accounts.push(account);
        const started = startSession(account, null);
        return { ...started, status: 201 };
      }
      case 'GET /auth/local/session':
        return session ? reply(200, sessionBody(session)) : refuse(401, 'UNAUTHENTICATED', 'Signed out.');
      case 'POST /auth/local/token': {
        if (!session) return refuse(401, 'UNAUTHENTICATED', 'Signed out.');
        // As the real route: the organization asked for (a member's only), null for personal, else the active one.
        const wanted = body.organizationId === undefined ? (session.organization?.id ?? null) : (body.organizationId as string | null);
        if (wanted !== null && !session.account.organizations.some((organization) => organization.id === wanted)) {
          return refuse(403, 'FORBIDDEN', 'You are not a member of this organization.', 'organizationId');
        }
        return reply(200, { token: tokenFor(wanted) });
      }
      case 'POST /auth/local/switch':
        if (!session) return refuse(401, 'UNAUTHENTICATED', 'Signed out.');
        return startSession(session.account, body.organizationSlug as string | null);
      case 'POST /auth/local/organizations': {
        if (!session) return refuse(401, 'UNAUTHENTICATED', 'Signed out.');
        if (accounts.some((account) => account.organizations.some((organization) => organization.slug === body.slug))) {
          return refuse(409, 'CONFLICT', 'This slug is taken.', 'slug');
        }
        const organization = { id: `org_${String(body.slug)}`, slug: String(body.slug), name: String(body.name), role: 'org:admin' };
        session.account.organizations.push(organization);
        return { ...startSession(session.account, organization.slug), status: 201 };
      }
      case 'PATCH /auth/local/profile':
        if (!session) return refuse(401, 'UNAUTHENTICATED', 'Signed out.');
        session.account.name = String(body.name);
        return reply(200, { user: sessionBody(session).user });
      case 'GET /auth/local/organization/members':
        return reply(200, {
          members: accounts
            .filter((account) => account.organizations.some((organization) => organization.id === session?.organization?.id))
            .map((account) => ({
              userId: account.userId,
              name: account.name,
              email: account.email,
              role: account.organizations.find((organization) => organization.id === session?.organization?.id)?.role,
            })),
        });
      case 'POST /auth/local/sign-out':
        session = null;
        return reply(204);
      default:
        return refuse(404, 'NOT_FOUND', `No route ${key}`);
    }
  }

  const fetch: FetchFunction = async (url, init) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    requests.push({
      method: init.method ?? 'GET',
      url,
      body: init.body === undefined ? undefined : body,
      headers: { ...(init.headers as Record<string, string>) },
      credentials: init.credentials,
    });
    if (!online) throw new TypeError('Failed to fetch');
    return route(init.method ?? 'GET', url, body);
  };

  return {
    fetch,
    requests,
    /** Requests to one route, such as `POST /auth/local/switch`. */
    requestsTo(route: string) {
      return requests.filter((request) => `${request.method} ${request.url}` === route);
    },
    get session() {
      return session;
    },
    goOffline() {
      online = false;
    },
  };
}

export type FakeAuthServer = ReturnType<typeof createFakeAuthServer>;
