// GraphiQL outside production, on GET /graphql from a browser: rendered once, served gzip-compressed (the page inlines
// its scripts, ~9 MB, so that it works offline), and signed in by itself: its requests to /graphql carry a bearer token
// fetched from the built-in sign-in's session cookie (POST /auth/local/token) and renewed before it expires, so a
// developer signed in to the app never pastes a token. A header typed into GraphiQL's headers editor wins.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { PagePolicy } from '../http/securityHeaders';

/** Runs in the page before GraphiQL: wraps fetch for requests to /graphql. */
const SIGN_IN_SCRIPT = `<script>
(() => {
  const realFetch = window.fetch.bind(window);
  let cached = null;
  const expiresAt = (token) => {
    try { return JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).exp * 1000; } catch { return 0; }
  };
  const token = async () => {
    if (cached && expiresAt(cached) - Date.now() > 10000) return cached;
    const response = await realFetch('/auth/local/token', { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    cached = response.ok ? (await response.json()).token : null;
    if (!cached) console.warn('Lanes GraphiQL: not signed in. Sign in to the app in this browser (built-in sign-in), or add an Authorization header.');
    return cached;
  };
  window.fetch = async (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.url, location.href);
    const headers = new Headers(init.headers || (typeof input === 'string' ? undefined : input.headers));
    if (url.origin === location.origin && url.pathname === '/graphql' && !headers.has('authorization')) {
      const bearer = await token();
      if (bearer) headers.set('authorization', 'Bearer ' + bearer);
    }
    return realFetch(input, { ...init, headers });
  };
})();
</script>`;

export interface GraphiQLPage {
  /** True when the request is a browser asking for the page (GET, accepting HTML). */
  wants(req: IncomingMessage): boolean;
  serve(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/** The page is the same for every server of the process: rendered and compressed (off the event loop) once. */
let page: Promise<{ html: string; buffer: Buffer; gzipped: Buffer }> | null = null;

async function render() {
  const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
  const html = renderGraphiQL({ title: 'Lanes GraphQL', endpoint: '/graphql' }).replace('<head>', `<head>${SIGN_IN_SCRIPT}`);
  const buffer = Buffer.from(html, 'utf8');
  return { html, buffer, gzipped: await promisify(gzip)(buffer) };
}

/** GraphiQL's editor runs its workers from blobs, and its icon and fonts are inlined as data: addresses. */
const GRAPHIQL_SOURCES = { 'worker-src': ['blob:'], 'img-src': ['data:'], 'font-src': ['data:'] };

export function createGraphiQLPage(pagePolicy: PagePolicy): GraphiQLPage {
  let headers: Record<string, string> | null = null;
  return {
    wants: (req) => req.method === 'GET' && /\btext\/html\b/.test(String(req.headers.accept ?? '')),
    async serve(req, res) {
      const { html, buffer, gzipped } = await (page ??= render().catch((error) => {
        page = null;
        throw error;
      }));
      // Hashing its 8 MB of inline script takes a few milliseconds: once per server.
      headers ??= pagePolicy.headersFor(html, GRAPHIQL_SOURCES);
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = gzip ? gzipped : buffer;
      res.writeHead(200, {
        ...headers,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': body.length,
        'Cache-Control': 'no-store',
        Vary: 'Accept-Encoding',
        ...(gzip && { 'Content-Encoding': 'gzip' }),
      });
      res.end(body);
    },
  };
}
