// Lanes' service worker: the app's shell offline. The build (scripts/serviceWorker.ts) writes it to /sw.js with
// SHELL filled in: this build's version and the files app.html needs (its hashed scripts, styles and route chunks,
// and the offline page's chunks). It keeps exactly those, the same for everyone: nothing of a person's data is ever
// cached.
// - A page of the app is asked of the network first (the server's app.html, with its current settings and policy);
//   when the network fails, the cached app.html answers, and the app says it is offline (src/app/start.tsx,
//   src/app/OfflineStart.tsx).
// - /assets/* (hashed, never changing) come from the cache when there, else from the network (and are kept).
// - Everything the server answers itself (the API, the sign-in, files, metrics, webhooks, health) goes to the
//   network untouched, as does any other request.
// A new build is a new worker: it caches its own shell on install and drops the previous builds' on activate.
/* global self, caches, fetch, Request, URL */

const SHELL = /* lanes:shell */ { version: 'development', precache: ['/app.html'] };

const CACHE_PREFIX = 'lanes-shell-';
const CACHE = CACHE_PREFIX + SHELL.version;
const APP_SHELL = '/app.html';

/** Paths the server answers itself (server/app.ts), never from a cache: the API, sign-in, files, health, metrics, webhooks. */
const SERVER_PATHS = /^\/(?:graphql|auth|attachments|uploads|healthz|readyz|metrics|webhooks)(?:\/|$)/;

/** Pages that are not the app's shell: the landing page (index.html, prerendered) is kept out of the cache's app.html. */
const NOT_THE_SHELL = /^\/(?:index\.html)?$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // `reload`: straight from the server, not from the browser's HTTP cache (a previous build's app.html).
      .then((cache) => cache.addAll(SHELL.precache.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      // The page that registered the worker is served by it from now on: a reload right after the first visit works offline.
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || SERVER_PATHS.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, url));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});

/** A page: the network's answer (app.html keeps the cached copy current), else the cached shell. */
async function networkFirst(request, url) {
  try {
    const response = await fetch(request);
    if (response.ok && !NOT_THE_SHELL.test(url.pathname) && /^text\/html/.test(response.headers.get('Content-Type') ?? '')) {
      const copy = response.clone();
      caches
        .open(CACHE)
        .then((cache) => cache.put(APP_SHELL, copy))
        .catch(() => {});
    }
    return response;
  } catch (error) {
    const shell = await caches.match(APP_SHELL, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** A hashed asset: the cached copy, else the network's (kept when it is a success). */
async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: CACHE, ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches
      .open(CACHE)
      .then((cache) => cache.put(request, copy))
      .catch(() => {});
  }
  return response;
}
