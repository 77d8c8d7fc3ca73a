// The client of the server's built-in sign-in (/auth/local/*): a cookie session, short-lived session tokens
// (one per organization asked for) cached until shortly before they expire, the session's user and
// organizations, and other tabs told whenever this one changes the session, as Clerk's tabs are.
import { tokenExpiresAt, tokenOrganizationId } from '@/lib/jwt';

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

/** How the session changed under a tab, by an action in another tab. */
export type SessionChange = { kind: 'signed-out' } | { kind: 'user-changed'; name: string };

export interface BuiltinAuthState {
  status: 'loading' | 'ready' | 'unavailable';
  session: BuiltinSession | null;
  /** Set when another tab signed out or signed in as someone else; cleared by `acknowledgeChange()`. */
  changedElsewhere?: SessionChange | null;
}

/** What tabs of one browser use to tell each other the session changed (a BroadcastChannel in browsers). */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

const CHANNEL_NAME = 'lanes-auth';
const SESSION_CHANGED = 'session-changed';

function browserChannel(): TabChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
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

/** What `/auth/local/session` answers for a session: the session and a token for its active organization. */
type SessionAnswer = BuiltinSession & { token?: unknown };

/** Refresh a cached token when less than this much of its life is left. */
const TOKEN_REFRESH_MARGIN_MS = 15_000;

interface CachedToken {
  value: string;
  expiresAt: number;
}

export class BuiltinAuthClient {
  private state: BuiltinAuthState = { status: 'loading', session: null };
  private readonly listeners = new Set<() => void>();
  /** Tokens by organization: an id, `personal`, or `active` for the session's active organization. */
  private tokens = new Map<string, CachedToken>();
  private pendingTokens = new Map<string, Promise<string | null>>();
  /** Bumped whenever the session changes hands, so a token fetched for the previous one is never cached. */
  private generation = 0;
  private started: Promise<void> | null = null;
  private readonly fetchImpl: FetchFunction;
  private readonly now: () => number;
  private readonly channel: TabChannel | null;
  /** The session request the page started before the app's scripts arrived, if any: the first read uses it. */
  private bootSession: (() => Promise<FetchResponse> | null) | null;

  constructor(
    options: {
      fetch?: FetchFunction;
      now?: () => number;
      channel?: TabChannel | null;
      /** Gives the answer of a session request already under way (app.html's boot script), once. */
      bootSession?: () => Promise<FetchResponse> | null;
    } = {},
  ) {
    this.fetchImpl = options.fetch ?? ((url, init) => fetch(url, init));
    this.bootSession = options.bootSession ?? null;
    this.now = options.now ?? Date.now;
    this.channel = options.channel === undefined ? browserChannel() : options.channel;
    this.channel?.addEventListener('message', this.onTabMessage);
  }

  /** Another tab changed the session: read it again, and say so when the person is no longer the same. */
  private onTabMessage = (event: { data: unknown }) => {
    if ((event.data as { type?: unknown } | null)?.type !== SESSION_CHANGED) return;
    const before = this.state.session?.user.id ?? null;
    this.forgetSession();
    void this.refresh()
      .then(() => {
        const after = this.state.session;
        if (before === null || after?.user.id === before) return;
        const changedElsewhere: SessionChange = after ? { kind: 'user-changed', name: after.user.name } : { kind: 'signed-out' };
        this.setState({ ...this.state, changedElsewhere });
      })
      .catch(() => {});
  };

  /** Stops listening to the other tabs (a client the app no longer uses). */
  dispose(): void {
    this.channel?.removeEventListener('message', this.onTabMessage);
  }

  /** The person saw that the session changed in another tab (and followed it). */
  acknowledgeChange(): void {
    if (this.state.changedElsewhere) this.setState({ ...this.state, changedElsewhere: null });
  }

