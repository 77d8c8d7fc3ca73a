import { act, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { ApiError } from '@/relay/errors';
import { operationNamed, projectNames, renderProjectsPage, resolveOperation, testProject } from '../../../__tests__/helpers/projects';

/** Opens a project's row menu and chooses one of its actions, as a person would. */
async function chooseAction(user: Awaited<ReturnType<typeof renderProjectsPage>>['user'], projectName: string, action: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${projectName}` }));
  await user.click(within(screen.getByRole('menu', { name: `Actions for ${projectName}` })).getByRole('menuitem', { name: action }));
}

describe('ProjectRow', () => {
  it('offers renaming and archiving in the row menu only to those the server allows', async () => {
    const { user } = await renderProjectsPage({
      projects: [
        testProject('WEB', { name: 'Website', viewerCanUpdate: true, viewerCanArchive: true }),
        testProject('API', { name: 'Public API', viewerCanUpdate: false, viewerCanArchive: false }),
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Actions for Website' }));
    const menu = screen.getByRole('menu', { name: 'Actions for Website' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Rename', 'Archive']);
    expect(screen.queryByRole('button', { name: 'Actions for Public API' })).not.toBeInTheDocument();
  });

  it('shows a new name at once and puts the old one back with a toast when the server refuses it', async () => {
    const { user, environment } = await renderProjectsPage({ projects: [testProject('WEB', { name: 'Website' })] });

    await chooseAction(user, 'Website', 'Rename');
    const field = screen.getByLabelText('Project name');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Marketing site{Enter}');

    expect(projectNames()).toEqual(['Marketing site']);
    act(() => environment.mock.reject(operationNamed(environment, 'useUpdateProjectMutation'), new ApiError('FORBIDDEN', 'You may not rename projects.')));

    expect(projectNames()).toEqual(['Website']);
    expect(await screen.findByText('Website was not renamed: You may not rename projects.')).toBeInTheDocument();
  });

  it('is worked with the keyboard: arrows move between actions, Escape closes the menu and returns to its button', async () => {
    const { user } = await renderProjectsPage({ projects: [testProject('WEB', { name: 'Website' })] });
    const button = screen.getByRole('button', { name: 'Actions for Website' });

    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves the name as it was when renaming is cancelled with Escape', async () => {
    const { user, environment } = await renderProjectsPage({ projects: [testProject('WEB', { name: 'Website' })] });

    await chooseAction(user, 'Website', 'Rename');
    await user.type(screen.getByLabelText('Project name'), ' 2{Escape}');

    expect(projectNames()).toEqual(['Website']);
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain('useUpdateProjectMutation');
  });

  it('removes an archived project at once, and offers to undo once the server has archived it', async () => {
    const website = testProject('WEB', { name: 'Website' });
    const { user, environment } = await renderProjectsPage({ projects: [website, testProject('API', { name: 'Public API' })] });

    await chooseAction(user, 'Website', 'Archive');
    expect(projectNames()).toEqual(['Public API']);

    resolveOperation(environment, 'useArchiveProjectMutation', (operation) =>
      MockPayloadGenerator.generate(operation, {
        ArchiveProjectPayload: () => ({ archivedProjectId: website.id, project: { ...website, archivedAt: '2026-11-21T10:00:00.000Z' } }),
      }),
    );
    const toast = (await screen.findByText('Website archived.')).closest('[role="status"]') as HTMLElement;
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    resolveOperation(environment, 'useUnarchiveProjectMutation', (operation) =>
      MockPayloadGenerator.generate(operation, {
        ProjectEdge: () => ({ cursor: 'cursor_web', node: { __typename: 'Project', ...website } }),
      }),
    );

    expect(projectNames()).toEqual(['Website', 'Public API']);
  });

  it('puts an archived project back and says why when the server refuses to archive it', async () => {
    const { user, environment } = await renderProjectsPage({ projects: [testProject('WEB', { name: 'Website' })] });

    await chooseAction(user, 'Website', 'Archive');
    expect(projectNames()).toEqual([]);
    act(() => environment.mock.reject(operationNamed(environment, 'useArchiveProjectMutation'), new ApiError('FORBIDDEN', 'Only admins may archive projects.')));

    expect(projectNames()).toEqual(['Website']);
    expect(await screen.findByText('Website was not archived: Only admins may archive projects.')).toBeInTheDocument();
  });
});
