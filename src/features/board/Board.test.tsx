import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { inBoardOrder } from '../../../__tests__/helpers/fixtures/board';
import { ADA, BUG, SNAPSHOT_SEQ, testIssue, testIssueProject } from '../../../__tests__/helpers/fixtures/issues';
import { BoardPageDriver, ROW_HEIGHT } from '../../../__tests__/helpers/pages/boardPage';

const issues = inBoardOrder([
  testIssue(1, { status: 'BACKLOG', title: 'Fix the login page', priority: 'HIGH', assignee: ADA, labels: [BUG], dueDate: '2026-12-01' }),
  testIssue(2, { status: 'BACKLOG', title: 'Write the changelog' }),
  testIssue(3, { status: 'TODO', title: 'Ship the board' }),
  testIssue(4, { status: 'TODO', title: 'Ship the list' }),
]);


describe('the board', () => {
  it('shows a column per status with its cards, each a link to its issue', async () => {
    const page = await BoardPageDriver.open({ issues });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('WEB Website');
    expect(page.cardKeys('BACKLOG')).toEqual(['WEB-1', 'WEB-2']);
    expect(page.cardKeys('TODO')).toEqual(['WEB-3', 'WEB-4']);
    expect(page.cardKeys('DONE')).toEqual([]);
    const card = page.card('WEB-1');
    expect(within(card).getByRole('link', { name: /Fix the login page/ })).toHaveAttribute('href', '/w/acme/issue/WEB-1');
    expect(card).toHaveTextContent('High');
    expect(card).toHaveTextContent('Bug');
    expect(card).toHaveTextContent('Dec 1');
    expect(card).toHaveTextContent('Assigned to Ada Admin');
    expect(screen.getByRole('link', { name: 'List' })).toHaveAttribute('href', '/w/acme/projects/WEB/list');
  });

  it('marks a due date passed on an open issue as overdue, in words too, and not on a finished one', async () => {
    const page = await BoardPageDriver.open({
      issues: inBoardOrder([
        testIssue(1, { status: 'TODO', dueDate: '2020-01-02' }),
        testIssue(2, { status: 'TODO', dueDate: '2999-01-02' }),
        testIssue(3, { status: 'DONE', dueDate: '2020-01-02' }),
      ]),
    });

    const due = (key: string) => page.card(key).querySelector('time')!.parentElement!;
    expect(due('WEB-1')).toHaveTextContent('Overdue, due Jan 2');
    expect(due('WEB-1').className).toContain('overdue');
    for (const key of ['WEB-2', 'WEB-3']) {
      expect(due(key)).toHaveTextContent(/^Due Jan 2$/);
      expect(due(key).className).not.toContain('overdue');
    }
  });

  it('shows an estimated issue’s points on its card, and nothing for one without', async () => {
    const page = await BoardPageDriver.open({ issues: inBoardOrder([testIssue(1, { estimate: 3 }), testIssue(2)]) });

    expect(within(page.card('WEB-1')).getByText('Estimate: 3 points')).toBeInTheDocument();
    expect(within(page.card('WEB-2')).queryByText(/Estimate/)).not.toBeInTheDocument();
  });

  it('moves a card with the "Move to…" menu at once, and asks the server to put it at the top of that column', async () => {
    const page = await BoardPageDriver.open({ issues });

    await page.moveWithMenu('WEB-1', 'Todo');

    expect(page.cardKeys('TODO')).toEqual(['WEB-1', 'WEB-3', 'WEB-4']);
    expect(page.cardKeys('BACKLOG')).toEqual(['WEB-2']);
    expect(page.mutationVariables('move')).toEqual({ input: { id: 'issue_WEB-1', status: 'TODO', afterId: null, beforeId: 'issue_WEB-3' } });

    // The server's position, before WEB-3's: the card stays at the top.
    page.serverAnswers('move', { ...issues[0], status: 'TODO', position: 'Zz' });
    expect(page.cardKeys('TODO')).toEqual(['WEB-1', 'WEB-3', 'WEB-4']);
  });

  it('reorders within a column from the keyboard, through the menu of the focused card', async () => {
    const page = await BoardPageDriver.open({ issues });

    const menuButton = within(page.card('WEB-3')).getByRole('button', { name: 'Move WEB-3 to…' });
    menuButton.focus();
    await page.user.keyboard('{ArrowDown}');
    expect(within(screen.getByRole('menu', { name: 'Move WEB-3 to…' })).getByRole('menuitem', { name: 'Down one' })).toHaveFocus();
    await page.user.keyboard('{Enter}');

    expect(page.cardKeys('TODO')).toEqual(['WEB-4', 'WEB-3']);
    expect(page.mutationVariables('move')).toEqual({ input: { id: 'issue_WEB-3', status: 'TODO', afterId: 'issue_WEB-4', beforeId: null } });
    expect(menuButton).toHaveFocus();
  });

  it('puts the card back and says why when the server refuses the move', async () => {
    const page = await BoardPageDriver.open({ issues });

    await page.moveWithMenu('WEB-2', 'Done');
    expect(page.cardKeys('DONE')).toEqual(['WEB-2']);

    page.serverRefuses('move', new ApiError('FORBIDDEN', 'You may not move issues in this project.'));

    expect(await page.toast('WEB-2 was not moved: You may not move issues in this project.')).toBeInTheDocument();
    expect(page.cardKeys('DONE')).toEqual([]);
    expect(page.cardKeys('BACKLOG')).toEqual(['WEB-1', 'WEB-2']);
  });

  it('drags a card from the keyboard, within its column and to the next, saying where it went', async () => {
    const page = await BoardPageDriver.open({ issues });

    await page.dragWithKeyboard('WEB-1', '{ArrowDown}');
    expect(page.cardKeys('BACKLOG')).toEqual(['WEB-2', 'WEB-1']);
    expect(page.mutationVariables('move')).toEqual({ input: { id: 'issue_WEB-1', status: 'BACKLOG', afterId: 'issue_WEB-2', beforeId: null } });
    expect(page.announcement()).toBe('WEB-1 dropped in Backlog, position 2 of 2.');
    page.serverAnswers('move', { ...issues[0], position: 'a2' });

    await page.dragWithKeyboard('WEB-2', '{ArrowRight}');
    expect(page.cardKeys('TODO')).toEqual(['WEB-2', 'WEB-3', 'WEB-4']);
    expect(page.mutationVariables('move')).toEqual({ input: { id: 'issue_WEB-2', status: 'TODO', afterId: null, beforeId: 'issue_WEB-3' } });
    expect(page.announcement()).toBe('WEB-2 dropped in Todo, position 1 of 3.');
  });

  it('drags from the keyboard to the bottom of another column and into an empty column, one place per arrow', async () => {
    const page = await BoardPageDriver.open({ issues });

    // Right lands at the same height in Todo (before WEB-4), Down once more below Todo's last card.
    await page.dragWithKeyboard('WEB-2', '{ArrowRight}{ArrowDown}');
    expect(page.cardKeys('TODO')).toEqual(['WEB-3', 'WEB-4', 'WEB-2']);
    expect(page.mutationVariables('move')).toEqual({ input: { id: 'issue_WEB-2', status: 'TODO', afterId: 'issue_WEB-4', beforeId: null } });
    expect(page.announcement()).toBe('WEB-2 dropped in Todo, position 3 of 3.');
    page.serverAnswers('move', { ...issues[1], status: 'TODO', position: 'a5' });

    // Two columns to the right, past Todo, In progress is empty: the card is its only one.
    await page.dragWithKeyboard('WEB-1', '{ArrowRight}{ArrowRight}');
    expect(page.cardKeys('IN_PROGRESS')).toEqual(['WEB-1']);
    expect(page.mutationVariables('move')).toEqual({ input: { id: 'issue_WEB-1', status: 'IN_PROGRESS', afterId: null, beforeId: null } });
    expect(page.announcement()).toBe('WEB-1 dropped in In progress, position 1 of 1.');
  });

  it('leaves the card where it was when the keyboard drag ends where it started or is cancelled', async () => {
    const page = await BoardPageDriver.open({ issues });

    await page.dragWithKeyboard('WEB-1', '{ArrowRight}{ArrowLeft}');
    expect(page.sent('move')).toBe(false);
    page.cardLink('WEB-1').focus();
    await page.user.keyboard(' {ArrowDown}{Escape}');
    expect(page.announcement()).toBe('Moving WEB-1 was cancelled; it is back where it was.');
    expect(page.cardKeys('BACKLOG')).toEqual(['WEB-1', 'WEB-2']);
    expect(page.sent('move')).toBe(false);
  });

  it('makes the card itself the drag handle: its link keeps a link\'s role and tells keyboard users how to drag', async () => {
    const page = await BoardPageDriver.open({ issues });

    const handle = page.cardLink('WEB-1');
    expect(handle).toHaveAttribute('href', '/w/acme/issue/WEB-1');
    expect(screen.queryByRole('button', { name: /^Drag / })).not.toBeInTheDocument();
    await waitFor(() => expect(handle).toHaveAccessibleDescription(/press Space; Enter opens it, Shift F10 offers its moves\. Use the arrow keys to move it within and between columns/));
  });

  it('shows status and priority as icons, each with its words for screen readers and as its tooltip', async () => {
    const page = await BoardPageDriver.open({
      issues: inBoardOrder([
        testIssue(1, { status: 'IN_PROGRESS', priority: 'URGENT' }),
        testIssue(2, { status: 'DONE', priority: 'LOW' }),
        testIssue(3, { status: 'TODO', priority: 'NONE' }),
      ]),
    });

    const icon = (key: string, text: string) => within(page.card(key)).getByTitle(text);
    expect(icon('WEB-1', 'Status: In progress')).toHaveTextContent(/^Status: In progress$/);
    expect(icon('WEB-1', 'Priority: Urgent')).toHaveTextContent(/^Priority: Urgent$/);
    expect(icon('WEB-2', 'Status: Done')).toHaveTextContent(/^Status: Done$/);
    expect(icon('WEB-2', 'Priority: Low')).toHaveTextContent(/^Priority: Low$/);
    // "Todo" the same word as its column's; no priority shows no mark.
    expect(icon('WEB-3', 'Status: Todo')).toHaveTextContent(/^Status: Todo$/);
    expect(page.card('WEB-3')).not.toHaveTextContent('Priority');
  });

  it('opens the "Move to…" menu on a right-click anywhere on the card, and moves the card from it', async () => {
    const page = await BoardPageDriver.open({ issues });

    await page.user.pointer({ keys: '[MouseRight]', target: within(page.card('WEB-1')).getByText('Fix the login page') });

    const menu = screen.getByRole('menu', { name: 'Move WEB-1 to…' });
    expect(within(menu).getByRole('menuitem', { name: 'Down one' })).toHaveFocus();
    await page.user.click(within(menu).getByRole('menuitem', { name: 'In review' }));
    expect(page.cardKeys('IN_REVIEW')).toEqual(['WEB-1']);
    expect(page.mutationVariables('move')).toEqual({ input: { id: 'issue_WEB-1', status: 'IN_REVIEW', afterId: null, beforeId: null } });
  });

  it('keeps the browser\'s own menu out of a right-click on a card: the event is taken', async () => {
    const page = await BoardPageDriver.open({ issues });

    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    page.card('WEB-2').dispatchEvent(event);

    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(screen.getByRole('menu', { name: 'Move WEB-2 to…' })).toBeInTheDocument());
  });

  it('opens the "Move to…" menu with Shift+F10 or the ContextMenu key on the focused card, and Escape leaves the focus in the card', async () => {
    const page = await BoardPageDriver.open({ issues });

    page.cardLink('WEB-3').focus();
    await page.user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = screen.getByRole('menu', { name: 'Move WEB-3 to…' });
    expect(within(menu).getByRole('menuitem', { name: 'Down one' })).toHaveFocus();
    await page.user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // The focus is on the card's menu button, inside the card: Shift+Tab is its link again.
    expect(within(page.card('WEB-3')).getByRole('button', { name: 'Move WEB-3 to…' })).toHaveFocus();

    page.cardLink('WEB-4').focus();
    await page.user.keyboard('{ContextMenu}');
    await page.user.keyboard('{ArrowUp}{Enter}');
    expect(page.cardKeys('TODO')).toEqual(['WEB-3']);
    expect(page.cardKeys('CANCELED')).toEqual(['WEB-4']);
    expect(page.sent('move')).toBe(true);
  });

  it('picks a card up with Space, not with Enter (which follows its link), as the instructions say', async () => {
    const page = await BoardPageDriver.open({ issues });

    page.cardLink('WEB-2').focus();
    const before = page.announcement();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true });
    page.cardLink('WEB-2').dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
    expect(page.announcement()).toBe(before);
    await page.user.keyboard(' ');
    await waitFor(() => expect(page.announcement()).toMatch(/^Picked up WEB-2 in Backlog/));
    await page.user.keyboard('{Escape}');
    await waitFor(() => expect(page.announcement()).toBe('Moving WEB-2 was cancelled; it is back where it was.'));
    expect(page.sent('move')).toBe(false);
  });

  it('applies live events (created, moved to another column, updated, deleted) without moving focus', async () => {
    const page = await BoardPageDriver.open({ issues });
    await page.live();
    expect(page.subscriptionVariables()).toEqual({ projectId: 'project_WEB', afterSeq: SNAPSHOT_SEQ });

    const link = within(page.card('WEB-2')).getByRole('link');
    link.focus();
    const backlogScroll = screen.getByTestId('column-scroll-BACKLOG');
    backlogScroll.scrollTop = 0;

    page.arrivesLive('CREATED', testIssue(5, { status: 'TODO', title: 'New from Grace', position: 'a0V' }));
    expect(page.cardKeys('TODO')).toEqual(['WEB-3', 'WEB-5', 'WEB-4']);

    page.arrivesLive('MOVED', { ...issues[2], status: 'DONE', position: 'a0' });
    expect(page.cardKeys('TODO')).toEqual(['WEB-5', 'WEB-4']);
    expect(page.cardKeys('DONE')).toEqual(['WEB-3']);

    page.arrivesLive('UPDATED', { ...issues[0], title: 'Fix the sign-in page' });
    expect(page.card('WEB-1')).toHaveTextContent('Fix the sign-in page');

    page.arrivesLive('DELETED', issues[3]);
    expect(page.cardKeys('TODO')).toEqual(['WEB-5']);

    expect(link).toHaveFocus();
    expect(backlogScroll.scrollTop).toBe(0);
  });

  it('shows a label renamed, recoloured or deleted by another member at once, on every card that has it', async () => {
    const page = await BoardPageDriver.open({ issues });
    await page.labelsLive();
    expect(page.card('WEB-1')).toHaveTextContent('Bug');

    page.labelChangesLive({ updated: { ...BUG, name: 'Defect', color: '#30a46c' } });
    expect(page.card('WEB-1')).toHaveTextContent('Defect');
    expect(page.card('WEB-1')).not.toHaveTextContent('Bug');

    page.labelChangesLive({ deleted: BUG.id });
    expect(within(page.card('WEB-1')).queryByRole('list', { name: 'Labels' })).not.toBeInTheDocument();
    expect(page.card('WEB-1')).toHaveTextContent('Fix the login page');
  });

  it('subscribes again after the stream fails, from the last change it saw', async () => {
    const page = await BoardPageDriver.open({ issues });
    await page.live();
    page.arrivesLive('UPDATED', { ...issues[0], title: 'Fix the sign-in page' }, 130);

    page.liveStreamFails();

    await waitFor(() => expect(page.subscriptionVariables()).toEqual({ projectId: 'project_WEB', afterSeq: 130 }));
  });

  it('reads the page again when the server says it is too far behind to catch up, and goes on live from the new read', async () => {
    const page = await BoardPageDriver.open({ issues });
    await page.live();

    page.liveStreamSaysReload();

    await page.loaded({ issues, project: testIssueProject({ issuesSnapshotSeq: 2000 }) });
    await waitFor(() => expect(page.subscriptionVariables()).toEqual({ projectId: 'project_WEB', afterSeq: 2000 }));
  });

  it('keeps the cards a person is looking at in place when issues arrive above them', async () => {
    const column = inBoardOrder(Array.from({ length: 20 }, (_, index) => testIssue(index + 1, { status: 'TODO' })));
    const page = await BoardPageDriver.open({ issues: column });
    await page.live();
    const scroller = screen.getByTestId('column-scroll-TODO');
    act(() => {
      scroller.scrollTop = 5 * ROW_HEIGHT;
      scroller.dispatchEvent(new Event('scroll'));
    });
    const link = within(page.card('WEB-7')).getByRole('link');
    link.focus();

    page.arrivesLive('CREATED', testIssue(21, { status: 'TODO', position: 'Zz' }));

    expect(page.cardKeys('TODO')).toContain('WEB-21');
    expect(scroller.scrollTop).toBe(6 * ROW_HEIGHT);
    expect(link).toHaveFocus();
  });

  it('shows a viewer no editing control', async () => {
    const readOnly = issues.map((issue) => ({ ...issue, viewerCanUpdate: false }));
    const page = await BoardPageDriver.open({ issues: readOnly, project: testIssueProject({ viewerCanCreateIssue: false }) });

    expect(screen.queryByRole('button', { name: 'New issue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^New issue in/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Drag / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move .* to…$/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    // A viewer's card is a plain link: no drag instructions, and a right-click is the browser's own.
    expect(page.cardLink('WEB-1')).not.toHaveAttribute('aria-describedby');
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    page.card('WEB-1').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('says what to do in an empty column, and creates an issue there from its "+"', async () => {
    const page = await BoardPageDriver.open({ issues });

    expect(within(page.column('IN_REVIEW')).getByText('No issues yet. Drag one here, or add one with +.')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'New issue in In review' }));
    await page.createFormLoads();
    const dialog = await screen.findByRole('dialog', { name: 'New issue' });
    await within(dialog).findByRole('textbox', { name: 'Title' });
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('IN_REVIEW');
    await page.user.click(within(dialog).getByRole('textbox', { name: 'Title' }));
    await page.user.paste('Review the board');
    await page.user.click(within(dialog).getByRole('button', { name: 'Create issue' }));

    expect(page.cardKeys('IN_REVIEW')).toEqual(['WEB-…']);
    expect(page.mutationVariables('create')).toMatchObject({ input: { projectId: 'project_WEB', title: 'Review the board', status: 'IN_REVIEW' } });
    page.serverAnswers('create', testIssue(5, { status: 'IN_REVIEW', title: 'Review the board' }));
    await waitFor(() => expect(page.cardKeys('IN_REVIEW')).toEqual(['WEB-5']));
  });

  it('says that an archived project is archived, offers no "New issue", and restores it for an admin', async () => {
    const project = testIssueProject({ archivedAt: '2026-11-20T10:00:00.000Z', viewerCanCreateIssue: false });
    const page = await BoardPageDriver.open({ issues, project });

    const notice = screen.getByRole('note', { name: 'Archived project' });
    expect(notice).toHaveTextContent('Website is archived. It takes no new issues; its issues can still be edited and moved.');
    expect(screen.queryByRole('button', { name: /^New issue/ })).not.toBeInTheDocument();
    await page.user.click(within(notice).getByRole('button', { name: 'Restore Website' }));
    expect(page.environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { id: 'project_WEB' } });
    await act(async () => {
      page.environment.mock.resolveMostRecentOperation({
        data: { unarchiveProject: { projectEdge: { cursor: 'c', node: { ...project, __typename: 'Project', archivedAt: null, viewerCanCreateIssue: true, description: null, openIssueCount: 0, createdAt: '2026-11-01T00:00:00.000Z', viewerCanUpdate: true } } } },
      });
    });
    expect(screen.queryByRole('note', { name: 'Archived project' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New issue' })).toBeInTheDocument();
  });

  it('shows no Restore to a member who may not restore an archived project', async () => {
    const project = testIssueProject({ archivedAt: '2026-11-20T10:00:00.000Z', viewerCanCreateIssue: false, viewerCanArchive: false });
    await BoardPageDriver.open({ issues, project });

    expect(screen.getByRole('note', { name: 'Archived project' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
  });

  it('asks for a column’s next page as its end comes into view, and adds it below', async () => {
    const page = await BoardPageDriver.open({ issues, moreIn: ['TODO'] });

    await page.nextPageArrives({ issues: inBoardOrder([testIssue(3, { status: 'TODO' }), testIssue(4, { status: 'TODO' }), testIssue(9, { status: 'TODO', position: 'b0' })]).slice(2) });

    await waitFor(() => expect(page.cardKeys('TODO')).toEqual(['WEB-3', 'WEB-4', 'WEB-9']));
    expect(page.cardKeys('BACKLOG')).toEqual(['WEB-1', 'WEB-2']);
  });

  it('opens the view last used for a project at the project’s own address', async () => {
    const page = await BoardPageDriver.open({ issues }, '/w/acme/projects/WEB/list');

    await act(() => page.app.router.navigate('/w/acme/projects/WEB'));
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/list'));
    await page.loaded({ issues });

    await page.user.click(screen.getByRole('link', { name: 'Board' }));
    await page.loaded({ issues });
    await act(() => page.app.router.navigate('/w/acme/projects/WEB'));
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/board'));
  }, 15_000);

  it('shows the not-found page for an unknown project key', async () => {
    await BoardPageDriver.open({ project: null }, '/w/acme/projects/NOPE/board');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
