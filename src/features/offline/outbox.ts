// Edits of issues, new comments, and edits and deletions of comments made while the server cannot be reached wait here (./pendingChanges, kept in
// storage), show at once in the Relay store as pending (an optimistic layer each, which Relay re-applies over what
// the server sends meanwhile), and are sent in the order they were made once the connection is back, through the
// same mutations as when online. Before an edit is sent the issue is read as the server has it now: a field someone
// else changed after the edit was made keeps their value (the later change wins, field by field), and a toast says so.
// One outbox per workspace environment, opened by the workspace's layout (./PendingChangesNotice).
import { commitLocalUpdate, commitMutation, graphql } from 'react-relay';
import { ConnectionHandler, createOperationDescriptor, getRequest, type Disposable, type GraphQLTaggedNode, type IEnvironment, type MutationParameters, type RecordSourceProxy } from 'relay-runtime';
import type { outboxIssueQuery$data } from '@/__generated__/outboxIssueQuery.graphql';
import type { outboxCreateCommentMutation } from '@/__generated__/outboxCreateCommentMutation.graphql';
import type { outboxDeleteCommentMutation } from '@/__generated__/outboxDeleteCommentMutation.graphql';
import type { outboxUpdateCommentMutation } from '@/__generated__/outboxUpdateCommentMutation.graphql';
import type { outboxUpdateIssueMutation } from '@/__generated__/outboxUpdateIssueMutation.graphql';
import type { UpdateIssueInput } from '@/__generated__/useUpdateIssueMutation.graphql';
import { retryWait } from '@/relay/network';
import { registerOutbox, WAITING_RECORD_PREFIX } from '@/relay';
import { toApiError, toastMutationError } from '@/relay/errors';
import { priorityLabel, statusLabel } from '@/rules/issue';
import { toasts } from '@/ui/toasts';
import {
  PendingChanges,
  type IssueAsShown,
  type IssueChangeAsMade,
  type NewPendingComment,
  type NewPendingCommentDelete,
  type NewPendingCommentEdit,
  type OutboxHandle,
  type PendingChange,
  type PendingComment,
  type PendingIssueEdit,
  type PendingIssueField,
  type PendingIssueValues,
} from './pendingChanges';

const issueQuery = graphql`
  query outboxIssueQuery($id: ID!, $after: String) {
    viewer {
      user {
        id
      }
    }
    node(id: $id) {
      __typename
      ... on Issue {
        id
        title
        description
        status
        priority
        dueDate
        estimate
        cycle {
          id
          number
        }
        assignee {
          id
          name
        }
        labels {
          id
          name
        }
        timeline(first: 100, after: $after) {
          edges {
            node {
              __typename
              ... on IssueActivity {
                createdAt
                actor {
                  id
                  name
                }
                changes {
                  field
                }
              }
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`;

// The same mutations as the issue page's and the composer's (src/features/issues), answered with the same fragments;
// documents of the outbox's own, so that the pages do not share their code with it (it loads later).
const updateIssueMutation = graphql`
  mutation outboxUpdateIssueMutation($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue {
        ...IssueDetail_issue
      }
    }
  }
`;

const updateCommentMutation = graphql`
  mutation outboxUpdateCommentMutation($input: UpdateCommentInput!) {
    updateComment(input: $input) {
      comment {
        id
        ...TimelineComment_comment
      }
    }
  }
`;

const deleteCommentMutation = graphql`
  mutation outboxDeleteCommentMutation($input: DeleteCommentInput!, $connections: [ID!]!) {
    deleteComment(input: $input) {
      deletedCommentId @deleteEdge(connections: $connections)
    }
  }
`;

const createCommentMutation = graphql`
  mutation outboxCreateCommentMutation($input: CreateCommentInput!, $connections: [ID!]!) {
    createComment(input: $input) {
      timelineEdge @appendEdge(connections: $connections) {
        cursor
        node {
          __typename
          ... on Comment {
            id
            ...TimelineComment_comment @alias(as: "comment")
          }
        }
      }
    }
  }
`;

/** The id of a waiting comment in the store (the timeline shows it as waiting to be sent). */
const pendingCommentId = (changeId: string) => `${WAITING_RECORD_PREFIX}comment:${changeId}`;

