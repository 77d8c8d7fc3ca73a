// app.html's boot script (scripts/bootPreload.ts): it asks for the built-in session and preloads the chunks of the
// address's route before the app's scripts have loaded, and leaves the session alone with Clerk.
import { bootScript, pathPattern } from '../scripts/bootPreload';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@/rules/runtimeConfig';
import { takeBootSession } from '@/auth/builtin/bootSession';

const routes: Array<[string, string[]]> = [
  [pathPattern('/w/:workspace/projects/:key/board'), ['assets/boardRoute-1.js', 'assets/ProjectPage-2.js']],
  [pathPattern('/w/:workspace/issue/:key'), ['assets/issueRoute-3.js']],
];

function runAt(address: string, { clerkAtBuild = false, pageSettings }: { clerkAtBuild?: boolean; pageSettings?: object } = {}) {
  window.history.replaceState(null, '', address);
  document.head.innerHTML = pageSettings
    ? `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${JSON.stringify(pageSettings)}</script>`
    : '';
  const answer = { ok: true, status: 200, json: async () => ({ session: null }) };
  const fetch = jest.fn(() => Promise.resolve(answer));
  Object.assign(window, { fetch });
  // The script runs as the page's own inline script would.
  window.eval(bootScript({ routes, base: '/', clerkAtBuild }));
  const preloaded = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
  return { fetch, preloaded, answer };
}

describe("app.html's boot script", () => {
  afterEach(() => takeBootSession());

  it("asks for the session at once and hands its answer to the sign-in's client, once", async () => {
    const { fetch, answer } = runAt('/w/acme/projects/WEB/board');

    expect(fetch).toHaveBeenCalledWith('/auth/local/session', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    await expect(takeBootSession()).resolves.toBe(answer);
    expect(takeBootSession()).toBeNull();
  });

  it("preloads the chunks of the address's route, and none on a page it does not list", () => {
    expect(runAt('/w/acme/projects/WEB/board').preloaded).toEqual(['/assets/boardRoute-1.js', '/assets/ProjectPage-2.js']);
    expect(runAt('/w/acme/issue/WEB-7/').preloaded).toEqual(['/assets/issueRoute-3.js']);
    expect(runAt('/w/acme/projects/WEB/board/extra').preloaded).toEqual([]);
    expect(runAt('/settings').preloaded).toEqual([]);
  });

  it('leaves the session to Clerk when the build or the server configures it, and still preloads', () => {
    const byServer = runAt('/w/acme/issue/WEB-7', { pageSettings: { VITE_CLERK_PUBLISHABLE_KEY: 'pk_test_Y2xlcmsuZXhhbXBsZS5jb20k' } });
    expect(byServer.fetch).not.toHaveBeenCalled();
    expect(byServer.preloaded).toEqual(['/assets/issueRoute-3.js']);
    expect(takeBootSession()).toBeNull();

    expect(runAt('/w/acme/issue/WEB-7', { clerkAtBuild: true }).fetch).not.toHaveBeenCalled();
    // An empty key from the server leaves the build's choice (src/config.ts): the built-in sign-in here.
    expect(runAt('/w/acme/issue/WEB-7', { pageSettings: { VITE_CLERK_PUBLISHABLE_KEY: ' ' } }).fetch).toHaveBeenCalled();
  });
});
