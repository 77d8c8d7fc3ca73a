import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { ACME, signedInAuth } from '../../../__tests__/helpers/auth';
import { createFakeAuthServer } from '../../../__tests__/helpers/fakeAuthServer';
import { ADA, GRACE, WEBSITE, testIssue, testLabel, testMember } from '../../../__tests__/helpers/fixtures/issues';
import { IssuePageDriver, listedTitles } from '../../../__tests__/helpers/pages/issuePage';
import { operationNamed, resolveOperation } from '../../../__tests__/helpers/relay';
import { renderApp } from '../../../__tests__/helpers/render';

const bug = testLabel('Bug', '#e5484d');
const design = testLabel('Design', '#6e56cf');
const docs = testLabel('Docs', '#0090ff');
const people = [testMember(ADA, 'org:admin'), testMember(GRACE)];

describe('IssuePage', () => {
  it('shows the issue: title, fields, creator and project', async () => {
    const page = await IssuePageDriver.open({
      issue: testIssue(42, { title: 'Fix the login form', status: 'IN_PROGRESS', priority: 'HIGH', assignee: GRACE, labels: [bug], dueDate: '2026-12-01' }),
      members: people,
      labels: [bug, design],
    });

    expect(page.title()).toBe('Fix the login form');
    expect(page.fieldValue('Status')).toBe('In progress');
    expect(page.fieldValue('Priority')).toBe('High');
    expect(page.fieldValue('Assignee')).toBe('Grace Member');
    expect(page.labels()).toEqual(['Bug']);
    expect(page.dueDate()).toBe('2026-12-01');
    expect(page.readOnlyValue('Created by')).toBe('Ada Admin');
    expect(screen.getAllByRole('link', { name: 'Website' })[0]).toHaveAttribute('href', '/w/acme/projects/WEB/board');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('data-analytics-mask');
  });

  it('comes in the order a phone shows it: the title, then the fields, then the description (so focus follows the eye)', async () => {
    await IssuePageDriver.open({ issue: testIssue(3, { title: 'Ordered', description: 'A long description' }) });

    const title = screen.getByRole('heading', { level: 1 });
    const fields = screen.getByRole('complementary', { name: 'Details' });
    const description = screen.getByText('A long description');
    expect(title.compareDocumentPosition(fields) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(fields.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is the page at /w/:workspaceSlug/issue/:issueKey, finding a hand-typed lower-case key', async () => {
    const rendered = renderApp('/w/acme/issue/web-7', { server: createFakeAuthServer({ signedInAs: { email: 'admin@acme.test', organizationSlug: 'acme' } }) });
    const page = await IssuePageDriver.inApp(rendered, { issue: testIssue(7, { title: 'Found it' }) });

    expect(page.issueKey).toBe('WEB-7');
    expect(page.title()).toBe('Found it');
  });

  it('says so, in the not-found page’s words, when no issue has that key', async () => {
    const page = await IssuePageDriver.open({ issue: null }, { key: 'WEB-999' });

    expect(screen.getByRole('heading', { level: 1, name: 'Issue not found' })).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Back to the board' }));
    expect(page.url()).toBe('/w/acme/projects/WEB/board');
  });

  describe('inline editing', () => {
    it('renames the issue at once with Enter and keeps the name the server confirms', async () => {
      const issue = testIssue(1, { title: 'Old title' });
      const page = await IssuePageDriver.open({ issue });

      await page.editTitle('New title');

      expect(page.title()).toBe('New title');
      expect(page.sentInput('update')).toEqual({ id: issue.id, title: 'New title' });
      expect(page.sentCount('update')).toBe(1);
      page.serverUpdates({ ...issue, title: 'New title' });
      expect(page.title()).toBe('New title');
      expect(screen.getByRole('button', { name: 'New title' })).toHaveFocus();
    });

    it('puts the old title back with a toast saying why when the server refuses the rename, and gives the typed one back to edit', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(1, { title: 'Old title' }) });

      await page.editTitle('New title');
      page.serverRefuses('update', new ApiError('FORBIDDEN', 'You may not edit this issue.'));

      await page.toast('WEB-1 was not updated: You may not edit this issue.');
      // Nothing typed is lost: the field is back with it (without taking the focus), to try again or cancel.
      const field = screen.getByRole('textbox', { name: 'Title' });
      expect(field).toHaveValue('New title');
      expect(field).not.toHaveFocus();
      await page.user.type(field, '{Escape}');
      expect(page.title()).toBe('Old title');
    });

    it('saves the title when the field loses focus', async () => {
      const issue = testIssue(1, { title: 'Old title' });
      const page = await IssuePageDriver.open({ issue });

      await page.editTitle('Typed then left', { confirm: '' });
      await page.user.click(screen.getByRole('heading', { level: 2, name: 'Description' }));

      expect(page.title()).toBe('Typed then left');
      expect(page.sentInput('update')).toEqual({ id: issue.id, title: 'Typed then left' });
    });

    it('cancels a title edit with Escape and refuses an empty title without asking the server', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(1, { title: 'Old title' }) });

      await page.editTitle('Something else', { confirm: '{Escape}' });
      expect(page.title()).toBe('Old title');
      expect(page.sent('update')).toBe(false);

      await page.editTitle('   ');
      expect(screen.getByRole('alert')).toHaveTextContent('Enter a title.');
      expect(page.sent('update')).toBe(false);
    });

    it.each([
      ['Status', 'Done', { status: 'DONE' }],
      ['Priority', 'Urgent', { priority: 'URGENT' }],
      ['Assignee', 'Grace Member', { assigneeId: GRACE.id }],
    ] as const)('changes the %s at once and rolls it back with a toast on refusal', async (label, option, input) => {
      const issue = testIssue(7, { status: 'TODO', priority: 'LOW', assignee: null });
      const page = await IssuePageDriver.open({ issue, members: people });
      const before = page.fieldValue(label);

      await page.choose(label, option);

      expect(page.fieldValue(label)).toBe(option);
      expect(page.sentInput('update')).toEqual({ id: issue.id, ...input });
      page.serverRefuses('update', new ApiError('BAD_USER_INPUT', 'That is not allowed here.', { field: 'input' }));
      expect(page.fieldValue(label)).toBe(before);
      await page.toast('WEB-7 was not updated: That is not allowed here.');
    });

    it('unassigns with an explicit null', async () => {
      const issue = testIssue(7, { assignee: GRACE });
      const page = await IssuePageDriver.open({ issue, members: people });

      await page.choose('Assignee', 'Unassigned');

      expect(page.sentInput('update')).toEqual({ id: issue.id, assigneeId: null });
      expect(page.fieldValue('Assignee')).toBe('Unassigned');
    });

    it('sets and clears the due date at once, and restores it when the server refuses', async () => {
      const issue = testIssue(3, { dueDate: null });
      const page = await IssuePageDriver.open({ issue });

      await page.setDueDate('2026-12-24');
      expect(page.dueDate()).toBe('2026-12-24');
      expect(page.sentInput('update')).toEqual({ id: issue.id, dueDate: '2026-12-24' });
      page.serverUpdates({ ...issue, dueDate: '2026-12-24' });

      await page.clearDueDate();
      expect(page.dueDate()).toBe('');
      expect(page.sentInput('update')).toEqual({ id: issue.id, dueDate: null });
      page.serverRefuses('update', new ApiError('NETWORK', 'Failed to fetch'));
      expect(page.dueDate()).toBe('2026-12-24');
      await page.toast(/WEB-3 was not updated: Lanes could not reach the server/);
    });

    it('saves a new description and shows it rendered; on refusal gives the typed text back and keeps the old one', async () => {
      const issue = testIssue(5, { description: 'Old **words**' });
      const page = await IssuePageDriver.open({ issue });
      expect(within(page.description()).getByText('words').tagName).toBe('STRONG');

      await page.editDescription('New _words_');

      expect(within(page.description()).getByText('words').tagName).toBe('EM');
      expect(page.sentInput('update')).toEqual({ id: issue.id, description: 'New _words_' });
      page.serverRefuses('update', new ApiError('FORBIDDEN', 'You may not edit this issue.'));
      await page.toast('WEB-5 was not updated: You may not edit this issue.');
      // The typed text comes back in the editor (nothing is lost); cancelling shows the old description.
      const editor = within(page.description()).getByRole('textbox', { name: 'Description' });
      expect(editor).toHaveValue('New _words_');
      expect(editor).not.toHaveFocus();
      await page.user.click(within(page.description()).getByRole('button', { name: 'Cancel' }));
      await page.user.click(within(page.description()).getByRole('button', { name: 'Discard changes' }));
      expect(within(page.description()).getByText('words').tagName).toBe('STRONG');
    });

    it('leaves the editor with Escape or Cancel at once when nothing changed, and asks before throwing away what was typed', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(5, { description: 'Old words' }) });

      await page.user.click(screen.getByRole('button', { name: 'Edit description' }));
      await page.user.keyboard('{Escape}');
      expect(screen.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Edit description' })).toBeInTheDocument();

      await page.user.click(screen.getByRole('button', { name: 'Edit description' }));
      await page.user.type(screen.getByRole('textbox', { name: 'Description' }), ' and new ones');
      await page.user.keyboard('{Escape}');
      const question = within(page.description()).getByRole('group', { name: 'Discard your changes to the description?' });
      expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
      // Escape again means "keep editing": the text is kept, with the cursor in it.
      await page.user.keyboard('{Escape}');
      const editor = screen.getByRole('textbox', { name: 'Description' });
      expect(editor).toHaveValue('Old words and new ones');
      expect(editor).toHaveFocus();

      await page.user.click(within(page.description()).getByRole('button', { name: 'Cancel' }));
      await page.user.click(within(page.description()).getByRole('button', { name: 'Discard changes' }));
      expect(screen.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
      expect(within(page.description()).getByText('Old words')).toBeInTheDocument();
      expect(page.sent('update')).toBe(false);
    });

    it('previews the description before it is saved', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(5, { description: '' }) });

      await page.user.click(screen.getByRole('button', { name: 'Edit description' }));
      await page.user.type(screen.getByRole('textbox', { name: 'Description' }), '# Steps');
      await page.user.click(within(page.description()).getByRole('tab', { name: 'Preview' }));

      expect(within(within(page.description()).getByRole('tabpanel')).getByRole('heading', { name: 'Steps' })).toBeInTheDocument();
      expect(page.sent('update')).toBe(false);
    });
  });

  it('ticks a task of the description in place, saving the description with only that box changed', async () => {
    const issue = testIssue(4, { description: '- [ ] reproduce\n- [ ] fix' });
    const page = await IssuePageDriver.open({ issue });

    await page.user.click(await screen.findByRole('checkbox', { name: 'fix' }));

    expect(page.sentInput('update')).toEqual({ id: issue.id, description: '- [ ] reproduce\n- [x] fix' });
    expect(screen.getByRole('checkbox', { name: 'fix' })).toBeChecked();
  });

  it('estimates the issue in points from its fields', async () => {
    const issue = testIssue(6);
    const page = await IssuePageDriver.open({ issue });

    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Estimate' }), '5 points');

    expect(page.sentInput('update')).toEqual({ id: issue.id, estimate: 5 });
    expect(screen.getByRole('combobox', { name: 'Estimate' })).toHaveValue('5');
  });

  it('estimates the issue in T-shirt sizes, sent as their points, where the workspace uses sizes', async () => {
    const issue = testIssue(6, { estimate: 2 });
    const page = await IssuePageDriver.open({ issue, estimateScale: 'TSHIRT' });
    const estimate = screen.getByRole('combobox', { name: 'Estimate' });
    expect(estimate).toHaveDisplayValue('S');
    expect(within(estimate).getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'XS', 'S', 'M', 'L', 'XL']);

    await page.user.selectOptions(estimate, 'XL');

    expect(page.sentInput('update')).toEqual({ id: issue.id, estimate: 8 });
    expect(estimate).toHaveDisplayValue('XL');
  });

  it('shows no estimate, to edit or to read, where the workspace uses none', async () => {
    await IssuePageDriver.open({ issue: testIssue(6, { estimate: 3 }), estimateScale: 'NONE' });

    expect(screen.queryByRole('combobox', { name: 'Estimate' })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Details' })).toHaveTextContent('Due date');
  });

  describe('label picker', () => {
    it('finds labels by search and toggles them on the issue at once', async () => {
      const issue = testIssue(9, { labels: [bug] });
      const page = await IssuePageDriver.open({ issue, labels: [bug, design, docs] });

      await page.toggleLabels(['Docs'], { search: 'do' });

      const listbox = screen.getByRole('listbox', { name: 'Labels' });
      // "do" is no label's whole name: an admin is also offered to create it.
      expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['✓Docs', '+Create label “do”']);
      expect(page.labels()).toEqual(['Bug', 'Docs']);
      expect(page.sentInput('update')).toEqual({ id: issue.id, labelIds: [bug.id, docs.id] });
    });

    it('works from the keyboard: arrows move, Enter toggles, Escape closes and returns to the button', async () => {
      const issue = testIssue(9, { labels: [bug] });
      const page = await IssuePageDriver.open({ issue, labels: [bug, design, docs] });
      const button = screen.getByRole('button', { name: 'Edit labels' });

      button.focus();
      await page.user.keyboard('{Enter}');
      expect(screen.getByRole('combobox', { name: 'Search labels' })).toHaveFocus();
      await page.user.keyboard('{ArrowDown}{Enter}');
      expect(screen.getByRole('option', { name: /Design/ })).toHaveAttribute('aria-selected', 'true');
      await page.user.keyboard('{ArrowUp}{Enter}');
      expect(screen.getByRole('option', { name: /Bug/ })).toHaveAttribute('aria-selected', 'false');
      await page.user.keyboard('{Escape}');

      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Edit labels' })).toHaveFocus();
      expect(page.labels()).toEqual(['Design']);
    });

    it('creates a label an admin searched for and did not find, and gives it to the issue once it exists', async () => {
      const issue = testIssue(9, { labels: [bug] });
      const page = await IssuePageDriver.open({ issue, labels: [bug, design] });

      await page.user.click(screen.getByRole('button', { name: 'Edit labels' }));
      await page.user.type(screen.getByRole('combobox', { name: 'Search labels' }), 'Needs QA ');
      const listbox = screen.getByRole('listbox', { name: 'Labels' });
      expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['+Create label “Needs QA”']);
      await page.user.keyboard('{Enter}');

      expect(operationNamed(page.environment, 'useCreateLabelMutation').request.variables.input).toEqual({ name: 'Needs QA', color: expect.stringMatching(/^#/) });
      expect(page.sent('update')).toBe(false);
      const made = testLabel('Needs QA', '#ffb224');
      resolveOperation(page.environment, 'useCreateLabelMutation', { Label: () => ({ __typename: 'Label', ...made }) });

      await waitFor(() => expect(page.labels()).toEqual(['Bug', 'Needs QA']));
      expect(page.sentInput('update')).toEqual({ id: issue.id, labelIds: [bug.id, made.id] });
    });

    it('offers no creation for a name that exists, and tells a member who may create labels', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(9, { labels: [] }), labels: [bug], viewerCanManageLabels: false });

      await page.user.click(screen.getByRole('button', { name: 'Edit labels' }));
      await page.user.type(screen.getByRole('combobox', { name: 'Search labels' }), 'Brand new');

      expect(screen.queryByRole('option', { name: /Create label/ })).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('No label matches. Only workspace admins create labels.');
    });

    it('takes a label off again when the server refuses, with a toast', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(9, { labels: [] }), labels: [bug, design] });

      await page.toggleLabels(['Bug']);
      expect(page.labels()).toEqual(['Bug']);
      page.serverRefuses('update', new ApiError('BAD_USER_INPUT', 'That label no longer exists.', { field: 'labelIds' }));

      expect(page.labels()).toEqual([]);
      await page.toast('WEB-9 was not updated: That label no longer exists.');
    });
  });

  it('renders the description’s Markdown without script, raw HTML or javascript: links', async () => {
    const description = [
      '<script>window.hacked = true</script>',
      '<img src=x onerror="window.hacked = true">',
      '[click me](javascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD4=)',
      '[Lanes docs](https://docs.example.com/lanes)',
    ].join('\n\n');
    const page = await IssuePageDriver.open({ issue: testIssue(2, { description }) });
    const rendered = page.description();

    expect(rendered.querySelector('script, img, iframe')).toBeNull();
    expect(within(rendered).queryByRole('link', { name: 'click me' })).not.toBeInTheDocument();
    expect(within(rendered).getByText('click me')).toBeInTheDocument();
    expect(within(rendered).queryByRole('link', { name: 'data' })).not.toBeInTheDocument();
    const external = within(rendered).getByRole('link', { name: 'Lanes docs' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a viewer every value and no editing control', async () => {
    const page = await IssuePageDriver.open(
      {
        issue: testIssue(4, { title: 'Read me', status: 'IN_REVIEW', assignee: GRACE, labels: [bug], estimate: 3, viewerCanUpdate: false, viewerCanDelete: false, viewerCanComment: false, viewerCanAttach: false }),
        members: people,
        labels: [bug],
      },
      { auth: signedInAuth({ memberships: [{ ...ACME, role: 'org:viewer' }] }) },
    );

    expect(page.editingControls()).toEqual([]);
    expect(page.readOnlyValue('Status')).toBe('In review');
    expect(page.readOnlyValue('Assignee')).toBe('Grace Member');
    expect(page.readOnlyValue('Labels')).toBe('Bug');
    expect(page.readOnlyValue('Estimate')).toBe('3 points');
    expect(within(page.timeline()).getByText(/your role does not let you write them/)).toBeInTheDocument();
  });

  it('shows a viewer the estimate as a T-shirt size where the workspace uses sizes', async () => {
    const page = await IssuePageDriver.open(
      { issue: testIssue(4, { estimate: 3, viewerCanUpdate: false, viewerCanDelete: false, viewerCanComment: false, viewerCanAttach: false }), estimateScale: 'TSHIRT' },
      { auth: signedInAuth({ memberships: [{ ...ACME, role: 'org:viewer' }] }) },
    );

    expect(page.readOnlyValue('Estimate')).toBe('M');
  });

  describe('delete', () => {
    it('asks first, and does nothing when the person cancels', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(8) });

      const dialog = await page.askToDelete();
      await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      expect(page.sent('delete')).toBe(false);
      expect(page.title()).toBe('Issue 8');
    });

    it('deletes after confirmation and goes back to the project’s board', async () => {
      const issue = testIssue(8);
      const page = await IssuePageDriver.open({ issue });

      await page.confirmDelete();

      expect(page.sentInput('delete')).toEqual({ id: issue.id });
      await waitFor(() => expect(page.url()).toBe('/w/acme/projects/WEB/board'));
      page.serverDeletes(issue);
    });

    it('tells why when the server refuses the deletion', async () => {
      const page = await IssuePageDriver.open({ issue: testIssue(8) });

      await page.confirmDelete();
      page.serverRefuses('delete', new ApiError('FORBIDDEN', 'Only admins delete issues others created.'));

      await page.toast('WEB-8 was not deleted: Only admins delete issues others created.');
    });
  });

  it('takes S, P, A and L to the fields on the issue page, and offers none to a viewer', async () => {
    const page = await IssuePageDriver.open({ issue: testIssue(12) });

    await page.user.keyboard('a');
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await page.user.keyboard('s');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus();
  });

  describe('live', () => {
    it('subscribes from the page’s read and shows changes made by others as they happen', async () => {
      const issue = testIssue(11, { title: 'Before', status: 'TODO' });
      const page = await IssuePageDriver.open({ issue });

      expect(page.subscriptionVariables()).toEqual({ projectId: WEBSITE.id, afterSeq: WEBSITE.issuesSnapshotSeq });
      page.arrivesLive('UPDATED', { ...issue, title: 'After', status: 'DONE' });

      expect(page.title()).toBe('After');
      expect(page.fieldValue('Status')).toBe('Done');
    });

    it('says so when someone else deletes the issue, and offers the way back', async () => {
      const issue = testIssue(11);
      const page = await IssuePageDriver.open({ issue });

      page.arrivesLive('DELETED', testIssue(12)).arrivesLive('DELETED', issue);

      expect(screen.getByRole('alert')).toHaveTextContent('Someone else deleted this issue.');
      expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
      await page.user.click(screen.getByRole('button', { name: 'Back to the board' }));
      expect(page.url()).toBe('/w/acme/projects/WEB/board');
    });

    it('takes the notice away and the fields back when the deleted issue is restored (an undo of its deletion)', async () => {
      const issue = testIssue(11);
      const page = await IssuePageDriver.open({ issue });
      page.arrivesLive('DELETED', issue);
      expect(screen.getByRole('alert')).toHaveTextContent('Someone else deleted this issue.');

      // Another issue of the project coming back changes nothing here.
      page.arrivesLive('RESTORED', testIssue(12));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      page.arrivesLive('RESTORED', issue);

      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    });
  });
});