/** The fields an edit sets, in the order a toast names them. */
const FIELDS: readonly PendingIssueField[] = ['title', 'description', 'status', 'priority', 'assigneeId', 'labelIds', 'dueDate', 'estimate', 'cycleId'];

/** How the issue's history names each field. */
const HISTORY_FIELD: Record<PendingIssueField, string> = {
  title: 'TITLE',
  description: 'DESCRIPTION',
  status: 'STATUS',
  priority: 'PRIORITY',
  assigneeId: 'ASSIGNEE',
  labelIds: 'LABELS',
  dueDate: 'DUE_DATE',
  estimate: 'ESTIMATE',
  cycleId: 'CYCLE',
};

const FIELD_NAME: Record<PendingIssueField, string> = {
  title: 'Title',
  description: 'Description',
  status: 'Status',
  priority: 'Priority',
  assigneeId: 'Assignee',
  labelIds: 'Labels',
  dueDate: 'Due date',
  estimate: 'Estimate',
  cycleId: 'Cycle',
};

/** The fields an edit sets (those present in its input). */
export function editedFields(input: UpdateIssueInput): PendingIssueField[] {
  return FIELDS.filter((field) => input[field] !== undefined);
}

/** Whether two values of a field are the same (a set of labels in any order). */
function sameValue(field: PendingIssueField, left: unknown, right: unknown): boolean {
  if (field === 'labelIds') {
    const [a, b] = [[...((left as readonly string[] | null) ?? [])].sort(), [...((right as readonly string[] | null) ?? [])].sort()];
    return a.length === b.length && a.every((id, index) => id === b[index]);
  }
  return (left ?? null) === (right ?? null);
}

type CurrentIssue = Extract<NonNullable<outboxIssueQuery$data['node']>, { __typename: 'Issue' }>;

function currentValues(issue: CurrentIssue): PendingIssueValues {
  return {
    title: issue.title,
    description: issue.description,
    status: issue.status,
    priority: issue.priority,
    assigneeId: issue.assignee?.id ?? null,
    labelIds: issue.labels.map((label) => label.id),
    dueDate: issue.dueDate ?? null,
    estimate: issue.estimate ?? null,
    cycleId: issue.cycle?.id ?? null,
  };
}

/** A field's value as the issue has it now, in words: "In review", "Ada Admin", "none". */
function currentWords(field: PendingIssueField, issue: CurrentIssue): string {
  switch (field) {
    case 'title':
      return `“${issue.title}”`;
    case 'description':
      return 'it is';
    case 'status':
      return statusLabel(issue.status);
    case 'priority':
      return priorityLabel(issue.priority);
    case 'assigneeId':
      return issue.assignee?.name ?? 'no one';
    case 'labelIds':
      return issue.labels.length ? issue.labels.map((label) => label.name).join(', ') : 'none';
    case 'dueDate':
      return issue.dueDate ?? 'none';
    case 'estimate':
      return issue.estimate == null ? 'none' : `${issue.estimate} points`;
    case 'cycleId':
      return issue.cycle ? `cycle ${issue.cycle.number}` : 'none';
  }
}

function sent<T extends MutationParameters>(environment: IEnvironment, mutation: GraphQLTaggedNode, variables: T['variables']): Promise<void> {
  return new Promise((resolve, reject) =>
    commitMutation<T>(environment, {
      mutation,
      variables,
      onCompleted: (_response, errors) => (errors?.length ? reject(errors) : resolve()),
      onError: reject,
    }),
  );
}

