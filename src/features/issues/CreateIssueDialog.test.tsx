import { screen, within } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { ADA, GRACE, testIssue, testLabel, testMember } from '../../../__tests__/helpers/fixtures/issues';
import { CreateIssueDialogDriver } from '../../../__tests__/helpers/pages/issuePage';

describe('CreateIssueDialog', () => {
  it('starts with the status of the column it was opened from', async () => {
    const dialog = await CreateIssueDialogDriver.open({ initialStatus: 'IN_REVIEW' });

    expect(within(dialog.dialog()).getByLabelText('Status')).toHaveDisplayValue('In review');
    expect(within(dialog.dialog()).getByLabelText('Priority')).toHaveDisplayValue('No priority');
  });

  it('shows the new issue at the top of the list before the server answers, and closes once it has', async () => {
    const existing = testIssue(1, { title: 'Already there' });
    const dialog = await CreateIssueDialogDriver.open({
      initialStatus: 'TODO',
      listed: [existing],
      members: [testMember(ADA), testMember(GRACE)],
      labels: [testLabel('Bug')],
    });

    await dialog.fill({ title: '  Write the release notes ', description: 'For **1.0**', priority: 'High', assignee: 'Grace Member' });
    await dialog.submit();

    expect(dialog.listedTitles()).toEqual(['Write the release notes', 'Already there']);
    expect(dialog.sentInput()).toEqual({
      projectId: 'project_WEB',
      title: 'Write the release notes',
      description: 'For **1.0**',
      status: 'TODO',
      priority: 'HIGH',
      assigneeId: GRACE.id,
      labelIds: [],
      dueDate: null,
      estimate: null,
    });
    expect(dialog.closed).toBe(false);

    dialog.serverCreates(testIssue(2, { title: 'Write the release notes', status: 'TODO' }));

    expect(dialog.listedTitles()).toEqual(['Write the release notes', 'Already there']);
    expect(dialog.closed).toBe(true);
  });

  it('sends the T-shirt size chosen as its points where the workspace estimates in sizes', async () => {
    const dialog = await CreateIssueDialogDriver.open({ estimateScale: 'TSHIRT' });
    const estimate = within(dialog.dialog()).getByLabelText('Estimate');
    expect(within(estimate).getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'XS', 'S', 'M', 'L', 'XL']);

    await dialog.fill({ title: 'Sized' });
    await dialog.user.selectOptions(estimate, 'L');
    await dialog.submit();

    expect(dialog.sentInput()).toMatchObject({ title: 'Sized', estimate: 5 });
  });

  it('offers points by default', async () => {
    const dialog = await CreateIssueDialogDriver.open();
    await dialog.user.selectOptions(within(dialog.dialog()).getByLabelText('Estimate'), '8 points');
    await dialog.fill({ title: 'Pointed' });
    await dialog.submit();

    expect(dialog.sentInput()).toMatchObject({ estimate: 8 });
  });

  it('offers no estimate where the workspace uses none', async () => {
    const dialog = await CreateIssueDialogDriver.open({ estimateScale: 'NONE' });

    expect(within(dialog.dialog()).queryByLabelText('Estimate')).not.toBeInTheDocument();
    expect(within(dialog.dialog()).getByLabelText('Priority')).toBeInTheDocument();
  });

  it('checks the title before sending anything', async () => {
    const dialog = await CreateIssueDialogDriver.open();

    await dialog.submit();

    const title = within(dialog.dialog()).getByLabelText('Title');
    expect(title).toHaveAccessibleDescription('Enter a title.');
    expect(title).toHaveFocus();
    expect(dialog.sent()).toBe(false);
  });

  it('shows a refusal about a field next to that field, inside the dialog, and takes the issue off the list', async () => {
    const dialog = await CreateIssueDialogDriver.open({ listed: [testIssue(1, { title: 'Already there' })] });

    await dialog.fill({ title: 'Ship it' });
    await dialog.submit();
    dialog.serverRefuses(new ApiError('BAD_USER_INPUT', 'Choose a date after 1970.', { field: 'dueDate' }));

    expect(within(dialog.dialog()).getByLabelText('Due date')).toHaveAccessibleDescription('Choose a date after 1970.');
    expect(dialog.listedTitles()).toEqual(['Already there']);
    expect(dialog.closed).toBe(false);
    expect(screen.queryByText(/was not created/)).toBeNull();
  });

  it('shows any other failure as a message with a retry inside the dialog, never a toast', async () => {
    const dialog = await CreateIssueDialogDriver.open();

    await dialog.fill({ title: 'Ship it' });
    await dialog.submit();
    dialog.serverRefuses(new ApiError('NETWORK', 'Failed to fetch'));

    const alert = within(dialog.dialog()).getByRole('alert');
    expect(alert).toHaveTextContent('The issue was not created: Lanes could not reach the server.');
    expect(screen.getAllByText(/was not created/)).toHaveLength(1);

    await dialog.user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(dialog.sentInput()).toMatchObject({ title: 'Ship it' });
    dialog.serverCreates(testIssue(3, { title: 'Ship it' }));
    expect(dialog.closed).toBe(true);
  });
});
