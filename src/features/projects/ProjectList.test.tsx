import { screen, waitFor, within } from '@testing-library/react';
import { newestFirst, testProject } from '../../../__tests__/helpers/fixtures/projects';
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

  // The list reads its connection with filter arguments (archived, search), so the connection's store id
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

    expect(page.projectNames()).toEqual(['Operations', 'Launch plan', 'Website']);
  });

  it("links each project's name to its board", async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website' })] });

    expect(page.projectLink('Website')).toHaveAttribute('href', '/w/acme/projects/WEB');
  });

  it('shows how many issues of each project are open', async () => {
    const page = await ProjectsPageDriver.open({
      projects: [
        testProject('WEB', { name: 'Website', openIssueCount: 1204 }),
        testProject('API', { name: 'Public API', openIssueCount: 1 }),
        testProject('DOC', { name: 'Docs', openIssueCount: 0 }),
      ],
    });

    expect(within(page.row('Website')).getByText('1,204 open issues')).toBeInTheDocument();
    expect(within(page.row('Public API')).getByText('1 open issue')).toBeInTheDocument();
    expect(within(page.row('Docs')).getByText('No open issues')).toBeInTheDocument();
  });

  it('clamps a long description, keeping the whole text at hand in its title', async () => {
    const description = 'A long description. '.repeat(40).trim();
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website', description })] });

    const shown = within(page.row('Website')).getByText(description);
    expect(shown).toHaveClass('description');
    expect(shown).toHaveAttribute('title', description);
  });

  it('shows the total count, not only the loaded rows, and keeps it as projects come and go', async () => {
    const website = testProject('WEB', { name: 'Website' });
    const page = await ProjectsPageDriver.open({ projects: [website, testProject('API')], hasNextPage: true, totalCount: 42 });
    expect(page.countText()).toBe('42 projects');

    await page.archive('Website');
    expect(page.countText()).toBe('41 projects');
    page.serverArchives(website);
    page.arrivesLive('CREATED', testProject('OPS', { name: 'Operations' }));

    expect(page.countText()).toBe('42 projects');
  });

  it('filters by name or key on the server, so the count and the pages still to load match the filter', async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website' }), testProject('API')], totalCount: 30 });

    await page.filter('web');
    expect(await page.listRequested()).toMatchObject({ search: 'web', archived: false });
    await page.listArrives({ projects: [testProject('WEB', { name: 'Website' })], hasNextPage: true, totalCount: 21 });

    expect(page.projectNames()).toEqual(['Website']);
    expect(page.countText()).toBe('21 projects match');
    await page.filter('website');
    expect(await page.listRequested()).toMatchObject({ search: 'website' });
    await page.listArrives({ projects: [testProject('WEB', { name: 'Website' })], totalCount: 1 });
    expect(page.countText()).toBe('1 project matches');
  });

  it('says when no project matches the filter', async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website' })] });

    await page.filter('zzz');
    await page.listArrives({ projects: [] });

    expect(screen.getByRole('heading', { name: 'No project matches' })).toBeInTheDocument();
    expect(page.countText()).toBe('0 projects match');
  });

  it('leaves out of a filtered list a project created elsewhere that does not match', async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website' })] });
    await page.filter('web');
    await page.listArrives({ projects: [testProject('WEB', { name: 'Website' })] });

    page.arrivesLive('CREATED', testProject('OPS', { name: 'Operations' })).arrivesLive('CREATED', testProject('WWW', { name: 'Web shop' }));

    expect(page.projectNames()).toEqual(['Web shop', 'Website']);
    expect(page.countText()).toBe('2 projects match');
  });
});

describe('ProjectList, archived projects', () => {
  it('lists them in their own view, where admins restore them, and the active view shows them back at their place', async () => {
    const [website, operations, api] = newestFirst(['WEB', { name: 'Website' }], ['OPS', { name: 'Operations', archivedAt: '2026-11-01T00:00:00.000Z' }], ['API', { name: 'Public API' }]);
    const old = testProject('OLD', { name: 'Old site', archivedAt: '2026-10-01T00:00:00.000Z', createdAt: '2025-01-01T00:00:00.000Z' });
    const page = await ProjectsPageDriver.open({ projects: [website, api] });

    await page.show('Archived');
    expect(await page.listRequested()).toMatchObject({ archived: true, search: '' });
    await page.listArrives({ projects: [operations, old] });
    expect(screen.getByRole('list', { name: 'Archived projects' })).toBeInTheDocument();
    expect(page.projectNames()).toEqual(['Operations', 'Old site']);
    expect(page.countText()).toBe('2 archived projects');

    await page.restore('Operations');
    expect(page.projectNames()).toEqual(['Old site']);
    await waitFor(() => expect(page.projectLink('Old site')).toHaveFocus());
    page.serverAnswersWithProject('restore', { ...operations, archivedAt: null });
    expect(page.countText()).toBe('1 archived project');

    await page.show('Active');
    expect(await page.listRequested()).toMatchObject({ archived: false });
    await page.listArrives({ projects: [website, { ...operations, archivedAt: null }, api] });
    expect(page.projectNames()).toEqual(['Website', 'Operations', 'Public API']);
  });

  it('offers only Restore, and only to those who may archive', async () => {
    const page = await ProjectsPageDriver.open({ projects: [] });
    await page.show('Archived');
    await page.listArrives({
      projects: [
        testProject('OLD', { name: 'Old site', archivedAt: '2026-10-01T00:00:00.000Z' }),
        testProject('RO', { name: 'Read only', archivedAt: '2026-10-01T00:00:00.000Z', viewerCanArchive: false }),
      ],
    });

    const menu = await page.openRowMenu('Old site');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Restore']);
    expect(screen.queryByRole('button', { name: 'Actions for Read only' })).not.toBeInTheDocument();
  });

  it('receives projects archived and restored elsewhere', async () => {
    const [website, api] = newestFirst(['WEB', { name: 'Website' }], ['API', { name: 'Public API' }]);
    const page = await ProjectsPageDriver.open({ projects: [] });
    await page.show('Archived');
    await page.listArrives({ projects: [{ ...api, archivedAt: '2026-11-01T00:00:00.000Z' }] });

    page.arrivesLive('ARCHIVED', { ...website, archivedAt: '2026-11-02T00:00:00.000Z' });
    expect(page.projectNames()).toEqual(['Website', 'Public API']);
    page.arrivesLive('UNARCHIVED', api);

    expect(page.projectNames()).toEqual(['Website']);
    expect(page.countText()).toBe('1 archived project');
  });

  it('says when there are none', async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB')] });
    await page.show('Archived');
    await page.listArrives({ projects: [] });

    expect(screen.getByRole('heading', { name: 'No archived projects' })).toBeInTheDocument();
  });
});
