import { act, screen, waitFor, within } from '@testing-library/react';
import { outboxOf } from '@/relay';
import { ApiError } from '@/relay/errors';
import { inBoardOrder } from '../../../__tests__/helpers/fixtures/board';
import { ADA, BUG, currentIssuesAnswer, GRACE, testIssue, testLabel } from '../../../__tests__/helpers/fixtures/issues';
import { BoardPageDriver } from '../../../__tests__/helpers/pages/boardPage';
import { goOffline, goOnline, operationNamed, pendingOperationNames, resolveOperation, waitForOperation } from '../../../__tests__/helpers/relay';

const NO_MORE_COLUMNS = ['In progress: ', 'In review: ', 'Done: ', 'Canceled: '];

const DOCS = testLabel('Docs');
const issues = inBoardOrder([
  testIssue(1, { status: 'BACKLOG', title: 'Fix the login page', priority: 'HIGH', assignee: ADA, labels: [BUG] }),
  testIssue(2, { status: 'BACKLOG', title: 'Write the changelog', labels: [BUG, DOCS] }),
  testIssue(3, { status: 'TODO', title: 'Ship the board', priority: 'HIGH' }),
  testIssue(4, { status: 'TODO', title: 'Ship the list', assignee: GRACE }),
]);

// A change left waiting offline by a test stays in this browser's storage: the next test starts with none.
afterEach(() => localStorage.clear());

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

  it('moves a card dropped in another row there at once, with that row\'s priority and the column\'s status in one move, and names the row', async () => {
    const page = await BoardPageDriver.open({ issues, groupedBy: 'PRIORITY' }, '/w/acme/projects/WEB/board?group=priority');
    // WEB-4, of no priority, dropped below WEB-3 in the Todo column of the row High.
    await page.dragWithMouse('WEB-4', page.columnPoint('High', 'Todo'));
    expect(page.mutationVariables('moveAcrossRows')).toEqual({
      input: { id: issues[3].id, status: 'TODO', afterId: issues[2].id, beforeId: null, priority: 'HIGH' },
    });
    expect(page.sent('move')).toBe(false);
    expect(page.boardRowContents()).toEqual([
      { row: 'High', columns: ['Backlog: WEB-1', 'Todo: WEB-3, WEB-4', ...NO_MORE_COLUMNS] },
      { row: 'No priority', columns: ['Backlog: WEB-2', 'Todo: ', ...NO_MORE_COLUMNS] },
    ]);
    expect(page.announcement()).toBe('WEB-4 dropped in Todo in High, position 2 of 2.');

    const moved = { ...issues[3], priority: 'HIGH' as const };
    page.serverAnswers('moveAcrossRows', moved);
    const toast = await page.toast('WEB-4 moved to Todo in High.');
    expect(page.boardRowContents()[0].columns[1]).toBe('Todo: WEB-3, WEB-4');

    // Undo puts back both its priority and its place, through the same mutation, once the server says it is unchanged.
    await page.user.click(within(toast.closest<HTMLElement>('[role="status"]')!).getByRole('button', { name: 'Undo' }));
    await waitForOperation(page.environment, 'currentIssuesQuery');
    resolveOperation(page.environment, 'currentIssuesQuery', currentIssuesAnswer([moved]));
    await waitForOperation(page.environment, 'moveAcrossRowsMutation');
    expect(page.mutationVariables('moveAcrossRows')).toEqual({ input: { id: issues[3].id, status: 'TODO', afterId: null, beforeId: null, priority: 'NONE' } });
    expect(page.boardRowContents()[1].columns[1]).toBe('Todo: WEB-4');
    page.serverAnswers('moveAcrossRows', issues[3]);
    await page.toast('Undone: WEB-4 is back in Todo in No priority.');
  });

  it('puts a card dropped in another row back, and says why, when the server refuses', async () => {
    const page = await BoardPageDriver.open({ issues, groupedBy: 'PRIORITY' }, '/w/acme/projects/WEB/board?group=priority');
    await page.dragWithMouse('WEB-1', page.columnPoint('No priority', 'Todo'));
    expect(page.mutationVariables('moveAcrossRows')).toEqual({ input: { id: issues[0].id, status: 'TODO', afterId: issues[3].id, beforeId: null, priority: 'NONE' } });
    expect(page.boardRowContents()[1].columns[1]).toBe('Todo: WEB-4, WEB-1');

    page.serverRefuses('moveAcrossRows', new ApiError('FORBIDDEN', 'Viewers may not change issues.'));
    await page.toast('WEB-1 was not moved: Viewers may not change issues.');
    expect(page.boardRowContents()).toEqual([
      { row: 'High', columns: ['Backlog: WEB-1', 'Todo: WEB-3', ...NO_MORE_COLUMNS] },
      { row: 'No priority', columns: ['Backlog: WEB-2', 'Todo: WEB-4', ...NO_MORE_COLUMNS] },
    ]);
  });

  it('keeps a card dropped in another row while offline there, waiting as its row\'s field then its move, sent in that order once back online', async () => {
    const page = await BoardPageDriver.open({ issues, groupedBy: 'PRIORITY' }, '/w/acme/projects/WEB/board?group=priority');
    await waitFor(() => expect(outboxOf(page.environment)).toBeDefined());
    goOffline();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    try {
      await page.dragWithMouse('WEB-4', page.columnPoint('High', 'Todo'));
      // Shown in its new row at once; nothing sent, nothing to undo, and the notice counts both changes.
      expect(page.boardRowContents()).toEqual([
        { row: 'High', columns: ['Backlog: WEB-1', 'Todo: WEB-3, WEB-4', ...NO_MORE_COLUMNS] },
        { row: 'No priority', columns: ['Backlog: WEB-2', 'Todo: ', ...NO_MORE_COLUMNS] },
      ]);
      expect(pendingOperationNames(page.environment).filter((name) => name.endsWith('Mutation'))).toEqual([]);
      expect(await screen.findByText(/^2 changes waiting to be sent/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    } finally {
      goOnline();
    }
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // The priority first (the outbox reads the issue as the server has it, then sends), then the move.
    await waitForOperation(page.environment, 'outboxIssueQuery');
    const issueNowAnswer = ({ priority }: { priority: string }) => () => ({
      data: {
        viewer: { user: { id: ADA.id } },
        node: {
          ...{ __typename: 'Issue', id: issues[3].id, title: issues[3].title, description: issues[3].description, status: 'TODO', priority },
          ...{ dueDate: null, estimate: null, cycle: null, assignee: { id: GRACE.id, name: GRACE.name }, labels: [] },
          timeline: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
        },
      },
    });
    resolveOperation(page.environment, 'outboxIssueQuery', issueNowAnswer({ priority: 'NONE' }));
    await waitForOperation(page.environment, 'outboxUpdateIssueMutation');
    expect(operationNamed(page.environment, 'outboxUpdateIssueMutation').request.variables.input).toEqual({ id: issues[3].id, priority: 'HIGH' });
    resolveOperation(page.environment, 'outboxUpdateIssueMutation');
    await waitForOperation(page.environment, 'outboxIssueQuery');
    resolveOperation(page.environment, 'outboxIssueQuery', issueNowAnswer({ priority: 'HIGH' }));
    await waitForOperation(page.environment, 'outboxMoveIssueMutation');
    expect(operationNamed(page.environment, 'outboxMoveIssueMutation').request.variables.input).toEqual({ id: issues[3].id, status: 'TODO', afterId: issues[2].id, beforeId: null });
  });

  it("swaps the card's label of its old row for the new row's when dropped in another label's row", async () => {
    const labelled = await BoardPageDriver.open({ issues, labels: [BUG, DOCS], groupedBy: 'LABEL' }, '/w/acme/projects/WEB/board?group=label');
    expect(labelled.boardRowContents().map(({ row, columns }) => [row, columns.slice(0, 2)])).toEqual([
      ['Bug', ['Backlog: WEB-1, WEB-2', 'Todo: ']],
      ['Docs', ['Backlog: WEB-2', 'Todo: ']],
      ['No label', ['Backlog: ', 'Todo: WEB-3, WEB-4']],
    ]);
    // WEB-1 from Bug to the top of Docs' Backlog: it loses Bug and gains Docs.
    const docsBacklog = labelled.columnPoint('Docs', 'Backlog');
    await labelled.dragWithMouse('WEB-1', { x: docsBacklog.x, y: docsBacklog.y - 72 });
    expect(labelled.mutationVariables('moveAcrossRows')).toEqual({
      input: { id: issues[0].id, status: 'BACKLOG', afterId: null, beforeId: issues[1].id, addLabelIds: [DOCS.id], removeLabelIds: [BUG.id] },
    });
    expect(labelled.boardRowContents().map(({ row, columns }) => [row, columns.slice(0, 2)])).toEqual([
      ['Bug', ['Backlog: WEB-2', 'Todo: ']],
      ['Docs', ['Backlog: WEB-1, WEB-2', 'Todo: ']],
      ['No label', ['Backlog: ', 'Todo: WEB-3, WEB-4']],
    ]);
  });

  it('unassigns a card dropped in the row of no assignee', async () => {
    const assigned = await BoardPageDriver.open({ issues, members: [ADA, GRACE], groupedBy: 'ASSIGNEE' }, '/w/acme/projects/WEB/board?group=assignee');
    await assigned.dragWithMouse('WEB-1', assigned.columnPoint('No assignee', 'Backlog'));
    expect(assigned.mutationVariables('moveAcrossRows')).toEqual({ input: { id: issues[0].id, status: 'BACKLOG', afterId: issues[1].id, beforeId: null, assigneeId: null } });
    expect(assigned.boardRowContents().map(({ row, columns }) => [row, columns.slice(0, 2)])).toEqual([
      ['Ada Admin', ['Backlog: ', 'Todo: ']],
      ['Grace Member', ['Backlog: ', 'Todo: WEB-4']],
      ['No assignee', ['Backlog: WEB-2, WEB-1', 'Todo: WEB-3']],
    ]);
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
