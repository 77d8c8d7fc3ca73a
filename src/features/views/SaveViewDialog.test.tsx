import { screen } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { savedViewResolvers, testView } from '../../../__tests__/helpers/fixtures/views';
import { rejectOperation, resolveOperation, waitForOperation } from '../../../__tests__/helpers/relay';
import { renderWithRelay } from '../../../__tests__/helpers/render';
import { SaveViewDialog, type ViewSettings } from './SaveViewDialog';

const settings: ViewSettings = {
  scope: 'PROJECT',
  projectId: 'project_WEB',
  filter: { priorities: ['URGENT'] },
  grouping: null,
  orderBy: 'PRIORITY',
  layout: 'LIST',
};

function renderDialog(canShare: boolean) {
  const onClose = jest.fn();
  const rendered = renderWithRelay(<SaveViewDialog open onClose={onClose} view={settings} canShare={canShare} />);
  return { ...rendered, onClose };
}

describe('the save-view dialog', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs: open them as the browser would.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
    };
  });

  it('saves the page’s filters, order and layout under the name, shared with the workspace when asked', async () => {
    const { user, environment, onClose } = renderDialog(true);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Urgent on the website ');
    await user.click(screen.getByRole('checkbox', { name: 'Share with the workspace' }));
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    const save = await waitForOperation(environment, 'viewMutationsSaveMutation');
    expect(save.request.variables.input).toEqual({ ...settings, name: 'Urgent on the website', shared: true });
    const view = testView('Urgent on the website');
    resolveOperation(environment, 'viewMutationsSaveMutation', savedViewResolvers(view, [view]));
    expect(await screen.findByText('View Urgent on the website saved and shared with the workspace.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a name before sending anything', async () => {
    const { user, environment } = renderDialog(true);
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Give the view a name.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('lets a viewer save a personal view only, saying why', async () => {
    const { user, environment } = renderDialog(false);
    expect(screen.getByRole('checkbox', { name: 'Share with the workspace' })).toBeDisabled();
    expect(screen.getByText('Viewers save personal views only.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    const save = await waitForOperation(environment, 'viewMutationsSaveMutation');
    expect(save.request.variables.input).toMatchObject({ name: 'Mine', shared: false });
  });

  it('shows the server’s refusal in the dialog, which stays open for another try', async () => {
    const { user, environment, onClose } = renderDialog(true);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Team');
    await user.click(screen.getByRole('checkbox', { name: 'Share with the workspace' }));
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    await waitForOperation(environment, 'viewMutationsSaveMutation');
    rejectOperation(environment, 'viewMutationsSaveMutation', new ApiError('FORBIDDEN', 'Viewers may save personal views only: ask a member to share one with the workspace.'));
    expect(await screen.findByText(/The view was not saved\. Viewers may save personal views only/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
