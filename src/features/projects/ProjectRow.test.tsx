import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { newestFirst, testProject } from '../../../__tests__/helpers/fixtures/projects';
import { pendingOperationNames } from '../../../__tests__/helpers/relay';
import { ProjectsPageDriver } from '../../../__tests__/helpers/pages/projectsPage';

describe('ProjectRow', () => {
  it('offers renaming and archiving in the row menu only to those the server allows', async () => {
    const page = await ProjectsPageDriver.open({
      projects: [
        testProject('WEB', { name: 'Website', viewerCanUpdate: true, viewerCanArchive: true }),
        testProject('API', { name: 'Public API', viewerCanUpdate: false, viewerCanArchive: false }),
      ],
    });

    const menu = await page.openRowMenu('Website');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Rename', 'Archive']);
    expect(screen.queryByRole('button', { name: 'Actions for Public API' })).not.toBeInTheDocument();
  });

  it('is worked with the keyboard: arrows move between actions, Escape closes the menu and returns to its button', async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website' })] });
    const button = screen.getByRole('button', { name: 'Actions for Website' });

    button.focus();
    await page.user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await page.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
    await page.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await page.user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
    await page.user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts the focus in the name field when renaming starts', async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website' })] });

    expect(await page.startRenaming('Website')).toHaveFocus();
  });

  it('shows a new name at once and keeps it once the server has saved it', async () => {
    const website = testProject('WEB', { name: 'Website' });
    const page = await ProjectsPageDriver.open({ projects: [website] });

    await page.rename('Website', 'Marketing site');
    expect(page.projectNames()).toEqual(['Marketing site']);
    page.serverRenames({ ...website, name: 'Marketing site' });

    expect(page.projectNames()).toEqual(['Marketing site']);
  });

  it('shows a new name at once and puts the old one back with a toast when the server refuses it', async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website' })] });

    await page.rename('Website', 'Marketing site');
    expect(page.projectNames()).toEqual(['Marketing site']);
    page.serverRefuses('rename', new ApiError('FORBIDDEN', 'You may not rename projects.'));

    expect(page.projectNames()).toEqual(['Website']);
    expect(await page.toast('Website was not renamed: You may not rename projects.')).toBeInTheDocument();
  });

  it('says the browser is offline, not "Failed to fetch", when a rename cannot be sent', async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website' })] });

    await page.rename('Website', 'Marketing site');
    page.browserIsOffline('rename');

    expect(page.projectNames()).toEqual(['Website']);
    expect(await page.toast('Website was not renamed: You are offline. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });

  it('leaves the name as it was when renaming is cancelled with Escape', async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website' })] });

    const field = await page.startRenaming('Website');
    await page.user.type(field, ' 2{Escape}');

    expect(page.projectNames()).toEqual(['Website']);
    expect(page.sent('rename')).toBe(false);
  });

  it('removes an archived project at once, and Undo puts it back at its place in the list, not at the top', async () => {
    const [operations, website, api] = newestFirst(['OPS', { name: 'Operations' }], ['WEB', { name: 'Website' }], ['API', { name: 'Public API' }]);
    const page = await ProjectsPageDriver.open({ projects: [operations, website, api] });

    await page.archive('Website');
    expect(page.projectNames()).toEqual(['Operations', 'Public API']);

    page.serverArchives(website);
    await page.undo('Website archived.');
    page.serverAnswersWithProject('restore', website);

    expect(page.projectNames()).toEqual(['Operations', 'Website', 'Public API']);
  });

  it('acts on one project only when Archive is double-clicked', async () => {
    const page = await ProjectsPageDriver.open({ projects: newestFirst(['WEB', { name: 'Website' }], ['API', { name: 'Public API' }]) });

    const menu = await page.openRowMenu('Website');
    await page.user.dblClick(within(menu).getByRole('menuitem', { name: 'Archive' }));

    expect(page.projectNames()).toEqual(['Public API']);
    expect(pendingOperationNames(page.environment).filter((name) => name === 'useArchiveProjectMutation')).toHaveLength(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([
    ['the next row', 'Website', 'Public API'],
    ['the row above when the last row leaves', 'Docs', 'Public API'],
  ])('moves the focus to %s after a row is archived', async (_case, archived, focused) => {
    const page = await ProjectsPageDriver.open({
      projects: newestFirst(['WEB', { name: 'Website' }], ['API', { name: 'Public API' }], ['DOC', { name: 'Docs' }]),
    });

    await page.archive(archived);

    await waitFor(() => expect(page.projectLink(focused)).toHaveFocus());
  });

  it('moves the focus to "New project" when the only row is archived', async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website' })] });

    await page.archive('Website');

    await waitFor(() => expect(screen.getByRole('button', { name: 'New project' })).toHaveFocus());
  });

  it('puts an archived project back and says why when the server refuses to archive it', async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website' })] });

    await page.archive('Website');
    expect(page.projectNames()).toEqual([]);
    page.serverRefuses('archive', new ApiError('FORBIDDEN', 'Only admins may archive projects.'));

    expect(page.projectNames()).toEqual(['Website']);
    expect(await page.toast('Website was not archived: Only admins may archive projects.')).toBeInTheDocument();
  });

  it('says the browser is offline when an archive cannot be sent, and leaves the project listed', async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website' })] });

    await page.archive('Website');
    page.browserIsOffline('archive');

    expect(page.projectNames()).toEqual(['Website']);
    expect(await page.toast('Website was not archived: You are offline. Check your connection and try again.')).toBeInTheDocument();
  });

  it('says why an undone archive could not be restored', async () => {
    const website = testProject('WEB', { name: 'Website' });
    const page = await ProjectsPageDriver.open({ projects: [website] });

    await page.archive('Website');
    page.serverArchives(website);
    await page.undo('Website archived.');
    page.serverRefuses('restore', new ApiError('NOT_FOUND', 'This project no longer exists.'));

    expect(page.projectNames()).toEqual([]);
    const toast = await page.toast('Website was not restored: This project no longer exists.');
    expect(within(toast).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