/** Shows a waiting change in the store, over whatever the server sends meanwhile. */
function showPending(store: RecordSourceProxy, change: PendingChange): void {
  if (change.kind === 'commentEdit') {
    const comment = store.get(change.commentId);
    if (!comment) return;
    comment.setValue(change.body, 'body');
    comment.setValue(true, 'edited');
    comment.setValue(change.madeAt, 'updatedAt');
    comment.setLinkedRecords(
      change.mentions.map((person) => store.get(person.id) ?? store.create(person.id, 'User')),
      'mentions',
    );
    return;
  }
  if (change.kind === 'commentDelete') {
    for (const connectionId of change.connectionIds) {
      const connection = store.get(connectionId);
      if (connection) ConnectionHandler.deleteNode(connection, change.commentId);
    }
    return;
  }
  if (change.kind === 'comment') {
    const connection = store.get(change.connectionId);
    if (!connection) return;
    const comment = store.create(pendingCommentId(change.id), 'Comment');
    comment.setValue(pendingCommentId(change.id), 'id');
    comment.setValue(change.body, 'body');
    comment.setValue(change.madeAt, 'createdAt');
    comment.setValue(change.madeAt, 'updatedAt');
    comment.setValue(false, 'edited');
    comment.setValue(false, 'viewerCanUpdate');
    comment.setValue(false, 'viewerCanDelete');
    const author = store.get(change.author.id) ?? store.create(change.author.id, 'User');
    if (author.getValue('name') == null) {
      author.setValue(change.author.id, 'id');
      author.setValue(change.author.name, 'name');
      author.setValue(change.author.imageUrl, 'imageUrl');
    }
    comment.setLinkedRecord(author, 'author');
    comment.setLinkedRecords(
      change.mentions.map((person) => store.get(person.id) ?? store.create(person.id, 'User')),
      'mentions',
    );
    const edge = ConnectionHandler.createEdge(store, connection, comment, 'TimelineEdge');
    edge.setValue(pendingCommentId(change.id), 'cursor');
    ConnectionHandler.insertEdgeAfter(connection, edge);
    return;
  }
  const issue = store.get(change.issue.id);
  if (!issue) return;
  const { input } = change;
  for (const field of ['title', 'description', 'status', 'priority', 'dueDate', 'estimate'] as const) {
    if (input[field] !== undefined) issue.setValue(input[field] ?? null, field);
  }
  if (input.assigneeId !== undefined) {
    const person = change.assignee;
    if (!person) issue.setValue(null, 'assignee');
    else {
      const record = store.get(person.id) ?? store.create(person.id, 'User');
      if (record.getValue('name') == null) {
        record.setValue(person.id, 'id');
        record.setValue(person.name, 'name');
        record.setValue(person.imageUrl, 'imageUrl');
      }
      issue.setLinkedRecord(record, 'assignee');
    }
  }
  if (input.cycleId !== undefined) {
    // The cycle shows as the store knows it (the issue page's picker lists the workspace's cycles).
    const cycle = input.cycleId ? store.get(input.cycleId) : null;
    if (cycle) issue.setLinkedRecord(cycle, 'cycle');
    else issue.setValue(null, 'cycle');
  }
  if (input.labelIds != null) {
    issue.setLinkedRecords(
      (change.labels ?? []).map((label) => {
        const record = store.get(label.id) ?? store.create(label.id, 'Label');
        if (record.getValue('name') == null) {
          record.setValue(label.id, 'id');
          record.setValue(label.name, 'name');
          record.setValue(label.color, 'color');
        }
        return record;
      }),
      'labels',
    );
  }
}

/** What a waiting edit still sends once the issue is read as the server has it now; null when nothing is left. */
export async function resolveIssueEdit(
  environment: IEnvironment,
  edit: PendingIssueEdit,
): Promise<{ input: UpdateIssueInput | null; kept: string[]; deleted: boolean }> {
  // The server's answer itself, not the store's view of it: the store shows the waiting edits over it.
  const read = (after: string | null) =>
    new Promise<outboxIssueQuery$data | null>((resolve, reject) => {
      const operation = createOperationDescriptor(getRequest(issueQuery), { id: edit.issue.id, after }, { force: true });
      let answer: outboxIssueQuery$data | null = null;
      environment.execute({ operation }).subscribe({
        next: (response) => {
          answer = ('data' in response ? (response.data as outboxIssueQuery$data | null | undefined) : null) ?? null;
        },
        complete: () => resolve(answer),
        error: reject,
      });
    });
  let data = await read(null);
  const issue = data?.node?.__typename === 'Issue' ? data.node : null;
  if (!issue) return { input: null, kept: [], deleted: true };
  const now = currentValues(issue);
  const fields = editedFields(edit.input);
  // Fields that neither are as the edit found them nor as it sets them: someone else changed them meanwhile.
  const changedMeanwhile = fields.filter((field) => !sameValue(field, now[field], edit.based[field]) && !sameValue(field, now[field], edit.input[field]));
  // Who changed each of those last after the edit was made (the history, oldest first), leaving out the viewer's own
  // changes (the waiting edits sent before this one). The edit's time is this browser's clock, the history's the
  // server's: a clock far off shifts which change counts as the later one.
  const changedLaterBy = new Map<string, string>();
  if (changedMeanwhile.length > 0) {
    const viewerId = data?.viewer.user.id;
    const madeAt = Date.parse(edit.madeAt);
    for (let page = 0; page < 50 && data?.node?.__typename === 'Issue'; page++) {
      const { timeline } = data.node;
      for (const { node } of timeline.edges) {
        if (node.__typename !== 'IssueActivity' || node.actor.id === viewerId || Date.parse(node.createdAt) <= madeAt) continue;
        for (const { field } of node.changes) changedLaterBy.set(field, node.actor.name);
      }
      if (!timeline.pageInfo.hasNextPage) break;
      data = await read(timeline.pageInfo.endCursor ?? null);
    }
  }
  const input: UpdateIssueInput = { id: edit.issue.id };
  const kept: string[] = [];
  for (const field of fields) {
    const by = changedMeanwhile.includes(field) ? changedLaterBy.get(HISTORY_FIELD[field]) : undefined;
    if (by) kept.push(`${edit.issue.key}: ${FIELD_NAME[field]} kept as ${currentWords(field, issue)}: ${by} changed it after your offline edit.`);
    else if (!sameValue(field, now[field], edit.input[field])) (input as Record<string, unknown>)[field] = edit.input[field];
  }
  return { input: editedFields(input).length > 0 ? input : null, kept, deleted: false };
}