describe('IssueDetailPanel', () => {
  it('opens over the board, keeps focus inside, closes with Escape and returns focus to what opened it', async () => {
    const page = await IssuePageDriver.openPanel({ issue: testIssue(3, { title: 'In a panel' }) });
    const panel = page.panel();

    expect(within(panel).getByRole('button', { name: 'Close the issue' })).toHaveFocus();
    await page.user.tab({ shift: true });
    expect(panel).toContainElement(document.activeElement as HTMLElement);

    await page.user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open WEB-3' })).toHaveFocus();
  });

  it('takes S, P, A and L to the issue’s own fields while it is open in the panel', async () => {
    const page = await IssuePageDriver.openPanel({ issue: testIssue(3, { title: 'In a panel' }) });
    const panel = page.panel();

    await page.user.keyboard('s');
    expect(within(panel).getByRole('combobox', { name: 'Status' })).toHaveFocus();
    within(panel).getByRole('button', { name: 'Close the issue' }).focus();
    await page.user.keyboard('p');
    expect(within(panel).getByRole('combobox', { name: 'Priority' })).toHaveFocus();
    within(panel).getByRole('button', { name: 'Close the issue' }).focus();
    await page.user.keyboard('l');
    expect(within(panel).getByRole('combobox', { name: 'Search labels' })).toHaveFocus();
  });

  it('offers the issue as a page of its own and copies its link to share', async () => {
    const page = await IssuePageDriver.openPanel({ issue: testIssue(3, { title: 'In a panel' }) });
    const panel = page.panel();

    expect(within(panel).getByRole('link', { name: 'Open as page' })).toHaveAttribute('href', '/w/acme/issue/WEB-3');
    await page.user.click(within(panel).getByRole('button', { name: 'Copy link' }));

    await page.toast('The link to WEB-3 was copied.');
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/w/acme/issue/WEB-3`);
  });

  it('deletes from the panel after confirmation, removing the issue from the lists it was given, and closes', async () => {
    const issue = testIssue(3, { title: 'Going away' });
    const page = await IssuePageDriver.openPanel({ issue }, { lists: { 'client:board:TODO': [testIssue(1, { title: 'Staying' }), issue] } });

    await page.confirmDelete();

    expect(page.sentInput('delete')).toEqual({ id: issue.id });
    expect(listedTitles(page.environment, 'client:board:TODO')).toEqual(['Staying']);
    expect(screen.queryByRole('dialog', { name: 'Issue WEB-3' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open WEB-3' })).toHaveFocus();
  });
});
