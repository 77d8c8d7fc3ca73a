import { screen, within } from '@testing-library/react';
import { projectNames, renderProjectsPage, resolveOperation, testProject, workspacePayload } from '../../../__tests__/helpers/projects';

describe('ProjectList', () => {
  it("shows each project's key, name and description", async () => {
    await renderProjectsPage({
      projects: [
        testProject('WEB', { name: 'Website', description: 'The public site' }),
        testProject('API', { name: 'Public API' }),
      ],
    });

    expect(projectNames()).toEqual(['Website', 'Public API']);
    const website = screen.getByRole('heading', { name: 'Website' }).closest('li') as HTMLElement;
    expect(within(website).getByText('WEB')).toBeInTheDocument();
    expect(within(website).getByText('The public site')).toBeInTheDocument();
  });

  it('says there are no projects yet and invites those who may create one to create the first', async () => {
    const { user } = await renderProjectsPage({ projects: [], viewerCanCreateProject: true });

    expect(screen.getByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the first project' }));
    expect(screen.getByRole('dialog', { name: 'New project' })).toBeVisible();
  });

  it('offers viewers no way to create a project from the empty list', async () => {
    await renderProjectsPage({ projects: [], viewerCanCreateProject: false });

    expect(screen.getByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create the first project' })).not.toBeInTheDocument();
  });

  it('loads the next page below the first when "Load more" is pressed, and hides the button on the last page', async () => {
    const { user, environment } = await renderProjectsPage({ projects: [testProject('ONE'), testProject('TWO')], hasNextPage: true });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    resolveOperation(environment, 'ProjectListPaginationQuery', (operation) =>
      workspacePayload(operation, { projects: [testProject('TRE')], hasNextPage: false }),
    );

    expect(projectNames()).toEqual(['ONE project', 'TWO project', 'TRE project']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
