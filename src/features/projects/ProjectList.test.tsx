import { screen, within } from '@testing-library/react';
import { testProject } from '../../../__tests__/helpers/fixtures/projects';
import { ProjectsPageDriver } from '../../../__tests__/helpers/pages/projectsPage';

describe('ProjectList', () => {
  it("shows each project's key, name and description", async () => {
    const page = await ProjectsPageDriver.open({
      projects: [testProject('WEB', { name: 'Website', description: 'The public site' }), testProject('API', { name: 'Public API' })],
    });

    expect(page.projectNames()).toEqual(['Website', 'Public API']);
    expect(within(page.row('Website')).getByText('WEB')).toBeInTheDocument();
    expect(within(page.row('Website')).getByText('The public site')).toBeInTheDocument();
  });

  it('says there are no projects yet and invites those who may create one to create the first', async () => {
    const page = await ProjectsPageDriver.open({ projects: [], viewerCanCreateProject: true });

    expect(screen.getByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(await page.openNewProjectDialog('Create the first project')).toBeVisible();
  });

  it('offers viewers no way to create a project from the empty list', async () => {
    await ProjectsPageDriver.open({ projects: [], viewerCanCreateProject: false });

    expect(screen.getByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create the first project' })).not.toBeInTheDocument();
  });

  it('loads the next page below the first when "Load more" is pressed, and hides the button on the last page', async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('ONE'), testProject('TWO')], hasNextPage: true });

    await page.loadMore();
    page.nextPageArrives({ projects: [testProject('TRE')], hasNextPage: false });

    expect(page.projectNames()).toEqual(['ONE project', 'TWO project', 'TRE project']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  // The list reads its connection with a filter argument (includeArchived), so the connection's store id
  // carries it; creating, archiving, restoring and live events all find the list through the fragment's __id.
  it('adds, archives, restores and receives live projects in the list it shows, whatever filter the list is read with', async () => {
    const website = testProject('WEB', { name: 'Website' });
    const page = await ProjectsPageDriver.open({ projects: [website] });

    await page.createProject({ key: 'LCH', name: 'Launch plan' });
    page.serverAnswersWithProject('create', testProject('LCH', { name: 'Launch plan' }));
    page.arrivesLive('CREATED', testProject('OPS', { name: 'Operations' }));
    expect(page.projectNames()).toEqual(['Operations', 'Launch plan', 'Website']);

    await page.archive('Website');
    expect(page.projectNames()).toEqual(['Operations', 'Launch plan']);
    page.serverArchives(website);
    await page.undo('Website archived.');
    page.serverAnswersWithProject('restore', website);

    expect(page.projectNames()).toEqual(['Website', 'Operations', 'Launch plan']);
  });
});
