// Chooses the sign-in adapter: Clerk (loaded on demand) when a publishable key is configured, else the
// built-in sign-in. Whatever goes wrong with Clerk, the app still renders, with sign-in unavailable.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { config } from '@/config';
import { BuiltinAuthProvider } from './builtin/BuiltinAuthProvider';
import { isPlausibleClerkPublishableKey } from './clerkKey';
import styles from './AuthProvider.module.css';
import { UnavailableAuthProvider } from './UnavailableAuthProvider';

/** Client-side navigation for adapters that navigate on their own (Clerk's components). */
export type NavigateFunction = (to: string, options?: { replace?: boolean }) => void;

const ClerkAuthProvider = lazy(() => import('./clerk/ClerkAuthProvider'));

/** Catches Clerk failing to load or throwing while it starts, and falls back to "sign-in unavailable". */
class ClerkFailureBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('Lanes: Clerk could not start; sign-in is unavailable.', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Booting() {
  return (
    <div className={styles.booting} role="status">
      Loading Lanes…
    </div>
  );
}

export function AuthProvider({ navigate, children }: { navigate: NavigateFunction; children: ReactNode }) {
  const key = config.clerkPublishableKey;
  if (!key) return <BuiltinAuthProvider navigate={navigate}>{children}</BuiltinAuthProvider>;
  if (!isPlausibleClerkPublishableKey(key)) {
    console.warn('Lanes: VITE_CLERK_PUBLISHABLE_KEY is not a Clerk publishable key; sign-in is unavailable.');
    return <UnavailableAuthProvider mode="clerk">{children}</UnavailableAuthProvider>;
  }
  return (
    <ClerkFailureBoundary fallback={<UnavailableAuthProvider mode="clerk">{children}</UnavailableAuthProvider>}>
      <Suspense fallback={<Booting />}>
        <ClerkAuthProvider publishableKey={key} navigate={navigate}>
          {children}
        </ClerkAuthProvider>
      </Suspense>
    </ClerkFailureBoundary>
  );
}
