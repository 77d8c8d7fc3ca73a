// One Relay Environment per signed-in user and workspace: a new one (with an empty store and its own
// WebSocket) whenever either changes, so no data of one workspace is ever shown in another.
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
let current: (WorkspaceEnvironment & { key: string }) | null = null;

const keyOf = ({ userId, orgId }: WorkspaceIdentity) => `${userId}:${orgId ?? 'personal'}`;

/** The environment of this user in this workspace, made on first use and replacing any other. */
export function workspaceEnvironment(identity: WorkspaceIdentity): IEnvironment {
  const key = keyOf(identity);
  if (current?.key === key) return current.environment;
  current?.dispose();
  current = { key, ...factory(identity) };
  return current.environment;
}

/** Whether this tab's environment is already that of this user in this workspace. */
export function isCurrentWorkspace(identity: WorkspaceIdentity): boolean {
  return current?.key === keyOf(identity);
}

export function disposeWorkspaceEnvironment(): void {
  current?.dispose();
  current = null;
}

/** Tests make environments of their own (relay-test-utils' mock environment). */
export function setEnvironmentFactory(next: EnvironmentFactory | null): void {
  disposeWorkspaceEnvironment();
  factory = next ?? createWorkspaceEnvironment;
}

// Signing out (or someone else signing in) closes the previous session's WebSocket and drops its data.
authStore.subscribe(() => {
  const { isSignedIn, userId } = authStore.get();
  if (current && (!isSignedIn || !current.key.startsWith(`${userId}:`))) disposeWorkspaceEnvironment();
});
