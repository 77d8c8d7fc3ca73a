import { testCycle } from '../../../__tests__/helpers/fixtures/cycles';
import { testIssue } from '../../../__tests__/helpers/fixtures/issues';
import { CyclePageDriver } from '../../../__tests__/helpers/pages/cyclePage';

const days = [
  { date: '2026-11-23', scope: 8, completed: 0 },
  { date: '2026-11-24', scope: 8, completed: 3 },
  { date: '2026-11-25', scope: 8, completed: 3 },
  { date: '2026-11-26', scope: null, completed: null },
];
const login = testIssue(1, { title: 'Fix the login', estimate: 3, status: 'DONE' });
const export_ = testIssue(2, { title: 'Export to CSV', estimate: 5 });
const cycle = testCycle(3, {
  name: 'Polish',
  startsOn: '2026-11-23',
  endsOn: '2026-11-26',
  scope: { issueCount: 2, estimate: 8 },
  completed: { issueCount: 1, estimate: 3 },
  burnUp: { unit: 'POINTS', days },
  issues: [login, export_],
});

describe('CyclePage', () => {
  it('shows the cycle’s scope, what is done and its issues', async () => {
    const page = await CyclePageDriver.open({ cycle });

    expect(page.title()).toBe('Cycle 3: Polish');
    expect(page.figures()).toEqual({ Scope: '2 issues, 8 points', Completed: '1 issue, 3 points', Progress: '3 of 8 points done' });
    expect(page.issueTitles()).toEqual([expect.stringContaining('Fix the login'), expect.stringContaining('Export to CSV')]);
  });

  it('reads the figures in issues alone when the workspace estimates nothing', async () => {
    const page = await CyclePageDriver.open({ cycle, estimateScale: 'NONE' });

    expect(page.figures()).toEqual({ Scope: '2 issues', Completed: '1 issue', Progress: '1 of 2 issues done' });
  });

  it('draws the burn-up as an image that sums it up, with a table listing both series day by day', async () => {
    const page = await CyclePageDriver.open({ cycle });

    expect(page.chartSummary()).toBe('Burn-up of cycle 3: 3 of 8 points completed by Nov 25, over 4 days.');
    expect(page.chartTable()).toEqual([
      ['Nov 23', '8', '0'],
      ['Nov 24', '8', '3'],
      ['Nov 25', '8', '3'],
      ['Nov 26', '–', '–'],
    ]);
  });

  it('moves the completed figure and the chart when an issue of the cycle is done elsewhere, and reads its issues again', async () => {
    const page = await CyclePageDriver.open({ cycle });

    page.arrivesLive({
      ...cycle,
      completed: { issueCount: 2, estimate: 8 },
      burnUp: { unit: 'POINTS', days: [...days.slice(0, 3), { date: '2026-11-26', scope: 8, completed: 8 }] },
    });

    expect(page.figures().Completed).toBe('2 issues, 8 points');
    expect(page.chartSummary()).toBe('Burn-up of cycle 3: 8 of 8 points completed by Nov 26, over 4 days.');
    expect(page.chartTable().at(-1)).toEqual(['Nov 26', '8', '8']);
    expect(page.sentOperations()).toContain('CycleIssuesPaginationQuery');
  });

  it('adds an issue found by its words to the cycle', async () => {
    const page = await CyclePageDriver.open({ cycle });

    await page.search('onboarding');
    await page.serverFinds([{ id: 'issue_9', key: 'WEB-9', title: 'Onboarding tour' }]);
    await page.add('WEB-9', 3);

    expect(page.sentInput('useSetIssueCycleMutation')).toEqual({ id: 'issue_9', cycleId: 'cycle_3' });
  });

  it('says so when the workspace has no cycle of that number', async () => {
    const page = await CyclePageDriver.open({ cycle: null, number: 42 });

    expect(page.title()).toBe('No such cycle');
  });
});
