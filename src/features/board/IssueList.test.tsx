import { screen, waitFor, within } from '@testing-library/react';
import { inBoardOrder } from '../../../__tests__/helpers/fixtures/board';
import { ADA, testIssue, testIssueProject, type TestIssue } from '../../../__tests__/helpers/fixtures/issues';
import { BoardPageDriver, ROW_HEIGHT, VIEWPORT_HEIGHT } from '../../../__tests__/helpers/pages/boardPage';
import { NO_MORE_FILTERS } from './listParams';

const issues = inBoardOrder([
  testIssue(1, { status: 'BACKLOG', title: 'Fix the login page', priority: 'HIGH', assignee: ADA }),
  testIssue(2, { status: 'BACKLOG', title: 'Write the changelog' }),
  testIssue(3, { status: 'TODO', title: 'Ship the board' }),
]);


describe('the issue list', () => {
  it('groups the issues by status, each row a link to its issue', async () => {
    const page = await BoardPageDriver.open({ issues }, '/w/acme/projects/WEB/list');

    await waitFor(() => expect(page.listRows()).toEqual(['Backlog 2', 'WEB-1', 'WEB-2', 'Todo 1', 'WEB-3']));
    expect(screen.getByRole('link', { name: /Ship the board/ })).toHaveAttribute('href', '/w/acme/issue/WEB-3');

    await page.user.click(screen.getByRole('button', { name: /^Backlog/ }));
    expect(page.listRows()).toEqual(['Backlog 2', 'Todo 1', 'WEB-3']);
    expect(screen.getByRole('button', { name: /^Backlog/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts its filters and order in the URL, and the URL’s filters in the query', async () => {
    const page = await BoardPageDriver.open({ issues }, '/w/acme/projects/WEB/list');

    await page.toggleFilter('Priority', 'High');
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/list?priority=HIGH'));
    expect(await page.pendingQueryVariables()).toMatchObject({ projectKey: 'WEB', priorities: ['HIGH'], orderBy: 'POSITION' });
    await page.loaded({ issues: issues.filter((issue) => issue.priority === 'HIGH') });

    await page.toggleFilter('Assignee', 'Me');
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/list?priority=HIGH&assignee=me'));
    expect(await page.pendingQueryVariables()).toMatchObject({ assignee: { ids: null, unassigned: null, me: true } });
    await page.loaded({ issues: issues.filter((issue) => issue.priority === 'HIGH') });

    await page.chooseOrder('Due date');
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/list?priority=HIGH&assignee=me&order=DUE_DATE'));
    expect(await page.pendingQueryVariables()).toMatchObject({ orderBy: 'DUE_DATE' });
  });

  it('opens one filter panel at a time, closed by a click outside it or Esc (focus back on its summary)', async () => {
    const page = await BoardPageDriver.open({ issues }, '/w/acme/projects/WEB/list');
    const bar = screen.getByRole('search', { name: 'Filter issues' });
    const filter = (name: string) => within(bar).getByText(name, { selector: 'summary' }).parentElement as HTMLDetailsElement;
    const summary = (name: string) => filter(name).querySelector('summary')!;

    await page.user.click(summary('Status'));
    expect(filter('Status').open).toBe(true);
    await page.user.click(summary('Priority'));
    expect(filter('Priority').open).toBe(true);
    expect(filter('Status').open).toBe(false);

    await page.user.click(within(filter('Priority')).getByRole('checkbox', { name: 'High' }));
    expect(filter('Priority').open).toBe(true);
    expect(summary('Priority')).toHaveTextContent('Priority (1)');
    await page.user.click(screen.getByRole('heading', { level: 1 }));
    expect(filter('Priority').open).toBe(false);

    await page.user.click(summary('Labels'));
    await page.user.keyboard('{Escape}');
    expect(filter('Labels').open).toBe(false);
    expect(summary('Labels')).toHaveFocus();
  });

  it('reads the filters of a shared URL into the query, words included', async () => {
    const page = await BoardPageDriver.open(
      { issues: [issues[0]] },
      '/w/acme/projects/WEB/list?status=BACKLOG&assignee=none,user_grace&label=label_bug&q=login&order=PRIORITY',
    );

    expect(page.environment.mock.getAllOperations().length).toBeGreaterThan(0);
    await waitFor(() => expect(page.listRows()).toEqual(['Backlog 1', 'WEB-1']));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('login');
    await page.search(' page');
    await waitFor(() => expect(page.url()).toContain('q=login+page'));
    expect(await page.pendingQueryVariables()).toEqual({
      ...NO_MORE_FILTERS,
      projectKey: 'WEB',
      priorities: null,
      assignee: { ids: ['user_grace'], unassigned: true, me: null },
      labelIds: ['label_bug'],
      text: 'login page',
      orderBy: 'PRIORITY',
    });
  });

  it('sends the More filters chosen to the list’s query, one after another, and keeps them when switching to the board', async () => {
    const page = await BoardPageDriver.open({ issues }, '/w/acme/projects/WEB/list?order=PRIORITY');

    await page.chooseMoreFilter('Created', 'Last 30 days');
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/list?order=PRIORITY&created=30'));
    expect(await page.pendingQueryVariables()).toEqual({
      ...NO_MORE_FILTERS,
      projectKey: 'WEB',
      priorities: null,
      assignee: null,
      labelIds: null,
      text: null,
      orderBy: 'PRIORITY',
      createdWithinDays: 30,
    });
    await page.loaded({ issues });
    await waitFor(() => expect(page.activeFilters()).toBe('1 filter'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Board' })).toHaveAttribute('href', '/w/acme/projects/WEB/board?order=PRIORITY&created=30'));

    await page.chooseMoreFilter('Points from', '5');
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/list?order=PRIORITY&created=30&estimate_min=5'));
    expect(await page.pendingQueryVariables()).toMatchObject({ createdWithinDays: 30, estimateMin: 5, estimateMax: null });
  });

  it('keeps only the rows on screen in the page with 5,000 issues', async () => {
    const many: TestIssue[] = inBoardOrder(Array.from({ length: 5000 }, (_, index) => testIssue(index + 1, { status: 'TODO' })));
    const page = await BoardPageDriver.open({ issues: many }, '/w/acme/projects/WEB/list');

    await waitFor(() => expect(page.listRows()[0]).toBe('Todo 5000'));
    const rendered = page.listRows().length;
    expect(rendered).toBeGreaterThanOrEqual(VIEWPORT_HEIGHT / ROW_HEIGHT);
    expect(rendered).toBeLessThan(30);
  });

  it('applies live events to the groups they match, keeping the focused row', async () => {
    const high = issues.filter((issue) => issue.priority === 'HIGH');
    const page = await BoardPageDriver.open({ issues: high }, '/w/acme/projects/WEB/list?priority=HIGH');
    await page.live();
    await waitFor(() => expect(page.listRows()).toEqual(['Backlog 1', 'WEB-1']));
    const link = screen.getByRole('link', { name: /Fix the login page/ });
    link.focus();

    page.arrivesLive('CREATED', testIssue(7, { status: 'TODO', priority: 'HIGH', title: 'Urgent-ish' }));
    page.arrivesLive('CREATED', testIssue(8, { status: 'TODO', priority: 'LOW', title: 'Later' }));
    expect(page.listRows()).toEqual(['Backlog 1', 'WEB-1', 'Todo 1', 'WEB-7']);

    page.arrivesLive('UPDATED', testIssue(7, { status: 'TODO', priority: 'LOW', title: 'Urgent-ish' }));
    expect(page.listRows()).toEqual(['Backlog 1', 'WEB-1']);
    expect(link).toHaveFocus();
  });

  it('shows a viewer no way to create issues', async () => {
    await BoardPageDriver.open({ issues, project: testIssueProject({ viewerCanCreateIssue: false }) }, '/w/acme/projects/WEB/list');
    expect(screen.queryByRole('button', { name: 'New issue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^New issue in/ })).not.toBeInTheDocument();
  });

  it('says what to do when the project has no issues, and when no issue matches', async () => {
    await BoardPageDriver.open({ issues: [] }, '/w/acme/projects/WEB/list');
    expect(await screen.findByRole('heading', { name: 'No issues yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create the first issue' })).toBeInTheDocument();
  });
});
