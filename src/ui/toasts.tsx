// Toasts: how messages reach people. notistack renders them (a polite live region; errors stay until
// dismissed), loaded with the first toast so public pages never download it.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

export type ToastVariant = 'info' | 'success' | 'error';
export type ToastKey = string;

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  persist?: boolean;
  action?: ToastAction;
  /** The toast says the browser is offline: it goes once the browser is back online (`dismissOfflineToasts`). */
  whileOffline?: boolean;
}

export interface ToastRequest {
  key: ToastKey;
  variant: ToastVariant;
  message: ReactNode;
  persist: boolean;
  action?: ToastAction;
}

/** What the mounted toaster (./Toaster) does with requests. */
export interface ToastRenderer {
  show(request: ToastRequest): void;
  dismiss(key?: ToastKey): void;
}

let renderer: ToastRenderer | null = null;
let pending: ToastRequest[] = [];
const mountListeners = new Set<() => void>();
let counter = 0;
let prepared = false;
/** Toasts shown while offline about being offline, until the connection is back. */
let offlineToasts: ToastKey[] = [];

/** Called by the toaster once it is mounted: shows what was asked for while it was loading. */
export function attachToastRenderer(next: ToastRenderer | null): void {
  renderer = next;
  if (!next) return;
  const queued = pending;
  pending = [];
  queued.forEach((request) => next.show(request));
}

function show(variant: ToastVariant, message: ReactNode, options: ToastOptions = {}): ToastKey {
  counter += 1;
  const request: ToastRequest = {
    key: `toast-${counter}`,
    variant,
    message,
    persist: options.persist ?? variant === 'error',
    action: options.action,
  };
  if (options.whileOffline) offlineToasts.push(request.key);
  if (renderer) renderer.show(request);
  else {
    pending.push(request);
    mountListeners.forEach((listener) => listener());
  }
  return request.key;
}

export const toasts = {
  info: (message: ReactNode, options?: ToastOptions) => show('info', message, options),
  success: (message: ReactNode, options?: ToastOptions) => show('success', message, options),
  /** Errors persist until the person dismisses them. */
  error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
  dismiss(key?: ToastKey) {
    if (renderer) renderer.dismiss(key);
    else pending = key === undefined ? [] : pending.filter((request) => request.key !== key);
  },
};

export type Toasts = typeof toasts;

/** Dismisses the toasts that said the browser was offline (it is back online); returns how many there were. */
export function dismissOfflineToasts(): number {
  const keys = offlineToasts;
  offlineToasts = [];
  keys.forEach((key) => toasts.dismiss(key));
  return keys.length;
}

/**
 * Loads the toaster ahead of the first toast. Signed-in pages call it: their first toast may well be "connection
 * lost", when the toaster's code can no longer be downloaded.
 */
export function prepareToasts(): void {
  if (prepared) return;
  prepared = true;
  mountListeners.forEach((listener) => listener());
}

export function useToasts(): Toasts {
  return toasts;
}

const Toaster = lazy(() => import('./Toaster'));

/** Mounts the toaster once the first toast is asked for (or prepareToasts() asks ahead). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [needed, setNeeded] = useState(() => prepared || pending.length > 0);
  useEffect(() => {
    const listener = () => setNeeded(true);
    mountListeners.add(listener);
    if (prepared || pending.length > 0) listener();
    return () => {
      mountListeners.delete(listener);
    };
  }, []);
  return (
    <>
      {children}
      {needed ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
