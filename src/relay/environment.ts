// One Relay Environment per signed-in user and workspace: a new one (with an empty store and its own
// WebSocket) whenever either changes, so no data of one workspace is ever shown in another. Importing this
// module does nothing: the environment follows the session from when it is made until it is disposed.
import { Environment, RecordSource, Store, type IEnvironment } from 'relay-runtime';
import { authStore } from '@/auth';
import { config } from '@/config';
import { createWorkspaceNetwork } from './network';

export interface WorkspaceIdentity {
  userId: string;
  orgId: string | null;
}

export interface WorkspaceEnvironment {
  environment: IEnvironment;
  dispose(): void;
}

export type EnvironmentFactory = (identity: WorkspaceIdentity) => WorkspaceEnvironment;

export const createWorkspaceEnvironment: EnvironmentFactory = ({ orgId }) => {
  const { network, dispose } = createWorkspaceNetwork({
    graphqlUrl: config.graphqlUrl,
    graphqlWsUrl: config.graphqlWsUrl,
    orgId,
    // Tokens for this workspace's organization, whatever the session's active one is (another tab may have switched it).
    getToken: () => authStore.get().getToken({ organizationId: orgId }),
  });
  const environment = new Environment({ network, store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }) });
  return { environment, dispose };
};

let factory: EnvironmentFactory = createWorkspaceEnvironment;
let current: (WorkspaceEnvironment & { key: string; identity: WorkspaceIdentity; stopFollowingSession: () => void }) | null = null;

const keyOf = ({ userId, orgId }: WorkspaceIdentity) => `${userId}:${orgId ?? 'personal'}`;

/** Signing out (or someone else signing in) closes the environment's WebSocket and drops its data. */
function followSession(identity: WorkspaceIdentity): () => void {
  return authStore.subscribe(() => {
    const { isSignedIn, userId } = authStore.get();
    if (!isSignedIn || userId !== identity.userId) disposeWorkspaceEnvironment();
  });
}

/** The environment of this user in this workspace, made on first use and replacing any other. */
export function workspaceEnvironment(identity: WorkspaceIdentity): IEnvironment {
  const key = keyOf(identity);
  if (current?.key === key) return current.environment;
  disposeWorkspaceEnvironment();
  current = { key, identity, ...factory(identity), stopFollowingSession: followSession(identity) };
  return current.environment;
}

/**
 * A token for the current environment's workspace, for the requests that are not GraphQL (uploading a file); null
 * without an environment or session.
 */
export async function currentWorkspaceToken(): Promise<string | null> {
  return current ? authStore.get().getToken({ organizationId: current.identity.orgId }) : null;
}

/** Whether this tab's environment is already that of this user in this workspace. */
export function isCurrentWorkspace(identity: WorkspaceIdentity): boolean {
  return current?.key === keyOf(identity);
}

export function disposeWorkspaceEnvironment(): void {
  const disposed = current;
  current = null;
  disposed?.stopFollowingSession();
  disposed?.dispose();
}

const outboxes = new WeakMap<IEnvironment, unknown>();

/**
 * The slot where a workspace's outbox of changes made offline (src/features/offline, loaded after the first paint)
 * makes itself known to the pages that hand it changes; until one is registered, changes go to the server as usual.
 */
export function registerOutbox<Outbox>(environment: IEnvironment, outbox: Outbox): void {
  outboxes.set(environment, outbox);
}

export function outboxOf<Outbox>(environment: IEnvironment): Outbox | undefined {
  return outboxes.get(environment) as Outbox | undefined;
}

/** How the store names a record that waits in an outbox (a comment not posted yet): pages show it as waiting. */
export const WAITING_RECORD_PREFIX = 'client:waiting:';

/** Tests make environments of their own (relay-test-utils' mock environment). */
export function setEnvironmentFactory(next: EnvironmentFactory | null): void {
  disposeWorkspaceEnvironment();
  factory = next ?? createWorkspaceEnvironment;
}
