import { act, screen, waitFor, within } from '@testing-library/react';
import { inBoardOrder } from '../../../__tests__/helpers/fixtures/board';
import { ADA, BUG, GRACE, testIssue } from '../../../__tests__/helpers/fixtures/issues';
import { BoardPageDriver } from '../../../__tests__/helpers/pages/boardPage';
import { NO_MORE_FILTERS } from './listParams';

const issues = inBoardOrder([
  testIssue(1, { status: 'BACKLOG', title: 'Fix the login page', priority: 'HIGH', assignee: ADA, labels: [BUG] }),
  testIssue(2, { status: 'BACKLOG', title: 'Write the changelog' }),
  testIssue(3, { status: 'TODO', title: 'Ship the board', priority: 'HIGH' }),
  testIssue(4, { status: 'TODO', title: 'Ship the list', assignee: GRACE }),
]);
const high = issues.filter((issue) => issue.priority === 'HIGH');

describe('the board’s filters', () => {
  it('offers the list’s filter bar (without its order), puts the filters in the URL and every column’s query', async () => {
    const page = await BoardPageDriver.open({ issues, members: [ADA, GRACE] });
    const bar = screen.getByRole('search', { name: 'Filter issues' });
    expect(within(bar).queryByRole('combobox', { name: 'Order' })).not.toBeInTheDocument();
    expect(page.activeFilters()).toBeNull();

    await page.toggleFilter('Priority', 'High');
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/board?priority=HIGH'));
    expect(await page.pendingQueryVariables()).toEqual({ ...NO_MORE_FILTERS, projectKey: 'WEB', priorities: ['HIGH'], assignee: null, labelIds: null, text: null });
    await page.loaded({ issues: high, members: [ADA, GRACE] });

    await waitFor(() => expect(page.cardKeys('BACKLOG')).toEqual(['WEB-1']));
    expect(page.cardKeys('TODO')).toEqual(['WEB-3']);
    expect(page.activeFilters()).toBe('1 filter');

    await page.toggleFilter('Assignee', 'Me');
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/board?priority=HIGH&assignee=me'));
    expect(await page.pendingQueryVariables()).toMatchObject({ priorities: ['HIGH'], assignee: { ids: null, unassigned: null, me: true } });
    await page.loaded({ issues: [issues[0]], members: [ADA, GRACE] });
    await waitFor(() => expect(page.cardKeys('TODO')).toEqual([]));
    expect(page.activeFilters()).toBe('2 filters');
  });

  it('shows only the columns of the chosen statuses', async () => {
    const page = await BoardPageDriver.open({ issues });

    await page.toggleFilter('Status', 'Todo');
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/board?status=TODO'));
    // The status picks columns: the query asks for the same issues.
    expect(await page.pendingQueryVariables()).toEqual({ ...NO_MORE_FILTERS, projectKey: 'WEB', priorities: null, assignee: null, labelIds: null, text: null });
    await page.loaded({ issues });

    await waitFor(() => expect(page.columnNames()).toEqual(['Todo 2']));
    expect(page.cardKeys('TODO')).toEqual(['WEB-3', 'WEB-4']);

    // An empty column of a chosen status is empty: the status filter hides columns, not cards.
    await page.toggleFilter('Status', 'In review');
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/board?status=TODO%2CIN_REVIEW'));
    await page.loaded({ issues });
    await waitFor(() => expect(page.columnNames()).toEqual(['Todo 2', 'In review 0']));
    expect(within(page.column('IN_REVIEW')).getByText('No issues yet. Drag one here, or add one with +.')).toBeInTheDocument();
  });

  it('drags from the keyboard between the columns shown, past those the status filter hides', async () => {
    const page = await BoardPageDriver.open({ issues }, '/w/acme/projects/WEB/board?status=TODO,DONE');
    expect(page.columnNames()).toEqual(['Todo 2', 'Done 0']);

    await page.dragWithKeyboard('WEB-3', '{ArrowRight}');
    expect(page.cardKeys('DONE')).toEqual(['WEB-3']);
    expect(page.mutationVariables('move')).toEqual({ input: { id: 'issue_WEB-3', status: 'DONE', afterId: null, beforeId: null } });
    expect(page.announcement()).toBe('WEB-3 dropped in Done, position 1 of 1.');
  });

  it('reads the filters of its address (a reload, a shared link) into the bar and the query', async () => {
    const page = await BoardPageDriver.open({ issues });

    await act(() => page.app.router.navigate('/w/acme/projects/WEB/board?priority=HIGH&assignee=none,user_grace&label=label_bug&q=login'));
    expect(await page.pendingQueryVariables()).toEqual({
      ...NO_MORE_FILTERS,
      projectKey: 'WEB',
      priorities: ['HIGH'],
      assignee: { ids: ['user_grace'], unassigned: true, me: null },
      labelIds: ['label_bug'],
      text: 'login',
    });
    await page.loaded({ issues: [issues[0]], members: [ADA, GRACE] });

    await waitFor(() => expect(page.activeFilters()).toBe('4 filters'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('login');
    expect(page.filterChosen('Priority', 'High')).toBe(true);
    expect(page.filterChosen('Assignee', 'Unassigned')).toBe(true);
    expect(page.filterChosen('Assignee', 'Grace Member')).toBe(true);
    expect(page.filterChosen('Labels', 'Bug')).toBe(true);
    expect(page.cardKeys('BACKLOG')).toEqual(['WEB-1']);
  });

  it('says that the filters hide a column’s cards, and clears them from there or from the bar', async () => {
    const page = await BoardPageDriver.open({ issues: high }, '/w/acme/projects/WEB/board?priority=HIGH&issue=WEB-1');
    // The issue's panel asks for its issue; the board is what this test looks at.
    await page.settle();

    const review = page.column('IN_REVIEW');
    expect(within(review).getByText(/No issues match the filters here\./)).toHaveTextContent('No issues match the filters here. Clear the filters to see every card.');
    expect(within(review).queryByText(/No issues yet/)).not.toBeInTheDocument();

    await page.user.click(within(review).getByRole('button', { name: 'Clear the filters' }));
    // The open issue stays open: only the filters go.
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/board?issue=WEB-1'));
    await page.loaded({ issues });
    await waitFor(() => expect(page.cardKeys('TODO')).toEqual(['WEB-3', 'WEB-4']));
    expect(page.activeFilters()).toBeNull();
    expect(within(page.column('IN_REVIEW')).getByText('No issues yet. Drag one here, or add one with +.')).toBeInTheDocument();

    await act(() => page.app.router.navigate('/w/acme/projects/WEB/board?status=TODO&q=ship'));
    await page.loaded({ issues: issues.slice(2) });
    await waitFor(() => expect(page.activeFilters()).toBe('2 filters'));
    await page.user.click(within(screen.getByRole('search', { name: 'Filter issues' })).getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/board'));
  });

  it('places live changes by the filters: an issue that stops matching leaves its column, one that starts matching joins it', async () => {
    const page = await BoardPageDriver.open({ issues: high }, '/w/acme/projects/WEB/board?priority=HIGH');
    await page.live();

    page.arrivesLive('CREATED', testIssue(7, { status: 'TODO', priority: 'LOW', position: 'Zz' }));
    expect(page.cardKeys('TODO')).toEqual(['WEB-3']);

    page.arrivesLive('UPDATED', { ...issues[3], priority: 'HIGH' });
    expect(page.cardKeys('TODO')).toEqual(['WEB-3', 'WEB-4']);

    page.arrivesLive('UPDATED', { ...high[1], priority: 'LOW' });
    expect(page.cardKeys('TODO')).toEqual(['WEB-4']);
    expect(page.column('TODO')).toHaveAccessibleName('Todo 1');
  });

  it('keeps the filters when switching to the list, and back', async () => {
    const page = await BoardPageDriver.open({ issues: high }, '/w/acme/projects/WEB/board?priority=HIGH');

    expect(screen.getByRole('link', { name: 'List' })).toHaveAttribute('href', '/w/acme/projects/WEB/list?priority=HIGH');
    await page.user.click(screen.getByRole('link', { name: 'List' }));
    expect(await page.pendingQueryVariables()).toMatchObject({ priorities: ['HIGH'], orderBy: 'POSITION' });
    await page.loaded({ issues: high });
    expect(page.filterChosen('Priority', 'High')).toBe(true);
    expect(screen.getByRole('link', { name: 'Board' })).toHaveAttribute('href', '/w/acme/projects/WEB/board?priority=HIGH');
  });

  it('offers More filters: a cycle and blocked issues go to the URL and the query, and Clear takes every filter off', async () => {
    const cycles = [{ id: 'cycle_3', number: 3, name: 'Launch' }];
    const page = await BoardPageDriver.open({ issues });
    expect(page.moreFiltersSummary()).toBe('More filters');

    // The cycles are asked for when the filter first shows, not with the page.
    await page.openMoreFilters();
    expect(screen.getByRole('combobox', { name: 'Cycle' })).toBeDisabled();
    await page.answerCycles(cycles);
    await page.chooseMoreFilter('Cycle', 'Cycle 3: Launch');
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/board?cycle=cycle_3'));
    expect(await page.pendingQueryVariables()).toEqual({
      ...NO_MORE_FILTERS,
      projectKey: 'WEB',
      priorities: null,
      assignee: null,
      labelIds: null,
      text: null,
      cycle: 'cycle_3',
    });
    await page.loaded({ issues: [issues[0]] });
    await waitFor(() => expect(page.cardKeys('TODO')).toEqual([]));

    await page.chooseMoreFilter('Blocked', 'Blocked');
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/board?cycle=cycle_3&blocked=yes'));
    expect(await page.pendingQueryVariables()).toMatchObject({ cycle: 'cycle_3', blocked: true, estimated: null, dueBefore: null });
    await page.loaded({ issues: [issues[0]] });
    await waitFor(() => expect(page.activeFilters()).toBe('2 filters'));
    expect(page.moreFiltersSummary()).toBe('More filters (2)');

    await page.user.click(within(screen.getByRole('search', { name: 'Filter issues' })).getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/board'));
    expect(await page.pendingQueryVariables()).toEqual({ ...NO_MORE_FILTERS, projectKey: 'WEB', priorities: null, assignee: null, labelIds: null, text: null });
    await page.loaded({ issues });
    await waitFor(() => expect(page.activeFilters()).toBeNull());
    expect(page.moreFiltersSummary()).toBe('More filters');
  });

  it('reads More filters of its address into the query, and on the grouped board too', async () => {
    const page = await BoardPageDriver.open({ issues });

    await act(() => page.app.router.navigate('/w/acme/projects/WEB/board?due_before=2026-12-01&overdue=1&estimate_min=3&sub=no&parent=yes'));
    expect(await page.pendingQueryVariables()).toMatchObject({ dueBefore: '2026-12-01', overdue: true, estimateMin: 3, hasParent: false, hasChildren: true, cycle: null });
    await page.loaded({ issues: [issues[0]] });
    await waitFor(() => expect(page.activeFilters()).toBe('5 filters'));

    await act(() => page.app.router.navigate('/w/acme/projects/WEB/board?group=priority&updated=7&estimated=no'));
    expect(page.queryName()).toBe('GroupedBoardPageQuery');
    expect(await page.pendingQueryVariables()).toMatchObject({ groupBy: 'PRIORITY', updatedWithinDays: 7, estimated: false, overdue: null });
  });
});
