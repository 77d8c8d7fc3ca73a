// Google Tag Manager: its script tag is added at run time, only after consent, with Google's consent mode set
// first to denied and then updated from the visitor's choice; page views go to the `dataLayer`.
import { clearCookies } from './storage';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const GTM_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

/** Google Analytics' and Ads' first-party cookies, which tags in the container may have set. */
const GOOGLE_COOKIES = /^(?:_ga|_gid|_gat|_gcl|_dc_gtm_)/;

/** The data layers that already carry the consent defaults (one per page, unless something replaces it). */
const withConsentDefaults = new WeakSet<unknown[]>();

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** gtag's calling convention: Google's tags read consent commands as `arguments` objects, not arrays. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- consent mode only understands the arguments object
  dataLayer().push(arguments);
}

export function startGtm(containerId: string): void {
  if (!withConsentDefaults.has(dataLayer())) {
    withConsentDefaults.add(dataLayer());
    gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
  }
  // Visitors consent to web analytics; advertising storage stays denied.
  gtag('consent', 'update', { analytics_storage: 'granted' });
  if (document.querySelector(`script[data-lanes-gtm]`)) return;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTM_SCRIPT_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.dataset.lanesGtm = '';
  // Blocked or offline: analytics is simply absent; the page must not notice.
  script.onerror = () => script.remove();
  document.head.append(script);
}

export function stopGtm(): void {
  if (window.dataLayer && withConsentDefaults.has(window.dataLayer)) gtag('consent', 'update', { analytics_storage: 'denied' });
  clearCookies((name) => GOOGLE_COOKIES.test(name));
}

export function gtmPageView(page: { path: string; url: string; title: string }): void {
  dataLayer().push({ event: 'page_view', page_path: page.path, page_location: page.url, page_title: page.title });
}
