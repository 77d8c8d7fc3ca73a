// Vite for the browser app: React, the Relay transform (graphql`` tags to generated artifacts), `@/` for
// `src/`, the landing page prerendered into index.html, and a dev server that proxies the API (HTTP and WebSocket) and the built-in sign-in to the server.
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { bootShell } from './scripts/bootShell.mjs';
import { prerenderLanding } from './scripts/prerenderLanding';

/**
 * The modules of the app's frame; lazily loaded screens, routes and the Clerk adapter are left out, and so is
 * what the landing page uses (its footer, and the configuration's URL helper), which must not pull the frame in.
 */
const SHELL_MODULES =
  /[\\/]src[\\/](?:app(?![\\/](?:SiteFooter|SocialIcons)\.)|ui|lib(?![\\/]urls\.)|auth(?![\\/]clerk[\\/])(?![\\/]builtin[\\/]\w+Screen))[\\/](?!.*(?:Toaster|Route)\.)/;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'LANES_');
  const apiOrigin = env.LANES_API_ORIGIN || process.env.LANES_API_ORIGIN || 'http://127.0.0.1:4000';

  return {
    plugins: [relay, react(), bootShell(), prerenderLanding()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        '/graphql': { target: apiOrigin, ws: true, changeOrigin: false },
        '/auth/': { target: apiOrigin, changeOrigin: false },
      },
    },
    preview: { port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: true,
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
              // The module loader's helpers, shared by the landing page and the app (in the app's frame they would
              // make the landing page download the frame).
              { name: 'runtime', test: /vite[\\/]preload-helper|rolldown[\\/]runtime/, priority: 4 },
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
              { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 2 },
              // The app's frame (sign-in facade, header, design system, base styles): one chunk and one stylesheet
              // instead of a handful of small ones, so that a browser's six connections fetch everything the first
              // paint needs in one round trip (on a slow network each extra round trip is a second of blank page).
              // Modules that load on demand (screens, routes, Clerk, the toaster) keep their own chunks.
              { name: 'shell', test: SHELL_MODULES, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
