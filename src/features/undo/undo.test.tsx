import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { inBoardOrder } from '../../../__tests__/helpers/fixtures/board';
import {
  ADA,
  BUG,
  currentIssuesAnswer,
  deletedIssueResolvers,
  GRACE,
  issueNode,
  issueWorkspaceResolvers,
  restoredIssueResolvers,
  testIssue,
  testMember,
  type TestIssue,
} from '../../../__tests__/helpers/fixtures/issues';
import { BoardPageDriver } from '../../../__tests__/helpers/pages/boardPage';
import { IssuePageDriver } from '../../../__tests__/helpers/pages/issuePage';
import { operationNamed, pendingOperationNames, rejectOperation, resolveOperation, waitForOperation } from '../../../__tests__/helpers/relay';
import { UNDO_WINDOW_MS } from './undoHistory';

const CURRENT = 'currentIssuesQuery';
const MOVE = 'useMoveIssueMutation';
const BULK = 'useBulkUpdateIssuesMutation';
const DELETE = 'useDeleteIssueMutation';
const RESTORE = 'undoDeleteMutation';

const issues = inBoardOrder([
  testIssue(1, { status: 'BACKLOG', title: 'Fix the login page', priority: 'HIGH' }),
  testIssue(2, { status: 'BACKLOG', title: 'Write the changelog' }),
  testIssue(3, { status: 'TODO', title: 'Ship the board' }),
  testIssue(4, { status: 'TODO', title: 'Ship the list' }),
]);

/** The toast that says this, and its "Undo". */
async function undoButtonOf(text: string): Promise<HTMLElement> {
  const message = await screen.findByText(text);
  return within(message.closest<HTMLElement>('[role="status"]')!).getByRole('button', { name: 'Undo' });
}

function answerBulk(updated: TestIssue[]) {
  return { BulkUpdateIssuesPayload: () => ({ issues: updated.map(issueNode) }) };
}

afterEach(() => jest.restoreAllMocks());

/** The focus leaves whatever has it (a field, a menu): keys go to the page. */
function focusNothing() {
  (document.activeElement as HTMLElement | null)?.blur();
}

