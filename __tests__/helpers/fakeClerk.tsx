// A stand-in for `@clerk/react` with Clerk's behaviour under an application's organization settings, for the
// Clerk adapter's tests (Clerk itself needs its servers). Use it with
//   jest.mock('@clerk/react', () => require('<path>/__tests__/helpers/fakeClerk').clerkReactModule);
// What it reproduces, as Clerk documents and does it:
// - organization slugs on or off: with slugs off an organization's `slug` is null, and a string redirect prop
//   such as '/w/:slug' is filled from it ('/w/null'), while the function form receives the organization;
// - personal accounts on or off: off, `setActive({ organization: null })` returns without changing anything,
//   and a session without an active organization is pending (its task: choose an organization);
// - pending sessions are reported as signed out (`treatPendingAsSignedOut` defaults to true) and get no token;
// - `session.getToken({ organizationId })` gives a token for that organization without changing the active one
//   ('' asks for the personal workspace).
import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { tokenFor } from './auth';

export interface FakeClerkSettings {
  /** Organization slugs (off by default for applications created since October 2025). */
  slugs: boolean;
  /** Personal accounts (off by default since August 2025); off also forces choosing an organization. */
  personalAccounts: boolean;
}

export interface FakeOrganization {
  id: string;
  name: string;
  /** The slug Clerk would give the organization when slugs are on. */
  slug: string;
  role: string;
}

type Listener = () => void;
type Navigate = (to: string) => void;

interface Snapshot {
  loaded: boolean;
  userId: string | null;
  activeOrgId: string | null;
  organizations: FakeOrganization[];
}

export class FakeClerk {
  settings: FakeClerkSettings = { slugs: true, personalAccounts: true };
  /** Makes `ClerkProvider` throw while rendering, as Clerk does with a malformed key. */
  throwOnRender = false;
  /** Clerk's `status`; `loading` with `loaded: false` is Clerk that never arrives (offline). */
  status: 'loading' | 'ready' | 'error' = 'ready';
  readonly tokenRequests: { organizationId: string | undefined }[] = [];
  readonly setActiveCalls: (string | null)[] = [];
  navigate: Navigate = () => {};
  private snapshot: Snapshot = { loaded: true, userId: null, activeOrgId: null, organizations: [] };
  private readonly listeners = new Set<Listener>();
  private created = 0;

  reset(settings: Partial<FakeClerkSettings> = {}): void {
    this.settings = { slugs: true, personalAccounts: true, ...settings };
    this.throwOnRender = false;
    this.status = 'ready';
    this.tokenRequests.length = 0;
    this.setActiveCalls.length = 0;
    this.navigate = () => {};
    this.created = 0;
    this.update({ loaded: true, userId: null, activeOrgId: null, organizations: [] });
  }

  /** Signs Ada in, a member of these organizations, with `activeOrgId` active (Clerk's last active one). */
  signIn(organizations: FakeOrganization[], activeOrgId: string | null): void {
    this.update({ loaded: true, userId: 'user_ada', activeOrgId, organizations: [...organizations] });
  }

  useRouterPush(push: Navigate): void {
    this.navigate = push;
  }

  neverLoads(): void {
    this.status = 'loading';
    this.update({ ...this.snapshot, loaded: false });
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): Snapshot => this.snapshot;

  get isPending(): boolean {
    return this.snapshot.userId !== null && this.snapshot.activeOrgId === null && !this.settings.personalAccounts;
  }

  get isSignedIn(): boolean {
    return this.snapshot.userId !== null && !this.isPending;
  }

  /** An organization as Clerk's resources show it: no slug when slugs are off. */
  organizationResource(organization: FakeOrganization) {
    return { id: organization.id, name: organization.name, slug: this.settings.slugs ? organization.slug : null };
  }

  get activeOrganization() {
    const active = this.snapshot.organizations.find(({ id }) => id === this.snapshot.activeOrgId);
    return active ? this.organizationResource(active) : null;
  }

  async setActive({ organization }: { organization?: string | null }): Promise<void> {
    if (organization === undefined) return;
    this.setActiveCalls.push(organization);
    if (organization === null) {
      // Clerk ignores a switch to the personal workspace when personal accounts are off.
      if (!this.settings.personalAccounts) return;
      this.update({ ...this.snapshot, activeOrgId: null });
      return;
    }
    const found = this.snapshot.organizations.find(({ id, slug }) => id === organization || (this.settings.slugs && slug === organization));
    if (!found) throw new Error(`Clerk: the user is not a member of the organization ${organization}.`);
    this.update({ ...this.snapshot, activeOrgId: found.id });
  }

  async signOut(): Promise<void> {
    this.update({ ...this.snapshot, userId: null, activeOrgId: null, organizations: [] });
  }

  async getToken(options?: { organizationId?: string }): Promise<string | null> {
    this.tokenRequests.push({ organizationId: options?.organizationId });
    if (!this.isSignedIn) return null;
    const wanted = options?.organizationId === undefined ? this.snapshot.activeOrgId : options.organizationId || null;
    if (wanted !== null && !this.snapshot.organizations.some(({ id }) => id === wanted)) throw new Error('Clerk: not a member.');
    return tokenFor(wanted);
  }

  /** Clerk's `CreateOrganization`: a new organization (with a slug only when slugs are on), made active. */
  async createOrganization(name: string) {
    this.created += 1;
    const organization: FakeOrganization = { id: `org_new${this.created}`, name, slug: name.toLowerCase().replace(/\W+/g, '-'), role: 'org:admin' };
    this.update({ ...this.snapshot, organizations: [...this.snapshot.organizations, organization], activeOrgId: organization.id });
    return this.organizationResource(organization);
  }

