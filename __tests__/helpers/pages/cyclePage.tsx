// A driver of a cycle's page (/w/:workspaceSlug/cycles/:number) that acts like its user and plays the server's part.
import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, type RelayMockEnvironment } from 'relay-test-utils';
import CyclePageQueryNode, { type CyclePageQuery } from '@/__generated__/CyclePageQuery.graphql';
import { CyclePage } from '@/features/cycles/CyclePage';
import { cycleEventResolvers, cycleWorkspaceResolvers, type CycleWorkspaceData, type TestCycle } from '../fixtures/cycles';
import type { TestIssue } from '../fixtures/issues';
import type { ApiError } from '@/relay/errors';
import { issueNode } from '../fixtures/issues';
import { operationNamed, pendingOperationNames, pushSubscriptionPayload, rejectOperation, resolveOperation, waitForOperation } from '../relay';
import { renderWithRelay, type RenderedWithRelay } from '../render';

export class CyclePageDriver {
  constructor(
    readonly environment: RelayMockEnvironment,
    readonly user: UserEvent,
    readonly router: RenderedWithRelay['router'],
  ) {}

  static async open(data: CycleWorkspaceData & { number?: number; search?: string } = {}): Promise<CyclePageDriver> {
    const environment = createMockEnvironment();
    const number = data.number ?? data.cycle?.number ?? 1;
    const queryRef = loadQuery<CyclePageQuery>(environment, CyclePageQueryNode, { number });
    const { user, router } = renderWithRelay(
      <Suspense fallback={<p>Loading the cycle…</p>}>
        <CyclePage queryRef={queryRef} />
      </Suspense>,
      { environment, path: `/w/acme/cycles/${number}${data.search ?? ''}` },
    );
    await waitForOperation(environment, 'CyclePageQuery');
    resolveOperation(environment, 'CyclePageQuery', cycleWorkspaceResolvers(data));
    await screen.findByRole('heading', { level: 1 });
    // The issues section's code loads on its own.
    if (data.cycle) await screen.findByRole('region', { name: 'Issues of the cycle' });
    return new CyclePageDriver(environment, user, router);
  }

  // What the page shows.

  title(): string {
    return screen.getByRole('heading', { level: 1 }).textContent ?? '';
  }

  /** The figures, by their term: { Scope: '2 issues, 8 points', … }. */
  figures(): Record<string, string> {
    const list = screen.getByLabelText('Figures');
    const terms = within(list).getAllByRole('term').map((term) => term.textContent ?? '');
    const values = within(list).getAllByRole('definition').map((value) => value.textContent ?? '');
    return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
  }

  /** The chart's summary (its accessible name). */
  chartSummary(): string {
    return screen.getByRole('img', { name: /^Burn-up/ }).getAttribute('aria-label') ?? '';
  }

  /** The chart's data table, row by row: [day, scope, completed]. */
  chartTable(): string[][] {
    const table = screen.getByRole('table', { hidden: true });
    return within(table)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
  }

  issueTitles(): string[] {
    const section = screen.getByRole('region', { name: 'Issues of the cycle' });
    return within(section).queryAllByRole('link').map((link) => link.textContent ?? '');
  }

  /** The address's search (`?layout=board`). */
  addressSearch(): string {
    return this.router.state.location.search;
  }

  /** The board's columns that hold cards, with their cards' keys: { Todo: ['WEB-2'], … }. */
  async boardColumns(): Promise<Record<string, string[]>> {
    const section = screen.getByRole('region', { name: 'Issues of the cycle' });
    await within(section).findByRole('region', { name: /^Backlog/ });
    const columns = within(section).getAllByRole('region');
    const entries = columns.map((column) => [
      column.querySelector('h3')?.firstChild?.textContent?.trim() ?? '',
      [...column.querySelectorAll('article')].map((card) => card.getAttribute('aria-label') ?? ''),
    ]);
    return Object.fromEntries(entries.filter(([, keys]) => keys.length > 0));
  }

  /** The issues of the "Not in this cycle" panel, by key. */
  candidateKeys(): string[] {
    const list = within(screen.getByRole('region', { name: 'Not in this cycle' })).queryByRole('list');
    return list ? [...list.querySelectorAll('li')].map((row) => row.getAttribute('data-issue-key') ?? '') : [];
  }

  sentOperations(): string[] {
    return pendingOperationNames(this.environment);
  }

  sentInput(name: string): Record<string, unknown> {
    return operationNamed(this.environment, name).request.variables.input as Record<string, unknown>;
  }

  sentVariables(name: string): Record<string, unknown> {
    return operationNamed(this.environment, name).request.variables;
  }

