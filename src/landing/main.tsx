// The landing page's entry: React hydrates the prerendered page (no router, no sign-in, no data layer), so the
// page is interactive with little JavaScript. The full app loads when the visitor heads into it (its code is
// fetched as soon as they point at or focus a link) and takes over the page. On any other path (the
// development server serves this page everywhere) the app starts at once.
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { analytics } from '@/analytics/analytics';
import { LandingShell } from './LandingShell';
import '../styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const loadApp = () => import('@/app/start');

let landing: Root | null = null;
let opening = false;

function openApp(path?: string) {
  if (opening) return;
  opening = true;
  loadApp().then(
    ({ startApp }) => {
      landing?.unmount();
      startApp(container!, path);
    },
    () => {
      // The app's code could not load (offline, a new release): let the browser load the page itself.
      opening = false;
      if (path) window.location.assign(path);
    },
  );
}

if (window.location.pathname !== '/') {
  openApp();
} else {
  const page = <LandingShell openApp={openApp} />;
  landing = container.firstElementChild ? hydrateRoot(container, page) : createRoot(container);
  if (!container.firstElementChild) landing.render(page);
  analytics.start();
  analytics.pageView();

  // Fetch the app's code on the first sign of intent, so that following a link feels instant.
  const warm = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href^="/"]')) return;
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.removeEventListener(type, warm);
    void loadApp().catch(() => {});
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.addEventListener(type, warm, { passive: true });
}