describe('undo on the board', () => {
  it('offers Undo on a move’s toast: it looks at the issue now, then moves it back between its old neighbours', async () => {
    const page = await BoardPageDriver.open({ issues });
    await page.moveWithMenu('WEB-1', 'Todo');
    const moved = { ...issues[0], status: 'TODO' as const, position: 'Zz' };
    page.serverAnswers('move', moved);

    await page.user.click(await undoButtonOf('WEB-1 moved to Todo.'));
    const look = await waitForOperation(page.environment, CURRENT);
    expect(look.request.variables).toEqual({ ids: ['issue_WEB-1'] });
    resolveOperation(page.environment, CURRENT, currentIssuesAnswer([moved]));

    // The same mutation as a move, to where it was: above WEB-2 at the top of Backlog, at once.
    await waitForOperation(page.environment, MOVE);
    expect(page.mutationVariables('move')).toEqual({ input: { id: 'issue_WEB-1', status: 'BACKLOG', afterId: null, beforeId: 'issue_WEB-2' } });
    expect(page.cardKeys('BACKLOG')).toEqual(['WEB-1', 'WEB-2']);
    expect(page.cardKeys('TODO')).toEqual(['WEB-3', 'WEB-4']);
    page.serverAnswers('move', issues[0]);

    expect(await screen.findByText('Undone: WEB-1 is back in Backlog.')).toBeInTheDocument();
    // An undo is not itself undone by the next Ctrl Z: nothing is left to undo.
    await page.user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByText('Nothing to undo: changes can be undone for a minute.')).toBeInTheDocument();
    expect(pendingOperationNames(page.environment)).not.toContain(CURRENT);
  });

  it('undoes the latest change with Ctrl Z, but leaves an issue someone moved since where it is', async () => {
    const page = await BoardPageDriver.open({ issues });
    await page.moveWithMenu('WEB-3', 'Down one');
    page.serverAnswers('move', { ...issues[2], position: 'a2' });
    await screen.findByText('WEB-3 moved within Todo.');

    focusNothing();
    await page.user.keyboard('{Control>}z{/Control}');
    // Grace moved it to Done meanwhile.
    resolveOperation(page.environment, CURRENT, currentIssuesAnswer([{ ...issues[2], status: 'DONE', position: 'a0' }]));

    expect(await screen.findByText('Not undone: WEB-3 was moved since; it stays where it is.')).toBeInTheDocument();
    expect(pendingOperationNames(page.environment)).not.toContain(MOVE);
  });

  it('undoes two moves of one card in turn with Ctrl Z, the latest first', async () => {
    const page = await BoardPageDriver.open({ issues });
    await page.moveWithMenu('WEB-1', 'Todo');
    const inTodo = { ...issues[0], status: 'TODO' as const, position: 'Zz' };
    page.serverAnswers('move', inTodo);
    await screen.findByText('WEB-1 moved to Todo.');
    await page.moveWithMenu('WEB-1', 'Done');
    const inDone = { ...issues[0], status: 'DONE' as const, position: 'a0' };
    page.serverAnswers('move', inDone);
    await screen.findByText('WEB-1 moved to Done.');

    focusNothing();
    await page.user.keyboard('{Control>}z{/Control}');
    resolveOperation(page.environment, CURRENT, currentIssuesAnswer([inDone]));
    await waitForOperation(page.environment, MOVE);
    expect(page.mutationVariables('move')).toMatchObject({ input: { id: 'issue_WEB-1', status: 'TODO', afterId: null, beforeId: 'issue_WEB-3' } });
    // Back in Todo, at a position of its own between the same neighbours.
    const backInTodo = { ...inTodo, position: 'Zy' };
    page.serverAnswers('move', backInTodo);
    await screen.findByText('Undone: WEB-1 is back in Todo.');

    await page.user.keyboard('{Control>}z{/Control}');
    resolveOperation(page.environment, CURRENT, currentIssuesAnswer([backInTodo]));
    await waitForOperation(page.environment, MOVE);
    expect(page.mutationVariables('move')).toEqual({ input: { id: 'issue_WEB-1', status: 'BACKLOG', afterId: null, beforeId: 'issue_WEB-2' } });
    page.serverAnswers('move', issues[0]);
    expect(await screen.findByText('Undone: WEB-1 is back in Backlog.')).toBeInTheDocument();
    expect(page.cardKeys('BACKLOG')).toEqual(['WEB-1', 'WEB-2']);
  });

  it('leaves Ctrl Z to a text field while the focus is in one', async () => {
    const page = await BoardPageDriver.open({ issues });
    await page.moveWithMenu('WEB-1', 'Done');
    page.serverAnswers('move', { ...issues[0], status: 'DONE', position: 'a0' });
    await screen.findByText('WEB-1 moved to Done.');

    await page.user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await page.user.keyboard('{Control>}z{/Control}');
    expect(pendingOperationNames(page.environment)).not.toContain(CURRENT);

    // Outside the field, the same keys undo.
    focusNothing();
    await page.user.keyboard('{Meta>}z{/Meta}');
    await waitForOperation(page.environment, CURRENT);
  });

  it('undoes only the last minute’s changes', async () => {
    const page = await BoardPageDriver.open({ issues });
    await page.moveWithMenu('WEB-1', 'Done');
    page.serverAnswers('move', { ...issues[0], status: 'DONE', position: 'a0' });
    await screen.findByText('WEB-1 moved to Done.');

    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + UNDO_WINDOW_MS + 1);
    focusNothing();
    await page.user.keyboard('{Control>}z{/Control}');

    expect(await screen.findByText('Nothing to undo: changes can be undone for a minute.')).toBeInTheDocument();
    expect(pendingOperationNames(page.environment)).not.toContain(CURRENT);
  });

  it('says why when the server refuses the undo, and the card stays where it was moved', async () => {
    const page = await BoardPageDriver.open({ issues });
    await page.moveWithMenu('WEB-1', 'Todo');
    const moved = { ...issues[0], status: 'TODO' as const, position: 'Zz' };
    page.serverAnswers('move', moved);
    await page.user.click(await undoButtonOf('WEB-1 moved to Todo.'));
    resolveOperation(page.environment, CURRENT, currentIssuesAnswer([moved]));
    await waitForOperation(page.environment, MOVE);

    rejectOperation(page.environment, MOVE, new ApiError('FORBIDDEN', 'You may not move issues in this project.'));

    expect(await screen.findByText('WEB-1 was not put back: You may not move issues in this project.')).toBeInTheDocument();
    expect(page.cardKeys('TODO')).toEqual(['WEB-1', 'WEB-3', 'WEB-4']);
  });

  it('undoes a bulk edit issue by issue to each one’s old value, leaving one changed since by someone else', async () => {
    const page = await BoardPageDriver.open({ issues, members: [ADA, GRACE], labels: [BUG] });
    await page.user.keyboard('jx');
    await page.user.keyboard('{Shift>}');
    await page.user.click(within(page.card('WEB-3')).getByRole('link'));
    await page.user.keyboard('{/Shift}');
    await page.user.selectOptions(within(screen.getByRole('region', { name: 'Bulk edit' })).getByRole('combobox', { name: 'Status' }), 'Done');
    const done = [
      { ...issues[0], status: 'DONE' as const, position: 'a0' },
      { ...issues[2], status: 'DONE' as const, position: 'Zz' },
    ];
    resolveOperation(page.environment, BULK, answerBulk(done));

    await page.user.click(await undoButtonOf('Status set to Done for 2 issues.'));
    // Grace moved WEB-3 on to Canceled meanwhile: only WEB-1 goes back (to Backlog).
    expect((await waitForOperation(page.environment, CURRENT)).request.variables).toEqual({ ids: ['issue_WEB-1', 'issue_WEB-3'] });
    resolveOperation(page.environment, CURRENT, currentIssuesAnswer([done[0], { ...done[1], status: 'CANCELED' }]));
    await waitForOperation(page.environment, BULK);
    expect(operationNamed(page.environment, BULK).request.variables).toEqual({ input: { ids: ['issue_WEB-1'], status: 'BACKLOG' } });
    expect(page.cardKeys('BACKLOG')).toContain('WEB-1');
    resolveOperation(page.environment, BULK, answerBulk([issues[0]]));

    expect(
      await screen.findByText('Undone: status set to Done for 2 issues. 1 issue was deleted or changed since and is left as it is.'),
    ).toBeInTheDocument();
  });

  it('puts labels added in bulk back off only the issues that did not have them', async () => {
    const withBug = inBoardOrder([testIssue(1, { status: 'BACKLOG', labels: [BUG] }), testIssue(2, { status: 'BACKLOG' })]);
    const page = await BoardPageDriver.open({ issues: withBug, labels: [BUG] });
    await page.user.click(within(page.column('BACKLOG')).getByRole('button', { name: 'Select all in Backlog' }));
    await page.user.selectOptions(within(screen.getByRole('region', { name: 'Bulk edit' })).getByRole('combobox', { name: 'Add label' }), 'Bug');
    const labelled = withBug.map((issue) => ({ ...issue, labels: [BUG] }));
    resolveOperation(page.environment, BULK, answerBulk(labelled));

    await page.user.click(await undoButtonOf('Label Bug added for 2 issues.'));
    resolveOperation(page.environment, CURRENT, currentIssuesAnswer(labelled));
    await waitForOperation(page.environment, BULK);
    expect(operationNamed(page.environment, BULK).request.variables).toEqual({ input: { ids: ['issue_WEB-2'], removeLabelIds: [BUG.id] } });
  });
});

