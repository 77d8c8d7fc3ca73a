import { screen, waitFor, within } from '@testing-library/react';
import { createFakeAuthServer } from '../../../__tests__/helpers/fakeAuthServer';
import { testIssue, GRACE } from '../../../__tests__/helpers/fixtures/issues';
import { workspaceIssuesResolvers, type WorkspaceIssuesData } from '../../../__tests__/helpers/fixtures/views';
import { operationNamed, pendingOperationNames, pushSubscriptionPayload, resolveOperation, waitForOperation } from '../../../__tests__/helpers/relay';
import { currentUrl, renderApp, type RenderedApp } from '../../../__tests__/helpers/render';

/** Ada opens a page of the workspace; the server answers the page and the navigation's views. */
async function open(path: string, data: WorkspaceIssuesData): Promise<RenderedApp> {
  const app = renderApp(path, { server: createFakeAuthServer({ signedInAs: { email: 'admin@acme.test', organizationSlug: 'acme' } }) });
  await answerPage(app, data);
  await waitForOperation(app.environment, 'savedViewsQuery');
  resolveOperation(app.environment, 'savedViewsQuery', workspaceIssuesResolvers(data));
  return app;
}

async function answerPage(app: RenderedApp, data: WorkspaceIssuesData) {
  await waitForOperation(app.environment, 'WorkspaceIssuesPageQuery');
  const variables = operationNamed(app.environment, 'WorkspaceIssuesPageQuery').request.variables;
  resolveOperation(app.environment, 'WorkspaceIssuesPageQuery', workspaceIssuesResolvers(data));
  return variables;
}

const sections = () =>
  screen.getAllByRole('region').map((section) => [section.getAttribute('aria-label'), within(section).getAllByRole('link').map((link) => link.dataset.issueKey)]);

describe('My issues', () => {
  it('lists the issues assigned to me across projects, in status sections, most recently updated first', async () => {
    const app = renderApp('/w/acme/my-issues', { server: createFakeAuthServer({ signedInAs: { email: 'admin@acme.test', organizationSlug: 'acme' } }) });
    const variables = await answerPage(app, {
      issues: [testIssue(2, { status: 'IN_PROGRESS' }), testIssue(1), testIssue(7, { project: { ...testIssue(1).project, key: 'API', id: 'project_API' } })],
    });
    expect(variables).toEqual({ filter: { assignee: { me: true } }, orderBy: 'UPDATED' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My issues' })).toBeInTheDocument();
    expect(sections()).toEqual([
      ['Todo', ['WEB-1', 'API-7']],
      ['In progress', ['WEB-2']],
    ]);
    expect(screen.getByRole('link', { name: 'Assigned' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches to the issues I created, and to those I watch, saying what watching means', async () => {
    const app = await open('/w/acme/my-issues', { issues: [testIssue(1)] });
    await app.user.click(screen.getByRole('link', { name: 'Created' }));
    expect(await answerPage(app, { issues: [testIssue(3)] })).toEqual({ filter: { createdByMe: true }, orderBy: 'UPDATED' });
    expect(currentUrl(app.router)).toBe('/w/acme/my-issues?set=created');
    await app.user.click(screen.getByRole('link', { name: 'Watching' }));
    expect(await answerPage(app, { issues: [] })).toEqual({ filter: { watchedByMe: true }, orderBy: 'UPDATED' });
    expect(await screen.findByText('No issues here')).toBeInTheDocument();
    expect(screen.getAllByText(/Issues you commented on or were mentioned in/).length).toBeGreaterThan(0);
  });

  it('sends the filter bar’s and the date filters to the server, grouping by assignee when asked', async () => {
    const app = await open('/w/acme/my-issues?set=created&overdue=1&estimated=no&group=assignee&order=DUE_DATE', {
      issues: [testIssue(1, { assignee: GRACE }), testIssue(2)],
    });
    expect(screen.getByText(/^More filters/, { selector: 'summary' })).toHaveTextContent('More filters (2)');
    await app.user.click(screen.getByText(/^More filters/, { selector: 'summary' }));
    expect(await screen.findByRole('checkbox', { name: 'Overdue' })).toBeChecked();
    expect(sections()).toEqual([
      ['Grace Member', ['WEB-1']],
      ['No assignee', ['WEB-2']],
    ]);
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Updated' }), 'Last 7 days');
    expect(await answerPage(app, { issues: [] })).toEqual({
      filter: { overdue: true, estimated: false, updatedWithinDays: 7, createdByMe: true },
      orderBy: 'DUE_DATE',
    });
  });

  it('reads the list again when an issue of the workspace changes', async () => {
    const app = await open('/w/acme/my-issues', { issues: [testIssue(1)] });
    await waitFor(() => expect(pendingOperationNames(app.environment)).toContain('WorkspaceIssueListEventsSubscription'));
    pushSubscriptionPayload(app.environment, 'WorkspaceIssueListEventsSubscription', {
      IssueEvent: () => ({ kind: 'CREATED' }),
      Issue: () => ({ id: 'issue_WEB-9' }),
    });
    await waitForOperation(app.environment, 'WorkspaceIssueListPaginationQuery');
    resolveOperation(app.environment, 'WorkspaceIssueListPaginationQuery', workspaceIssuesResolvers({ issues: [testIssue(9), testIssue(1)] }));
    expect(await screen.findByText('Issue 9')).toBeInTheDocument();
  });
});
