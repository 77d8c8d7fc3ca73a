import { act, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { ApiError } from '@/relay/errors';
import {
  operationNamed,
  projectNames,
  pushProjectEvent,
  renderProjectsPage,
  resolveOperation,
  testProject,
} from '../../../__tests__/helpers/projects';

async function openDialog(user: Awaited<ReturnType<typeof renderProjectsPage>>['user']) {
  await user.click(screen.getByRole('button', { name: 'New project' }));
  return screen.getByRole('dialog', { name: 'New project' });
}

describe('CreateProjectDialog', () => {
  it('turns the key into capital letters as it is typed', async () => {
    const { user } = await renderProjectsPage({ projects: [] });
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText('Key'), 'web');

    expect(within(dialog).getByLabelText('Key')).toHaveValue('WEB');
  });

  it('explains next to each field what is wrong before anything is sent', async () => {
    const { user, environment } = await renderProjectsPage({ projects: [] });
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText('Key'), 'W1');
    await user.click(within(dialog).getByLabelText('Description'));
    await user.paste('x'.repeat(2001));
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));

    const key = within(dialog).getByLabelText('Key');
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(key).toHaveAccessibleDescription(expect.stringContaining('Use 2 to 5 capital letters'));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription(expect.stringContaining('Use at most 2,000 characters'));
    expect(key).toHaveFocus();
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain('useCreateProjectMutation');
  });

  it('shows the new project in the list before the server answers, and closes once it has', async () => {
    const { user, environment } = await renderProjectsPage({ projects: [testProject('WEB', { name: 'Website' })] });
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText('Key'), 'LCH');
    await user.type(within(dialog).getByLabelText('Name'), 'Launch plan');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));

    expect(projectNames()).toEqual(['Launch plan', 'Website']);
    expect(dialog).toBeVisible();

    resolveOperation(environment, 'useCreateProjectMutation', (operation) =>
      MockPayloadGenerator.generate(operation, {
        ProjectEdge: () => ({ cursor: 'cursor_lch', node: { __typename: 'Project', ...testProject('LCH', { name: 'Launch plan' }) } }),
      }),
    );

    expect(projectNames()).toEqual(['Launch plan', 'Website']);
    expect(screen.queryByRole('dialog', { name: 'New project' })).not.toBeInTheDocument();
  });

  it('does not show the project twice when its own creation also arrives live', async () => {
    const { user, environment } = await renderProjectsPage({ projects: [] });
    const dialog = await openDialog(user);
    const launch = testProject('LCH', { name: 'Launch plan' });

    await user.type(within(dialog).getByLabelText('Key'), 'LCH');
    await user.type(within(dialog).getByLabelText('Name'), 'Launch plan');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    resolveOperation(environment, 'useCreateProjectMutation', (operation) =>
      MockPayloadGenerator.generate(operation, { ProjectEdge: () => ({ cursor: 'cursor_lch', node: { __typename: 'Project', ...launch } }) }),
    );
    pushProjectEvent(environment, { kind: 'CREATED', project: launch });

    expect(projectNames()).toEqual(['Launch plan']);
  });

  it("shows the server's refusal of a taken key next to the Key field and takes the project out of the list", async () => {
    const { user, environment } = await renderProjectsPage({ projects: [testProject('WEB', { name: 'Website' })] });
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText('Key'), 'WEB');
    await user.type(within(dialog).getByLabelText('Name'), 'Second website');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    act(() =>
      environment.mock.reject(
        operationNamed(environment, 'useCreateProjectMutation'),
        new ApiError('CONFLICT', 'The key WEB is already used in this workspace.', { field: 'key' }),
      ),
    );

    expect(projectNames()).toEqual(['Website']);
    expect(within(dialog).getByLabelText('Key')).toHaveAccessibleDescription(expect.stringContaining('The key WEB is already used in this workspace.'));
    expect(dialog).toBeVisible();
  });

  it("takes the project back out of the list and says why in a toast when the server refuses it", async () => {
    const { user, environment } = await renderProjectsPage({ projects: [] });
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText('Key'), 'OPS');
    await user.type(within(dialog).getByLabelText('Name'), 'Operations');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(projectNames()).toEqual(['Operations']);

    act(() =>
      environment.mock.reject(
        operationNamed(environment, 'useCreateProjectMutation'),
        new ApiError('FORBIDDEN', 'Only admins may create projects here.'),
      ),
    );

    expect(projectNames()).toEqual([]);
    const toast = await screen.findByText('Project OPS was not created: Only admins may create projects here.');
    expect(toast.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(within(toast.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
