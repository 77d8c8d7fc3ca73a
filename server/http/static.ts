// Serves the built browser app: files from the static folder (hashed /assets/* cached for good, HTML always
// revalidated, with the server's runtime settings added to its head and its security headers), index.html (the prerendered landing page) at /, app.html (the app's shell; index.html in older
// builds) for every other page path (the app routes them), and a clear 503 page when it is not built. The offline
// shell's service worker (/sw.js, written by the build: scripts/serviceWorker.ts) is one more file at the root,
// revalidated like the pages so that browsers learn of a new build; a build without one answers 404, which drops it.
import { createReadStream, promises as fs, readFileSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PagePolicy } from './securityHeaders';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|wasm)|image\/svg\+xml)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lanes is not built yet</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Lanes is not built yet</h1>
<p>The server is running, but it has no browser app to serve. Build it with <code>npm run build</code>
(or start with <code>npm start</code>, which builds first), then reload this page.</p>
<p>The GraphQL API answers on <a href="/graphql">/graphql</a> meanwhile.</p>
</body></html>
`;

export interface StaticOptions {
  /** False in production: the build keeps hidden source maps for error reports, and they are not served. */
  serveSourceMaps?: boolean;
  /** Markup added at the end of every HTML page's <head> (the app's runtime settings, server/http/runtimeConfig.ts). */
  htmlHead?: string;
  /** The security headers of every HTML page (server/http/securityHeaders.ts). */
  pagePolicy: PagePolicy;
}

export function createStaticHandler(staticDir: string, { serveSourceMaps = true, htmlHead = '', pagePolicy }: StaticOptions) {
  const root = path.resolve(staticDir);
  const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();
  const pageCache = new Map<string, { mtimeMs: number; body: Buffer; headers: Record<string, string>; tag: string }>();

  /** An HTML page with `htmlHead` added, and its headers (read once per change of the file). */
  const pageOf = (file: string, stats: Stats) => {
    let cached = pageCache.get(file);
    if (!cached || cached.mtimeMs !== stats.mtimeMs) {
      const html = readFileSync(file, 'utf8');
      // At the end of the head; in a page without one, after its doctype (before it would mean quirks mode).
      const headEnd = html.search(/<\/head>/i);
      const at = headEnd !== -1 ? headEnd : (/^\s*<!doctype[^>]*>/i.exec(html)?.[0].length ?? 0);
      const page = html.slice(0, at) + htmlHead + html.slice(at);
      const headers = pagePolicy.headersFor(page);
      // The head's markup and the page's policy are part of its validator: a restart with other settings is a new version.
      const tag = createHash('sha256').update(htmlHead).update(JSON.stringify(headers)).digest('hex').slice(0, 8);
      cached = { mtimeMs: stats.mtimeMs, body: Buffer.from(page), headers, tag };
      pageCache.set(file, cached);
    }
    return cached;
  };

  /** The file at a decoded path (a folder's index.html), or null: missing, outside the folder, or a hidden source map. */
  const fileAt = async (decodedPath: string): Promise<{ file: string; stats: Stats } | null> => {
    const file = path.join(root, decodedPath);
    if (file !== root && !file.startsWith(root + path.sep)) return null;
    // Judged on the file itself, so no spelling of its path (`.js%2emap`, `.js.ma%70`, `.JS.MAP`) reaches a map.
    if (!serveSourceMaps && path.extname(file).toLowerCase() === '.map') return null;
    const stats = await fs.stat(file).catch(() => null);
    if (stats?.isFile()) return { file, stats };
    if (stats?.isDirectory()) return fileAt(path.posix.join(decodedPath, 'index.html'));
    return null;
  };

  const send = (req: IncomingMessage, res: ServerResponse, file: string, stats: Stats, cacheControl: string) => {
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const html = type.startsWith('text/html') ? pageOf(file, stats) : null;
    const page = htmlHead ? (html?.body ?? null) : null;
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${html ? `-${html.tag}` : ''}"`;
    const headers: Record<string, string | number> = {
      'Content-Type': type,
      'Cache-Control': cacheControl,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...html?.headers,
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const size = page ? page.length : stats.size;
    const gzip = COMPRESSIBLE.test(type) && size > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) {
      // Static files are small and change only on rebuild: compress each once.
      let cached = gzipCache.get(file);
      if (!cached || cached.mtimeMs !== stats.mtimeMs) {
        cached = { mtimeMs: stats.mtimeMs, body: gzipSync(page ?? readFileSync(file)) };
        gzipCache.set(file, cached);
      }
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': cached.body.length });
      res.end(req.method === 'HEAD' ? undefined : cached.body);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': size });
    if (req.method === 'HEAD') res.end();
    else if (page) res.end(page);
    else createReadStream(file).pipe(res);
  };

  /** Serves the request; `pathname` is the request target's path, already parsed (dot segments resolved) by the caller. */
  return async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed.\n');
      return;
    }
    // Decoded once: every check below reads the same path the file system will.
    const decodedPath = decodePath(pathname);
    if (decodedPath === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : 'Bad request path.\n');
      return;
    }
    const found = await fileAt(decodedPath);
    if (found) {
      const cacheControl = decodedPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
      send(req, res, found.file, found.stats, cacheControl);
      return;
    }
    // Missing assets and other files are real 404s; any other path is a page of the app.
    const lastSegment = decodedPath.slice(decodedPath.lastIndexOf('/') + 1);
    const wantsPage = !decodedPath.startsWith('/assets/') && (!lastSegment.includes('.') || /text\/html/.test(String(req.headers.accept)));
    const index = wantsPage ? ((await fileAt('/app.html')) ?? (await fileAt('/index.html'))) : null;
    if (index) {
      send(req, res, index.file, index.stats, 'no-cache');
    } else if (wantsPage) {
      res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '10', ...pagePolicy.headersFor(NOT_BUILT_PAGE) });
      res.end(req.method === 'HEAD' ? undefined : NOT_BUILT_PAGE);
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : 'Not found.\n');
    }
  };
}

/**
 * A URL path percent-decoded once, or null when it cannot be served: it does not decode, or it decodes to a NUL, a
 * backslash or a `.`/`..` segment (which only encoded slashes or dots can still produce once URL parsing resolved
 * the plain ones). A double-encoded path stays encoded once: `%252e` names a file called `%2e`.
 */
function decodePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  return decoded.split('/').some((segment) => segment === '.' || segment === '..') ? null : decoded;
}