  /** Tells the other tabs of this browser that the session changed. */
  private announce() {
    this.channel?.postMessage({ type: SESSION_CHANGED });
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
    const generation = this.generation;
    try {
      const answer = await this.readSession();
      // Signed out is a 401, or (equally understood) a 200 without a user.
      if (!answer || !('user' in answer)) {
        this.forgetSession();
        this.setState({ status: 'ready', session: null });
        return;
      }
      const { token, ...session } = answer;
      // The active organization's token comes with the session: the page's first query is sent without asking again.
      if (typeof token === 'string' && generation === this.generation) this.cacheToken('active', token);
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

  /** The session, from the request the page started early when there is one (only for the first read). */
  private readSession(): Promise<SessionAnswer | { session: null } | null> {
    const early = this.bootSession?.() ?? null;
    this.bootSession = null;
    if (early) return this.answerOf<SessionAnswer | { session: null } | null>(early);
    return this.request('GET', '/auth/local/session');
  }

  async listDemoAccounts(): Promise<DemoAccount[]> {
    const { accounts } = await this.request<{ accounts: DemoAccount[] }>('GET', '/auth/local/accounts');
    return accounts;
  }

  async signIn(email: string, organizationSlug?: string | null): Promise<void> {
    const body = organizationSlug ? { email, organizationSlug } : { email };
    await this.acceptToken(this.request<{ token: string }>('POST', '/auth/local/sign-in', body));
    this.announce();
  }

  async signUp(name: string, email: string): Promise<void> {
    await this.acceptToken(this.request<{ token: string }>('POST', '/auth/local/sign-up', { name, email }));
    this.announce();
  }

  async createOrganization(name: string, slug: string): Promise<void> {
    await this.acceptToken(this.request<{ token: string }>('POST', '/auth/local/organizations', { name, slug }));
    this.announce();
  }

  /** Makes an organization (or, with null, the personal workspace) the session's active workspace. */
  async switchOrganization(organizationSlug: string | null): Promise<void> {
    await this.acceptToken(this.request<{ token: string }>('POST', '/auth/local/switch', { organizationSlug }));
    this.announce();
  }

  async updateProfile(name: string): Promise<void> {
    await this.request('PATCH', '/auth/local/profile', { name });
    await this.refresh();
    this.announce();
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
      this.announce();
    }
  }

  /**
   * A session token valid for at least a few more seconds, or null when nobody is signed in: for the
   * organization asked for (null: the personal workspace), else for the session's active organization.
   */
  getToken = (options: { organizationId?: string | null } = {}): Promise<string | null> => {
    if (!this.state.session) return Promise.resolve(null);
    const { organizationId } = options;
    const key = organizationId === undefined ? 'active' : (organizationId ?? 'personal');
    const cached = this.tokens.get(key);
    if (cached && cached.expiresAt - this.now() > TOKEN_REFRESH_MARGIN_MS) return Promise.resolve(cached.value);
    let pending = this.pendingTokens.get(key);
    if (!pending) {
      pending = this.fetchToken(key, organizationId).finally(() => this.pendingTokens.delete(key));
      this.pendingTokens.set(key, pending);
    }
    return pending;
  };

  private async fetchToken(key: string, organizationId: string | null | undefined): Promise<string | null> {
    const generation = this.generation;
    try {
      const body = organizationId === undefined ? {} : { organizationId };
      const { token } = await this.request<{ token: string }>('POST', '/auth/local/token', body);
      if (generation === this.generation) this.cacheToken(key, token);
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
    this.forgetSession();
    this.cacheToken('active', token);
    await this.refresh();
  }

  /** Keeps a token under its key, and under its organization's (asked for by id), which it speaks for as well. */
  private cacheToken(key: string, value: string) {
    const cached = { value, expiresAt: tokenExpiresAt(value) };
    this.tokens.set(key, cached);
    const organizationId = tokenOrganizationId(value);
    if (organizationId !== undefined) this.tokens.set(organizationId ?? 'personal', cached);
  }

  private forgetSession() {
    this.generation += 1;
    this.tokens.clear();
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
    let pending: Promise<FetchResponse>;
    try {
      pending = this.fetchImpl(path, init);
    } catch (error) {
      pending = Promise.reject(error);
    }
    return this.answerOf<T>(pending);
  }

  /** A request's answer: its JSON, or the refusal it says (a network failure as one). */
  private async answerOf<T>(pending: Promise<FetchResponse>): Promise<T> {
    let response: FetchResponse;
    try {
      response = await pending;
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
