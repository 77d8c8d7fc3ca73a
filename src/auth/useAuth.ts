// The session as React sees it: re-renders when the signed-in user, workspace or status changes.
import { useSyncExternalStore } from 'react';
import { authStore } from './authStore';
import type { Auth } from './types';

export function useAuth(): Auth {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}
