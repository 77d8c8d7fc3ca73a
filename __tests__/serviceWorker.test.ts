// The offline shell's service worker (src/serviceWorker/sw.js, filled in by scripts/serviceWorker.ts), run in a stand-in
// of a worker's scope: what it keeps on install, what it drops on activate, and which requests it answers, and how.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { filesNamedBy, serviceWorkerSource } from '../scripts/serviceWorker';

const ORIGIN = 'https://lanes.test';
const SOURCE = readFileSync(path.join(__dirname, '..', 'src', 'serviceWorker', 'sw.js'), 'utf8');
const PRECACHE = ['/app.html', '/assets/app-1.js', '/assets/shell-2.css', '/assets/issueRoute-3.js'];

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
  cache?: string;
}

/** As much of a fetch Response as the worker reads. */
class Response {
  readonly ok = true;
  readonly headers: { get(name: string): string | null };
  constructor(
    private readonly body: string,
    { headers = {} }: { headers?: Record<string, string> } = {},
  ) {
    this.headers = { get: (name) => headers[name] ?? null };
  }
  async text() {
    return this.body;
  }
  clone() {
    return this;
  }
}

const absolute = (request: string | FakeRequest) => (typeof request === 'string' ? new URL(request, ORIGIN).href : request.url);

/** The Cache Storage of one origin: caches by name, each a map of responses by address. */
class FakeCaches {
  readonly stores = new Map<string, Map<string, Response>>();

  async open(name: string) {
    let store = this.stores.get(name);
    if (!store) this.stores.set(name, (store = new Map()));
    const kept = store;
    return {
      addAll: async (requests: FakeRequest[]) => {
        for (const request of requests) kept.set(request.url, await network.fetch(request));
      },
      put: async (request: string | FakeRequest, response: Response) => void kept.set(absolute(request), response),
    };
  }

  async match(request: string | FakeRequest, { cacheName }: { cacheName?: string } = {}) {
    const stores = cacheName ? [this.stores.get(cacheName)] : [...this.stores.values()];
    return stores.map((store) => store?.get(absolute(request))).find(Boolean)?.clone();
  }

  async keys() {
    return [...this.stores.keys()];
  }

  async delete(name: string) {
    return this.stores.delete(name);
  }
}

