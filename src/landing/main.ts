// The landing page's entry, deliberately tiny: the page is prerendered HTML whose links work without any
// script, so React loads only when the visitor shows intent (pointer, touch, focus, a key), or when the page
// idles and there is a consent banner to show or consented analytics to start. On any other path (the
// development server serves this page everywhere) the full app starts at once.
import { configuredServices, consentStore } from '@/analytics/consent';
import '../styles.css';
import type * as Landing from './hydrate';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

if (window.location.pathname !== '/') {
  void import('@/app/start').then(({ startApp }) => startApp(container));
} else {
  let hydrated: Promise<typeof Landing> | null = null;
  let interactive = false;
  const intents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
  const hydrate = () => {
    for (const type of intents) document.removeEventListener(type, hydrateOnIntent, true);
    hydrated ??= import('./hydrate').then((landing) => {
      landing.hydrateLanding(container);
      interactive = true;
      return landing;
    });
    return hydrated;
  };
  const hydrateOnIntent = () => void hydrate();

  if (!container.firstElementChild) void hydrate();
  for (const type of intents) document.addEventListener(type, hydrateOnIntent, { capture: true, passive: true });

  // A click that comes before React is there (a quick click on a slow network): "Cookie settings" opens its
  // panel once React is, and a plain click on one of the app's links hands over in place as it would later.
  // Should the code not load, the browser follows the link itself.
  document.addEventListener(
    'click',
    (event) => {
      if (interactive || !(event.target instanceof Element)) return;
      if (event.target.closest('[data-cookie-settings]')) {
        void hydrate().then(() => consentStore.openPanel());
        return;
      }
      const link = event.target.closest('a');
      const path = link?.getAttribute('href');
      const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (!link || !path?.startsWith('/') || path.startsWith('//') || !plain || event.defaultPrevented) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      event.preventDefault();
      hydrate().then(
        (landing) => landing.openApp(container, path),
        () => window.location.assign(path),
      );
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
