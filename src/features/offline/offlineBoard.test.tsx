// Board changes made offline: a card moved and a bulk edit wait in the outbox as field edits do, shown at once among the
// board's columns (after a reload too), and go out in order once the connection is back.
import { act, screen, waitFor, within } from '@testing-library/react';
import { outboxOf } from '@/relay';
import { ApiError } from '@/relay/errors';
import { inBoardOrder } from '../../../__tests__/helpers/fixtures/board';
import { ADA, GRACE, issueNode, testIssue, type TestIssue, type TestUser } from '../../../__tests__/helpers/fixtures/issues';
import { BoardPageDriver } from '../../../__tests__/helpers/pages/boardPage';
import { goOffline, goOnline, operationNamed, pendingOperationNames, rejectOperation, resolveOperation, waitForOperation } from '../../../__tests__/helpers/relay';
import { pendingStorageKey, type PendingChange } from './pendingChanges';

const LOOK = 'outboxIssueQuery';
const MOVE = 'outboxMoveIssueMutation';
const UPDATE = 'outboxUpdateIssueMutation';
const STORAGE_KEY = pendingStorageKey('user_ada', 'acme');

const issues = inBoardOrder([
  testIssue(1, { status: 'BACKLOG', title: 'Fix the login page' }),
  testIssue(2, { status: 'BACKLOG', title: 'Write the changelog' }),
  testIssue(3, { status: 'TODO', title: 'Ship the board' }),
  testIssue(4, { status: 'TODO', title: 'Ship the list' }),
]);
const [fixLogin, , shipBoard, shipList] = issues as [TestIssue, TestIssue, TestIssue, TestIssue];

// The project pages' route modules and the outbox load on demand: loaded once here, not inside the first test's waits.
beforeAll(() => Promise.all([import('@/features/board/boardRoute'), import('@/features/offline/PendingChangesNotice')]));

afterEach(() => {
  goOnline();
  localStorage.clear();
});

/** The server's answer to the outbox's look at an issue before it sends a change: the issue now, and its history. */
function issueNow(now: TestIssue, history: { by: TestUser; at: string; fields: string[] }[] = []) {
  return () => ({
    data: {
      viewer: { user: { id: ADA.id } },
      node: {
        __typename: 'Issue',
        id: now.id,
        title: now.title,
        description: now.description,
        status: now.status,
        priority: now.priority,
        dueDate: now.dueDate,
        estimate: now.estimate,
        cycle: null,
        assignee: now.assignee && { id: now.assignee.id, name: now.assignee.name },
        labels: now.labels.map(({ id, name }) => ({ id, name })),
        timeline: {
          edges: history.map((entry, index) => ({
            node: {
              __typename: 'IssueActivity',
              id: `activity_${index}`,
              createdAt: entry.at,
              actor: { id: entry.by.id, name: entry.by.name },
              changes: entry.fields.map((field) => ({ field })),
            },
          })),
          pageInfo: { hasNextPage: false, endCursor: null },
        },
      },
    },
  });
}

function waiting(): PendingChange[] {
  return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as PendingChange[];
}

function connection(state: 'online' | 'offline') {
  if (state === 'offline') goOffline();
  else goOnline();
  act(() => {
    window.dispatchEvent(new Event(state));
  });
}

/** The board, with the workspace's outbox open (it loads after the page's first paint). */
async function openBoard(data: Parameters<typeof BoardPageDriver.open>[0] = { issues }): Promise<BoardPageDriver> {
  const page = await BoardPageDriver.open(data);
  await waitFor(() => expect(outboxOf(page.environment)).toBeDefined());
  return page;
}

const mutationsSent = (page: BoardPageDriver) => pendingOperationNames(page.environment).filter((name) => name.endsWith('Mutation'));
const sentInput = (page: BoardPageDriver, name: string) => operationNamed(page.environment, name).request.variables.input as Record<string, unknown>;
const notice = () => screen.queryByText(/changes? waiting to be sent|made while offline/);

