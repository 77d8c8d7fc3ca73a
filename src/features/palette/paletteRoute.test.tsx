// The keyboard of every workspace page: Ctrl K, ? and / on the issue page, the projects page and the inbox (not only
// on a project's board and list), and the palette finding an issue by its key.
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeAuthServer } from '../../../__tests__/helpers/fakeAuthServer';
import { testIssue } from '../../../__tests__/helpers/fixtures/issues';
import { workspaceResolvers } from '../../../__tests__/helpers/fixtures/projects';
import { InboxPageDriver } from '../../../__tests__/helpers/pages/inboxPage';
import { IssuePageDriver } from '../../../__tests__/helpers/pages/issuePage';
import { ProjectsPageDriver } from '../../../__tests__/helpers/pages/projectsPage';
import { resolveOperation, waitForOperation } from '../../../__tests__/helpers/relay';
import { currentUrl, renderApp, type RenderedApp } from '../../../__tests__/helpers/render';

// Whole-app renders: the route modules load on demand and the machine running the tests may be busy.
jest.setTimeout(20_000);
beforeAll(() => Promise.all([import('./paletteRoute'), import('./PaletteDialog')]));
afterEach(() => window.localStorage.clear());

const signedIn = () => createFakeAuthServer({ signedInAs: { email: 'admin@acme.test', organizationSlug: 'acme' } });

const pages: Array<[string, () => Promise<RenderedApp>]> = [
  [
    'the issue page',
    async () => {
      const rendered = renderApp('/w/acme/issue/WEB-7', { server: signedIn() });
      await IssuePageDriver.inApp(rendered, { issue: testIssue(7, { title: 'Found it' }) });
      return rendered;
    },
  ],
  [
    'the projects page',
    async () => {
      const rendered = renderApp('/w/acme/projects', { server: signedIn() });
      await ProjectsPageDriver.inApp(rendered);
      return rendered;
    },
  ],
  ['the inbox', async () => (await InboxPageDriver.open({ notifications: [] })).rendered],
];

const openPalette = () => screen.findByRole('dialog', { name: 'Command palette' }, { timeout: 5000 });

describe.each(pages)('on %s', (_page, open) => {
  it('Ctrl K opens the command palette, which goes to the workspace’s sections', async () => {
    const rendered = await open();

    await rendered.user.keyboard('{Control>}k{/Control}');
    const palette = await openPalette();
    await waitFor(() => expect(within(palette).getByRole('combobox')).toHaveFocus());
    await rendered.user.keyboard('labels{Enter}');

    await waitFor(() => expect(currentUrl(rendered.router)).toBe('/w/acme/settings/labels'));
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
  });

  it('? lists the shortcuts that work there, and / opens the palette', async () => {
    const rendered = await open();

    await rendered.user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Open the command palette')).toBeInTheDocument();
    expect(within(help).getByText('Filter or search issues')).toBeInTheDocument();
    await rendered.user.click(within(help).getByRole('button', { name: 'Close' }));
    await rendered.user.keyboard('/');

    const palette = await openPalette();
    await waitFor(() => expect(within(palette).getByRole('combobox')).toHaveFocus());
  });
});

describe('the palette’s search', () => {
  it('finds an issue by its key typed in lower case, first, and Enter opens it', async () => {
    const rendered = renderApp('/w/acme/projects', { server: signedIn() });
    await ProjectsPageDriver.inApp(rendered);

    await rendered.user.keyboard('{Control>}k{/Control}');
    const palette = await openPalette();
    await waitFor(() => expect(within(palette).getByRole('combobox')).toHaveFocus());
    await rendered.user.keyboard('mob-59');
    const search = await waitForOperation(rendered.environment, 'PaletteDialogSearchQuery');
    expect(search.request.variables).toEqual({ query: 'mob-59', first: 8 });
    resolveOperation(rendered.environment, 'PaletteDialogSearchQuery', {
      // The same workspace as the page's (its query and this one share the viewer's record).
      ...workspaceResolvers(),
      IssueConnection: () => ({
        edges: [
          { node: { __typename: 'Issue', id: 'issue_MOB-59', key: 'MOB-59', title: 'Offline banner', status: 'TODO' } },
          { node: { __typename: 'Issue', id: 'issue_MOB-3', key: 'MOB-3', title: 'Mob 59 fonts', status: 'TODO' } },
        ],
      }),
    });
    expect(await within(palette).findAllByRole('option')).toHaveLength(2);
    expect(within(palette).getAllByRole('option')[0]).toHaveTextContent('MOB-59 Offline banner');
    await rendered.user.keyboard('{Enter}');

    await waitFor(() => expect(currentUrl(rendered.router)).toBe('/w/acme/issue/MOB-59'));
  });
});
