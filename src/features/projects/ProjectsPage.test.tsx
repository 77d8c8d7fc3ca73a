import { screen } from '@testing-library/react';
import { ACME, signedInAuth } from '../../../__tests__/helpers/auth';
import { newestFirst, testProject } from '../../../__tests__/helpers/fixtures/projects';
import { ProjectsPageDriver } from '../../../__tests__/helpers/pages/projectsPage';

describe('ProjectsPage', () => {
  it('names the workspace and offers members who may create projects a "New project" button', async () => {
    await ProjectsPageDriver.open({ name: 'Acme', viewerCanCreateProject: true, projects: [testProject('WEB')] });

    expect(screen.getByText('Acme')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New project' })).toBeInTheDocument();
  });

  it('shows viewers the projects but no "New project" button', async () => {
    const page = await ProjectsPageDriver.open(
      { viewerCanCreateProject: false, projects: [testProject('WEB', { name: 'Website' })] },
      { auth: signedInAuth({ memberships: [{ ...ACME, role: 'org:viewer' }] }) },
    );

    expect(page.projectNames()).toEqual(['Website']);
    expect(screen.queryByRole('button', { name: 'New project' })).not.toBeInTheDocument();
  });

  it('shows a project created elsewhere at the top of the list as it happens', async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website' })] });

    page.arrivesLive('CREATED', testProject('OPS', { name: 'Operations' }));

    expect(page.projectNames()).toEqual(['Operations', 'Website']);
  });

  it('removes a project archived elsewhere and shows a rename made elsewhere', async () => {
    const website = testProject('WEB', { name: 'Website' });
    const api = testProject('API', { name: 'Public API' });
    const page = await ProjectsPageDriver.open({ projects: [website, api] });

    page
      .arrivesLive('ARCHIVED', { ...api, archivedAt: '2026-11-21T10:00:00.000Z' })
      .arrivesLive('UPDATED', { ...website, name: 'Marketing site' });

    expect(page.projectNames()).toEqual(['Marketing site']);
  });

  it('shows a project restored elsewhere at its place in the list (newest first by creation), not at the top', async () => {
    const [website, operations, api] = newestFirst(['WEB', { name: 'Website' }], ['OPS', { name: 'Operations' }], ['API', { name: 'Public API' }]);
    const page = await ProjectsPageDriver.open({ projects: [website, api], totalCount: 2 });

    page.arrivesLive('UNARCHIVED', operations);

    expect(page.projectNames()).toEqual(['Website', 'Operations', 'Public API']);
    expect(page.countText()).toBe('3 projects');
  });

  it('leaves a restored project older than every loaded one to the pages still to load', async () => {
    const [website, api, operations] = newestFirst(['WEB', { name: 'Website' }], ['API', { name: 'Public API' }], ['OPS', { name: 'Operations' }]);
    const page = await ProjectsPageDriver.open({ projects: [website, api], hasNextPage: true, totalCount: 2 });

    page.arrivesLive('UNARCHIVED', operations);

    expect(page.projectNames()).toEqual(['Website', 'Public API']);
    expect(page.countText()).toBe('3 projects');
  });

  it('shows a project once when its creation arrives both live and as a repeated event', async () => {
    const page = await ProjectsPageDriver.open({ projects: [] });
    const operations = testProject('OPS', { name: 'Operations' });

    page.arrivesLive('CREATED', operations).arrivesLive('CREATED', operations);

    expect(page.projectNames()).toEqual(['Operations']);
  });
});
