import { screen, within } from '@testing-library/react';
import { renderWithRelay } from '../../../__tests__/helpers/render';
import { operationNamed, resolveOperation, waitForOperation } from '../../../__tests__/helpers/relay';
import { ImportIssuesDialog } from './ImportIssuesDialog';

const project = { id: 'UHJvamVjdDox', key: 'WEB' };
const csv = 'Name,State,Owner,Points\r\n"Fix login, again",doing,max@example.com,3\r\nWrite docs,todo,,\r\n';

function open() {
  const rendered = renderWithRelay(<ImportIssuesDialog open onClose={() => {}} project={project} />);
  const dialog = screen.getByRole('dialog', { name: 'Import issues into WEB' });
  return { ...rendered, dialog };
}

async function pickFile(user: ReturnType<typeof open>['user'], dialog: HTMLElement, content: string, name = 'issues.csv') {
  await user.upload(within(dialog).getByLabelText(/choose a file or drop it here/), new File([content], name, { type: 'text/csv' }));
}

describe('ImportIssuesDialog', () => {
  it('previews the first rows and preselects the columns it recognises, the others left to choose', async () => {
    const { user, dialog } = open();
    await pickFile(user, dialog, csv);

    expect(await within(dialog).findByRole('heading', { name: '2 rows: choose the column of each field' })).toBeVisible();
    expect(within(dialog).getByRole('cell', { name: 'Fix login, again' })).toBeVisible();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Name');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('State');
    expect(within(dialog).getByLabelText('Estimate')).toHaveValue('Points');
    expect(within(dialog).getByLabelText('Assignee (email)')).toHaveValue('');
  });

  it('sends the mapping chosen, and shows the progress and the skipped rows', async () => {
    const { user, dialog, environment } = open();
    await pickFile(user, dialog, csv);
    await user.selectOptions(await within(dialog).findByLabelText('Assignee (email)'), 'Owner');
    await user.selectOptions(within(dialog).getByLabelText('Estimate'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Start import' }));

    const start = await waitForOperation(environment, 'importJobStartMutation');
    expect(start.request.variables.input).toEqual({
      projectId: project.id,
      fileName: 'issues.csv',
      content: csv,
      mapping: [
        { field: 'title', column: 'Name' },
        { field: 'status', column: 'State' },
        { field: 'assignee', column: 'Owner' },
      ],
    });
    resolveOperation(environment, 'importJobStartMutation', {
      ImportJob: () => ({ status: 'DONE', total: 2, done: 2, created: 1, skipped: [{ row: 2, message: 'Lanes has no status like “todo!”.' }], warnings: [], error: null }),
    });
    expect(await within(dialog).findByText('Import finished.')).toBeVisible();
    expect(within(dialog).getByText('2 of 2 rows: 1 issues created, 1 skipped.')).toBeVisible();
    expect(within(dialog).getByText('Row 2: Lanes has no status like “todo!”.')).toBeVisible();
    expect(() => operationNamed(environment, 'importJobQuery')).toThrow();
  });

  it('asks for the title column before starting when none is recognised', async () => {
    const { user, dialog, environment } = open();
    await pickFile(user, dialog, 'Foo,Bar\r\n1,2\r\n');
    await user.click(await within(dialog).findByRole('button', { name: 'Start import' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the column that gives the issues’ titles.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
