// Edits of issues (a bulk edit's too, one per issue), moves of cards on the board, new comments, and edits and deletions
// of comments made while the server cannot be reached wait here (./pendingChanges, kept in storage), show at once in the
// Relay store as pending (an optimistic layer each, which Relay re-applies over what the server sends meanwhile; an
// issue's layer also places it among the issue groups on screen, ./issueGroupsOnScreen), and are sent in the order they
// were made once the connection is back, through the same mutations as when online. Before an edit or a move is sent
// the issue is read as the server has it now: a field someone else changed after the edit was made keeps their value
// (the later change wins, field by field; for a move, its status), and a toast says so.
// One outbox per workspace environment, opened by the workspace's layout (./PendingChangesNotice).
import { commitLocalUpdate, commitMutation, graphql } from 'react-relay';
import {
  ConnectionHandler,
  createOperationDescriptor,
  getRequest,
  type Disposable,
  type GraphQLTaggedNode,
  type IEnvironment,
  type MutationParameters,
  type RecordProxy,
  type RecordSourceProxy,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import type { outboxIssueQuery$data } from '@/__generated__/outboxIssueQuery.graphql';
import type { outboxCreateCommentMutation } from '@/__generated__/outboxCreateCommentMutation.graphql';
import type { outboxDeleteCommentMutation } from '@/__generated__/outboxDeleteCommentMutation.graphql';
import type { outboxMoveIssueMutation, IssueStatus } from '@/__generated__/outboxMoveIssueMutation.graphql';
import type { outboxUpdateCommentMutation } from '@/__generated__/outboxUpdateCommentMutation.graphql';
import type { outboxUpdateIssueMutation } from '@/__generated__/outboxUpdateIssueMutation.graphql';
import type { UpdateIssueInput } from '@/__generated__/useUpdateIssueMutation.graphql';
import type { BulkUpdateIssuesInput } from '@/__generated__/useBulkUpdateIssuesMutation.graphql';
import { retryWait } from '@/relay/network';
import { registerOutbox, WAITING_RECORD_PREFIX } from '@/relay';
import { toApiError, toastMutationError } from '@/relay/errors';
import { historyName, isPlainField, PLAIN_FIELD_NAMES, PLAIN_FIELDS, plainWords, readPlainValues, type PlainFieldName } from '@/features/issues/plainFields';
import { toasts } from '@/ui/toasts';
import { issueGroupsOnScreen, onIssueGroupsChange, type IssueGroupsSource } from './issueGroupsOnScreen';
import {
  PendingChanges,
  type IssueAsShown,
  type IssueChangeAsMade,
  type NewPendingComment,
  type NewPendingCommentDelete,
  type NewPendingCommentEdit,
  type NewPendingIssueMove,
  type OutboxHandle,
  type PendingChange,
  type PendingComment,
  type PendingIssueEdit,
  type PendingIssueField,
  type PendingIssueMove,
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
        # Its plain fields (title, status, estimate…), as src/features/issues/plainFields lists them.
        ...plainFields_issue @alias(as: "plain")
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
        # Where a board shows it (a new status puts it at the top of its column).
        position
      }
    }
  }
`;

const moveIssueMutation = graphql`
  mutation outboxMoveIssueMutation($input: MoveIssueInput!) {
    moveIssue(input: $input) {
      issue {
        id
        status
        position
        updatedAt
        completedAt
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
            # A posted comment shows its reaction bar at once (useCreateCommentMutation's answer carries the same).
            ...ReactionBar_comment @alias(as: "reactions")
          }
        }
      }
    }
  }
