import { screen, waitFor, within } from '@testing-library/react';
import { inBoardOrder } from '../../../__tests__/helpers/fixtures/board';
import { ADA, BUG, GRACE, testIssue, testLabel } from '../../../__tests__/helpers/fixtures/issues';
import { BoardPageDriver } from '../../../__tests__/helpers/pages/boardPage';

const DOCS = testLabel('Docs');
const issues = inBoardOrder([
  testIssue(1, { status: 'BACKLOG', title: 'Fix the login page', priority: 'HIGH', assignee: ADA, labels: [BUG] }),
  testIssue(2, { status: 'BACKLOG', title: 'Write the changelog', labels: [BUG, DOCS] }),
  testIssue(3, { status: 'TODO', title: 'Ship the board', priority: 'HIGH' }),
  testIssue(4, { status: 'TODO', title: 'Ship the list', assignee: GRACE }),
]);

describe('grouping', () => {
  it('groups the list by assignee from the filter bar, keeps the grouping in the URL, and puts the unassigned last', async () => {
    const page = await BoardPageDriver.open({ issues, members: [ADA, GRACE] }, '/w/acme/projects/WEB/list');
    const groupBy = screen.getByRole('combobox', { name: 'Group by' });
    expect(groupBy).toHaveValue('STATUS');
    expect(within(groupBy).getAllByRole('option').map((option) => option.textContent)).toEqual(['Status', 'Assignee', 'Priority', 'Label']);

    await page.groupBy('Assignee');
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/list?group=assignee'));
    expect(await page.pendingQueryVariables()).toMatchObject({ groupBy: 'ASSIGNEE', statuses: null });
    await page.loaded({ issues, members: [ADA, GRACE], groupedBy: 'ASSIGNEE' });

    await waitFor(() => expect(page.listRows()).toEqual(['Ada Admin 1', 'WEB-1', 'Grace Member 1', 'WEB-4', 'No assignee 2', 'WEB-2', 'WEB-3']));
    // Grouping is no filter: the bar counts none.
    expect(page.activeFilters()).toBeNull();
  });

  it('lists an issue with several labels under each of its labels, as the bar says, and sends the status filter with a grouping', async () => {
    const backlog = issues.filter((issue) => issue.status === 'BACKLOG');
    const page = await BoardPageDriver.open({ issues: backlog, labels: [BUG, DOCS], groupedBy: 'LABEL' }, '/w/acme/projects/WEB/list?status=BACKLOG&group=label');
    expect(screen.getByRole('combobox', { name: 'Group by' })).toHaveValue('LABEL');
    expect(screen.getByText('An issue with several labels shows under each of them.')).toBeInTheDocument();
    await waitFor(() => expect(page.listRows()).toEqual(['Bug 2', 'WEB-1', 'WEB-2', 'Docs 1', 'WEB-2']));

    // Collapsing one label's section leaves the issue under the other.
    await page.user.click(screen.getByRole('button', { name: 'Bug 2' }));
    expect(screen.getByRole('button', { name: 'Bug 2' })).toHaveAttribute('aria-expanded', 'false');
    expect(page.listRows()).toEqual(['Bug 2', 'Docs 1', 'WEB-2']);

    // Grouped by another field than the status, the status filter goes to the server (the sections are not statuses).
    await page.groupBy('Priority');
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/list?status=BACKLOG&group=priority'));
    expect(await page.pendingQueryVariables()).toMatchObject({ groupBy: 'PRIORITY', statuses: ['BACKLOG'] });
    await page.loaded({ issues: backlog, groupedBy: 'PRIORITY' });
    await waitFor(() => expect(page.listRows()).toEqual(['High 1', 'WEB-1', 'No priority 1', 'WEB-2']));
  });

  it('shows the board as a row of status columns per priority, and moves a card within its row to another status', async () => {
    const page = await BoardPageDriver.open({ issues, groupedBy: 'PRIORITY' }, '/w/acme/projects/WEB/board?group=priority');
    expect(page.boardRowContents()).toEqual([
      { row: 'High', columns: ['Backlog: WEB-1', 'Todo: WEB-3', 'In progress: ', 'In review: ', 'Done: ', 'Canceled: '] },
      { row: 'No priority', columns: ['Backlog: WEB-2', 'Todo: WEB-4', 'In progress: ', 'In review: ', 'Done: ', 'Canceled: '] },
    ]);

    await page.moveWithMenu('WEB-3', 'Done');
    expect(page.mutationVariables('move')).toMatchObject({ input: { status: 'DONE' } });
    // Optimistically in the Done column of its own row.
    await waitFor(() =>
      expect(page.boardRowContents()[0]).toEqual({ row: 'High', columns: ['Backlog: WEB-1', 'Todo: ', 'In progress: ', 'In review: ', 'Done: WEB-3', 'Canceled: '] }),
    );
    expect(page.boardRowContents()[1].columns).toEqual(['Backlog: WEB-2', 'Todo: WEB-4', 'In progress: ', 'In review: ', 'Done: ', 'Canceled: ']);
  });

  it("moves a card to another row when a live change changes its group, and shows only the chosen statuses' columns", async () => {
    const page = await BoardPageDriver.open({ issues, groupedBy: 'PRIORITY' }, '/w/acme/projects/WEB/board?group=priority&status=TODO');
    expect(page.boardRowContents()).toEqual([
      { row: 'High', columns: ['Todo: WEB-3'] },
      { row: 'No priority', columns: ['Todo: WEB-4'] },
    ]);
    await page.live();
    page.arrivesLive('UPDATED', { ...issues[3], priority: 'HIGH' });
    await waitFor(() =>
      expect(page.boardRowContents()).toEqual([
        { row: 'High', columns: ['Todo: WEB-3, WEB-4'] },
        { row: 'No priority', columns: ['Todo: '] },
      ]),
    );
  });
});
