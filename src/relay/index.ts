// The Relay layer: environments per workspace, route query loading, typed API errors, connection status.
export {
  workspaceEnvironment,
  isCurrentWorkspace,
  currentWorkspaceToken,
  disposeWorkspaceEnvironment,
  setEnvironmentFactory,
  registerOutbox,
  outboxOf,
  WAITING_RECORD_PREFIX,
  type EnvironmentFactory,
} from './environment';
export { loadRouteQuery } from './routeQuery';
export { ApiError, toApiError, describeError, toastMutationError, type ApiErrorCode } from './errors';
export { onConnectionChange, announceConnection, onReloadRequest, requestReload, type ConnectionEvent } from './connectionStatus';
