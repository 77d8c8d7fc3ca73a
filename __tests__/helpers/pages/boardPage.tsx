// A driver of a project's pages (/w/:workspaceSlug/projects/:projectKey/board and …/list) inside the whole app:
// it acts like its user (reads columns and rows, opens menus, moves cards, filters), and plays the server's
// part (answers, refusals, changes made by others arriving live).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { MockResolvers, RelayMockEnvironment } from 'relay-test-utils';
import type { IssueStatusValue } from '@/features/issues/fields/options';
import { ApiError } from '@/relay/errors';
import { projectPageResolvers, type ProjectPageData } from '../fixtures/board';
import {
  createdIssueResolvers,
  issueEventResolvers,
  issueWorkspaceResolvers,
  movedIssueResolvers,
  type IssueEventKind,
  type TestIssue,
  type TestLabel,
} from '../fixtures/issues';
import { operationNamed, pendingOperationNames, pushSubscriptionPayload, rejectOperation, resolveOperation, waitForOperation } from '../relay';
import { currentUrl, renderApp, type RenderedApp } from '../render';
import { createFakeAuthServer } from '../fakeAuthServer';

export const STATUS_NAMES: Record<IssueStatusValue, string> = {
  BACKLOG: 'Backlog',
  TODO: 'Todo',
  IN_PROGRESS: 'In progress',
  IN_REVIEW: 'In review',
  DONE: 'Done',
  CANCELED: 'Canceled',
};

const MUTATIONS = { move: 'useMoveIssueMutation', create: 'useCreateIssueMutation', moveAcrossRows: 'moveAcrossRowsMutation' } as const;
export type IssueAction = keyof typeof MUTATIONS;

/** The server's answer to each mutation, for the issue as it then is. */
const ANSWERS: Record<IssueAction, (issue: TestIssue) => MockResolvers> = { move: movedIssueResolvers, create: createdIssueResolvers, moveAcrossRows: movedIssueResolvers };

const SUBSCRIPTION = 'useIssueEventsSubscription';

/** jsdom lays nothing out: the board's and list's scroll areas are given a viewport, and their rows a height. */
export const VIEWPORT_HEIGHT = 600;
// A card's height on the board (what the board estimates before measuring, too).
export const ROW_HEIGHT = 72;

function layoutSize(element: HTMLElement): { width: number; height: number } | null {
  if (element.dataset.index !== undefined) return { width: 300, height: ROW_HEIGHT };
  const testId = element.dataset.testid ?? '';
  if (testId.startsWith('column-scroll-') || testId === 'issue-list-scroll') return { width: 300, height: VIEWPORT_HEIGHT };
  return null;
}

const COLUMN_WIDTH = 320;
// A grouped board's rows stack down the page: each a column's height and its heading below the last.
const BOARD_ROW_HEIGHT = VIEWPORT_HEIGHT + 40;

/** Where the board puts a column or a card: columns side by side (each grouped board's row below the last), cards stacked in their column. */
function boardRect(element: HTMLElement): DOMRect | null {
  const column = element.closest<HTMLElement>('[data-column-index]');
  if (!column) return null;
  const left = Number(column.dataset.columnIndex) * COLUMN_WIDTH;
  const row = column.closest('[aria-labelledby^="board-row-"]')?.getAttribute('aria-labelledby');
  let top = row ? Number(row.slice('board-row-'.length)) * BOARD_ROW_HEIGHT : 0;
  let height = VIEWPORT_HEIGHT;
  if (element !== column) {
    const slot = element.closest<HTMLElement>('[data-index]');
    if (!slot || element.tagName !== 'ARTICLE') return null;
    top += Number(slot.dataset.index) * ROW_HEIGHT;
    height = ROW_HEIGHT - 4;
  }
  const rect = { x: left, y: top, left, top, width: 300, height, right: left + 300, bottom: top + height };
  return { ...rect, toJSON: () => rect } as DOMRect;
}

