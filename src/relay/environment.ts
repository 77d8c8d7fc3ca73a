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
    getToken: () => authStore.get().getToken(),
  });
  const environment = new Environment({ network, store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }) });
  return { environment, dispose };
};

let factory: EnvironmentFactory = createWorkspaceEnvironment;
let current: (WorkspaceEnvironment & { key: string; stopFollowingSession: () => void }) | null = null;

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
  current = { key, ...factory(identity), stopFollowingSession: followSession(identity) };
  return current.environment;
}

export function disposeWorkspaceEnvironment(): void {
  const disposed = current;
  current = null;
  disposed?.stopFollowingSession();
  disposed?.dispose();
}

/** Tests make environments of their own (relay-test-utils' mock environment). */
export function setEnvironmentFactory(next: EnvironmentFactory | null): void {
  disposeWorkspaceEnvironment();
  factory = next ?? createWorkspaceEnvironment;
}