  async toast(text: string | RegExp): Promise<HTMLElement> {
    return screen.findByText(text);
  }

  // What a person does.

  async search(words: string): Promise<this> {
    const region = screen.getByRole('region', { name: 'Add issues' });
    await this.user.type(within(region).getByLabelText('Find issues'), words);
    await this.user.click(within(region).getByRole('button', { name: 'Search' }));
    return this;
  }

  async add(issueKey: string, cycleNumber: number): Promise<this> {
    await this.user.click(await screen.findByRole('button', { name: `Add ${issueKey} to cycle ${cycleNumber}` }));
    return this;
  }

  async chooseLayout(layout: 'List' | 'Board'): Promise<this> {
    await this.user.click(within(screen.getByRole('group', { name: 'Layout' })).getByRole('button', { name: layout }));
    return this;
  }

  /** Moves a card of the board to another status by its "Move to…" menu (the way without dragging). */
  async moveByMenu(issueKey: string, status: string): Promise<this> {
    await this.user.click(await screen.findByRole('button', { name: `Move ${issueKey} to…` }));
    await this.user.click(within(screen.getByRole('menu', { name: `Move ${issueKey} to…` })).getByRole('menuitem', { name: status }));
    return this;
  }

  async openNotInCycle(): Promise<this> {
    await this.user.click(screen.getByRole('button', { name: 'Not in this cycle' }));
    await screen.findByRole('region', { name: 'Not in this cycle' });
    return this;
  }

  async addFromPanel(issueKey: string, cycleNumber: number): Promise<this> {
    const panel = screen.getByRole('region', { name: 'Not in this cycle' });
    await this.user.click(within(panel).getByRole('button', { name: `Add ${issueKey} to cycle ${cycleNumber}` }));
    return this;
  }

  async showMore(): Promise<this> {
    await this.user.click(screen.getByRole('button', { name: /^Show more/ }));
    return this;
  }

  /** Opens "Edit cycle", fills in what is given and saves. */
  async edit(fields: { name?: string; startsOn?: string; endsOn?: string }): Promise<this> {
    await this.user.click(screen.getByRole('button', { name: 'Edit cycle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit cycle' });
    const fill = async (label: string, value: string | undefined) => {
      if (value === undefined) return;
      const field = within(dialog).getByLabelText(label);
      await this.user.clear(field);
      if (value) await this.user.type(field, value);
    };
    await fill('Name (optional)', fields.name);
    await fill('Starts on', fields.startsOn);
    await fill('Ends on', fields.endsOn);
    await this.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    return this;
  }

  editDialog(): HTMLElement | null {
    return screen.queryByRole('dialog', { name: 'Edit cycle' });
  }

  // The server's part.

  /** Answers the panel's query with these open issues in no cycle. */
  async serverListsNotInCycle(issues: TestIssue[]): Promise<void> {
    await waitForOperation(this.environment, 'NotInCyclePanelQuery');
    resolveOperation(this.environment, 'NotInCyclePanelQuery', {
      Workspace: () => ({ id: 'workspace_acme' }),
      IssueConnection: () => ({ edges: issues.map((issue) => ({ cursor: issue.id, node: issueNode(issue) })), pageInfo: { hasNextPage: false, endCursor: null } }),
    });
    await waitFor(() => expect(this.candidateKeys()).toEqual(issues.map((issue) => issue.key)));
  }

  /** The server agrees to the pending mutation of that name (its answer shaped by the document). */
  async serverAgrees(name: string, resolvers: Parameters<typeof resolveOperation>[2] = {}): Promise<void> {
    await waitForOperation(this.environment, name);
    resolveOperation(this.environment, name, resolvers);
  }

  async serverRefuses(name: string, error: ApiError): Promise<void> {
    await waitForOperation(this.environment, name);
    rejectOperation(this.environment, name, error);
  }

  async serverFinds(issues: Array<Pick<TestIssue, 'id' | 'key' | 'title'>>): Promise<void> {
    await waitForOperation(this.environment, 'AddIssuesToCycleSearchQuery');
    resolveOperation(this.environment, 'AddIssuesToCycleSearchQuery', {
      Workspace: () => ({ id: 'workspace_acme' }),
      IssueConnection: () => ({ edges: issues.map((issue) => ({ cursor: issue.id, node: { ...issue, cycle: null } })) }),
    });
  }

  /** A change of the cycle's issues made elsewhere arrives live, with the cycle as it is now. */
  arrivesLive(cycle: TestCycle): void {
    pushSubscriptionPayload(this.environment, 'useCycleEventsSubscription', cycleEventResolvers(cycle));
  }
}
