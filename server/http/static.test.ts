import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runtimeSettingsOf } from '../../src/rules/runtimeConfig';
import { runtimeConfigElement } from './runtimeConfig';
import { createPagePolicy } from './securityHeaders';
import { createStaticHandler, type StaticOptions } from './static';
import { requestPath } from './target';

const built = mkdtempSync(path.join(os.tmpdir(), 'lanes-static-'));
const INDEX = `<!doctype html><title>Lanes</title>${'<!-- padding -->'.repeat(100)}`;
writeFileSync(path.join(built, 'index.html'), INDEX);
const APP = `<!doctype html><title>Lanes app</title>${'<!-- padding -->'.repeat(100)}`;
writeFileSync(path.join(built, 'app.html'), APP);
const older = mkdtempSync(path.join(os.tmpdir(), 'lanes-static-older-'));
writeFileSync(path.join(older, 'index.html'), INDEX);
writeFileSync(path.join(built, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const SERVICE_WORKER = `const SHELL = ${JSON.stringify({ version: 'b1', precache: ['/app.html'] })};${' '.repeat(2000)}`;
writeFileSync(path.join(built, 'sw.js'), SERVICE_WORKER);
mkdirSync(path.join(built, 'assets'));
writeFileSync(path.join(built, 'assets', 'app-3f9a1c.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
writeFileSync(path.join(built, 'assets', 'app-3f9a1c.js.map'), '{"version":3,"sources":["src/app.tsx"],"sourcesContent":["secret"]}');

const servers: Server[] = [];
async function serve(staticDir: string, options?: Partial<StaticOptions>): Promise<string> {
  const handler = createStaticHandler(staticDir, { pagePolicy: createPagePolicy({ settings: {}, webSocketOrigins: [] }), ...options });
  const server = createServer((req, res) => void handler(req, res, requestPath(req.url) ?? '/'));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** GETs `target` exactly as written (fetch would resolve its dot segments first), answering status and body. */
function getExactly(base: string, target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    get({ hostname, port, path: target }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    }).on('error', reject);
  });
}

let url: string;
let productionUrl: string;
beforeAll(async () => {
  url = await serve(built);
  productionUrl = await serve(built, { serveSourceMaps: false });
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(built, { recursive: true, force: true });
  rmSync(older, { recursive: true, force: true });
});

describe('the built app', () => {
  it('is served at / as index.html, revalidated on every visit', async () => {
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('answers unknown page paths with the app shell (app.html), for the app to route', async () => {
    const response = await fetch(`${url}/acme/projects/WEB`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(APP);
  });

  it('answers unknown page paths with index.html when the build has no app.html', async () => {
    const olderUrl = await serve(older);
    const response = await fetch(`${olderUrl}/acme/projects/WEB`, { headers: { Accept: 'text/html' } });
    expect(await response.text()).toBe(INDEX);
  });

  it('serves hashed assets as immutable, compressed when the client accepts gzip', async () => {
    const response = await fetch(`${url}/assets/app-3f9a1c.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('console.log');
  });

  it('answers 304 to a revalidation of an unchanged file', async () => {
    const first = await fetch(`${url}/favicon.svg`);
    const again = await fetch(`${url}/favicon.svg`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    expect(again.status).toBe(304);
  });

  it('answers 404 for missing assets and files, never index.html', async () => {
    expect((await fetch(`${url}/assets/app-000000.js`)).status).toBe(404);
    expect((await fetch(`${url}/robots.txt`)).status).toBe(404);
  });

  it("serves the offline shell's service worker at the site root as JavaScript, revalidated on every check for a new build", async () => {
    const response = await fetch(`${url}/sw.js`, { headers: { 'Service-Worker': 'script', Accept: '*/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // Never `immutable`: a browser that kept it could not learn of a new build's shell.
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(SERVICE_WORKER);
  });

  it('answers 404 for the service worker of a build without one (the browser then drops its worker), never the app shell', async () => {
    const olderUrl = await serve(older);
    const response = await fetch(`${olderUrl}/sw.js`, { headers: { 'Service-Worker': 'script', Accept: '*/*' } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<title>');
  });

  it('serves the shell the service worker keeps (/app.html) as every page of the app is served: with its policy, which lets the worker run', async () => {
    const shell = await fetch(`${url}/app.html`);
    const page = await fetch(`${url}/w/acme/issue/WEB-1`, { headers: { Accept: 'text/html' } });
    expect(await shell.text()).toBe(APP);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    expect(shell.headers.get('content-security-policy')).toBe(page.headers.get('content-security-policy'));
    expect(shell.headers.get('content-security-policy')).toMatch(/(^|; )worker-src 'self'(;|$)/);
  });

  it('never serves files outside the static folder', async () => {
    const response = await fetch(`${url}/..%2F..%2Fetc%2Fpasswd`);
    expect(await response.text()).not.toContain('root:');
  });

  it('serves source maps outside production only: in production a map answers 404', async () => {
    expect((await fetch(`${url}/assets/app-3f9a1c.js.map`)).status).toBe(200);
    const production = await serve(built, { serveSourceMaps: false });
    const response = await fetch(`${production}/assets/app-3f9a1c.js.map`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
    expect((await fetch(`${production}/assets/app-3f9a1c.js`)).status).toBe(200);
  });

  it.each([
    ['an encoded dot', '/assets/app-3f9a1c.js%2emap', 404],
    ['an encoded capital dot', '/assets/app-3f9a1c.js%2Emap', 404],
    ['an encoded letter', '/assets/app-3f9a1c.js.ma%70', 404],
    ['an encoded slash', '/assets%2Fapp-3f9a1c.js.map', 404],
    ['a detour through %2e%2e', '/assets/%2e%2e/assets/app-3f9a1c.js.map', 404],
    ['a double-encoded dot', '/assets/app-3f9a1c.js%252emap', 404],
    ['a trailing slash', '/assets/app-3f9a1c.js.map/', 404],
    ['an encoded NUL', '/assets/app-3f9a1c.js.map%00', 400],
    ['an encoded NUL before another extension', '/assets/app-3f9a1c.js.map%00.js', 400],
    ['encoded backslashes', '/assets%5C..%5Capp-3f9a1c.js.map', 400],
    ['encoded dot segments', '/assets/x%2f%2e%2e%2fapp-3f9a1c.js.map', 400],
  ])('never serves a source map in production through %s (%s answers %i)', async (_spelling, target, status) => {
    const response = await getExactly(productionUrl, target);
    expect(response.body).not.toContain('secret');
    expect(response.status).toBe(status);
  });

  it.each([
    ['encoded dot segments', '/%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
    ['an encoded backslash', '/..%5C..%5Cetc%5Cpasswd'],
    ['an undecodable escape', '/assets/%E0%A4%A'],
    ['an encoded NUL', '/%00'],
  ])('refuses a path with %s with 400', async (_problem, target) => {
    const response = await getExactly(url, target);
    expect(response.status).toBe(400);
    expect(response.body).toBe('Bad request path.\n');
  });

  it('decodes a path once, the same for every check: an encoded character names the same file', async () => {
    expect((await getExactly(url, '/assets/app-3f9a1c%2Ejs')).status).toBe(200);
    expect((await getExactly(url, '/assets/app-3f9a1c.js%2emap')).body).toContain('secret');
  });

  it('shows a clear 503 page when the app has not been built', async () => {
    const missing = await serve(path.join(built, 'not-built'));
    const response = await fetch(`${missing}/`);
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/npm run build/);
  });
});

describe('runtime settings', () => {
  const settings = { VITE_POSTHOG_KEY: 'phc_</script><script>alert(1)</script>', VITE_GTM_ID: 'GTM-ABC123' };
  const withHead = mkdtempSync(path.join(os.tmpdir(), 'lanes-static-head-'));
  writeFileSync(path.join(withHead, 'app.html'), `<!doctype html><html><head><title>Lanes</title></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`);
  afterAll(() => rmSync(withHead, { recursive: true, force: true }));

  /** The settings of a served page's data block, as the app reads them. */
  function settingsIn(html: string) {
    const block = /<script id="lanes-config" type="application\/json">(.*?)<\/script>/s.exec(html);
    return block ? runtimeSettingsOf(JSON.parse(block[1])) : null;
  }

  it("are written into every page's head as a data block that no value can break out of", async () => {
    const settingsUrl = await serve(withHead, { htmlHead: runtimeConfigElement(settings) });
    const html = await (await fetch(`${settingsUrl}/w/acme/projects`, { headers: { Accept: 'text/html' } })).text();

    expect(settingsIn(html)).toEqual(settings);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.indexOf('lanes-config')).toBeLessThan(html.indexOf('</head>'));
    const gzipped = await fetch(`${settingsUrl}/w/acme/projects`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } });
    expect(settingsIn(await gzipped.text())).toEqual(settings);
  });

  it('go after the doctype of a page without a head, and make another version of the page (its ETag)', async () => {
    const plainUrl = await serve(built);
    const settingsUrl = await serve(built, { htmlHead: runtimeConfigElement(settings) });
    const identity = { headers: { 'Accept-Encoding': 'identity' } };
    const [plain, configured] = await Promise.all([fetch(`${plainUrl}/`, identity), fetch(`${settingsUrl}/`, identity)]);
    const html = await configured.text();

    expect(html.startsWith('<!doctype html><script id="lanes-config"')).toBe(true);
    expect(configured.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
    expect(configured.headers.get('etag')).not.toBe(plain.headers.get('etag'));
  });

  it("make the page's policy part of its version too, so a restart with another policy is not answered 304", async () => {
    const [here, there] = await Promise.all([
      serve(built, { pagePolicy: createPagePolicy({ settings: {}, webSocketOrigins: ['https://lanes.example.com'] }) }),
      serve(built, { pagePolicy: createPagePolicy({ settings: {}, webSocketOrigins: ['https://lanes.example.org'] }) }),
    ]);
    const [a, b] = await Promise.all([fetch(`${here}/`), fetch(`${there}/`)]);

    expect(a.headers.get('content-security-policy')).not.toBe(b.headers.get('content-security-policy'));
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'));
  });

  it('leave pages as built when none is set', async () => {
    expect(runtimeConfigElement({})).toBe('');
    expect(await (await fetch(`${url}/`)).text()).toBe(INDEX);
  });
});
