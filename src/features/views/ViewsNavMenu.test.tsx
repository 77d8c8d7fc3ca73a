import { screen, waitFor, within } from '@testing-library/react';
import { createFakeAuthServer } from '../../../__tests__/helpers/fakeAuthServer';
import { testView, viewEventResolvers, viewListResolvers, workspaceIssuesResolvers, type TestView } from '../../../__tests__/helpers/fixtures/views';
import { pendingOperationNames, pushSubscriptionPayload, rejectOperation, resolveOperation, waitForOperation } from '../../../__tests__/helpers/relay';
import { ApiError } from '@/relay/errors';
import { currentUrl, renderApp, type RenderedApp } from '../../../__tests__/helpers/render';

/** Ada opens the workspace's issues page; the server answers it and the navigation's views. */
async function openWithViews(views: TestView[]): Promise<RenderedApp> {
  const app = renderApp('/w/acme/issues', { server: createFakeAuthServer({ signedInAs: { email: 'admin@acme.test', organizationSlug: 'acme' } }) });
  await waitForOperation(app.environment, 'WorkspaceIssuesPageQuery');
  resolveOperation(app.environment, 'WorkspaceIssuesPageQuery', workspaceIssuesResolvers({ views }));
  await waitForOperation(app.environment, 'savedViewsQuery');
  resolveOperation(app.environment, 'savedViewsQuery', workspaceIssuesResolvers({ views }));
  return app;
}

const menu = () => screen.getByRole('group', { name: 'Saved views' });
const viewNames = () => within(menu()).queryAllByRole('link').map((link) => link.textContent);

describe('the saved views in the navigation', () => {
  it('lists the views the viewer can open, marked shared or personal, each linking to its address', async () => {
    const app = await openWithViews([testView('Urgent'), testView('Mine', { shared: false, viewerCanUpdate: true }), testView('Theirs', { viewerCanUpdate: false })]);
    await app.user.click(within(screen.getByRole('navigation', { name: 'Workspace' })).getByText('Views'));
    expect(viewNames()).toEqual(['UrgentShared', 'MinePersonal', 'TheirsShared']);
    expect(within(menu()).getByRole('link', { name: 'Urgent Shared' })).toHaveAttribute('href', '/w/acme/views/view_Urgent');
    // Only views the viewer may change offer their actions; the first cannot move up.
    expect(within(menu()).getByRole('button', { name: 'Move Urgent up' })).toBeDisabled();
    expect(within(menu()).queryByRole('button', { name: 'Delete Theirs' })).not.toBeInTheDocument();
    await app.user.click(within(menu()).getByRole('link', { name: 'Mine Personal' }));
    expect(currentUrl(app.router)).toBe('/w/acme/views/view_Mine');
  });

  it('says it is loading, not that there are none, until the list comes', async () => {
    const app = renderApp('/w/acme/issues', { server: createFakeAuthServer({ signedInAs: { email: 'admin@acme.test', organizationSlug: 'acme' } }) });
    await waitForOperation(app.environment, 'WorkspaceIssuesPageQuery');
    resolveOperation(app.environment, 'WorkspaceIssuesPageQuery', workspaceIssuesResolvers({ views: [] }));
    await waitForOperation(app.environment, 'savedViewsQuery');
    await app.user.click(within(screen.getByRole('navigation', { name: 'Workspace' })).getByText('Views'));
    expect(within(menu()).getByText('Loading views…')).toBeInTheDocument();
    expect(within(menu()).queryByText(/No saved views yet/)).not.toBeInTheDocument();
    resolveOperation(app.environment, 'savedViewsQuery', workspaceIssuesResolvers({ views: [] }));
    await waitFor(() => expect(within(menu()).getByText(/No saved views yet/)).toBeInTheDocument());
  });

  it('follows views shared or unshared by others, live', async () => {
    const app = await openWithViews([testView('Urgent')]);
    await app.user.click(within(screen.getByRole('navigation', { name: 'Workspace' })).getByText('Views'));
    await waitFor(() => expect(pendingOperationNames(app.environment)).toContain('savedViewsEventsSubscription'));
    pushSubscriptionPayload(app.environment, 'savedViewsEventsSubscription', viewEventResolvers('CREATED', [testView('Urgent'), testView('Shared by Max')]));
    await waitFor(() => expect(viewNames()).toEqual(['UrgentShared', 'Shared by MaxShared']));
    pushSubscriptionPayload(app.environment, 'savedViewsEventsSubscription', viewEventResolvers('DELETED', [testView('Shared by Max')]));
    await waitFor(() => expect(viewNames()).toEqual(['Shared by MaxShared']));
  });

  it('exports the issues a view shows as a file named after it, and says so when the export fails', async () => {
    const saved: Array<{ name: string; blob: Blob }> = [];
    let blob: Blob | null = null;
    URL.createObjectURL = jest.fn((made: Blob) => {
      blob = made;
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blob! });
    });
    try {
      const app = await openWithViews([testView('Urgent bugs', { viewerCanUpdate: false })]);
      await app.user.click(within(screen.getByRole('navigation', { name: 'Workspace' })).getByText('Views'));
      await app.user.click(within(menu()).getByRole('button', { name: 'Export Urgent bugs' }));
      await app.user.click(within(screen.getByRole('group', { name: 'Export Urgent bugs' })).getByRole('button', { name: 'CSV' }));
      const asked = await waitForOperation(app.environment, 'exportViewQuery');
      expect(asked.request.variables).toEqual({ id: 'view_Urgent_bugs', format: 'CSV' });
      resolveOperation(app.environment, 'exportViewQuery', { SavedView: () => ({ exportIssues: 'Key,Title\r\nWEB-1,Fix it' }) });
      await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Urgent-bugs-issues.csv']));
      expect(saved[0].blob.type).toBe('text/csv;charset=utf-8');

      await app.user.click(within(menu()).getByRole('button', { name: 'Export Urgent bugs' }));
      expect(within(screen.getByRole('group', { name: 'Export Urgent bugs' })).getByRole('button', { name: 'CSV' })).toHaveFocus();
      await app.user.click(within(screen.getByRole('group', { name: 'Export Urgent bugs' })).getByRole('button', { name: 'JSON' }));
      await waitForOperation(app.environment, 'exportViewQuery');
      rejectOperation(app.environment, 'exportViewQuery', new ApiError('NETWORK', 'Failed to fetch'));
      expect(await screen.findByText('The JSON export of Urgent bugs failed. Try again.')).toBeInTheDocument();
      expect(saved).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });

  it('moves a view down: after the next one, before the one after it', async () => {
    const [a, b, c] = [testView('A'), testView('B'), testView('C')];
    const app = await openWithViews([a, b, c]);
    await app.user.click(within(screen.getByRole('navigation', { name: 'Workspace' })).getByText('Views'));
    await app.user.click(within(menu()).getByRole('button', { name: 'Move A down' }));
    const move = await waitForOperation(app.environment, 'viewMutationsMoveMutation');
    expect(move.request.variables.input).toEqual({ id: a.id, afterId: b.id, beforeId: c.id });
    resolveOperation(app.environment, 'viewMutationsMoveMutation', viewListResolvers([b, a, c]));
    await waitFor(() => expect(viewNames()).toEqual(['BShared', 'AShared', 'CShared']));
  });
});
