// The consent state as React sees it (nothing chosen and no panel while the prerendered page hydrates).
import { useSyncExternalStore } from 'react';
import { consentStore, ConsentStore, type ConsentState } from './consent';

const serverState = () => ConsentStore.serverState;

export function useConsent(): ConsentState {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, serverState);
}