function layOut(): void {
  const originalRect = HTMLElement.prototype.getBoundingClientRect;
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return this instanceof HTMLElement ? (layoutSize(this)?.height ?? 0) : 0;
  });
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this instanceof HTMLElement ? (layoutSize(this)?.width ?? 0) : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return layoutSize(this)?.height ?? 0;
  });
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return layoutSize(this)?.width ?? 0;
  });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const placed = boardRect(this);
    if (placed) return placed;
    const size = layoutSize(this);
    if (!size) return originalRect.call(this);
    return { x: 0, y: 0, top: 0, left: 0, right: size.width, bottom: size.height, ...size, toJSON: () => size } as DOMRect;
  });
}

afterEach(() => jest.restoreAllMocks());

export class BoardPageDriver {
  constructor(readonly app: RenderedApp) {}

  get environment(): RelayMockEnvironment {
    return this.app.environment;
  }

  get user(): UserEvent {
    return this.app.user;
  }

  /** The app at a project page (the WEB board by default), signed in as Ada (admin of Acme), loaded with this data. */
  static async open(data: ProjectPageData = {}, path = '/w/acme/projects/WEB/board'): Promise<BoardPageDriver> {
    layOut();
    // The routes' code loads on demand; loaded first, the first test of a file does not spend its time compiling it.
    await Promise.all([import('@/features/board/boardRoute'), import('@/features/board/listRoute')]);
    const server = createFakeAuthServer({ signedInAs: { email: 'admin@acme.test', organizationSlug: 'acme' } });
    const driver = new BoardPageDriver(renderApp(path, { server }));
    return driver.loaded(data);
  }

  /** The name of the query the current page sent. */
  queryName(): string {
    const grouped = /[?&]group=/.test(this.url()) ? 'Grouped' : '';
    return this.url().includes('/list') ? `${grouped}IssueListPageQuery` : `${grouped}BoardPageQuery`;
  }

  /** Answers the page's query (again, after a filter change) and waits for the page. */
  async loaded(data: ProjectPageData = {}): Promise<this> {
    // The project's own address redirects first: whichever view's query the app sends is answered.
    const name = await waitFor(() => {
      const url = this.app.router.state.location.pathname;
      const lists = ['IssueListPageQuery', 'GroupedIssueListPageQuery'];
      const boards = ['BoardPageQuery', 'GroupedBoardPageQuery'];
      const views = url.endsWith('/list') ? lists : url.endsWith('/board') ? boards : [...boards, ...lists];
      const pending = pendingOperationNames(this.environment).find((operation) => views.includes(operation));
      if (!pending) throw new Error('The app has not asked for a project page yet.');
      return pending;
    });
    resolveOperation(this.environment, name, projectPageResolvers(data));
    if (data.project === null) return this;
    // The view itself (the project header stays on screen while switching views): a column (the status filter may
    // hide some), or the list's rows or empty state.
    // (On a grouped board its row's name follows: "Todo 2 Ada Admin".)
    if (name.endsWith('BoardPageQuery')) await screen.findAllByRole('region', { name: new RegExp(`^(${Object.values(STATUS_NAMES).join('|')}) \\d+( |$)`) });
    else await screen.findByRole('search', { name: 'Filter issues' });
    return this;
  }

  /** The variables of the page query the app is waiting on. */
  async pendingQueryVariables(): Promise<Record<string, unknown>> {
    const operation = await waitForOperation(this.environment, this.queryName());
    return operation.request.variables;
  }

  url(): string {
    return currentUrl(this.app.router);
  }

  // The board.

  column(status: IssueStatusValue): HTMLElement {
    return screen.getByRole('region', { name: new RegExp(`^${STATUS_NAMES[status]} \\d+$`) });
  }

  /** The sum of a column's estimates as its header shows it ("13 pts"); null when it shows none. */
  columnEstimate(status: IssueStatusValue): string | null {
    return within(this.column(status)).queryByTitle('The column’s estimates in all')?.textContent ?? null;
  }

  /** The keys of the cards in a column, top to bottom. */
  cardKeys(status: IssueStatusValue): string[] {
    return within(this.column(status))
      .queryAllByRole('article')
      .map((card) => card.getAttribute('aria-label') ?? '');
  }

  card(key: string): HTMLElement {
    return screen.getByRole('article', { name: key });
  }