/** Failures that sending again later may not repeat: no answer, a rate limit. */
const PASSING = new Set(['NETWORK', 'RATE_LIMITED']);

export class Outbox implements OutboxHandle {
  readonly #layers = new Map<string, Disposable>();
  #sending: Promise<void> | null = null;
  #retries = 0;
  #stopped = false;

  constructor(
    readonly environment: IEnvironment,
    readonly pending: PendingChanges,
  ) {}

  list(): readonly PendingChange[] {
    return this.pending.list();
  }

  subscribe(listener: () => void): () => void {
    return this.pending.subscribe(listener);
  }

  /** Whether a change made now must wait: the browser is offline, or changes made before it still wait. */
  waits(): boolean {
    return this.pending.size > 0 || (typeof navigator !== 'undefined' && navigator.onLine === false);
  }

  addIssueEdit(issue: IssueAsShown, change: IssueChangeAsMade, input: UpdateIssueInput): void {
    const based: PendingIssueEdit['based'] = {};
    if (input.title !== undefined) based.title = issue.title;
    if (input.description !== undefined) based.description = issue.description;
    if (input.status !== undefined) based.status = issue.status;
    if (input.priority !== undefined) based.priority = issue.priority;
    if (input.assigneeId !== undefined) based.assigneeId = issue.assignee?.id ?? null;
    if (input.labelIds !== undefined) based.labelIds = issue.labels.map((label) => label.id);
    if (input.dueDate !== undefined) based.dueDate = issue.dueDate ?? null;
    if (input.estimate !== undefined) based.estimate = issue.estimate ?? null;
    if (input.cycleId !== undefined) based.cycleId = issue.cycle?.id ?? null;
    const { assignee, labels } = change;
    this.add({
      kind: 'issueEdit',
      id: newPendingId(),
      madeAt: new Date().toISOString(),
      issue: { id: issue.id, key: issue.key },
      input,
      based,
      ...(assignee !== undefined ? { assignee: assignee && { id: assignee.id, name: assignee.name, imageUrl: assignee.imageUrl ?? null } } : {}),
      ...(labels !== undefined ? { labels: labels.map(({ id, name, color }) => ({ id, name, color })) } : {}),
    });
  }

