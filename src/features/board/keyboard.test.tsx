// The keyboard on a project page: every shortcut, shortcuts turned off, never while typing, the command palette
// and the bulk edit bar (optimistic, rolled back on refusal).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SINGLE_KEY_SHORTCUTS_STORAGE_KEY } from '@/lib/shortcuts';
import { ApiError } from '@/relay/errors';
import { inBoardOrder, projectPageResolvers } from '../../../__tests__/helpers/fixtures/board';
import { ADA, BUG, issueNode, testIssue, testIssueProject, type TestIssue } from '../../../__tests__/helpers/fixtures/issues';
import { BoardPageDriver } from '../../../__tests__/helpers/pages/boardPage';
import { failOffline, operationNamed, rejectOperation, resolveOperation, waitForOperation } from '../../../__tests__/helpers/relay';

const issues = inBoardOrder([
  testIssue(1, { status: 'BACKLOG', title: 'Fix the login page' }),
  testIssue(2, { status: 'BACKLOG', title: 'Write the changelog' }),
  testIssue(3, { status: 'TODO', title: 'Ship the board' }),
]);

const BULK = 'useBulkUpdateIssuesMutation';

// The app loads route modules on demand; loading the project pages' (and the palette's) once, before the first
// test, keeps that wait out of the driver's wait for the page's query.
beforeAll(() => Promise.all([import('./boardRoute'), import('./listRoute'), import('@/features/palette/PaletteDialog')]));
afterEach(() => window.localStorage.clear());

const link = (key: string) => within(screen.getByRole('article', { name: key })).getByRole('link', { name: new RegExp(key) });
const bulkBar = () => screen.queryByRole('region', { name: 'Bulk edit' });

function answerBulk(updated: TestIssue[]) {
  return { BulkUpdateIssuesPayload: () => ({ issues: updated.map(issueNode) }) };
}

