// The landing page's entry, deliberately tiny: the page is prerendered HTML whose links work without any
// script, so React loads only when the visitor shows intent (pointer, touch, focus, a key), or when the page
// idles and there is a consent banner to show or consented analytics to start. On any other path (the
// development server serves this page everywhere) the full app starts at once.
import { configuredServices, consentStore } from '@/analytics/consent';
import '../styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

if (window.location.pathname !== '/') {
  void import('@/app/start').then(({ startApp }) => startApp(container));
} else {
  let hydrated: Promise<void> | null = null;
  const intents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
  const hydrate = () => {
    for (const type of intents) document.removeEventListener(type, hydrate, true);
    hydrated ??= import('./hydrate').then(({ hydrateLanding }) => hydrateLanding(container));
    return hydrated;
  };

  if (!container.firstElementChild) void hydrate();
  for (const type of intents) document.addEventListener(type, hydrate, { capture: true, passive: true });

  // "Cookie settings" pressed before React is there: open the panel once it is.
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-cookie-settings]')) return;
      void hydrate().then(() => consentStore.openPanel());
    },
    { capture: true },
  );

  if (configuredServices().length > 0) {
    const whenIdle = (callback: () => void) =>
      typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 3000 }) : window.setTimeout(callback, 1000);
    if (document.readyState === 'complete') whenIdle(() => void hydrate());
    else window.addEventListener('load', () => whenIdle(() => void hydrate()), { once: true });
  }
}
