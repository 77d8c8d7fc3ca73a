// The client of the server's built-in sign-in (/auth/local/*): a cookie session, short-lived session tokens
// cached until shortly before they expire, and the session's user and organizations.
import { tokenExpiresAt } from '@/lib/jwt';

export interface DemoAccount {
  email: string;
  name: string;
  organizations: { slug: string; name: string; role: string }[];
}

export interface BuiltinSession {
  sessionId: string;
  user: { id: string; name: string; email: string | null; imageUrl: string | null };
  organization: { id: string; slug: string; name: string; role: string; permissions: string[] } | null;
  organizations: { id: string; slug: string; name: string; role: string }[];
}

export interface OrganizationMember {
  userId: string;
  name: string;
  email: string | null;
  role: string;
}

export interface BuiltinAuthState {
  status: 'loading' | 'ready' | 'unavailable';
  session: BuiltinSession | null;
}

/** A refusal from the built-in sign-in, with the field it concerns when there is one. */
export class BuiltinAuthError extends Error {
  readonly code: string;
  readonly field: string | null;
  readonly status: number;

  constructor(code: string, message: string, status: number, field: string | null = null) {
    super(message);
    this.name = 'BuiltinAuthError';
    this.code = code;
    this.status = status;
    this.field = field;
  }
}

/** The subset of `fetch`'s response the client reads (so tests can answer with plain objects). */
export interface FetchResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}
export type FetchFunction = (url: string, init: RequestInit) => Promise<FetchResponse>;

/** Refresh a cached token when less than this much of its life is left. */
const TOKEN_REFRESH_MARGIN_MS = 15_000;

interface CachedToken {
  value: string;
  expiresAt: number;
}

export class BuiltinAuthClient {
  private state: BuiltinAuthState = { status: 'loading', session: null };
  private readonly listeners = new Set<() => void>();
  private token: CachedToken | null = null;
  private pendingToken: Promise<string | null> | null = null;
  /** Bumped whenever the session changes hands, so a token fetched for the previous one is never cached. */
  private generation = 0;
  private started: Promise<void> | null = null;
  private readonly fetchImpl: FetchFunction;
  private readonly now: () => number;

  constructor(options: { fetch?: FetchFunction; now?: () => number } = {}) {
    this.fetchImpl = options.fetch ?? ((url, init) => fetch(url, init));
    this.now = options.now ?? Date.now;
  }

  getState = (): BuiltinAuthState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Loads the current session once; later calls return the same promise. */
  start(): Promise<void> {
    this.started ??= this.refresh().catch(() => this.setState({ status: 'unavailable', session: null }));
    return this.started;
  }

  /** Re-reads the session from the server (after sign-in, a switch, a profile change). */
  async refresh(): Promise<void> {
    try {
      const session = await this.request<BuiltinSession | { session: null } | null>('GET', '/auth/local/session');
      // Signed out is a 401, or (equally understood) a 200 without a user.
      if (!session || !('user' in session)) {
        this.forgetSession();
        this.setState({ status: 'ready', session: null });
        return;
      }
      this.setState({ status: 'ready', session });
    } catch (error) {
      if (error instanceof BuiltinAuthError && error.status === 401) {
        this.forgetSession();
        this.setState({ status: 'ready', session: null });
        return;
      }
      throw error;
    }
  }

  async listDemoAccounts(): Promise<DemoAccount[]> {
    const { accounts } = await this.request<{ accounts: DemoAccount[] }>('GET', '/auth/local/accounts');
    return accounts;
  }

  async signIn(email: string, organizationSlug?: string | null): Promise<void> {
    const body = organizationSlug ? { email, organizationSlug } : { email };
    await this.acceptToken(this.request<{ token: string }>('POST', '/auth/local/sign-in', body));
  }

  async signUp(name: string, email: string): Promise<void> {
    await this.acceptToken(this.request<{ token: string }>('POST', '/auth/local/sign-up', { name, email }));
  }

  async createOrganization(name: string, slug: string): Promise<void> {
    await this.acceptToken(this.request<{ token: string }>('POST', '/auth/local/organizations', { name, slug }));
  }

  /** Makes an organization (or, with null, the personal workspace) the session's active workspace. */
  async switchOrganization(organizationSlug: string | null): Promise<void> {
    await this.acceptToken(this.request<{ token: string }>('POST', '/auth/local/switch', { organizationSlug }));
  }

  async updateProfile(name: string): Promise<void> {
    await this.request('PATCH', '/auth/local/profile', { name });
    await this.refresh();
  }

  async listMembers(): Promise<OrganizationMember[]> {
    const { members } = await this.request<{ members: OrganizationMember[] }>('GET', '/auth/local/organization/members');
    return members;
  }

  async signOut(): Promise<void> {
    try {
      await this.request('POST', '/auth/local/sign-out', {});
    } finally {
      this.forgetSession();
      this.setState({ status: 'ready', session: null });
    }
  }

  /** A session token valid for at least a few more seconds, or null when nobody is signed in. */
  getToken = (): Promise<string | null> => {
    if (!this.state.session) return Promise.resolve(null);
    if (this.token && this.token.expiresAt - this.now() > TOKEN_REFRESH_MARGIN_MS) {
      return Promise.resolve(this.token.value);
    }
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  };

  private async fetchToken(): Promise<string | null> {
    const generation = this.generation;
    try {
      const { token } = await this.request<{ token: string }>('POST', '/auth/local/token', {});
      if (generation === this.generation) this.cacheToken(token);
      return token;
    } catch (error) {
      if (error instanceof BuiltinAuthError && error.status === 401) {
        this.forgetSession();
        this.setState({ status: 'ready', session: null });
        return null;
      }
      throw error;
    }
  }

  private async acceptToken(response: Promise<{ token: string }>): Promise<void> {
    const { token } = await response;
    this.generation += 1;
    this.cacheToken(token);
    await this.refresh();
  }

  private cacheToken(value: string) {
    this.token = { value, expiresAt: tokenExpiresAt(value) };
  }

  private forgetSession() {
    this.generation += 1;
    this.token = null;
  }

  private setState(next: BuiltinAuthState) {
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json' } };
    if (body !== undefined) {
      init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    let response: FetchResponse;
    try {
      response = await this.fetchImpl(path, init);
    } catch {
      throw new BuiltinAuthError('NETWORK', 'The sign-in service could not be reached. Check your connection.', 0);
    }
    if (response.status === 204) return undefined as T;
    const payload = (await response.json().catch(() => null)) as
      | { error?: { code?: string; message?: string; field?: string } }
      | null;
    if (!response.ok) {
      const error = payload?.error;
      throw new BuiltinAuthError(
        error?.code ?? 'INTERNAL',
        error?.message ?? `The sign-in service answered with status ${response.status}.`,
        response.status,
        error?.field ?? null,
      );
    }
    return payload as T;
  }
}
