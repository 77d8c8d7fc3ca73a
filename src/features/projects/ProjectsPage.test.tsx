import { screen } from '@testing-library/react';
import { ACME, signedInAuth } from '../../../__tests__/helpers/auth';
import { projectNames, pushProjectEvent, renderProjectsPage, testProject } from '../../../__tests__/helpers/projects';

describe('ProjectsPage', () => {
  it("names the workspace and offers members who may create projects a \"New project\" button", async () => {
    await renderProjectsPage({ name: 'Acme', viewerCanCreateProject: true, projects: [testProject('WEB')] });

    expect(screen.getByText('Acme')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New project' })).toBeInTheDocument();
  });

  it('shows viewers the projects but no "New project" button', async () => {
    await renderProjectsPage(
      { viewerCanCreateProject: false, projects: [testProject('WEB', { name: 'Website' })] },
      { auth: signedInAuth({ memberships: [{ ...ACME, role: 'org:viewer' }] }) },
    );

    expect(projectNames()).toEqual(['Website']);
    expect(screen.queryByRole('button', { name: 'New project' })).not.toBeInTheDocument();
  });

  it('shows a project created elsewhere at the top of the list as it happens', async () => {
    const { environment } = await renderProjectsPage({ projects: [testProject('WEB', { name: 'Website' })] });

    pushProjectEvent(environment, { kind: 'CREATED', project: testProject('OPS', { name: 'Operations' }) });

    expect(projectNames()).toEqual(['Operations', 'Website']);
  });

  it('removes a project archived elsewhere and shows a rename made elsewhere', async () => {
    const website = testProject('WEB', { name: 'Website' });
    const api = testProject('API', { name: 'Public API' });
    const { environment } = await renderProjectsPage({ projects: [website, api] });

    pushProjectEvent(environment, { kind: 'ARCHIVED', project: { ...api, archivedAt: '2026-11-21T10:00:00.000Z' } });
    pushProjectEvent(environment, { kind: 'UPDATED', project: { ...website, name: 'Marketing site' } });

    expect(projectNames()).toEqual(['Marketing site']);
  });

  it('shows a project once when its creation arrives both live and as a repeated event', async () => {
    const { environment } = await renderProjectsPage({ projects: [] });
    const operations = testProject('OPS', { name: 'Operations' });

    pushProjectEvent(environment, { kind: 'CREATED', project: operations });
    pushProjectEvent(environment, { kind: 'CREATED', project: operations });

    expect(projectNames()).toEqual(['Operations']);
  });
});
