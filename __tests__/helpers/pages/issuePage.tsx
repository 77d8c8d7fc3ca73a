// A driver of the issue page (/w/:workspaceSlug/issue/:issueKey) and of the issue panel the board opens: it
// reads what the page shows, edits through the page's own labels, and plays the server's part (answers,
// refusals, changes made by others arriving live). Tests read as what a person does and notices.
import { Suspense, useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { commitLocalUpdate, loadQuery } from 'react-relay';
import { Route, Routes } from 'react-router-dom';
import { createMockEnvironment, type RelayMockEnvironment } from 'relay-test-utils';
import IssuePageQueryNode, { type IssuePageQuery } from '@/__generated__/IssuePageQuery.graphql';
import type { Auth } from '@/auth/types';
import { CreateIssueDialog } from '@/features/issues/CreateIssueDialog';
import type { IssueStatusValue } from '@/features/issues/fields/options';
import { IssueDetailPanel } from '@/features/issues/IssueDetailPanel';
import { IssuePage } from '@/features/issues/IssuePage';
import { PendingChangesNotice } from '@/features/offline/PendingChangesNotice';
import { preloadMarkdown } from '@/features/issues/Markdown';
import { preloadReactions } from '@/features/issues/timeline/TimelineComment';
import { preloadAttachments } from '@/features/attachments/LazyIssueAttachments';
import type { ApiError } from '@/relay/errors';
import {
  createdCommentResolvers,
  deletedCommentResolvers,
  reactedCommentResolvers,
  timelineEventResolvers,
  timelinePageResolvers,
  updatedCommentResolvers,
  type TestComment,
  type TestTimelineItem,
  type TimelineEventKind,
  createdIssueResolvers,
  deletedIssueResolvers,
  restoredIssueResolvers,
  issueEventResolvers,
  issueWorkspaceResolvers,
  updatedIssueResolvers,
  type IssueEventKind,
  type IssueWorkspaceData,
  type TestIssue,
  WEBSITE,
} from '../fixtures/issues';
import { operationNamed, pendingOperationNames, pushSubscriptionPayload, rejectOperation, resolveOperation, waitForOperation } from '../relay';
import { currentUrl, renderWithRelay, type RenderedWithRelay } from '../render';

const MUTATIONS = {
  update: 'useUpdateIssueMutation',
  delete: 'useDeleteIssueMutation',
  restore: 'undoDeleteMutation',
  comment: 'useCreateCommentMutation',
  editComment: 'useUpdateCommentMutation',
  deleteComment: 'useDeleteCommentMutation',
  react: 'useAddCommentReactionMutation',
  unreact: 'useRemoveCommentReactionMutation',
} as const;
export type IssueAction = keyof typeof MUTATIONS;

/** A list on screen as a connection record in the store (what a board column's connection holds). */
export function createListInStore(environment: RelayMockEnvironment, connectionId: string, issues: TestIssue[]): void {
  commitLocalUpdate(environment, (store) => {
    const connection = store.create(connectionId, 'IssueConnection');
    // What Relay's connection handler keeps on a real connection, so edges can be inserted.
    connection.setValue(issues.length, '__connection_next_edge_index');
    connection.setLinkedRecords(
      issues.map((issue) => {
        const node = store.get(issue.id) ?? store.create(issue.id, 'Issue');
        node.setValue(issue.id, 'id');
        node.setValue(issue.title, 'title');
        const edge = store.create(`client:test:edge:${connectionId}:${issue.id}`, 'IssueEdge');
        edge.setLinkedRecord(node, 'node');
        edge.setValue(`cursor_${issue.id}`, 'cursor');
        return edge;
      }),
      'edges',
    );
  });
}

/** The titles of a list in the store, top to bottom. */
export function listedTitles(environment: RelayMockEnvironment, connectionId: string): string[] {
  const source = environment.getStore().getSource();
  const edges = (source.get(connectionId)?.edges as { __refs?: string[] } | undefined)?.__refs ?? [];
  return edges.map((edgeId) => {
    const nodeId = (source.get(edgeId)?.node as { __ref?: string } | undefined)?.__ref;
    return String((nodeId && source.get(nodeId)?.title) ?? '');
  });
}

/** Stands in for the board: a button that opens an issue in the panel. */
function BoardWithPanel({ issueKey, connections }: { issueKey: string; connections?: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open {issueKey}
      </button>
      {open ? <IssueDetailPanel issueKey={issueKey} connections={connections} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export class IssuePageDriver {
  constructor(
    readonly rendered: RenderedWithRelay,
    readonly issueKey: string,
  ) {}

  get environment(): RelayMockEnvironment {
    return this.rendered.environment;
  }

  get user(): UserEvent {
    return this.rendered.user;
  }

  /**
   * The issue page of Acme at /w/acme/issue/<key>, loaded with this data, for a session (Ada, admin, by default); with
   * `outbox`, under the workspace's notice of changes waiting to be sent (which keeps those made offline).
   */
  static async open(data: IssueWorkspaceData, options: { auth?: Auth; key?: string; outbox?: boolean } = {}): Promise<IssuePageDriver> {
    const key = options.key ?? data.issue?.key ?? 'WEB-1';
    // The Markdown renderer loads on demand (src/features/issues/Markdown.tsx); here it is there from the start.
    await Promise.all([preloadMarkdown(), preloadReactions(), preloadAttachments()]);
    const environment = createMockEnvironment();
    const queryRef = loadQuery<IssuePageQuery>(environment, IssuePageQueryNode, { key });
    const rendered = renderWithRelay(
      <Routes>
        <Route
          path="/w/:workspaceSlug/issue/:issueKey"
          element={
            <>
              {options.outbox ? <PendingChangesNotice workspaceSlug="acme" /> : null}
              <Suspense fallback={<p>Loading the issue…</p>}>
                <IssuePage queryRef={queryRef} />
              </Suspense>
            </>
          }
        />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>,
      { environment, auth: options.auth, path: `/w/acme/issue/${key}` },
    );
    const page = new IssuePageDriver(rendered, key);
    await waitForOperation(environment, 'IssuePageQuery');
    resolveOperation(environment, 'IssuePageQuery', issueWorkspaceResolvers(data));
    await screen.findByRole('heading', { level: 1 });
    return page;
  }

  /** The page inside a whole-app render (renderApp): waits for the route's query and answers it with this data. */
  static async inApp(rendered: RenderedWithRelay, data: IssueWorkspaceData): Promise<IssuePageDriver> {
    await Promise.all([preloadMarkdown(), preloadReactions(), preloadAttachments()]);
    const operation = await waitFor(() => operationNamed(rendered.environment, 'IssuePageQuery'));
    resolveOperation(rendered.environment, 'IssuePageQuery', issueWorkspaceResolvers(data));
    await screen.findByRole('heading', { level: 1 });
    return new IssuePageDriver(rendered, String(operation.request.variables.key));
  }

  /** A stand-in board at /w/acme/projects/WEB/board with a button that opens the issue in the side panel. */
  static async openPanel(data: IssueWorkspaceData, { lists = {} }: { lists?: Record<string, TestIssue[]> } = {}): Promise<IssuePageDriver> {
    const key = data.issue?.key ?? 'WEB-1';
    await Promise.all([preloadMarkdown(), preloadReactions(), preloadAttachments()]);
    const environment = createMockEnvironment();
    for (const [connectionId, issues] of Object.entries(lists)) createListInStore(environment, connectionId, issues);
    const connections = Object.keys(lists);
    const rendered = renderWithRelay(
      <Routes>
        <Route path="/w/:workspaceSlug/*" element={<BoardWithPanel issueKey={key} connections={connections} />} />
      </Routes>,
      { environment, path: '/w/acme/projects/WEB/board' },
    );
    const page = new IssuePageDriver(rendered, key);
    await page.user.click(screen.getByRole('button', { name: `Open ${key}` }));
    await waitForOperation(rendered.environment, 'IssuePageQuery');
    resolveOperation(rendered.environment, 'IssuePageQuery', issueWorkspaceResolvers(data));
    await within(page.panel()).findByRole('heading', { level: 2, name: data.issue?.title ?? 'Issue not found' });
    return page;
  }

  // What the page shows.

  /** The issue panel, when open. */
  panel(): HTMLElement {
    return screen.getByRole('dialog', { name: `Issue ${this.issueKey}` });
  }

  /** The issue's title as its heading shows it. */
  title(): string {
    return screen.getByRole('heading', { level: 1 }).textContent ?? '';
  }

  /** The current value of a field picker (its selected option's words), or the read-only value shown. */
  fieldValue(label: 'Status' | 'Priority' | 'Assignee'): string {
    const control = screen.queryByLabelText(label);
    if (control instanceof HTMLSelectElement) return control.selectedOptions[0]?.textContent ?? '';
    return this.readOnlyValue(label);
  }

  dueDate(): string {
    const control = screen.queryByLabelText('Due date');
    return control instanceof HTMLInputElement ? control.value : this.readOnlyValue('Due date');
  }

  /** The labels shown on the issue, by name. */
  labels(): string[] {
    const list = screen.queryByRole('list', { name: 'Labels' });
    return list ? within(list).queryAllByRole('listitem').map((item) => item.textContent ?? '') : [];
  }

  /** A value of the read-only details (what a viewer sees). */
  readOnlyValue(term: string): string {
    const details = screen.getByRole('complementary', { name: 'Details' });
    const dt = within(details).getByText(term, { selector: 'dt' });
    // What is read out: decorative parts (an avatar's initials) are left out.
    const value = dt.nextElementSibling?.cloneNode(true) as HTMLElement | undefined;
    value?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return value?.textContent ?? '';
  }

  /** The rendered description. */
  description(): HTMLElement {
    return screen.getByRole('heading', { level: 2, name: 'Description' }).closest('section') as HTMLElement;
  }

  /** The buttons, fields and tabs a person could edit with (none for a viewer). */
  editingControls(): HTMLElement[] {
    const article = screen.getAllByRole('article')[0];
    return [
      ...within(article).queryAllByRole('combobox'),
      ...within(article).queryAllByRole('textbox'),
      ...within(article).queryAllByRole('button'),
    ];
  }

  async toast(text: string | RegExp): Promise<HTMLElement> {
    return (await screen.findByText(text)).closest('[role="status"]') as HTMLElement;
  }

  /** Whether the app sent (and still waits on) the mutation behind this action. */
  sent(action: IssueAction): boolean {
    return pendingOperationNames(this.environment).includes(MUTATIONS[action]);
  }

  /** How many requests of this action the app sent that are still pending. */
  sentCount(action: IssueAction): number {
    return pendingOperationNames(this.environment).filter((name) => name === MUTATIONS[action]).length;
  }

  /** The variables the app sent with the pending mutation of this action. */
  sentVariables(action: IssueAction): Record<string, unknown> {
    const operation = this.environment.mock.getAllOperations().find((op) => op.request.node.params.name === MUTATIONS[action]);
    return operation?.request.variables ?? {};
  }

  /** The input the app sent with the pending mutation of this action. */
  sentInput(action: IssueAction): Record<string, unknown> {
    return (this.sentVariables(action).input ?? {}) as Record<string, unknown>;
  }

  url(): string {
    return currentUrl(this.rendered.router);
  }

  // What a person does.

  /** Opens the title for editing (a click on it) and types the new one; Enter saves unless told otherwise. */
  async editTitle(newTitle: string, { confirm = '{Enter}' }: { confirm?: string } = {}): Promise<this> {
    await this.user.click(screen.getByRole('button', { name: this.title() }));
    const field = screen.getByLabelText('Title');
    await this.user.clear(field);
    await this.user.type(field, `${newTitle}${confirm}`);
    return this;
  }

  async choose(label: 'Status' | 'Priority' | 'Assignee', option: string): Promise<this> {
    await this.user.selectOptions(screen.getByLabelText(label), option);
    return this;
  }

  async setDueDate(date: string): Promise<this> {
    const input = screen.getByLabelText('Due date');
    await this.user.clear(input);
    await this.user.type(input, date);
    return this;
  }

  async clearDueDate(): Promise<this> {
    await this.user.click(screen.getByRole('button', { name: 'Clear due date' }));
    return this;
  }

  /** Opens the label picker, optionally searches, and toggles the labels with these names. */
  async toggleLabels(names: string[], { search }: { search?: string } = {}): Promise<this> {
    await this.user.click(screen.getByRole('button', { name: 'Edit labels' }));
    if (search) await this.user.type(screen.getByRole('combobox', { name: 'Search labels' }), search);
    const listbox = screen.getByRole('listbox', { name: 'Labels' });
    for (const name of names) await this.user.click(within(listbox).getByRole('option', { name: new RegExp(name) }));
    return this;
  }

  /** Writes a new description in the editor (pasted, as long texts are) and saves it. */
  async editDescription(markdown: string): Promise<this> {
    await this.user.click(screen.getByRole('button', { name: 'Edit description' }));
    const field = screen.getByRole('textbox', { name: 'Description' });
    await this.user.clear(field);
    await this.user.click(field);
    await this.user.paste(markdown);
    await this.user.click(screen.getByRole('button', { name: 'Save description' }));
    return this;
  }

  /** Presses Delete; returns the confirmation dialog. */
  async askToDelete(): Promise<HTMLElement> {
    await this.user.click(screen.getByRole('button', { name: 'Delete' }));
    return screen.getByRole('dialog', { name: `Delete ${this.issueKey}?` });
  }

  async confirmDelete(): Promise<this> {
    const dialog = await this.askToDelete();
    await this.user.click(within(dialog).getByRole('button', { name: 'Delete issue' }));
    return this;
  }

  // The timeline: comments and activity.

  /** The issue's Activity section. */
  timeline(): HTMLElement {
    return screen.getByRole('heading', { level: 2, name: 'Activity' }).closest('section') as HTMLElement;
  }

  /** Each entry of the timeline as read, top to bottom ("Ada Admin changed status from Todo to Done · 2 min ago"). */
  timelineEntries(): string[] {
    const list = within(this.timeline()).getByRole('list');
    return within(list)
      .queryAllByRole('listitem')
      .filter((item) => item.parentElement === list)
      .map((item) => {
        // Read without a comment's reaction bar (see reactions()).
        const copy = item.cloneNode(true) as HTMLElement;
        copy.querySelector('[role="group"][aria-label="Reactions"]')?.remove();
        return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
      });
  }

  /** The buttons of the comment that says `text`, its reaction bar's left out (Edit, Delete). */
  commentActions(text: string): string[] {
    return within(this.comment(text))
      .getAllByRole('button')
      .filter((button) => !button.closest('[role="group"][aria-label="Reactions"]'))
      .map((button) => button.textContent ?? '');
  }

  /** The comment cards, top to bottom. */
  comments(): HTMLElement[] {
    return within(this.timeline()).queryAllByRole('article');
  }

  /** The text of each comment's body, top to bottom. */
  commentBodies(): string[] {
    return this.comments().map((comment) => (comment.querySelector('[data-analytics-mask]')?.textContent ?? '').trim());
  }

  composer(): HTMLElement {
    return within(this.timeline()).getByRole('form', { name: 'New comment' });
  }

  commentField(): HTMLElement {
    return within(this.composer()).getByRole('textbox', { name: 'Comment' });
  }

  /** Types a comment (user-event syntax: `{@}` is not needed, `@` types an at sign). */
  async typeComment(text: string): Promise<this> {
    await this.user.click(this.commentField());
    await this.user.keyboard(text);
    return this;
  }

  /** Writes a comment (pasted) and posts it with the button, or with Ctrl+Enter. */
  async postComment(text: string, { withKeys = false }: { withKeys?: boolean } = {}): Promise<this> {
    await this.user.click(this.commentField());
    await this.user.paste(text);
    if (withKeys) await this.user.keyboard('{Control>}{Enter}{/Control}');
    else await this.user.click(within(this.composer()).getByRole('button', { name: 'Comment' }));
    return this;
  }

  /** The comment whose text contains this. */
  comment(text: string): HTMLElement {
    const found = this.comments().find((comment) => comment.textContent?.includes(text));
    if (!found) throw new Error(`No comment says ${JSON.stringify(text)}; the comments say ${JSON.stringify(this.commentBodies())}`);
    return found;
  }

  async editComment(text: string, newText: string): Promise<this> {
    const comment = this.comment(text);
    await this.user.click(within(comment).getByRole('button', { name: /^Edit / }));
    const field = within(comment).getByRole('textbox', { name: 'Edit comment' });
    await this.user.clear(field);
    await this.user.click(field);
    await this.user.paste(newText);
    await this.user.click(within(comment).getByRole('button', { name: 'Save comment' }));
    return this;
  }

  /** Presses Delete on the comment; returns the confirmation dialog. */
  async askToDeleteComment(text: string): Promise<HTMLElement> {
    await this.user.click(within(this.comment(text)).getByRole('button', { name: /^Delete / }));
    return screen.getByRole('dialog', { name: 'Delete this comment?' });
  }

  async deleteComment(text: string): Promise<this> {
    const dialog = await this.askToDeleteComment(text);
    await this.user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    return this;
  }

  /** The members the mention list offers, as shown. */
  mentionOptions(): string[] {
    const list = screen.queryByRole('listbox', { name: 'Members to mention' });
    return list ? within(list).getAllByRole('option').map((option) => option.textContent?.replace(/^[A-Z]{1,2}(?=[A-Z])/, '') ?? '') : [];
  }

  /** The highlighted member of the mention list (the field's active descendant). */
  highlightedMention(field: HTMLElement): string | null {
    const id = field.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : null;
    return option?.getAttribute('aria-selected') === 'true' ? (option.lastChild?.textContent ?? null) : null;
  }

  async showMore(): Promise<this> {
    await this.user.click(within(this.timeline()).getByRole('button', { name: 'Show more' }));
    return this;
  }

  serverSendsMoreTimeline(issue: TestIssue, items: TestTimelineItem[], options: { hasNextPage?: boolean } = {}): this {
    resolveOperation(this.environment, 'IssueTimelinePaginationQuery', timelinePageResolvers(issue, items, options));
    return this;
  }

  serverCreatesComment(comment: TestComment): this {
    resolveOperation(this.environment, MUTATIONS.comment, createdCommentResolvers(comment));
    return this;
  }

  /** The server's answer to a reaction added or taken back: the comment as it is after it. */
  serverReacts(action: 'react' | 'unreact', comment: TestComment): this {
    resolveOperation(this.environment, MUTATIONS[action], reactedCommentResolvers(comment));
    return this;
  }

  serverUpdatesComment(comment: TestComment): this {
    resolveOperation(this.environment, MUTATIONS.editComment, updatedCommentResolvers(comment));
    return this;
  }

  serverDeletesComment(comment: TestComment, issue: TestIssue): this {
    resolveOperation(this.environment, MUTATIONS.deleteComment, deletedCommentResolvers(comment, issue));
    return this;
  }

  /** An entry of the issue's timeline is added, changed or removed (by anyone) and arrives live. */
  timelineArrivesLive(kind: TimelineEventKind, item: TestTimelineItem): this {
    pushSubscriptionPayload(this.environment, 'useIssueTimelineSubscription', timelineEventResolvers(kind, item));
    return this;
  }

  // The server's part.

  serverUpdates(issue: TestIssue): this {
    resolveOperation(this.environment, MUTATIONS.update, updatedIssueResolvers(issue));
    return this;
  }

  serverDeletes(issue: TestIssue): this {
    resolveOperation(this.environment, MUTATIONS.delete, deletedIssueResolvers(issue));
    return this;
  }

  /** The server restores the issue (an undo of its deletion). */
  serverRestores(issue: TestIssue): this {
    resolveOperation(this.environment, MUTATIONS.restore, restoredIssueResolvers(issue));
    return this;
  }

  serverRefuses(action: IssueAction, error: ApiError): this {
    rejectOperation(this.environment, MUTATIONS[action], error);
    return this;
  }

  /** Something happened to an issue of the project (by anyone) and arrives live. */
  arrivesLive(kind: IssueEventKind, issue: TestIssue): this {
    pushSubscriptionPayload(this.environment, 'useIssueDetailEventsSubscription', issueEventResolvers(kind, issue));
    return this;
  }

  /** The variables the page subscribed to its project's events with. */
  subscriptionVariables(): Record<string, unknown> {
    const operation = this.environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'useIssueDetailEventsSubscription');
    return operation?.request.variables ?? {};
  }
}

/** The id of the stand-in list the create dialog prepends to (a connection record in the store). */
const TEST_CONNECTION = 'client:test:project_WEB:issues';

/**
 * A driver of the "New issue" dialog as a project page opens it (with a column's status and the page's
 * connections); the page's list is a connection record in the store, read back by `listedTitles()`.
 */
export class CreateIssueDialogDriver {
  closed = false;

  constructor(
    readonly environment: RelayMockEnvironment,
    readonly user: UserEvent,
  ) {}

  static async open(data: IssueWorkspaceData & { initialStatus?: IssueStatusValue; listed?: TestIssue[] } = {}): Promise<CreateIssueDialogDriver> {
    await Promise.all([preloadMarkdown(), preloadReactions(), preloadAttachments()]);
    const environment = createMockEnvironment();
    createListInStore(environment, TEST_CONNECTION, data.listed ?? []);
    let driver: CreateIssueDialogDriver | null = null;
    const { user } = renderWithRelay(
      <CreateIssueDialog
        projectId={WEBSITE.id}
        initialStatus={data.initialStatus}
        connections={[TEST_CONNECTION]}
        onClose={() => {
          if (driver) driver.closed = true;
        }}
      />,
      { environment },
    );
    driver = new CreateIssueDialogDriver(environment, user);
    await waitForOperation(environment, 'CreateIssueDialogQuery');
    resolveOperation(environment, 'CreateIssueDialogQuery', issueWorkspaceResolvers(data));
    await within(driver.dialog()).findByLabelText('Title');
    return driver;
  }

  dialog(): HTMLElement {
    return screen.getByRole('dialog', { name: 'New issue' });
  }

  /** The titles of the list the dialog adds to, top to bottom. */
  listedTitles(): string[] {
    return listedTitles(this.environment, TEST_CONNECTION);
  }

  sentInput(): Record<string, unknown> {
    const operation = this.environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'useCreateIssueMutation');
    return (operation?.request.variables.input ?? {}) as Record<string, unknown>;
  }

  sent(): boolean {
    return pendingOperationNames(this.environment).includes('useCreateIssueMutation');
  }

  async fill({ title, description, priority, assignee }: { title?: string; description?: string; priority?: string; assignee?: string }): Promise<this> {
    const dialog = this.dialog();
    if (title) await this.user.type(within(dialog).getByLabelText('Title'), title);
    if (description) {
      await this.user.click(within(dialog).getByRole('textbox', { name: 'Description' }));
      await this.user.paste(description);
    }
    if (priority) await this.user.selectOptions(within(dialog).getByLabelText('Priority'), priority);
    if (assignee) await this.user.selectOptions(within(dialog).getByLabelText('Assignee'), assignee);
    return this;
  }

  async submit(): Promise<this> {
    await this.user.click(within(this.dialog()).getByRole('button', { name: 'Create issue' }));
    return this;
  }

  serverCreates(issue: TestIssue): this {
    resolveOperation(this.environment, 'useCreateIssueMutation', createdIssueResolvers(issue));
    return this;
  }

  serverRefuses(error: ApiError): this {
    rejectOperation(this.environment, 'useCreateIssueMutation', error);
    return this;
  }
}
