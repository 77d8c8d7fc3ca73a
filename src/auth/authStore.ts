// The current session, readable outside React: route loaders wait on it, adapters write it, and React reads
// it through `useAuth()`.
import { config } from '@/config';
import { signedOutAuth, type Auth } from './types';

type Listener = () => void;

export class AuthStore {
  private current: Auth;
  private readonly listeners = new Set<Listener>();

  constructor(initial: Auth) {
    this.current = initial;
  }

  get = (): Auth => this.current;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(next: Auth): void {
    if (next === this.current) return;
    this.current = next;
    for (const listener of [...this.listeners]) listener();
  }

  /** Resolves with the first state (the current one included) that satisfies `predicate`. */
  waitFor(predicate: (auth: Auth) => boolean, signal?: AbortSignal): Promise<Auth> {
    if (predicate(this.current)) return Promise.resolve(this.current);
    return new Promise((resolve, reject) => {
      const stop = () => {
        unsubscribe();
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        stop();
        reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      };
      const unsubscribe = this.subscribe(() => {
        if (!predicate(this.current)) return;
        stop();
        resolve(this.current);
      });
      signal?.addEventListener('abort', onAbort);
    });
  }

  /** Resolves once the adapter knows whether someone is signed in (or has given up). */
  settled(signal?: AbortSignal): Promise<Auth> {
    return this.waitFor((auth) => auth.status !== 'loading', signal);
  }
}

export const initialAuth = (): Auth => signedOutAuth(config.clerkPublishableKey ? 'clerk' : 'builtin', 'loading');

export const authStore = new AuthStore(initialAuth());
