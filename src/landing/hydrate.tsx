// Makes the prerendered landing page interactive: React hydrates it (no router, no sign-in, no data layer),
// analytics follows the visitor's consent, and following a link loads the full app, which takes over the page
// (its code is fetched as soon as the visitor points at or focuses a link).
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { analytics } from '@/analytics/analytics';
import { LandingShell } from './LandingShell';

const loadApp = () => import('@/app/start');

let landing: Root | null = null;
let opening = false;

/** Opens the full app in `container`, at `path` when given (as a new history entry). */
export function openApp(container: HTMLElement, path?: string): void {
  if (opening) return;
  opening = true;
  loadApp().then(
    ({ startApp }) => {
      landing?.unmount();
      landing = null;
      startApp(container, path);
    },
    () => {
      // The app's code could not load (offline, a new release): let the browser load the page itself.
      opening = false;
      if (path) window.location.assign(path);
    },
  );
}

export function hydrateLanding(container: HTMLElement): void {
  const page = <LandingShell openApp={(path) => openApp(container, path)} />;
  if (container.firstElementChild) landing = hydrateRoot(container, page);
  else {
    // The development server does not prerender.
    landing = createRoot(container);
    landing.render(page);
  }
  analytics.start();
  analytics.pageView();

  const warm = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href^="/"]')) return;
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.removeEventListener(type, warm);
    void loadApp().catch(() => {});
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.addEventListener(type, warm, { passive: true });
}