describe('board changes made offline', () => {
  it('a card moved offline shows in its new column at once, stays there through a reload, and goes out as moveIssue when back online', async () => {
    const page = await openBoard();
    connection('offline');

    await page.moveWithMenu('WEB-1', 'Todo');

    expect(page.cardKeys('TODO')).toEqual(['WEB-1', 'WEB-3', 'WEB-4']);
    expect(page.cardKeys('BACKLOG')).toEqual(['WEB-2']);
    expect(mutationsSent(page)).toEqual([]);
    expect(notice()).toHaveTextContent(/^1 change waiting to be sent: it goes out, in order, when the connection is back\.$/);
    expect(waiting()).toEqual([
      expect.objectContaining({ kind: 'issueMove', issue: { id: fixLogin.id, key: 'WEB-1' }, status: 'TODO', afterId: null, beforeId: shipBoard.id, basedStatus: 'BACKLOG' }),
    ]);
    // Not undoable: no toast offers to take it back.
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();

    // A reload, still offline: the board opens again (a new store, a new outbox reading the same storage).
    page.app.unmount();
    const reloaded = await openBoard();
    await waitFor(() => expect(reloaded.cardKeys('TODO')).toEqual(['WEB-1', 'WEB-3', 'WEB-4']));
    expect(reloaded.cardKeys('BACKLOG')).toEqual(['WEB-2']);
    expect(screen.getByRole('region', { name: 'Todo 3' })).toBeInTheDocument();
    expect(notice()).toHaveTextContent(/^1 change waiting to be sent/);

    connection('online');
    await waitForOperation(reloaded.environment, LOOK);
    resolveOperation(reloaded.environment, LOOK, issueNow(fixLogin));
    await waitForOperation(reloaded.environment, MOVE);
    expect(sentInput(reloaded, MOVE)).toEqual({ id: fixLogin.id, status: 'TODO', afterId: null, beforeId: shipBoard.id });
    resolveOperation(reloaded.environment, MOVE, { MoveIssuePayload: () => ({ issue: issueNode({ ...fixLogin, status: 'TODO', position: 'Zz' }) }) });

    await waitFor(() => expect(notice()).not.toBeInTheDocument());
    expect(reloaded.cardKeys('TODO')).toEqual(['WEB-1', 'WEB-3', 'WEB-4']);
    expect(reloaded.cardKeys('BACKLOG')).toEqual(['WEB-2']);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('keep the status someone else set after the offline move, send nothing for it, and say so', async () => {
    const page = await openBoard();
    connection('offline');
    await page.moveWithMenu('WEB-1', 'Done');
    expect(page.cardKeys('DONE')).toEqual(['WEB-1']);
    const [move] = waiting();
    const later = new Date(Date.parse(move!.madeAt) + 60_000).toISOString();

    connection('online');
    await waitForOperation(page.environment, LOOK);
    // Grace moved it to In review after the move was made.
    resolveOperation(page.environment, LOOK, issueNow({ ...fixLogin, status: 'IN_REVIEW' }, [{ by: GRACE, at: later, fields: ['STATUS'] }]));

    expect(await screen.findByText('WEB-1: Status kept as In review: Grace Member changed it after your offline move.')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBeNull());
    expect(pendingOperationNames(page.environment)).not.toContain(MOVE);
    // The card shows where the server has it: Grace's column.
    expect(page.cardKeys('IN_REVIEW')).toEqual(['WEB-1']);
    expect(page.cardKeys('DONE')).toEqual([]);
    expect(page.cardKeys('BACKLOG')).toEqual(['WEB-2']);
  });

  it('a move whose neighbour the server no longer has in that column is sent again without it, keeping its status', async () => {
    const page = await openBoard();
    connection('offline');
    await page.moveWithMenu('WEB-2', 'Todo');
    expect(page.cardKeys('TODO')).toEqual(['WEB-2', 'WEB-3', 'WEB-4']);

    connection('online');
    await waitForOperation(page.environment, LOOK);
    resolveOperation(page.environment, LOOK, issueNow(issues[1]!));
    await waitForOperation(page.environment, MOVE);
    expect(sentInput(page, MOVE)).toEqual({ id: issues[1]!.id, status: 'TODO', afterId: null, beforeId: shipBoard.id });
    // WEB-3 was moved out of Todo meanwhile.
    rejectOperation(page.environment, MOVE, new ApiError('BAD_USER_INPUT', 'Choose an issue of the TODO column of this project.', { field: 'beforeId' }));
    await waitForOperation(page.environment, MOVE);
    expect(sentInput(page, MOVE)).toEqual({ id: issues[1]!.id, status: 'TODO', afterId: null, beforeId: null });
    resolveOperation(page.environment, MOVE, { MoveIssuePayload: () => ({ issue: issueNode({ ...issues[1]!, status: 'TODO', position: 'Zz' }) }) });

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBeNull());
    expect(page.cardKeys('TODO')).toEqual(['WEB-2', 'WEB-3', 'WEB-4']);
    expect(screen.queryByText(/not saved/)).not.toBeInTheDocument();
  });

  it('a bulk edit made offline waits as one edit per issue, shown at once, and they go out in order', async () => {
    const page = await openBoard();
    connection('offline');

    await page.user.keyboard('{Shift>}');
    await page.user.click(page.cardLink('WEB-3'));
    await page.user.click(page.cardLink('WEB-4'));
    await page.user.keyboard('{/Shift}');
    const bar = screen.getByRole('region', { name: 'Bulk edit' });
    // The bar's cycle field cannot read the cycles offline: it is left out, the bar stays.
    await waitForOperation(page.environment, 'CycleOptionsQuery');
    rejectOperation(page.environment, 'CycleOptionsQuery', new ApiError('NETWORK', 'Failed to fetch'));
    await waitFor(() => expect(within(bar).queryByRole('combobox', { name: 'Cycle' })).not.toBeInTheDocument());
    await page.user.selectOptions(within(bar).getByRole('combobox', { name: 'Status' }), 'Done');

    // At once: both cards are in Done (where the server puts them: the top, the later one first), nothing was sent.
    expect(page.cardKeys('DONE')).toEqual(['WEB-4', 'WEB-3']);
    expect(page.cardKeys('TODO')).toEqual([]);
    expect(mutationsSent(page)).toEqual([]);
    expect(await screen.findByText('Status set to Done for 2 issues: waiting to be sent.')).toBeInTheDocument();
    expect(notice()).toHaveTextContent(/^2 changes waiting to be sent/);
    expect(waiting()).toEqual([
      expect.objectContaining({ kind: 'issueEdit', issue: { id: shipBoard.id, key: 'WEB-3' }, input: { id: shipBoard.id, status: 'DONE' }, based: { status: 'TODO' } }),
      expect.objectContaining({ kind: 'issueEdit', issue: { id: shipList.id, key: 'WEB-4' }, input: { id: shipList.id, status: 'DONE' }, based: { status: 'TODO' } }),
    ]);

    connection('online');
    for (const issue of [shipBoard, shipList]) {
      await waitForOperation(page.environment, LOOK);
      expect(operationNamed(page.environment, LOOK).request.variables.id).toBe(issue.id);
      resolveOperation(page.environment, LOOK, issueNow(issue));
      await waitForOperation(page.environment, UPDATE);
      expect(sentInput(page, UPDATE)).toEqual({ id: issue.id, status: 'DONE' });
      resolveOperation(page.environment, UPDATE, { UpdateIssuePayload: () => ({ issue: issueNode({ ...issue, status: 'DONE', position: issue === shipBoard ? 'Zz' : 'Zy' }) }) });
    }

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBeNull());
    expect(notice()).not.toBeInTheDocument();
    expect(page.cardKeys('DONE')).toEqual(['WEB-4', 'WEB-3']);
  });

  it('a bulk edit made offline leaves out the issues the viewer may not change', async () => {
    const readOnly = inBoardOrder([testIssue(3, { status: 'TODO', viewerCanUpdate: false }), testIssue(4, { status: 'TODO' })]);
    const page = await openBoard({ issues: readOnly });
    connection('offline');

    await page.user.keyboard('{Shift>}');
    await page.user.click(page.cardLink('WEB-3'));
    await page.user.click(page.cardLink('WEB-4'));
    await page.user.keyboard('{/Shift}');
    await page.user.selectOptions(within(screen.getByRole('region', { name: 'Bulk edit' })).getByRole('combobox', { name: 'Priority' }), 'Urgent');

    expect(await screen.findByText('Priority set to Urgent for 2 issues: waiting to be sent. 1 issue your role cannot change was left as it is.')).toBeInTheDocument();
    expect(waiting().map((change) => change.issue.key)).toEqual(['WEB-4']);
    expect(within(page.card('WEB-4')).getByText('Priority: Urgent')).toBeInTheDocument();
    expect(within(page.card('WEB-3')).queryByText('Priority: Urgent')).not.toBeInTheDocument();
    expect(notice()).toHaveTextContent(/^1 change waiting to be sent/);
  });

  it('a move that cannot reach the server though the browser is online waits instead of going back', async () => {
    const page = await openBoard();
    await page.moveWithMenu('WEB-1', 'Todo');
    page.serverRefuses('move', new ApiError('NETWORK', 'Failed to fetch'));

    expect(await screen.findByText('Sending 1 change made while offline…')).toBeInTheDocument();
    expect(screen.queryByText(/was not moved/)).not.toBeInTheDocument();
    expect(page.cardKeys('TODO')).toEqual(['WEB-1', 'WEB-3', 'WEB-4']);
    expect(waiting()).toEqual([expect.objectContaining({ kind: 'issueMove', status: 'TODO', basedStatus: 'BACKLOG' })]);
  });
});
