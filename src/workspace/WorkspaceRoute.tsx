// The layout of every workspace page: the workspace's Relay environment, connection toasts, and catching up
// after the live connection comes back.
import { useEffect, useRef } from 'react';
import { Outlet, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { RelayEnvironmentProvider } from 'react-relay';
import { onConnectionChange, onReloadRequest } from '@/relay';
import { prepareToasts, useToasts, type ToastKey } from '@/ui/toasts';
import { requireWorkspace, type WorkspaceSession } from './requireWorkspace';
import { WorkspaceErrorPage } from './WorkspaceErrorPage';

export async function loader(args: LoaderFunctionArgs): Promise<Pick<WorkspaceSession, 'environment'>> {
  const { environment } = await requireWorkspace(args);
  return { environment };
}

/** Toasts when the live connection drops and returns; on return the page's data is fetched again. */
function useLiveConnectionStatus() {
  const toasts = useToasts();
  const { revalidate } = useRevalidator();
  const lostToast = useRef<ToastKey | null>(null);

  useEffect(prepareToasts, []);

  useEffect(
    () =>
      onConnectionChange((event) => {
        if (event === 'lost') {
          lostToast.current = toasts.info('Connection lost. Reconnecting…', { persist: true });
          return;
        }
        if (lostToast.current !== null) toasts.dismiss(lostToast.current);
        lostToast.current = null;
        toasts.success('Connection restored.');
        void revalidate();
      }),
    [toasts, revalidate],
  );
  // A live stream too far behind to catch up (RELOAD_REQUIRED) asks for the page's data again.
  useEffect(() => onReloadRequest(() => void revalidate()), [revalidate]);
}

export function Component() {
  const { environment } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  useLiveConnectionStatus();
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}

export const ErrorBoundary = WorkspaceErrorPage;
