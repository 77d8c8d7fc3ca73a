// Estimates on the board follow the workspace's scale: the cards' estimates (points, T-shirt sizes, or none), each
// column's sum of estimates from the server (issues not loaded included), kept current by live changes and bulk edits.
import { screen, within } from '@testing-library/react';
import { inBoardOrder } from '../../../__tests__/helpers/fixtures/board';
import { issueNode, testIssue, type TestIssue } from '../../../__tests__/helpers/fixtures/issues';
import { BoardPageDriver } from '../../../__tests__/helpers/pages/boardPage';
import { operationNamed, resolveOperation } from '../../../__tests__/helpers/relay';

beforeAll(() => import('./boardRoute'));

const issues = inBoardOrder([
  testIssue(1, { status: 'TODO', estimate: 5 }),
  testIssue(2, { status: 'TODO', estimate: 8 }),
  testIssue(3, { status: 'TODO' }),
  testIssue(4, { status: 'DONE', estimate: 3 }),
]);

const bulkBar = () => screen.getByRole('region', { name: 'Bulk edit' });
const link = (key: string) => within(screen.getByRole('article', { name: key })).getByRole('link', { name: new RegExp(key) });

describe('estimates on the board', () => {
  it('show each column’s sum in points, counting the issues not loaded yet', async () => {
    const page = await BoardPageDriver.open({ issues, moreIn: ['DONE'] });

    expect(page.columnEstimate('TODO')).toBe('13 pts');
    // The server's sum: the issues of the pages not loaded count too.
    expect(page.columnEstimate('DONE')).toBe('103 pts');
    // A column without points says nothing of them.
    expect(page.columnEstimate('BACKLOG')).toBeNull();
  });

  it('show T-shirt sizes on the cards where the workspace uses sizes, and the sums still in points', async () => {
    const page = await BoardPageDriver.open({ issues, estimateScale: 'TSHIRT' });

    expect(within(page.card('WEB-1')).getByText('Estimate: L')).toBeInTheDocument();
    expect(within(page.card('WEB-4')).getByText('Estimate: M')).toBeInTheDocument();
    expect(within(page.card('WEB-3')).queryByText(/Estimate/)).not.toBeInTheDocument();
    expect(page.columnEstimate('TODO')).toBe('13 pts');
  });

  it('show no estimate and no sum where the workspace uses none', async () => {
    const page = await BoardPageDriver.open({ issues, estimateScale: 'NONE' });

    expect(within(page.card('WEB-1')).queryByText(/Estimate/)).not.toBeInTheDocument();
    expect(page.columnEstimate('TODO')).toBeNull();
  });

  it('keep the sums current as estimates change and issues move, live', async () => {
    const page = await BoardPageDriver.open({ issues });
    await page.live();

    page.arrivesLive('UPDATED', { ...issues[0], estimate: 2 });
    expect(page.columnEstimate('TODO')).toBe('10 pts');

    page.arrivesLive('MOVED', { ...issues[1], status: 'DONE', position: 'a0' });
    expect(page.columnEstimate('TODO')).toBe('2 pts');
    expect(page.columnEstimate('DONE')).toBe('11 pts');

    page.arrivesLive('DELETED', issues[3]);
    expect(page.columnEstimate('DONE')).toBe('8 pts');
  });

  it('set the estimate of the picked issues at once from the bulk edit bar, on the workspace’s scale', async () => {
    const page = await BoardPageDriver.open({ issues, estimateScale: 'TSHIRT' });

    await page.user.keyboard('jx');
    await page.user.keyboard('{Shift>}');
    await page.user.click(link('WEB-3'));
    await page.user.keyboard('{/Shift}');
    const estimate = within(bulkBar()).getByRole('combobox', { name: 'Estimate' });
    expect(within(estimate).getAllByRole('option').map((option) => option.textContent)).toEqual(['Set estimate…', 'None', 'XS', 'S', 'M', 'L', 'XL']);
    await page.user.selectOptions(estimate, 'XL');

    expect(operationNamed(page.environment, 'useBulkUpdateIssuesMutation').request.variables).toEqual({
      input: { ids: expect.arrayContaining(['issue_WEB-1', 'issue_WEB-3']), estimate: 8 },
    });
    // At once: both cards show XL, and the column's sum has moved (5 + 8 + 0 → 8 + 8 + 8).
    expect(within(page.card('WEB-1')).getByText('Estimate: XL')).toBeInTheDocument();
    expect(within(page.card('WEB-3')).getByText('Estimate: XL')).toBeInTheDocument();
    expect(page.columnEstimate('TODO')).toBe('24 pts');

    const updated: TestIssue[] = [issues[0], issues[2]].map((issue) => ({ ...issue, estimate: 8 }));
    resolveOperation(page.environment, 'useBulkUpdateIssuesMutation', { BulkUpdateIssuesPayload: () => ({ issues: updated.map(issueNode) }) });
    expect(page.columnEstimate('TODO')).toBe('24 pts');
  });
});
