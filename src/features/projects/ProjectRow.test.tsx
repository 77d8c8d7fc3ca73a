import { act, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { ApiError } from '@/relay/errors';
import { operationNamed, projectNames, renderProjectsPage, resolveOperation, testProject } from '../../../__tests__/helpers/projects';

describe('ProjectRow', () => {
  it('offers renaming and archiving only to those the server allows', async () => {
    await renderProjectsPage({
      projects: [
        testProject('WEB', { name: 'Website', viewerCanUpdate: true, viewerCanArchive: true }),
        testProject('API', { name: 'Public API', viewerCanUpdate: false, viewerCanArchive: false }),
      ],
    });

    expect(screen.getByRole('button', { name: 'Rename Website' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive Website' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename Public API' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive Public API' })).not.toBeInTheDocument();
  });

  it('shows a new name at once and puts the old one back with a toast when the server refuses it', async () => {
    const { user, environment } = await renderProjectsPage({ projects: [testProject('WEB', { name: 'Website' })] });

    await user.click(screen.getByRole('button', { name: 'Rename Website' }));
    const field = screen.getByLabelText('Project name');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Marketing site{Enter}');

    expect(projectNames()).toEqual(['Marketing site']);
    act(() => environment.mock.reject(operationNamed(environment, 'useUpdateProjectMutation'), new ApiError('FORBIDDEN', 'You may not rename projects.')));

    expect(projectNames()).toEqual(['Website']);
    expect(await screen.findByText('Website was not renamed: You may not rename projects.')).toBeInTheDocument();
  });

  it('leaves the name as it was when renaming is cancelled with Escape', async () => {
    const { user, environment } = await renderProjectsPage({ projects: [testProject('WEB', { name: 'Website' })] });

    await user.click(screen.getByRole('button', { name: 'Rename Website' }));
    await user.type(screen.getByLabelText('Project name'), ' 2{Escape}');

    expect(projectNames()).toEqual(['Website']);
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain('useUpdateProjectMutation');
  });

  it('removes an archived project at once, and offers to undo once the server has archived it', async () => {
    const website = testProject('WEB', { name: 'Website' });
    const { user, environment } = await renderProjectsPage({ projects: [website, testProject('API', { name: 'Public API' })] });

    await user.click(screen.getByRole('button', { name: 'Archive Website' }));
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

    await user.click(screen.getByRole('button', { name: 'Archive Website' }));
    expect(projectNames()).toEqual([]);
    act(() => environment.mock.reject(operationNamed(environment, 'useArchiveProjectMutation'), new ApiError('FORBIDDEN', 'Only admins may archive projects.')));

    expect(projectNames()).toEqual(['Website']);
    expect(await screen.findByText('Website was not archived: Only admins may archive projects.')).toBeInTheDocument();
  });
});
