// Rendering for tests: a component with Relay (mock environment), a router and a session; or the whole app
// at a URL, on the built-in sign-in backed by the fake auth server.
import { StrictMode, type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, type RelayMockEnvironment } from 'relay-test-utils';
import { App } from '@/app/App';
import { routes } from '@/app/routes';
import { AuthComponentsContext } from '@/auth/AuthComponentsContext';
import { authStore } from '@/auth/authStore';
import { BuiltinAuthClient } from '@/auth/builtin/BuiltinAuthClient';
import { BuiltinAuthProvider, builtinComponents } from '@/auth/builtin/BuiltinAuthProvider';
import type { Auth } from '@/auth/types';
import { setEnvironmentFactory } from '@/relay/environment';
import { ToastProvider } from '@/ui/toasts';
import { signedInAuth } from './auth';
import { createFakeAuthServer, type FakeAuthServer } from './fakeAuthServer';

type Router = ReturnType<typeof createMemoryRouter>;

export interface RenderWithRelayOptions {
  environment?: RelayMockEnvironment;
  /** The session the component sees; Ada, admin of Acme, by default. */
  auth?: Auth;
  /** The URL the component is rendered at. */
  path?: string;
}

export interface RenderedWithRelay extends RenderResult {
  environment: RelayMockEnvironment;
  router: Router;
  user: UserEvent;
}

/** Renders a component inside Relay's mock environment, a router, toasts and a session. */
export function renderWithRelay(ui: ReactElement, options: RenderWithRelayOptions = {}): RenderedWithRelay {
  const environment = options.environment ?? createMockEnvironment();
  authStore.set(options.auth ?? signedInAuth());
  const router = createMemoryRouter(
    [{ path: '*', element: <RelayEnvironmentProvider environment={environment}>{ui}</RelayEnvironmentProvider> }],
    { initialEntries: [options.path ?? '/'] },
  );
  const user = userEvent.setup();
  const result = render(
    <ToastProvider>
      <AuthComponentsContext.Provider value={builtinComponents}>
        <RouterProvider router={router} />
      </AuthComponentsContext.Provider>
    </ToastProvider>,
  );
  return { ...result, environment, router, user };
}

export interface RenderAppOptions {
  /** The built-in sign-in's server; signed out, with the demo accounts, by default. */
  server?: FakeAuthServer;
  environment?: RelayMockEnvironment;
}

export interface RenderedApp extends RenderResult {
  environment: RelayMockEnvironment;
  router: Router;
  server: FakeAuthServer;
  user: UserEvent;
}

/** Renders the whole app at a URL, as the browser would, with every workspace using the mock environment. */
export function renderApp(path: string, options: RenderAppOptions = {}): RenderedApp {
  const server = options.server ?? createFakeAuthServer();
  const environment = options.environment ?? createMockEnvironment();
  setEnvironmentFactory(() => ({ environment, dispose() {} }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <StrictMode>
      <ToastProvider>
        <BuiltinAuthProvider client={new BuiltinAuthClient({ fetch: server.fetch, channel: null })} navigate={(to) => void router.navigate(to)}>
          <RouterProvider router={router} />
        </BuiltinAuthProvider>
      </ToastProvider>
    </StrictMode>,
  );
  return { ...result, environment, router, server, user };
}

/** The current URL of a test router, as path + search. */
export function currentUrl(router: Router): string {
  return router.state.location.pathname + router.state.location.search;
}

/** Renders the app exactly as the browser entry does (the configured sign-in adapter, StrictMode), at a URL. */
export function renderConfiguredApp(path: string): { router: Router; user: UserEvent } & RenderResult {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const result = render(<App router={router} navigate={(to, options) => void router.navigate(to, options)} />);
  return { ...result, router, user };
}