  private update(next: Snapshot) {
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}

export const fakeClerk = new FakeClerk();

function useFakeClerk(): Snapshot {
  return useSyncExternalStore(fakeClerk.subscribe, fakeClerk.getSnapshot, fakeClerk.getSnapshot);
}

/** Clerk fills ':slug' (or ':id') of a string redirect prop from the organization; a function gets the organization. */
function redirectUrl(prop: unknown, resource: Record<string, unknown>): string | null {
  if (typeof prop === 'function') return (prop as (value: Record<string, unknown>) => string)(resource);
  if (typeof prop !== 'string') return null;
  return prop.replace(/:(\w+)/g, (_match, key: string) => String(resource[key]));
}

function describeProps(props: Record<string, unknown>) {
  return Object.entries(props)
    .filter(([, value]) => typeof value === 'string')
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
}

function placeholder(name: string) {
  return function ClerkComponent(props: Record<string, unknown>) {
    return <div data-testid={`clerk-${name}`}>{`${name} ${describeProps(props)}`}</div>;
  };
}

/** Clerk's organization switcher: one button per organization, and the personal account unless hidden or off. */
function OrganizationSwitcher(props: Record<string, unknown>) {
  const snapshot = useFakeClerk();
  const select = async (organization: FakeOrganization | null) => {
    await fakeClerk.setActive({ organization: organization?.id ?? null });
    const url = organization
      ? redirectUrl(props.afterSelectOrganizationUrl, fakeClerk.organizationResource(organization))
      : redirectUrl(props.afterSelectPersonalUrl, { id: snapshot.userId });
    if (url) fakeClerk.navigate(url);
  };
  const showPersonal = fakeClerk.settings.personalAccounts && props.hidePersonal !== true;
  return (
    <div data-testid="clerk-OrganizationSwitcher">
      {snapshot.organizations.map((organization) => (
        <button key={organization.id} type="button" onClick={() => void select(organization)}>
          {`Switch to ${organization.name}`}
        </button>
      ))}
      {showPersonal ? (
        <button type="button" onClick={() => void select(null)}>
          Switch to personal account
        </button>
      ) : null}
    </div>
  );
}

/** Clerk's create-organization form, reduced to a button that creates "Initech". */
function CreateOrganization(props: Record<string, unknown>) {
  const create = async () => {
    const organization = await fakeClerk.createOrganization('Initech');
    const url = redirectUrl(props.afterCreateOrganizationUrl, organization);
    if (url) fakeClerk.navigate(url);
  };
  return (
    <div data-testid="clerk-CreateOrganization">
      {`CreateOrganization ${describeProps(props)}`}
      <button type="button" onClick={() => void create()}>
        Create organization Initech
      </button>
    </div>
  );
}

function ClerkProvider({ children, routerPush }: { children: ReactNode; routerPush?: Navigate }) {
  if (fakeClerk.throwOnRender) throw new Error('@clerk/react: The publishableKey passed to Clerk is invalid.');
  // Clerk's components navigate with the router's push, as ClerkProvider's routerPush gives it.
  useLayoutEffect(() => {
    if (routerPush) fakeClerk.useRouterPush(routerPush);
  }, [routerPush]);
  return <>{children}</>;
}

/** Clerk's `useAuth()`: a pending session reads as signed out. */
function useAuth() {
  const snapshot = useFakeClerk();
  if (!snapshot.loaded) return { isLoaded: false };
  if (!fakeClerk.isSignedIn) return { isLoaded: true, isSignedIn: false, userId: null, sessionId: null, orgId: null, orgRole: null, orgSlug: null };
  const active = fakeClerk.activeOrganization;
  const membership = snapshot.organizations.find(({ id }) => id === snapshot.activeOrgId);
  return {
    isLoaded: true,
    isSignedIn: true,
    userId: snapshot.userId,
    sessionId: 'sess_ada',
    orgId: active?.id ?? null,
    orgRole: membership?.role ?? null,
    orgSlug: active?.slug ?? null,
  };
}

function useUser() {
  const snapshot = useFakeClerk();
  if (!snapshot.loaded) return { isLoaded: false, user: undefined };
  if (!fakeClerk.isSignedIn) return { isLoaded: true, user: null };
  return {
    isLoaded: true,
    user: {
      id: snapshot.userId,
      fullName: 'Ada Lovelace',
      username: null,
      primaryEmailAddress: { emailAddress: 'ada@acme.test' },
      hasImage: false,
      imageUrl: '',
      organizationMemberships: snapshot.organizations.map((organization) => ({
        organization: fakeClerk.organizationResource(organization),
        role: organization.role,
        permissions: [],
      })),
    },
  };
}

/** Clerk's loaded Clerk object, as the adapter calls it (one object, as Clerk's is). */
const loadedClerk = {
  get status() {
    return fakeClerk.status;
  },
  get session() {
    return fakeClerk.isSignedIn ? { getToken: (options?: { organizationId?: string }) => fakeClerk.getToken(options) } : null;
  },
  get organization() {
    return fakeClerk.isSignedIn ? fakeClerk.activeOrganization : null;
  },
  setActive: (params: { organization?: string | null }) => fakeClerk.setActive(params),
  signOut: () => fakeClerk.signOut(),
};

function useClerk() {
  useFakeClerk();
  return loadedClerk;
}

/** The module `jest.mock('@clerk/react', …)` answers with. */
export const clerkReactModule = {
  ClerkProvider,
  SignIn: placeholder('SignIn'),
  SignUp: placeholder('SignUp'),
  UserProfile: placeholder('UserProfile'),
  UserButton: placeholder('UserButton'),
  OrganizationProfile: placeholder('OrganizationProfile'),
  CreateOrganization,
  OrganizationSwitcher,
  useAuth,
  useUser,
  useClerk,
};