describe('undo on the issue page', () => {
  it('offers Undo on a field change’s toast, and sends the old value with the same mutation', async () => {
    const issue = testIssue(3, { status: 'TODO', priority: 'HIGH' });
    const page = await IssuePageDriver.open({ issue });
    await page.choose('Status', 'Done');
    const changed = { ...issue, status: 'DONE' as const };
    page.serverUpdates(changed);

    await page.user.click(await undoButtonOf('WEB-3: status Done.'));
    resolveOperation(page.environment, CURRENT, currentIssuesAnswer([changed]));
    await waitFor(() => expect(page.sentInput('update')).toEqual({ id: issue.id, status: 'TODO' }));
    page.serverUpdates(issue);

    expect(await screen.findByText('Undone: WEB-3 has status Todo again.')).toBeInTheDocument();
    expect(page.fieldValue('Status')).toBe('Todo');
  });

  it('takes back only the fields nobody changed since, and says which it left', async () => {
    const issue = testIssue(3, { status: 'TODO', assignee: null });
    const page = await IssuePageDriver.open({ issue, members: [testMember(ADA), testMember(GRACE)] });
    await page.choose('Assignee', 'Grace Member');
    const changed = { ...issue, assignee: GRACE };
    page.serverUpdates(changed);
    await page.choose('Status', 'In review');
    page.serverUpdates({ ...changed, status: 'IN_REVIEW' });

    // The status change's Undo, then the assignee's: Ada reassigned the issue to herself meanwhile.
    await page.user.click(await undoButtonOf('WEB-3: assignee Grace Member.'));
    resolveOperation(page.environment, CURRENT, currentIssuesAnswer([{ ...changed, status: 'IN_REVIEW', assignee: ADA }]));

    expect(await screen.findByText('Not undone: WEB-3. Someone changed its assignee since; left as it is.')).toBeInTheDocument();
    expect(page.sent('update')).toBe(false);
  });

  it('says the issue was deleted, and changes nothing', async () => {
    const issue = testIssue(3, { title: 'Ship the board' });
    const page = await IssuePageDriver.open({ issue });
    await page.editTitle('Ship the whole board');
    page.serverUpdates({ ...issue, title: 'Ship the whole board' });

    await page.user.click(await undoButtonOf('WEB-3: title “Ship the whole board”.'));
    resolveOperation(page.environment, CURRENT, currentIssuesAnswer([null]));

    expect(await screen.findByText('Not undone: WEB-3 was deleted.')).toBeInTheDocument();
    expect(page.sent('update')).toBe(false);
  });
});

