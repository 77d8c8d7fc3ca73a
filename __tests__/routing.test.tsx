import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { announceConnection } from '@/relay/connectionStatus';
import { createFakeAuthServer } from './helpers/fakeAuthServer';
import { testProject } from './helpers/fixtures/projects';
import { ProjectsPageDriver } from './helpers/pages/projectsPage';
import { rejectOperation, waitForOperation } from './helpers/relay';
import { currentUrl, renderApp } from './helpers/render';

const signedInAsAdmin = () => createFakeAuthServer({ signedInAs: { email: 'admin@acme.test', organizationSlug: 'acme' } });
const website = testProject('WEB', { name: 'Website' });

describe('routing and sign-in gating', () => {
  it('shows signed-out visitors what Lanes is, with links to sign in and sign up', async () => {
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('heading', { level: 1, name: 'Lanes' })).toBeInTheDocument();
    expect(screen.getByText(/real-time issue tracker for teams/)).toBeInTheDocument();
  });

  it('offers signed-in people a link to open their workspace from the landing page', async () => {
    renderApp('/', { server: signedInAsAdmin() });

    expect(await screen.findByRole('link', { name: 'Open your workspace' })).toHaveAttribute('href', '/w/acme/projects');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor of a workspace page to sign in, and back to that page afterwards', async () => {
    const rendered = renderApp('/w/acme/projects');
    const { router, server, user } = rendered;

    await screen.findByRole('heading', { name: 'Sign in to Lanes' });
    expect(currentUrl(router)).toBe('/sign-in?redirect_url=%2Fw%2Facme%2Fprojects');

    await user.click(await screen.findByRole('button', { name: 'member@acme.test' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/w/acme/projects'));
    expect(server.requestsTo('POST /auth/local/sign-in')[0].body).toEqual({ email: 'member@acme.test', organizationSlug: 'acme' });
    const page = await ProjectsPageDriver.inApp(rendered, { projects: [website] });
    expect(page.projectNames()).toEqual(['Website']);
  });

  it('switches the active workspace through the adapter when another one is chosen in the switcher', async () => {
    const rendered = renderApp('/w/acme/projects', { server: signedInAsAdmin() });
    const { router, server, user } = rendered;
    await ProjectsPageDriver.inApp(rendered, { projects: [website] });

    await user.click(screen.getByRole('button', { name: /switch workspace/ }));
    const workspaces = screen.getByRole('navigation', { name: 'Workspaces' });
    expect(within(workspaces).getByRole('link', { name: 'Acme' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(workspaces).getByRole('link', { name: 'Globex' }));

    await waitFor(() => expect(server.requestsTo('POST /auth/local/switch')).toHaveLength(1));
    expect(server.requestsTo('POST /auth/local/switch')[0].body).toEqual({ organizationSlug: 'globex' });
    await waitFor(() => expect(currentUrl(router)).toBe('/w/globex/projects'));
    expect(await screen.findByRole('button', { name: 'Globex (switch workspace)' })).toBeInTheDocument();
  });

  it("tells people plainly when they are not a member of the workspace in the address", async () => {
    const server = createFakeAuthServer({ signedInAs: { email: 'member@acme.test' } });
    renderApp('/w/globex/projects', { server });

    expect(await screen.findByRole('heading', { name: "You're not a member of this workspace" })).toBeInTheDocument();
    expect(server.requestsTo('POST /auth/local/switch')).toHaveLength(0);
  });

  it('has a page for addresses that lead nowhere', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it("fetches the page again when Retry is pressed on a page that couldn't be loaded", async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const rendered = renderApp('/w/acme/projects', { server: signedInAsAdmin() });
    await waitForOperation(rendered.environment, 'ProjectsPageQuery');

    rejectOperation(rendered.environment, 'ProjectsPageQuery', new ApiError('NETWORK', 'Failed to fetch'));
    expect(await screen.findByRole('heading', { name: "This page couldn't be loaded" })).toBeInTheDocument();
    expect(screen.getByText(/could not reach the server/)).toBeInTheDocument();

    await rendered.user.click(screen.getByRole('button', { name: 'Retry' }));
    const page = await ProjectsPageDriver.inApp(rendered, { projects: [website] });

    expect(page.projectNames()).toEqual(['Website']);
    errors.mockRestore();
  });

  it('tells people when the live connection drops and returns, then catches the page up', async () => {
    const page = await ProjectsPageDriver.inApp(renderApp('/w/acme/projects', { server: signedInAsAdmin() }), { projects: [website] });

    act(() => announceConnection('lost'));
    expect(await screen.findByText('Connection lost. Reconnecting…')).toBeInTheDocument();

    act(() => announceConnection('restored'));
    expect(await screen.findByText('Connection restored.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Connection lost. Reconnecting…')).not.toBeInTheDocument());
    await page.loaded({ projects: [testProject('OPS', { name: 'Operations' }), website] });

    expect(page.projectNames()).toEqual(['Operations', 'Website']);
  });
});