describe('keyboard shortcuts', () => {
  it('J and K move the selection through the board in reading order, shown by focus, and Enter opens it in the side panel', async () => {
    const page = await BoardPageDriver.open({ issues });

    await page.user.keyboard('j');
    expect(link('WEB-1')).toHaveFocus();
    await page.user.keyboard('jj');
    // Past the end of Backlog: the top of Todo.
    expect(link('WEB-3')).toHaveFocus();
    await page.user.keyboard('k');
    expect(link('WEB-2')).toHaveFocus();

    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/board?issue=WEB-2'));
  });

  it('closes the side panel with a toast when its issue cannot be loaded (offline): the board stays', async () => {
    const page = await BoardPageDriver.open({ issues });

    await page.user.keyboard('j{Enter}');
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/board?issue=WEB-1'));
    await waitForOperation(page.environment, 'IssuePageQuery');
    failOffline(page.environment, 'IssuePageQuery');

    await page.toast('WEB-1 could not be opened: You are offline. Check your connection and try again.');
    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/board'));
    expect(link('WEB-1')).toBeInTheDocument();
  });

  it('C opens issue creation and ? lists every shortcut', async () => {
    const page = await BoardPageDriver.open({ issues });

    await page.user.keyboard('c');
    const create = await screen.findByRole('dialog', { name: 'New issue' });
    await page.createFormLoads();
    // Ready to type the title at once.
    await waitFor(() => expect(within(create).getByRole('textbox', { name: 'Title' })).toHaveFocus());
    await page.user.click(await within(create).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New issue' })).not.toBeInTheDocument());

    await page.user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const [key, description] of [
      ['C', 'Create an issue'],
      ['J', 'Next issue'],
      ['K', 'Previous issue'],
      ['Enter', 'Open the selected issue'],
      ['X', 'Select the issue for a bulk edit'],
      ['S', 'Change the status'],
      ['A', 'Change the assignee'],
      ['L', 'Add a label'],
      ['P', 'Change the priority'],
      ['/', 'Filter or search issues'],
      ['?', 'Show keyboard shortcuts'],
      [/^(Ctrl|⌘) K$/, 'Open the command palette'],
      ['Esc', 'Clear the selection'],
    ] as const) {
      const term = within(help).getByText(key, { selector: 'kbd' });
      expect(term.closest('div')).toHaveTextContent(description);
    }
    await page.user.click(within(help).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
  });

  it('never fire while typing in a field', async () => {
    const page = await BoardPageDriver.open({ issues }, '/w/acme/projects/WEB/list');

    await page.user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveFocus();
    await page.user.keyboard('cjx?');

    expect(search).toHaveValue('cjx?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bulkBar()).not.toBeInTheDocument();
  });

  it('single-key shortcuts can be turned off, and Ctrl K still opens the palette', async () => {
    window.localStorage.setItem(SINGLE_KEY_SHORTCUTS_STORAGE_KEY, 'off');
    const page = await BoardPageDriver.open({ issues });

    await page.user.keyboard('jc?');
    expect(document.body).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await page.user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
  });
});

describe('bulk edit', () => {
  it('picks issues with X, a Shift-click or a whole column, and changes them all at once, optimistically', async () => {
    const page = await BoardPageDriver.open({ issues, members: [ADA], labels: [BUG] });

    await page.user.keyboard('jx');
    expect(within(bulkBar()!).getByText('1 issue selected')).toBeInTheDocument();
    await page.user.keyboard('{Shift>}');
    await page.user.click(link('WEB-3'));
    await page.user.keyboard('{/Shift}');
    expect(page.url()).toBe('/w/acme/projects/WEB/board');
    expect(within(bulkBar()!).getByText('2 issues selected')).toBeInTheDocument();
    expect(link('WEB-3')).toHaveAccessibleName(/selected$/);

    await page.user.selectOptions(within(bulkBar()!).getByRole('combobox', { name: 'Status' }), 'Done');

    expect(operationNamed(page.environment, BULK).request.variables).toEqual({ input: { ids: ['issue_WEB-1', 'issue_WEB-3'], status: 'DONE' } });
    // At once: both cards are in Done before the server answers.
    expect(page.cardKeys('DONE').sort()).toEqual(['WEB-1', 'WEB-3']);
    expect(page.cardKeys('BACKLOG')).toEqual(['WEB-2']);
    resolveOperation(
      page.environment,
      BULK,
      answerBulk([
        { ...issues[0], status: 'DONE', position: 'a0' },
        { ...issues[2], status: 'DONE', position: 'Zz' },
      ]),
    );
    await waitFor(() => expect(page.cardKeys('DONE')).toEqual(['WEB-3', 'WEB-1']));
    expect(await screen.findByText('Status set to Done for 2 issues.')).toBeInTheDocument();

    // A whole column, then Esc clears the selection and the bar goes.
    await page.user.click(within(page.column('BACKLOG')).getByRole('button', { name: 'Select all in Backlog' }));
    expect(within(bulkBar()!).getByText('3 issues selected')).toBeInTheDocument();
    document.body.focus();
    await page.user.keyboard('{Escape}');
    expect(bulkBar()).not.toBeInTheDocument();
  });

  it('leaves a Ctrl, ⌘ or middle click on a card to the browser (its page in a new tab): it neither picks nor opens the panel', async () => {
    const page = await BoardPageDriver.open({ issues });
    const card = link('WEB-3');
    expect(card).toHaveAttribute('href', '/w/acme/issue/WEB-3');

    for (const click of [{ ctrlKey: true }, { metaKey: true }]) {
      // Not prevented: the browser does with the link what it always does.
      expect(fireEvent.click(card, click)).toBe(true);
    }
    expect(fireEvent(card, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }))).toBe(true);
    expect(bulkBar()).not.toBeInTheDocument();
    expect(page.url()).toBe('/w/acme/projects/WEB/board');
  });

  it('tells a viewer who picks issues that their role cannot change them, and offers no field to change', async () => {
    const page = await BoardPageDriver.open({ issues, project: testIssueProject({ viewerCanCreateIssue: false, viewerCanUpdateIssues: false }) });

    await page.user.keyboard('jx');
    const bar = bulkBar()!;
    expect(within(bar).getByText('1 issue selected')).toBeInTheDocument();
    expect(within(bar).getByText('Your role in this workspace cannot change issues.')).toBeInTheDocument();
    expect(within(bar).queryByRole('combobox')).not.toBeInTheDocument();
    await page.user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(bulkBar()).not.toBeInTheDocument();
  });

  it('selects a whole long column, loading the issues not loaded yet, and changes every one in parts the server accepts', async () => {
    const backlog = inBoardOrder(Array.from({ length: 130 }, (_, index) => testIssue(index + 1, { status: 'BACKLOG', title: `Task ${index + 1}` })));
    const page = await BoardPageDriver.open({ issues: backlog.slice(0, 10), moreIn: ['BACKLOG'] });

    await page.user.click(within(page.column('BACKLOG')).getByRole('button', { name: 'Select all in Backlog' }));
    await page.nextPageArrives({ issues: backlog.slice(10) });

    expect(await within(await screen.findByRole('region', { name: 'Bulk edit' })).findByText('130 issues selected')).toBeInTheDocument();
    expect(within(page.column('BACKLOG')).getByRole('button', { name: 'Unselect all in Backlog' })).toHaveAttribute('aria-pressed', 'true');
    await page.user.selectOptions(within(bulkBar()!).getByRole('combobox', { name: 'Status' }), 'Done');

    const sent = page.environment.mock
      .getAllOperations()
      .filter((operation) => operation.request.node.params.name === BULK)
      .map((operation) => operation.request.variables.input as { ids: string[]; status: string });
    expect(sent.map((input) => [input.ids.length, input.status])).toEqual([
      [100, 'DONE'],
      [30, 'DONE'],
    ]);
    expect(new Set(sent.flatMap((input) => input.ids))).toEqual(new Set(backlog.map((issue) => issue.id)));
  });

  it('S, A, P and L open the bar for the selected issue; a refusal puts every issue back and says why', async () => {
    const page = await BoardPageDriver.open({ issues, members: [ADA], labels: [BUG] });

    await page.user.keyboard('jj');
    await page.user.keyboard('a');
    expect(within(bulkBar()!).getByRole('combobox', { name: 'Assignee' })).toHaveFocus();
    expect(within(bulkBar()!).getByText('1 issue selected')).toBeInTheDocument();
    for (const [key, field] of [
      ['s', 'Status'],
      ['p', 'Priority'],
      ['l', 'Add label'],
    ] as const) {
      link('WEB-2').focus();
      await page.user.keyboard(key);
      expect(within(bulkBar()!).getByRole('combobox', { name: field })).toHaveFocus();
    }

    await page.user.selectOptions(within(bulkBar()!).getByRole('combobox', { name: 'Add label' }), 'Bug');
    expect(operationNamed(page.environment, BULK).request.variables).toEqual({ input: { ids: ['issue_WEB-2'], addLabelIds: ['label_bug'] } });
    expect(screen.getByRole('article', { name: 'WEB-2' })).toHaveTextContent('Bug');

    rejectOperation(page.environment, BULK, new ApiError('FORBIDDEN', 'You may not edit issues in this workspace.'));
    expect(await page.toast('The issue was not changed: You may not edit issues in this workspace.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'WEB-2' })).not.toHaveTextContent('Bug');
  });

  it('gives the keyboard back to the issue after a choice in a field its shortcut opened, so the next shortcut works', async () => {
    const page = await BoardPageDriver.open({ issues, members: [ADA], labels: [BUG] });

    await page.user.keyboard('jja');
    const assignee = within(bulkBar()!).getByRole('combobox', { name: 'Assignee' });
    expect(assignee).toHaveFocus();
    await page.user.selectOptions(assignee, ADA.name);
    await waitFor(() => expect(link('WEB-2')).toHaveFocus());
    expect(operationNamed(page.environment, BULK).request.variables).toEqual({ input: { ids: ['issue_WEB-2'], assigneeId: ADA.id } });
    resolveOperation(page.environment, BULK, answerBulk([{ ...issues[1]!, assignee: ADA }]));

    // S now opens the status (instead of being typed into the assignee field); Esc there goes back without a change.
    await page.user.keyboard('s');
    expect(within(bulkBar()!).getByRole('combobox', { name: 'Status' })).toHaveFocus();
    await page.user.keyboard('{Escape}');
    await waitFor(() => expect(link('WEB-2')).toHaveFocus());
    expect(bulkBar()).toBeInTheDocument();
    // The next Esc clears the pick.
    await page.user.keyboard('{Escape}');
    expect(bulkBar()).not.toBeInTheDocument();
  });
});

describe('the command palette', () => {
  it('opens with Ctrl K, searches the workspace once typing pauses and opens the chosen issue', async () => {
    const page = await BoardPageDriver.open({ issues });

    await page.user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    const input = within(palette).getByRole('combobox', { name: 'Type a command or search issues' });
    expect(within(palette).getByRole('listbox')).toBeInTheDocument();
    expect(within(palette).getByRole('option', { name: /Create an issue/ })).toBeInTheDocument();

    // What is typed goes to the search at once.
    await waitFor(() => expect(input).toHaveFocus());
    await page.user.keyboard('deploy');
    const search = await waitForOperation(page.environment, 'PaletteDialogSearchQuery');
    // One search for the words typed, not one per key.
    expect(search.request.variables).toEqual({ query: 'deploy', first: 8 });
    expect(within(palette).getByRole('progressbar', { name: 'Searching issues' })).toBeInTheDocument();
    resolveOperation(page.environment, 'PaletteDialogSearchQuery', {
      // The same workspace as the page's (its query and this one share the viewer's record).
      ...projectPageResolvers({ issues }),
      IssueConnection: () => ({ edges: [{ node: { __typename: 'Issue', id: 'issue_API-7', key: 'API-7', title: 'Deploy on Fridays', status: 'TODO' } }] }),
    });
    await page.user.click(await within(palette).findByRole('option', { name: /API-7 Deploy on Fridays/ }));

    await waitFor(() => expect(page.url()).toBe('/w/acme/issue/API-7'));
  });

  it('says when no issue matches, below the list (which holds options only)', async () => {
    const page = await BoardPageDriver.open({ issues });

    await page.user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    await waitFor(() => expect(within(palette).getByRole('combobox')).toHaveFocus());
    // Pasted, so one search goes out: typed, a busy machine's pause between keys sends a search of the first words too.
    await page.user.paste('nothing like it');
    await waitForOperation(page.environment, 'PaletteDialogSearchQuery');
    resolveOperation(page.environment, 'PaletteDialogSearchQuery', { ...projectPageResolvers({ issues }), IssueConnection: () => ({ edges: [] }) });

    expect(await within(palette).findByText('No issue matches “nothing like it”.')).toBeInTheDocument();
    expect(within(within(palette).getByRole('listbox')).queryByText(/No issue matches/)).not.toBeInTheDocument();
  });

  it("runs one of the page's actions", async () => {
    const page = await BoardPageDriver.open({ issues });

    // The board has a filter bar: / goes to its words, Ctrl K to the palette.
    await page.user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await page.user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    await page.user.type(within(palette).getByRole('combobox'), 'list');
    await page.user.keyboard('{Enter}');

    await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/list'));
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
  });
});