  addComment({ issueId, author, ...comment }: NewPendingComment): void {
    this.add({
      kind: 'comment',
      id: newPendingId(),
      madeAt: new Date().toISOString(),
      issue: { id: issueId, key: this.#keyOf(issueId) },
      ...comment,
      author: { id: author.id, name: author.name, imageUrl: author.imageUrl ?? null },
    });
  }

  addCommentEdit({ issueId, ...edit }: NewPendingCommentEdit): void {
    this.add({ kind: 'commentEdit', id: newPendingId(), madeAt: new Date().toISOString(), issue: { id: issueId, key: this.#keyOf(issueId) }, ...edit });
  }

  addCommentDelete({ issueId, ...deletion }: NewPendingCommentDelete): void {
    this.add({ kind: 'commentDelete', id: newPendingId(), madeAt: new Date().toISOString(), issue: { id: issueId, key: this.#keyOf(issueId) }, ...deletion });
  }

  /** The issue's key, for what a toast may say of a change later: the issue's page has it in the store. */
  #keyOf(issueId: string): string {
    const key = this.environment.getStore().getSource().get(issueId)?.key;
    return typeof key === 'string' ? key : 'The issue';
  }

  /** Keeps a change to send later, shows it at once, and sends it when it can. */
  add(change: PendingChange): void {
    this.pending.add(change);
    this.#show(change);
    void this.send();
  }

  /** Shows every waiting change in the store (those read from storage after a reload). */
  showAll(): void {
    for (const change of this.pending.list()) this.#show(change);
  }

  #show(change: PendingChange) {
    if (this.#layers.has(change.id)) return;
    this.#layers.set(change.id, this.environment.applyUpdate({ storeUpdater: (store) => showPending(store, change) }));
  }

  #settle(change: PendingChange) {
    this.pending.remove(change.id);
    this.#layers.get(change.id)?.dispose();
    this.#layers.delete(change.id);
  }

  /** Sends the waiting changes in order, unless the browser is offline; resolves when done or stopped by a failure. */
  send(): Promise<void> {
    if (!this.#sending) {
      this.#sending = this.#sendAll().finally(() => {
        this.#sending = null;
      });
    }
    return this.#sending;
  }

  async #sendAll() {
    for (let change = this.pending.first(); change && !this.#stopped; change = this.pending.first()) {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
      try {
        await this.#sendOne(change);
        this.#retries = 0;
      } catch (error) {
        if (PASSING.has(toApiError(error).code)) {
          // The server is out of reach though the browser is online: try again after a backoff ('online' and a
          // restored live connection try at once).
          if (!this.#stopped) {
            void retryWait(this.#retries++).then(() => {
              if (!this.#stopped && !this.#sending) void this.send();
            });
          }
          return;
        }
        toastMutationError(`${change.issue.key}: a change made offline was not saved`, error);
      }
      this.#settle(change);
    }
  }

  async #sendOne(change: PendingChange) {
    if (change.kind === 'commentEdit') {
      await sent<outboxUpdateCommentMutation>(this.environment, updateCommentMutation, { input: { id: change.commentId, body: change.body } });
      return;
    }
    if (change.kind === 'commentDelete') {
      try {
        await sent<outboxDeleteCommentMutation>(this.environment, deleteCommentMutation, { input: { id: change.commentId }, connections: change.connectionIds });
      } catch (error) {
        // Deleted meanwhile (by an admin, or in another tab): what the deletion wanted; it leaves for good.
        if (toApiError(error).code !== 'NOT_FOUND') throw error;
        commitLocalUpdate(this.environment, (store) => showPending(store, change));
      }
      return;
    }
    if (change.kind === 'comment') {
      await sent<outboxCreateCommentMutation>(this.environment, createCommentMutation, {
        input: { issueId: change.issue.id, body: change.body },
        connections: [change.connectionId],
      });
      return;
    }
    const { input, kept, deleted } = await resolveIssueEdit(this.environment, change);
    if (deleted) {
      toasts.info(`${change.issue.key} was deleted: a change made offline to it was not saved.`);
      return;
    }
    if (input) await sent<outboxUpdateIssueMutation>(this.environment, updateIssueMutation, { input });
    for (const message of kept) toasts.info(message, { persist: true });
  }

  stop(): void {
    this.#stopped = true;
  }

  resume(): void {
    this.#stopped = false;
  }
}

/** A waiting change's id: unique in this browser (time and chance; crypto.randomUUID needs a secure context). */
function newPendingId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

const outboxes = new WeakMap<IEnvironment, Outbox>();

/** The workspace's outbox, kept under this storage key; made on first use (reading what storage holds). */
export function openOutbox(environment: IEnvironment, storageKey: string, storage: Storage | null = safeLocalStorage()): Outbox {
  const existing = outboxes.get(environment);
  if (existing?.pending.storageKey === storageKey) return existing;
  existing?.stop();
  const outbox = new Outbox(environment, new PendingChanges(storage, storageKey));
  outboxes.set(environment, outbox);
  registerOutbox(environment, outbox);
  return outbox;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export type { PendingComment, PendingIssueEdit };
