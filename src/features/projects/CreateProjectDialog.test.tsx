import { screen, within } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { testProject } from '../../../__tests__/helpers/fixtures/projects';
import { ProjectsPageDriver } from '../../../__tests__/helpers/pages/projectsPage';

describe('CreateProjectDialog', () => {
  it('turns the key into capital letters as it is typed', async () => {
    const page = await ProjectsPageDriver.open({ projects: [] });
    await page.openNewProjectDialog();

    await page.fillNewProject({ key: 'web', name: '' });

    expect(within(page.dialog()).getByLabelText('Key')).toHaveValue('WEB');
  });

  it('explains next to each field what is wrong before anything is sent', async () => {
    const page = await ProjectsPageDriver.open({ projects: [] });

    await page.createProject({ key: 'W1', name: '', description: 'x'.repeat(2001) });

    const dialog = page.dialog();
    const key = within(dialog).getByLabelText('Key');
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(key).toHaveAccessibleDescription(expect.stringContaining('Use 2 to 5 capital letters'));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription(expect.stringContaining('Use at most 2,000 characters'));
    expect(key).toHaveFocus();
    expect(page.sent('create')).toBe(false);
  });

  it('shows the new project in the list before the server answers, and closes once it has', async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website' })] });

    await page.createProject({ key: 'LCH', name: 'Launch plan' });

    expect(page.projectNames()).toEqual(['Launch plan', 'Website']);
    expect(page.dialog()).toBeVisible();

    page.serverAnswersWithProject('create', testProject('LCH', { name: 'Launch plan' }));

    expect(page.projectNames()).toEqual(['Launch plan', 'Website']);
    expect(screen.queryByRole('dialog', { name: 'New project' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with what was typed while the first project of an empty list appears and goes', async () => {
    const page = await ProjectsPageDriver.open({ projects: [] });

    await page.openNewProjectDialog('Create the first project');
    await page.fillNewProject({ key: 'WEB', name: 'Website' });
    await page.submitNewProject();
    expect(page.projectNames()).toEqual(['Website']);
    page.serverRefuses('create', new ApiError('CONFLICT', 'The key WEB is already used in this workspace.', { field: 'key' }));

    expect(page.projectNames()).toEqual([]);
    expect(within(page.dialog()).getByLabelText('Name')).toHaveValue('Website');
    expect(within(page.dialog()).getByLabelText('Key')).toHaveAccessibleDescription(expect.stringContaining('already used'));
  });

  it('does not show the project twice when its own creation also arrives live', async () => {
    const page = await ProjectsPageDriver.open({ projects: [] });
    const launch = testProject('LCH', { name: 'Launch plan' });

    await page.createProject({ key: 'LCH', name: 'Launch plan' });
    page.serverAnswersWithProject('create', launch).arrivesLive('CREATED', launch);

    expect(page.projectNames()).toEqual(['Launch plan']);
  });

  it("shows the server's refusal of a taken key next to the Key field and takes the project out of the list", async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website' })] });

    await page.createProject({ key: 'WEB', name: 'Second website' });
    page.serverRefuses('create', new ApiError('CONFLICT', 'The key WEB is already used in this workspace.', { field: 'key' }));

    expect(page.projectNames()).toEqual(['Website']);
    expect(within(page.dialog()).getByLabelText('Key')).toHaveAccessibleDescription(expect.stringContaining('The key WEB is already used in this workspace.'));
    expect(page.dialog()).toBeVisible();
  });

  it('takes the project back out of the list and says why inside the dialog, not in a toast behind it', async () => {
    const page = await ProjectsPageDriver.open({ projects: [] });

    await page.createProject({ key: 'OPS', name: 'Operations' });
    expect(page.projectNames()).toEqual(['Operations']);
    page.serverRefuses('create', new ApiError('FORBIDDEN', 'Only admins may create projects here.'));

    expect(page.projectNames()).toEqual([]);
    expect(within(page.dialog()).getByRole('alert')).toHaveTextContent('The project was not created. Only admins may create projects here.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says in plain words, not the program’s, when creating fails for an unexpected reason', async () => {
    const page = await ProjectsPageDriver.open({ projects: [] });

    await page.createProject({ key: 'OPS', name: 'Operations' });
    page.serverRefuses('create', new ApiError('INTERNAL', "Cannot read properties of undefined (reading 'id')"));

    expect(within(page.dialog()).getByRole('alert')).toHaveTextContent('Something went wrong on our side. Try again in a moment.');
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
  });

  it('says the browser is offline, never "Failed to fetch", and creates the project when tried again', async () => {
    const page = await ProjectsPageDriver.open({ projects: [testProject('WEB', { name: 'Website' })] });

    await page.createProject({ key: 'OPS', name: 'Operations' });
    page.browserIsOffline('create');

    expect(within(page.dialog()).getByRole('alert')).toHaveTextContent('The project was not created. You are offline. Check your connection and try again.');
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    expect(within(page.dialog()).getByLabelText('Name')).toHaveValue('Operations');

    await page.user.click(within(page.dialog()).getByRole('button', { name: 'Try again' }));
    expect(within(page.dialog()).queryByRole('alert')).not.toBeInTheDocument();
    page.serverAnswersWithProject('create', testProject('OPS', { name: 'Operations' }));

    expect(page.projectNames()).toEqual(['Operations', 'Website']);
    expect(screen.queryByRole('dialog', { name: 'New project' })).not.toBeInTheDocument();
  });
});
