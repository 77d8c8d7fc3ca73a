// Starts the full app in a container: the router (at `path`, when given, as a new history entry), sign-in,
// toasts and analytics. Used by the app's own entry and by the landing page when the visitor moves on.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { analytics } from '@/analytics/analytics';
import { App } from './App';
import { routes } from './routes';

export function startApp(container: HTMLElement, path?: string): void {
  if (path && path !== window.location.pathname) window.history.pushState(null, '', path);
  analytics.start();
  const router = createBrowserRouter(routes);
  const navigate = (to: string, options?: { replace?: boolean }) => void router.navigate(to, options);
  createRoot(container).render(<App router={router} navigate={navigate} />);
}
