// Registers the built app's service worker (the offline shell, src/serviceWorker/sw.js), which the build names in
// app.html (scripts/serviceWorker.ts): the development server and the tests have none. The app's start loads this
// module once the page has loaded (src/app/start.tsx): no page waits for it.

/** The meta element of app.html that names the worker's script (written by the build). */
export const SERVICE_WORKER_META = 'lanes-service-worker';

export function registerServiceWorker(): void {
  const url = document.querySelector<HTMLMetaElement>(`meta[name="${SERVICE_WORKER_META}"]`)?.content;
  if (!url || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(url, { scope: '/' }).catch((error: unknown) => console.warn('Lanes: the offline shell could not be installed.', error));
}