`;

/** The id of a waiting comment in the store (the timeline shows it as waiting to be sent). */
const pendingCommentId = (changeId: string) => `${WAITING_RECORD_PREFIX}comment:${changeId}`;

/** The fields an edit sets, in the order a toast names them: the plain fields, then the issue's links. */
const FIELDS: readonly PendingIssueField[] = [...PLAIN_FIELD_NAMES, 'assigneeId', 'labelIds', 'cycleId'];

type LinkField = Exclude<PendingIssueField, PlainFieldName>;

/** How the issue's history names each field, and a sentence does. */
const LINK_FIELDS: Record<LinkField, { history: string; name: string }> = {
  assigneeId: { history: 'ASSIGNEE', name: 'Assignee' },
  labelIds: { history: 'LABELS', name: 'Labels' },
  cycleId: { history: 'CYCLE', name: 'Cycle' },
};
const historyField = (field: PendingIssueField) => (isPlainField(field) ? historyName(field) : LINK_FIELDS[field].history);
const fieldName = (field: PendingIssueField) => (isPlainField(field) ? PLAIN_FIELDS[field].name : LINK_FIELDS[field].name);

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

/** A record as the store holds it: its fields' values (links as refs). */
type StoredRecord = { readonly [field: string]: unknown };

const refOf = (value: unknown): string | null => (value && typeof value === 'object' && '__ref' in value ? String((value as { __ref: string }).__ref) : null);
const refsOf = (value: unknown): string[] =>
  value && typeof value === 'object' && '__refs' in value ? ((value as { __refs: (string | null)[] }).__refs.filter(Boolean) as string[]) : [];

/** An issue as the store holds it (as the page shows it): what an edit of it that waits is based on. */
function issueAsStored(id: string, record: StoredRecord): IssueAsShown {
  const cycle = refOf(record.cycle);
  const assignee = refOf(record.assignee);
  return {
    id,
    key: typeof record.key === 'string' && record.key ? record.key : 'The issue',
    ...readPlainValues(record),
    cycle: cycle ? { id: cycle } : null,
    assignee: assignee ? { id: assignee } : null,
    labels: refsOf(record.labels).map((labelId) => ({ id: labelId })),
  };
}

/** What a bulk change sets on one issue, as an update of it: only the fields it changes there. */
function bulkEditInput(issue: IssueAsShown, change: Omit<BulkUpdateIssuesInput, 'ids'>): UpdateIssueInput {
  const input: UpdateIssueInput = { id: issue.id };
  if (change.status && change.status !== issue.status) input.status = change.status;
  if (change.priority && change.priority !== issue.priority) input.priority = change.priority;
  if (change.assigneeId !== undefined && change.assigneeId !== (issue.assignee?.id ?? null)) input.assigneeId = change.assigneeId;
  if (change.cycleId !== undefined && change.cycleId !== (issue.cycle?.id ?? null)) input.cycleId = change.cycleId;
  if (change.estimate !== undefined && change.estimate !== (issue.estimate ?? null)) input.estimate = change.estimate;
  if (change.addLabelIds?.length || change.removeLabelIds?.length) {
    const held = issue.labels.map((label) => label.id);
    const labelIds = [...held.filter((id) => !change.removeLabelIds?.includes(id)), ...(change.addLabelIds ?? []).filter((id) => !held.includes(id))];
    if (!sameValue('labelIds', labelIds, held)) input.labelIds = labelIds;
  }
  return input;
}

type CurrentIssue = Extract<NonNullable<outboxIssueQuery$data['node']>, { __typename: 'Issue' }>;

/**
 * The plain fields as the server has them now. The answer is read as the server sends it (not through the store,
 * which shows the waiting edits over it), where the fragment's fields sit on the issue itself, not under its alias.
 */
const currentPlainValues = (issue: CurrentIssue) => readPlainValues(issue);

function currentValues(issue: CurrentIssue): PendingIssueValues {
  return {
    ...currentPlainValues(issue),
    assigneeId: issue.assignee?.id ?? null,
    labelIds: issue.labels.map((label) => label.id),
    cycleId: issue.cycle?.id ?? null,
  };
}

/** A field's value as the issue has it now, in words: "In review", "Ada Admin", "none". */
function currentWords(field: PendingIssueField, issue: CurrentIssue): string {
  if (isPlainField(field)) return plainWords(field, currentPlainValues(issue)[field]);
  switch (field) {
    case 'assigneeId':
      return issue.assignee?.name ?? 'no one';
    case 'labelIds':
      return issue.labels.length ? issue.labels.map((label) => label.name).join(', ') : 'none';
    case 'cycleId':
      return issue.cycle ? `cycle ${issue.cycle.number}` : 'none';
  }
}

function sent<T extends MutationParameters>(
  environment: IEnvironment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
  updater?: (store: RecordSourceSelectorProxy) => void,
): Promise<void> {
  return new Promise((resolve, reject) =>
    commitMutation<T>(environment, {
      mutation,
      variables,
      updater,
      onCompleted: (_response, errors) => (errors?.length ? reject(errors) : resolve()),
      onError: reject,
    }),
  );
}

/** The highest position among the issues of that status's columns, other than this one's. */
function topOfColumn(store: RecordSourceProxy, source: IssueGroupsSource, status: unknown, except: string): string | null {
  let top: string | null = null;
  for (const group of source.groups()) {
    if (group.status !== status || group.order !== 'POSITION') continue;
    for (const edge of store.get(group.connectionId)?.getLinkedRecords('edges') ?? []) {
      const node = edge?.getLinkedRecord('node');
      const position = node?.getValue('position');
      if (node?.getDataID() !== except && typeof position === 'string' && (top === null || position < top)) top = position;
    }
  }
  return top;
}

/**
 * Puts the issue where it now belongs among the groups on screen, page by page; `toTop` (its status changed) first at
 * the top of its new column, where the server puts it.
 */
function placeAmong(store: RecordSourceProxy, issueId: string, groups: readonly IssueGroupsSource[], { toTop = false } = {}): void {
  const issue = store.get(issueId);
  if (!issue) return;
  for (const source of groups) {
    if (toTop && source.positionAbove) issue.setValue(source.positionAbove(topOfColumn(store, source, issue.getValue('status'), issueId)), 'position');
    source.place(store, issueId);
  }
}

/** A new status on the issue's record: when it finished (the server keeps the first time it reached Done). */
function setStatus(issue: RecordProxy, status: string, at: string): void {
  const was = issue.getValue('status');
  issue.setValue(status, 'status');
  if (status !== 'DONE') issue.setValue(null, 'completedAt');
  else if (was !== 'DONE' || issue.getValue('completedAt') == null) issue.setValue(at, 'completedAt');
}

/** Shows a waiting change in the store, over whatever the server sends meanwhile; an issue among the groups on screen. */
function showPending(store: RecordSourceProxy, change: PendingChange, groups: readonly IssueGroupsSource[]): void {
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
  if (change.kind === 'issueMove') {
    setStatus(issue, change.status, change.madeAt);
    issue.setValue(change.position, 'position');
    placeAmong(store, change.issue.id, groups);
    return;
  }
  const { input } = change;
  // A new status: the server puts it at the top of its new column.
  const toTop = input.status != null && input.status !== issue.getValue('status');
  if (input.status != null) setStatus(issue, input.status, change.madeAt);
  for (const field of PLAIN_FIELD_NAMES) {
    if (field !== 'status' && input[field] !== undefined) issue.setValue(input[field] ?? null, field);
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
  placeAmong(store, change.issue.id, groups, { toTop });
}

/** What a waiting edit still sends once the issue is read as the server has it now; null when nothing is left. */
export async function resolveIssueEdit(
  environment: IEnvironment,
  edit: Pick<PendingIssueEdit, 'issue' | 'madeAt' | 'input' | 'based'>,
  /** What the toast calls the change: "your offline edit", "your offline move". */
  made: 'edit' | 'move' = 'edit',
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
    const by = changedMeanwhile.includes(field) ? changedLaterBy.get(historyField(field)) : undefined;
    if (by) kept.push(`${edit.issue.key}: ${fieldName(field)} kept as ${currentWords(field, issue)}: ${by} changed it after your offline ${made}.`);
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
    const based: Record<string, unknown> = {};
    const shown = readPlainValues(issue);
    for (const field of PLAIN_FIELD_NAMES) if (input[field] !== undefined) based[field] = shown[field];
    if (input.assigneeId !== undefined) based.assigneeId = issue.assignee?.id ?? null;
    if (input.labelIds !== undefined) based.labelIds = issue.labels.map((label) => label.id);
    if (input.cycleId !== undefined) based.cycleId = issue.cycle?.id ?? null;
    const { assignee, labels } = change;
    this.add({
      kind: 'issueEdit',
      id: newPendingId(),
      madeAt: new Date().toISOString(),
      issue: { id: issue.id, key: issue.key },
      input,
      based: based as PendingIssueEdit['based'],
      ...(assignee !== undefined ? { assignee: assignee && { id: assignee.id, name: assignee.name, imageUrl: assignee.imageUrl ?? null } } : {}),
      ...(labels !== undefined ? { labels: labels.map(({ id, name, color }) => ({ id, name, color })) } : {}),
    });
  }

  addIssueMove({ issueId, issueKey, ...move }: NewPendingIssueMove): boolean {
    if (this.#stored(issueId)?.viewerCanUpdate === false) {
      toasts.error(`${issueKey} was not moved: your role in this workspace cannot change issues.`);
      return false;
    }
    this.add({ kind: 'issueMove', id: newPendingId(), madeAt: new Date().toISOString(), issue: { id: issueId, key: issueKey }, ...move });
    return true;
  }

  addBulkEdit(ids: readonly string[], change: Omit<BulkUpdateIssuesInput, 'ids'>, what?: string): boolean {
    let waiting = 0;
    let refused = 0;
    for (const id of ids) {
      const record = this.#stored(id);
      if (!record) continue;
      if (record.viewerCanUpdate === false) {
        refused += 1;
        continue;
      }
      const issue = issueAsStored(id, record);
      const input = bulkEditInput(issue, change);
      // Nothing to change on this one.
      if (editedFields(input).length === 0) continue;
      this.addIssueEdit(issue, this.#shownChange(input), input);
      waiting += 1;
    }
    const left = refused === 0 ? '' : refused === 1 ? ' 1 issue your role cannot change was left as it is.' : ` ${refused} issues your role cannot change were left as they are.`;
    if (waiting === 0 && refused > 0) {
      toasts.error(`Nothing was changed: your role in this workspace cannot change ${refused === 1 ? 'this issue' : 'these issues'}.`);
      return false;
    }
    if (what) toasts.info(`${what.replace(/\.$/, '')}: waiting to be sent.${left}`);
    else if (left) toasts.info(left.trim());
    return true;
  }

  /** An issue's (or a person's, a label's) record as the store holds it now. */
  #stored(id: string): StoredRecord | undefined {
    return this.environment.getStore().getSource().get(id) ?? undefined;
  }

  /** How an edit's new assignee and labels show while it waits, from their records in the store. */
  #shownChange(input: UpdateIssueInput): IssueChangeAsMade {
    const shown: IssueChangeAsMade = {};
    if (input.assigneeId !== undefined) {
      const person = input.assigneeId ? this.#stored(input.assigneeId) : undefined;
      shown.assignee = person && input.assigneeId ? { id: input.assigneeId, name: String(person.name ?? ''), imageUrl: typeof person.imageUrl === 'string' ? person.imageUrl : null } : null;
    }
    if (input.labelIds != null) {
      shown.labels = input.labelIds.map((labelId) => {
        const label = this.#stored(labelId);
        return { id: labelId, name: String(label?.name ?? ''), color: String(label?.color ?? '') };
      });
    }
    return shown;
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
    // The groups on screen are read each time Relay applies the layer again (over the server's data, or when they change).
    const environment = this.environment;
    this.#layers.set(change.id, environment.applyUpdate({ storeUpdater: (store) => showPending(store, change, issueGroupsOnScreen(environment)) }));
  }

  #settle(change: PendingChange) {
    this.pending.remove(change.id);
    this.#layers.get(change.id)?.dispose();
    this.#layers.delete(change.id);
    if (change.kind === 'issueEdit' || change.kind === 'issueMove') {
      // Without its layer the issue is as the server has it (a value kept, a change refused): placed by that.
      const groups = issueGroupsOnScreen(this.environment);
      if (groups.length > 0) commitLocalUpdate(this.environment, (store) => placeAmong(store, change.issue.id, groups));
    }
  }

  /** Applies the waiting changes' layers again over the store as it is: the issue groups on screen changed. */
  placeAgain(): void {
    if (this.pending.list().some((change) => change.kind === 'issueEdit' || change.kind === 'issueMove')) {
      // A local update makes Relay apply every layer again, in order, over the server's data.
      commitLocalUpdate(this.environment, () => {});
    }
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
        commitLocalUpdate(this.environment, (store) => showPending(store, change, []));
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
    if (change.kind === 'issueMove') {
      await this.#sendMove(change);
      return;
    }
    const { input, kept, deleted } = await resolveIssueEdit(this.environment, change);
    if (deleted) {
      toasts.info(`${change.issue.key} was deleted: a change made offline to it was not saved.`);
      return;
    }
    const place = this.#placing(change.issue.id);
    if (input) await sent<outboxUpdateIssueMutation>(this.environment, updateIssueMutation, { input }, place);
    for (const message of kept) toasts.info(message, { persist: true });
  }

  /** An updater that places the issue among the groups on screen as the server's answer has it. */
  #placing(issueId: string) {
    const environment = this.environment;
    return (store: RecordSourceSelectorProxy) => placeAmong(store, issueId, issueGroupsOnScreen(environment));
  }

  /**
   * Sends a move, unless someone else set the issue's status after it was made (theirs stays, and a toast says so).
   * A neighbour the server no longer has in that column (deleted, moved away, no longer in order) is left out, and the
   * move goes next to the other one, or to the top of the column: its status is never lost for its place.
   */
  async #sendMove(move: PendingIssueMove) {
    const { kept, deleted } = await resolveIssueEdit(
      this.environment,
      { issue: move.issue, madeAt: move.madeAt, input: { id: move.issue.id, status: move.status as IssueStatus }, based: { status: move.basedStatus } },
      'move',
    );
    if (deleted) {
      toasts.info(`${move.issue.key} was deleted: a move made offline was not saved.`);
      return;
    }
    if (kept.length > 0) {
      for (const message of kept) toasts.info(message, { persist: true });
      return;
    }
    const neighbours: { afterId: string | null; beforeId: string | null } = { afterId: move.afterId, beforeId: move.beforeId };
    for (;;) {
      try {
        await sent<outboxMoveIssueMutation>(
          this.environment,
          moveIssueMutation,
          { input: { id: move.issue.id, status: move.status as IssueStatus, ...neighbours } },
          this.#placing(move.issue.id),
        );
        return;
      } catch (error) {
        const { code, field } = toApiError(error);
        if (code !== 'BAD_USER_INPUT' || (field !== 'afterId' && field !== 'beforeId') || neighbours[field] === null) throw error;
        neighbours[field] = null;
      }
    }
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
  if (!outboxes.has(environment)) onIssueGroupsChange(environment, () => outboxes.get(environment)?.placeAgain());
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

export type { PendingComment, PendingIssueEdit, PendingIssueMove };