describe('undo of a delete', () => {
  // The side panel's code loads on demand; loaded first, the first test does not spend its waits compiling it.
  beforeAll(() => Promise.all([import('@/features/issues/IssueDetailPanel'), import('@/features/issues/Markdown')]));

  /** Opens the card's issue in the board's side panel and deletes it there, the server agreeing. */
  async function deleteInPanel(page: BoardPageDriver, issue: TestIssue) {
    await page.user.click(within(page.card(issue.key)).getByRole('link'));
    await waitForOperation(page.environment, 'IssuePageQuery');
    resolveOperation(page.environment, 'IssuePageQuery', issueWorkspaceResolvers({ issue }));
    const panel = await screen.findByRole('dialog', { name: `Issue ${issue.key}` });
    await page.user.click(within(panel).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: `Delete ${issue.key}?` });
    expect(confirm).toHaveTextContent('You can undo this for a minute.');
    await page.user.click(within(confirm).getByRole('button', { name: 'Delete issue' }));
    resolveOperation(page.environment, DELETE, deletedIssueResolvers(issue));
  }

  it('offers Undo on a delete’s toast: the issue is restored and back at once between the cards it sat between', async () => {
    const page = await BoardPageDriver.open({ issues });
    await deleteInPanel(page, issues[2]);
    expect(page.cardKeys('TODO')).toEqual(['WEB-4']);

    await page.user.click(await undoButtonOf('WEB-3 deleted.'));
    const restore = await waitForOperation(page.environment, RESTORE);
    expect(restore.request.variables).toEqual({ input: { id: issues[2].id } });
    resolveOperation(page.environment, RESTORE, restoredIssueResolvers(issues[2]));

    expect(await screen.findByText('Undone: WEB-3 is back.')).toBeInTheDocument();
    expect(page.cardKeys('TODO')).toEqual(['WEB-3', 'WEB-4']);
    // Everyone's lists (this one's too) hear of it live: it stays listed once.
    page.arrivesLive('RESTORED', issues[2]);
    expect(page.cardKeys('TODO')).toEqual(['WEB-3', 'WEB-4']);
  });

  it('undoes a delete with Ctrl Z, and says why when the server refuses', async () => {
    const page = await BoardPageDriver.open({ issues });
    await deleteInPanel(page, issues[3]);
    await screen.findByText('WEB-4 deleted.');

    focusNothing();
    await page.user.keyboard('{Control>}z{/Control}');
    await waitForOperation(page.environment, RESTORE);
    rejectOperation(page.environment, RESTORE, new ApiError('CONFLICT', 'WEB-4 is not deleted: there is nothing to restore.'));

    expect(await screen.findByText('WEB-4 was not restored: WEB-4 is not deleted: there is nothing to restore.')).toBeInTheDocument();
  });
});
