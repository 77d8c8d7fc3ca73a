import { screen, within } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { testCycle } from '../../../__tests__/helpers/fixtures/cycles';
import { testIssue } from '../../../__tests__/helpers/fixtures/issues';
import { CyclePageDriver } from '../../../__tests__/helpers/pages/cyclePage';

const login = testIssue(1, { title: 'Fix the login', estimate: 3, status: 'DONE' });
const export_ = testIssue(2, { title: 'Export to CSV', estimate: 5, status: 'TODO' });
const cycle = testCycle(3, { name: 'Polish', startsOn: '2026-11-23', endsOn: '2026-11-26', issues: [login, export_] });

describe('A cycle’s page, planning', () => {
  it('shows the issues on a board by status once Board is chosen, and keeps the choice in the address', async () => {
    const page = await CyclePageDriver.open({ cycle });

    await page.chooseLayout('Board');

    expect(await page.boardColumns()).toEqual({ Todo: ['WEB-2'], Done: ['WEB-1'] });
    expect(page.addressSearch()).toBe('?layout=board');
    expect(within(screen.getByRole('group', { name: 'Layout' })).getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');

    await page.chooseLayout('List');
    expect(page.addressSearch()).toBe('');
    expect(page.issueTitles()).toEqual([expect.stringContaining('Fix the login'), expect.stringContaining('Export to CSV')]);
  });

  it('opens on the board when the address asks for it', async () => {
    const page = await CyclePageDriver.open({ cycle, search: '?layout=board' });

    expect(await page.boardColumns()).toEqual({ Todo: ['WEB-2'], Done: ['WEB-1'] });
  });

  it('moves a card to another status column from its menu at once, and back when the server refuses', async () => {
    const page = await CyclePageDriver.open({ cycle, search: '?layout=board' });
    await page.boardColumns();

    await page.moveByMenu('WEB-2', 'In progress');

    expect(page.sentInput('useSetCycleIssueStatusMutation')).toEqual({ id: export_.id, status: 'IN_PROGRESS' });
    expect(await page.boardColumns()).toEqual({ 'In progress': ['WEB-2'], Done: ['WEB-1'] });

    await page.serverRefuses('useSetCycleIssueStatusMutation', new ApiError('FORBIDDEN', 'Viewers cannot change issues.'));

    expect(await page.boardColumns()).toEqual({ Todo: ['WEB-2'], Done: ['WEB-1'] });
    await page.toast(/WEB-2 was not moved to In progress/);
  });

  it('lists the open issues in no cycle, and adds one to the cycle at once with an undoable toast', async () => {
    const page = await CyclePageDriver.open({ cycle });
    const onboarding = testIssue(9, { title: 'Onboarding tour', status: 'BACKLOG' });

    await page.openNotInCycle();
    expect(page.sentVariables('NotInCyclePanelQuery')).toEqual({
      filter: { cycle: 'none', statuses: ['BACKLOG', 'TODO', 'IN_PROGRESS', 'IN_REVIEW'], text: null },
      first: 20,
    });
    await page.serverListsNotInCycle([onboarding]);

    await page.addFromPanel('WEB-9', 3);

    expect(page.sentInput('usePlanIssueMutation')).toEqual({ id: onboarding.id, cycleId: 'cycle_3' });
    expect(page.issueTitles()).toEqual([expect.stringContaining('Fix the login'), expect.stringContaining('Export to CSV'), expect.stringContaining('Onboarding tour')]);
    expect(page.candidateKeys()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Issues (3)' })).toBeInTheDocument();

    await page.serverAgrees('usePlanIssueMutation', { Issue: () => ({ id: onboarding.id }), Cycle: () => ({ id: 'cycle_3', number: 3, name: 'Polish' }) });

    const toast = await page.toast('WEB-9 added to Cycle 3: Polish.');
    expect(within(toast.closest('[role="alert"], [role="status"], div') as HTMLElement).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it('puts an issue back in the panel when the server refuses to add it', async () => {
    const page = await CyclePageDriver.open({ cycle });
    const onboarding = testIssue(9, { title: 'Onboarding tour', status: 'BACKLOG' });
    await page.openNotInCycle();
    await page.serverListsNotInCycle([onboarding]);

    await page.addFromPanel('WEB-9', 3);
    await page.serverRefuses('usePlanIssueMutation', new ApiError('NOT_FOUND', 'No cycle of this workspace has this id.'));

    expect(page.issueTitles()).toHaveLength(2);
    expect(page.candidateKeys()).toEqual(['WEB-9']);
    await page.toast(/WEB-9 was not added to Cycle 3: Polish/);
  });

  it('reads its panel again when any cycle changes elsewhere, so an issue planned into another cycle leaves it', async () => {
    const page = await CyclePageDriver.open({ cycle });
    const onboarding = testIssue(9, { title: 'Onboarding tour', status: 'BACKLOG' });
    const search = testIssue(10, { title: 'Search by label', status: 'TODO' });
    await page.openNotInCycle();
    await page.serverListsNotInCycle([onboarding, search]);

    // Someone else puts WEB-9 in the next cycle.
    page.arrivesLive(testCycle(4, { startsOn: '2026-11-30', endsOn: '2026-12-11', issues: [onboarding] }));

    await page.serverListsNotInCycle([search]);
    expect(page.candidateKeys()).toEqual(['WEB-10']);
  });

  it('shows the first page of a large cycle and asks for the next one with Show more', async () => {
    const page = await CyclePageDriver.open({ cycle: { ...cycle, issueCount: 120 } });

    expect(screen.getByRole('button', { name: 'Show more (118 more)' })).toBeInTheDocument();
    await page.showMore();

    expect(page.sentVariables('CycleIssuesPaginationQuery')).toEqual(expect.objectContaining({ count: 50, cursor: export_.id, id: 'cycle_3' }));
  });
});

describe('A cycle’s page, editing', () => {
  it('saves an admin’s new name and dates', async () => {
    const page = await CyclePageDriver.open({ cycle });

    await page.edit({ name: 'Polish and ship', startsOn: '2026-11-24', endsOn: '2026-12-04' });

    expect(page.sentInput('useUpdateCycleMutation')).toEqual({ id: 'cycle_3', name: 'Polish and ship', startsOn: '2026-11-24', endsOn: '2026-12-04' });
    await page.serverAgrees('useUpdateCycleMutation', {
      Cycle: () => ({ id: 'cycle_3', number: 3, name: 'Polish and ship', startsOn: '2026-11-24', endsOn: '2026-12-04', status: 'CURRENT' }),
      CycleBurnUp: () => ({ unit: 'ISSUES', days: [] }),
    });
    expect(page.editDialog()).toBeNull();
    expect(page.title()).toBe('Cycle 3: Polish and ship');
  });

  it('shows beside the start date why the server refused overlapping dates, and keeps the dialog open', async () => {
    const page = await CyclePageDriver.open({ cycle });

    await page.edit({ startsOn: '2026-11-16' });
    await page.serverRefuses(
      'useUpdateCycleMutation',
      new ApiError('BAD_USER_INPUT', 'These dates overlap cycle 2 (2026-11-09 to 2026-11-22): cycles of a workspace share no day.', { field: 'input.startsOn' }),
    );

    const dialog = page.editDialog() as HTMLElement;
    expect(within(dialog).getByLabelText('Starts on')).toHaveAccessibleDescription(expect.stringContaining('These dates overlap cycle 2'));
  });

  it('checks the dates before sending them', async () => {
    const page = await CyclePageDriver.open({ cycle });

    await page.edit({ endsOn: '2026-11-01' });

    expect(page.sentOperations()).not.toContain('useUpdateCycleMutation');
    expect(within(page.editDialog() as HTMLElement).getByLabelText('Ends on')).toHaveAccessibleDescription(expect.stringContaining('A cycle ends on or after the day it starts.'));
  });

  it('offers no editing to those who may not manage cycles', async () => {
    await CyclePageDriver.open({ cycle, viewerCanManageCycles: false });

    expect(screen.queryByRole('button', { name: 'Edit cycle' })).toBeNull();
  });
});