/** The network: the server's answers by path, or a failure as fetch fails offline. */
const network = {
  online: true,
  requests: [] as string[],
  async fetch(request: FakeRequest): Promise<Response> {
    const { pathname } = new URL(request.url);
    network.requests.push(`${pathname}${request.cache ? ` (${request.cache})` : ''}`);
    if (!network.online) throw new TypeError('Failed to fetch');
    if (pathname.startsWith('/assets/')) return new Response(`asset ${pathname}`, { headers: { 'Content-Type': 'text/javascript' } });
    if (pathname === '/') return new Response('the landing page', { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    return new Response(`app.html as served (${pathname})`, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  },
};

type Listener = (event: unknown) => void;

/** The worker of a build that keeps these files, started in a fresh scope. */
function startWorker(precache = PRECACHE, caches = new FakeCaches()) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: jest.fn(async () => {}),
    clients: { claim: jest.fn(async () => {}) },
  };
  class Request {
    url: string;
    method = 'GET';
    mode = 'cors';
    cache?: string;
    constructor(url: string, init: { cache?: string } = {}) {
      this.url = new URL(url, ORIGIN).href;
      this.cache = init.cache;
    }
  }
  vm.runInNewContext(serviceWorkerSource(SOURCE, precache), { self: scope, caches, fetch: network.fetch, Request, URL, Promise });

  const lifecycle = async (type: 'install' | 'activate') => {
    const work: Promise<unknown>[] = [];
    listeners.get(type)!({ waitUntil: (promise: Promise<unknown>) => work.push(promise) });
    await Promise.all(work);
  };
  /** What the worker answers a GET (or another method) of this address: undefined when it leaves it to the network. */
  const request = async (address: string, { mode = 'cors', method = 'GET' } = {}): Promise<Response | undefined> => {
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')!({ request: { url: new URL(address, ORIGIN).href, method, mode }, respondWith: (response: Promise<Response>) => (answer = response) });
    const response = await answer;
    // Let the copies it keeps reach the cache.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return response;
  };
  return { scope, caches, lifecycle, request };
}

beforeEach(() => {
  network.online = true;
  network.requests = [];
});

describe('the offline shell: what the build writes', () => {
  it("keeps the hashed files app.html names: its tags' and its boot script's route chunks, of this origin only", () => {
    const html = `<link rel="icon" href="/favicon.svg"><script type="module" src="/assets/app-1.js"></script>
      <link rel="modulepreload" href="/assets/react-2.js"><link rel="stylesheet" href="/assets/shell-3.css">
      <script>var r=[["^\\\\/w\\\\/[^/]+\\\\/issue\\\\/[^/]+\\\\/?$",["assets/issueRoute-4.js"]]];</script>
      <a href="https://elsewhere.test/x.js">x</a>`;
    expect(filesNamedBy(html).sort()).toEqual(['/assets/app-1.js', '/assets/issueRoute-4.js', '/assets/react-2.js', '/assets/shell-3.css']);
  });

  it("names each build's worker by its files, so that a new build is a new worker", () => {
    const one = serviceWorkerSource(SOURCE, PRECACHE);
    expect(one).toContain(JSON.stringify(PRECACHE));
    expect(serviceWorkerSource(SOURCE, PRECACHE)).toBe(one);
    expect(serviceWorkerSource(SOURCE, [...PRECACHE.slice(0, -1), '/assets/issueRoute-4.js'])).not.toBe(one);
  });
});

describe('the offline shell: the worker', () => {
  it('keeps the shell on install, from the server rather than the HTTP cache, and drops only the previous builds\' on activate', async () => {
    const caches = new FakeCaches();
    await (await caches.open('lanes-shell-previous')).put('/app.html', new Response('old shell'));
    await caches.open('someone-elses-cache');
    const worker = startWorker(PRECACHE, caches);

    await worker.lifecycle('install');
    expect(network.requests).toEqual(PRECACHE.map((file) => `${file} (reload)`));
    expect(worker.scope.skipWaiting).toHaveBeenCalled();
    await worker.lifecycle('activate');
    const names = await caches.keys();
    expect(names).toHaveLength(2);
    expect(names).toContain('someone-elses-cache');
    const [current] = names.filter((name) => name.startsWith('lanes-shell-'));
    expect([...caches.stores.get(current)!.keys()]).toEqual(PRECACHE.map((file) => `${ORIGIN}${file}`));
    expect(worker.scope.clients.claim).toHaveBeenCalled();
  });

  it("answers a page from the network, keeping that copy of app.html, and with the kept shell once the network fails", async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    await worker.lifecycle('activate');

    expect(await (await worker.request('/w/acme/issue/WEB-1', { mode: 'navigate' }))!.text()).toBe('app.html as served (/w/acme/issue/WEB-1)');
    network.online = false;
    expect(await (await worker.request('/w/acme/projects', { mode: 'navigate' }))!.text()).toBe('app.html as served (/w/acme/issue/WEB-1)');
  });

  it('never keeps the landing page as the shell', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    expect(await (await worker.request('/', { mode: 'navigate' }))!.text()).toBe('the landing page');
    network.online = false;
    expect(await (await worker.request('/', { mode: 'navigate' }))!.text()).toBe('app.html as served (/app.html)');
  });

  it('answers hashed assets from its cache, and keeps those it fetches', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    network.requests = [];
    expect(await (await worker.request('/assets/app-1.js'))!.text()).toBe('asset /assets/app-1.js');
    expect(await (await worker.request('/assets/boardRoute-9.js'))!.text()).toBe('asset /assets/boardRoute-9.js');
    expect(network.requests).toEqual(['/assets/boardRoute-9.js']);
    network.online = false;
    expect(await (await worker.request('/assets/boardRoute-9.js'))!.text()).toBe('asset /assets/boardRoute-9.js');
    await expect(worker.request('/assets/inboxRoute-8.js')).rejects.toThrow('Failed to fetch');
  });

  it.each([
    ['the API', '/graphql', 'cors'],
    ["the API's page (GraphiQL)", '/graphql', 'navigate'],
    ['the sign-in', '/auth/local/session', 'cors'],
    ['an attachment', '/attachments/0b7e/plan.pdf', 'navigate'],
    ['the metrics', '/metrics', 'navigate'],
    ['a webhook', '/webhooks/clerk', 'cors'],
    ['the health checks', '/healthz', 'cors'],
    ['another origin', 'https://img.example/cat.png', 'no-cors'],
    ['a file that is not an asset', '/favicon.svg', 'no-cors'],
  ])('leaves %s to the network (%s)', async (_what, address, mode) => {
    const worker = startWorker();
    await worker.lifecycle('install');
    network.requests = [];
    expect(await worker.request(address, { mode })).toBeUndefined();
    expect(network.requests).toEqual([]);
  });

  it('leaves anything but GET to the network', async () => {
    const worker = startWorker();
    expect(await worker.request('/w/acme/projects', { mode: 'navigate', method: 'POST' })).toBeUndefined();
  });
});
