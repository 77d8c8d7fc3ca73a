// Vite for the browser app: React, the Relay transform (graphql`` tags to generated artifacts), `@/` for
// `src/`, one <head> for both pages (head.html), the landing page prerendered into index.html, the offline shell's
// service worker (built only), and a dev server that proxies the API (HTTP and WebSocket) and the built-in sign-in to the server.
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { bootPreload } from './scripts/bootPreload';
import { bootShell } from './scripts/bootShell.mjs';
import { prerenderLanding } from './scripts/prerenderLanding.mjs';
import { routeBudgets } from './scripts/routeBudgets';
import { serviceWorker } from './scripts/serviceWorker';
import { sharedHead } from './scripts/sharedHead';

/**
 * The modules of the app's frame; lazily loaded screens, routes and the Clerk adapter are left out, and so are the
 * exports' file download (src/lib/download.ts), which only lazily loaded code uses, and the offline shell's parts: the
 * service worker's registration (once the page has loaded) and the page the app shows when it starts offline
 * (src/app/serviceWorker.ts, src/app/OfflineStart.tsx, which the worker keeps).
 */
const SHELL_MODULES =
  /(?:[\\/]src[\\/](?:app|ui|lib|auth(?![\\/]clerk[\\/])(?![\\/]builtin[\\/]\w+Screen))[\\/](?!.*(?:Toaster|Route|download|OfflineStart|serviceWorker)\.))/;

/** What the landing page's entry imports before the visitor acts. */
const LANDING_ENTRY_MODULES =
  /[\\/]src[\\/](?:config\.ts|analytics[\\/]consent\.ts|lib[\\/]urls\.ts|styles\.css|ui[\\/]tokens\.css)$|vite[\\/]preload-helper|rolldown[\\/]runtime/;

/**
 * What hydrates the landing page (not the router's landing route, nor the app's analytics tracker), with the few
 * design-system pieces it shares with the app (buttons, visually hidden text): in the shell's chunk those would pull
 * the whole frame in.
 */
const LANDING_MODULES =
  /[\\/]src[\\/](?:landing[\\/](?!LandingRoute|main\.)|app[\\/](?:SiteFooter|SocialIcons)\.|analytics[\\/](?!AnalyticsTracker)|ui[\\/](?:Button|VisuallyHidden)\.)/;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'LANES_');
  const apiOrigin = env.LANES_API_ORIGIN || process.env.LANES_API_ORIGIN || 'http://127.0.0.1:4000';

  return {
    plugins: [relay, react(), sharedHead(), bootShell(), prerenderLanding(), bootPreload(), serviceWorker(), routeBudgets()],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // The app uses Relay's hooks only: their entry leaves out the legacy containers (QueryRenderer, the fragment,
        // pagination and refetch containers), about 7 KB of gzipped JavaScript on every workspace page.
        { find: /^react-relay$/, replacement: 'react-relay/hooks' },
      ],
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        '/graphql': { target: apiOrigin, ws: true, changeOrigin: false },
        '/auth/': { target: apiOrigin, changeOrigin: false },
        // Files: uploads and downloads are the server's, beside /graphql.
        '/attachments': { target: apiOrigin, changeOrigin: false },
      },
    },
    preview: { port: 4173 },
    build: {
      target: 'es2022',
      // Maps are written for error reports but not referenced from the bundles; the server never serves *.map in
      // production, so the sources stay private.
      sourcemap: 'hidden',
      // The chunks and what each imports: the route budgets (scripts/routeBudgets.ts) are checked on it after the build,
      // which then removes it.
      manifest: true,
      rolldownOptions: {
        // index.html is the landing page (prerendered, with a small entry of its own); app.html is every other page.
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          app: fileURLToPath(new URL('./app.html', import.meta.url)),
        },
        output: {
          // React and the router change least often: chunks of their own, cached across releases.
          // Everything else splits along the lazy routes, so the landing page never downloads Relay or Clerk.
          codeSplitting: {
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 6 },
              { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 5 },
              // The landing page keeps out of the app's frame: what its tiny entry needs (the module loader's helpers,
              // configuration, consent, base styles; the app needs them too), then what hydrates it (its components,
              // the footer, the consent banner, analytics).
              { name: 'base', test: LANDING_ENTRY_MODULES, priority: 4 },
              { name: 'landing', test: LANDING_MODULES, priority: 3 },
              { name: 'shell', test: SHELL_MODULES, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
