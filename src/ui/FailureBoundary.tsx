// For what opens on demand over a page (a dialog, a side panel) and may fail to load (offline, a new deployment):
// once its children throw, it shows nothing and hands the error to `onFailure`, which says why and closes it,
// instead of the error reaching the page's error boundary and replacing the whole page.
import { Component, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

export class FailureBoundary extends Component<{ onFailure: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onFailure(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A lazily loaded component whose failed load is tried again: React keeps a lazy component's failure for good, so
 * `retry()` (called on failure) makes a new one, read through `current`.
 */
export function retryableLazy<P>(load: () => Promise<{ default: ComponentType<P> }>): {
  current: LazyExoticComponent<ComponentType<P>>;
  retry: () => void;
} {
  const holder = {
    current: lazy(load),
    retry() {
      holder.current = lazy(load);
    },
  };
  return holder;
}
