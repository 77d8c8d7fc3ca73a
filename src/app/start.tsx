// Starts the full app in a container: the router (at `path`, when given, as a new history entry), sign-in,
// toasts and analytics. Used by the app's own entry and by the landing page when the visitor moves on.
// With no connection (a reload offline, the shell from the service worker's cache) it says so instead, and starts
// once the connection is back: nothing the app would ask the network for first (the session, the route's code and
// data) can arrive before. The browser may still say it is online then (a reload just after the connection went,
// before the browser noticed; a server that is down): the session request the page started fails for want of a
// network, and the app, already started, gives way to the same page.
import { lazy, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { analytics } from '@/analytics/analytics';
import { forgetBuiltinAuthClient } from '@/auth/builtin/BuiltinAuthProvider';
import { peekBootSession, takeBootSession } from '@/auth/builtin/bootSession';
import { App } from './App';
import { routes } from './routes';

/** Loaded only when the app starts offline; the service worker keeps its chunk with the shell. */
const OfflineStart = lazy(() => import('./OfflineStart'));

export function startApp(container: HTMLElement, path?: string): void {
  if (path && path !== window.location.pathname) window.history.pushState(null, '', path);
  // Once the page has loaded: the worker's code, and its first download of the shell, never delay the page's own.
  if (document.readyState === 'complete') registerOfflineShell();
  else window.addEventListener('load', registerOfflineShell, { once: true });
  if (!navigator.onLine) {
    startOffline(container);
    return;
  }
  const root = startOnline(container);
  // fetch fails (rather than answering an error) only when the request never reached a server.
  peekBootSession()?.catch(() => {
    root.unmount();
    forgetBuiltinAuthClient();
    startOffline(container);
  });
}

function registerOfflineShell(): void {
  import('./serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => {});
}

function startOnline(container: HTMLElement): Root {
  analytics.start();
  const router = createBrowserRouter(routes);
  const navigate = (to: string, options?: { replace?: boolean }) => void router.navigate(to, options);
  const root = createRoot(container);
  root.render(<App router={router} navigate={navigate} />);
  return root;
}

function startOffline(container: HTMLElement): void {
  // The session app.html asked for as it arrived failed with the network: once online, the app asks again.
  void takeBootSession();
  const root = createRoot(container);
  let started = false;
  // The `online` event and a retry that reached the server may both say so: the app starts once.
  const online = () => {
    if (started) return;
    started = true;
    root.unmount();
    startOnline(container);
  };
  root.render(
    <Suspense fallback={null}>
      <OfflineStart onOnline={online} />
    </Suspense>,
  );
}