  /** A card's link, which is also its drag handle. */
  cardLink(key: string): HTMLElement {
    return within(this.card(key)).getByRole('link', { name: new RegExp(`^${key} `) });
  }

  /** Drags a card from the keyboard: Space on the card (its link) picks it up, the arrow keys move it, Space drops it. */
  async dragWithKeyboard(key: string, arrows: string): Promise<this> {
    this.cardLink(key).focus();
    // One key at a time, each once the board has taken the last one in (its announcement changes): keys sent back
    // to back can reach dnd-kit before it has measured the previous step on a busy machine. A step that changes
    // nothing announces nothing, so the wait is short and its end is not a failure; the test's assertions decide.
    for (const step of [' ', ...(arrows.match(/\{[^}]+\}/g) ?? [])]) {
      const before = this.announcement();
      await this.user.keyboard(step);
      await waitFor(() => expect(this.announcement()).not.toBe(before), { timeout: 1000 }).catch(() => undefined);
    }
    await this.user.keyboard(' ');
    // The board hands the focus back to the card a frame after the drop, where the card now is: a next drag's focus
    // set before that would be taken back.
    await waitFor(() => expect(document.activeElement).toBe(this.cardLink(key)));
    return this;
  }

  /**
   * Drags a card with the mouse: pressed on its middle, moved there in steps, and let go (see `columnPoint`). What
   * jsdom lays out (see `boardRect`), dnd-kit reads.
   */
  async dragWithMouse(key: string, to: { x: number; y: number }): Promise<this> {
    const rect = this.card(key).getBoundingClientRect();
    const from = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    fireEvent.mouseDown(this.cardLink(key), { button: 0, clientX: from.x, clientY: from.y });
    // The board picks the card up once the mouse has travelled, and measures its columns then: on a busy machine that
    // can take a while, so each step waits for what the board says of it.
    await act(async () => {
      fireEvent.mouseMove(document, { clientX: from.x + 10, clientY: from.y });
    });
    await waitFor(() => expect(this.announcement()).toMatch(/^Picked up /));
    for (let step = 1; step <= 4; step++) {
      await act(async () => {
        fireEvent.mouseMove(document, { clientX: from.x + ((to.x - from.x) * step) / 4, clientY: from.y + ((to.y - from.y) * step) / 4 });
      });
    }
    await waitFor(() => expect(this.announcement()).toMatch(/ is over /));
    await act(async () => {
      fireEvent.mouseUp(document, { clientX: to.x, clientY: to.y });
    });
    return this;
  }

  /** A point of a column of a grouped board's row ("High", "Todo"): below its last card, or at its top when it has none. */
  columnPoint(row: string, status: string): { x: number; y: number } {
    const rowRegion = this.boardRows().find((region) => region.querySelector(':scope > h2')?.textContent === row);
    if (!rowRegion) throw new Error(`No row ${row}.`);
    const column = within(rowRegion).getByRole('region', { name: new RegExp(`^${status} \\d+ `) });
    const rect = column.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + within(column).queryAllByRole('article').length * ROW_HEIGHT + 20 };
  }

  /** What the board last told screen reader users about a drag. */
  announcement(): string {
    return document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
  }

  /** Opens a card's "Move to…" menu and chooses a column ("Todo") or a step ("Up one", "Down one"). */
  async moveWithMenu(key: string, choice: string): Promise<this> {
    await this.user.click(within(this.card(key)).getByRole('button', { name: `Move ${key} to…` }));
    await this.user.click(within(screen.getByRole('menu', { name: `Move ${key} to…` })).getByRole('menuitem', { name: choice }));
    return this;
  }

  // The list.

  /** The list's rows as people read them: group headings ("Todo 2") and issue keys, top to bottom. */
  listRows(): string[] {
    const list = screen.queryByRole('list', { name: 'Issues' });
    if (!list) return [];
    return within(list)
      .queryAllByRole('listitem')
      // The list's own rows (a row's labels are a list too).
      .filter((item) => item.parentElement === list)
      .map((item) => {
        const heading = within(item).queryByRole('heading');
        if (heading) return heading.textContent?.replace(/^[▸▾]/, '').trim() ?? '';
        return within(item).getByRole('link').querySelector('span')?.textContent ?? '';
      });
  }

  /** The columns on screen, by their headings ("Todo 2"). */
  columnNames(): string[] {
    return screen
      .queryAllByRole('region', { name: new RegExp(`^(${Object.values(STATUS_NAMES).join('|')}) \\d+$`) })
      .map((column) => within(column).getByRole('heading', { level: 2 }).textContent ?? '');
  }

  /** Chooses what the page groups by ("Assignee", "Priority", "Label", "Status"). */
  async groupBy(label: string): Promise<this> {
    await this.user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), label);
    return this;
  }

  /** The board's rows (grouped by assignee, priority or label), each named by its heading. */
  boardRows(): HTMLElement[] {
    return screen.queryAllByRole('region').filter((region) => region.querySelector(':scope > h2') && region.querySelector('[role="region"], section'));
  }

  /** The rows of a grouped board as people read them: each row's name and its columns' card keys ("Todo: WEB-3"). */
  boardRowContents(): { row: string; columns: string[] }[] {
    return this.boardRows().map((row) => ({
      row: row.querySelector(':scope > h2')?.textContent ?? '',
      columns: within(row)
        .queryAllByRole('region', { name: new RegExp(`^(${Object.values(STATUS_NAMES).join('|')}) \\d+ `) })
        .map((column) => {
          const name = within(column).getByRole('heading', { level: 2 }).textContent?.replace(/ \d+$/, '');
          const keys = within(column).queryAllByRole('article').map((card) => card.getAttribute('aria-label'));
          return `${name}: ${keys.join(', ')}`;
        }),
    }));
  }

  /** What the filter bar says is on ("2 filters"), or null when it says nothing. */
  activeFilters(): string | null {
    const bar = screen.getByRole('search', { name: 'Filter issues' });
    return within(bar).queryByText(/^\d+ filters?$/)?.textContent ?? null;
  }

  /** Whether the option of a filter is ticked ("Priority", "High"). */
  filterChosen(filter: string, option: string): boolean {
    const bar = screen.getByRole('search', { name: 'Filter issues' });
    const details = within(bar).getByText(filter, { selector: 'summary' }).parentElement as HTMLElement;
    return (within(details).getByRole('checkbox', { name: option, hidden: true }) as HTMLInputElement).checked;
  }

  /** Ticks (or unticks) an option of one of the filter bar's filters ("Status", "Assignee"…). */
  async toggleFilter(filter: string, option: string): Promise<this> {
    const bar = screen.getByRole('search', { name: 'Filter issues' });
    const summary = within(bar).getByText(filter, { selector: 'summary' });
    await this.user.click(summary);
    await this.user.click(within(summary.parentElement as HTMLElement).getByRole('checkbox', { name: option }));
    return this;
  }

  /** "More filters (2)": the summary of the bar's More filters, with how many are on. */
  moreFiltersSummary(): string {
    const bar = screen.getByRole('search', { name: 'Filter issues' });
    return within(bar).getByText(/^More filters/, { selector: 'summary' }).textContent ?? '';
  }

  /** Opens the bar's More filters (their controls load then). */
  async openMoreFilters(): Promise<this> {
    const bar = screen.getByRole('search', { name: 'Filter issues' });
    const summary = within(bar).getByText(/^More filters/, { selector: 'summary' });
    if (!(summary.parentElement as HTMLDetailsElement).open) await this.user.click(summary);
    await within(bar).findByRole('combobox', { name: 'Estimate' });
    return this;
  }

  /** Answers the cycle filter's question for the workspace's cycles (asked when the More filters first show). */
  async answerCycles(cycles: NonNullable<ProjectPageData['cycles']>): Promise<this> {
    await waitForOperation(this.environment, 'CycleOptionsQuery');
    resolveOperation(this.environment, 'CycleOptionsQuery', projectPageResolvers({ cycles }));
    return this;
  }

  /** Picks an option of one of the More filters ("Cycle", "No cycle"), opening them first, once the field can be used. */
  async chooseMoreFilter(filter: string, option: string): Promise<this> {
    await this.openMoreFilters();
    const bar = screen.getByRole('search', { name: 'Filter issues' });
    const field = await waitFor(() => {
      const select = within(bar).getByRole('combobox', { name: filter });
      expect(select).toBeEnabled();
      return select;
    });
    await this.user.selectOptions(field, option);
    return this;
  }

  async chooseOrder(label: string): Promise<this> {
    await this.user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), label);
    return this;
  }

  async search(words: string): Promise<this> {
    await this.user.type(screen.getByRole('searchbox', { name: 'Search' }), words);
    return this;
  }

  /** The toast with this text (waiting for it to appear). */
  async toast(text: string | RegExp): Promise<HTMLElement> {
    return screen.findByText(text);
  }

  sent(action: IssueAction): boolean {
    return pendingOperationNames(this.environment).includes(MUTATIONS[action]);
  }

  mutationVariables(action: IssueAction): Record<string, unknown> {
    return operationNamed(this.environment, MUTATIONS[action]).request.variables;
  }

  // The server's part.

  /** Answers the "New issue" dialog's own query (the workspace's members and labels). */
  async createFormLoads(): Promise<this> {
    await waitForOperation(this.environment, 'CreateIssueDialogQuery');
    resolveOperation(this.environment, 'CreateIssueDialogQuery', issueWorkspaceResolvers());
    return this;
  }

  serverAnswers(action: IssueAction, issue: TestIssue): this {
    resolveOperation(this.environment, MUTATIONS[action], ANSWERS[action](issue));
    return this;
  }

  serverRefuses(action: IssueAction, error: ApiError): this {
    rejectOperation(this.environment, MUTATIONS[action], error);
    return this;
  }

  /** The next page of a group (a board column, a list group) arrives, with these issues. */
  async nextPageArrives(data: ProjectPageData): Promise<this> {
    await waitForOperation(this.environment, 'IssueGroupPaginationQuery');
    resolveOperation(this.environment, 'IssueGroupPaginationQuery', projectPageResolvers(data));
    return this;
  }

  /** The variables the live subscription was started with. */
  subscriptionVariables(): Record<string, unknown> {
    return operationNamed(this.environment, SUBSCRIPTION).request.variables;
  }

  /** Something happened to an issue (by anyone, the viewer included) and arrives live (as change `seq`, or the next). */
  arrivesLive(kind: IssueEventKind, issue: TestIssue, seq?: number): this {
    pushSubscriptionPayload(this.environment, SUBSCRIPTION, issueEventResolvers(kind, issue, seq));
    return this;
  }

  /** Waits until the app is subscribed to the workspace's label events. */
  async labelsLive(): Promise<this> {
    await waitFor(() => operationNamed(this.environment, 'useLabelEventsSubscription'));
    return this;
  }

  /** Another member renamed or recoloured a label (`label`, as it is now), or deleted it (`deleted`). */
  labelChangesLive(change: { updated: TestLabel } | { deleted: string }): this {
    const event =
      'updated' in change
        ? { kind: 'UPDATED', deletedLabelId: null, label: { __typename: 'Label', ...change.updated } }
        : { kind: 'DELETED', deletedLabelId: change.deleted, label: null };
    pushSubscriptionPayload(this.environment, 'useLabelEventsSubscription', { LabelEvent: () => event });
    return this;
  }

  /** The server says the page is too far behind to catch up (RELOAD_REQUIRED) and ends the live stream. */
  liveStreamSaysReload(): this {
    rejectOperation(this.environment, SUBSCRIPTION, new ApiError('RELOAD_REQUIRED', 'More than 1000 changes were made since: read the project again.'));
    return this;
  }

  /** The live stream ends with an error (the server went away for good, say). */
  liveStreamFails(): this {
    rejectOperation(this.environment, SUBSCRIPTION, new ApiError('INTERNAL', 'Unexpected error.'));
    return this;
  }

  /** Waits until the app is subscribed to the project's issue events. */
  async live(): Promise<this> {
    await waitFor(() => operationNamed(this.environment, SUBSCRIPTION));
    return this;
  }

  async settle(): Promise<void> {
    await act(async () => {});
  }
}
