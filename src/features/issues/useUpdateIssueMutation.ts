// Changes one or more of an issue's fields. The change shows at once (an optimistic response built from the
// issue as it is and the change, stored as the server stores it); if the server refuses, Relay rolls it back
// and a toast says why. A change of its title, status, priority, assignee, labels or due date is recorded for undo
// (src/features/undo): taking it back sends the previous values, except for a field someone changed since. While the
// server cannot be reached the change waits instead (src/features/offline), shown as pending, and goes out in order later.
import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { IssueDetail_issue$data } from '@/__generated__/IssueDetail_issue.graphql';
import type {
  UpdateIssueInput,
  useUpdateIssueMutation as UpdateIssueMutation,
} from '@/__generated__/useUpdateIssueMutation.graphql';
import { toApiError, toastMutationError } from '@/relay/errors';
import { mentionedIds } from '@/rules/comment';
import { priorityLabel, statusLabel } from '@/rules/issue';
import type { OutboxHandle } from '@/features/offline/pendingChanges';
import { outboxOf } from '@/relay';
import { sameValue, type IssueField, type IssueValues } from '@/features/undo/issueValues';
import { recordUndoable } from '@/features/undo/undoHistory';
import type { IssueCycle } from '@/features/cycles/CyclePicker';
import type { IssueAssignee } from './fields/AssigneePicker';
import type { IssueLabel } from './fields/LabelPicker';
import { plainChange, readPlainValues, type PlainValues } from './plainFields';

// The answer is the issue as the page that changes it shows it (its fragment, spread): a field added to the page is
// fetched again by the change, and the optimistic response (typed by @raw_response_type) must give it too.
export const updateIssueMutation = graphql`
  mutation useUpdateIssueMutation($input: UpdateIssueInput!) @raw_response_type {
    updateIssue(input: $input) {
      issue {
        ...IssueDetail_issue
      }
    }
  }
`;

/** The issue as the person sees it before the change (the issue page's fragment): what the optimistic response starts from. */
export type IssueBeforeUpdate = Omit<IssueDetail_issue$data, ' $fragmentType'>;

export interface MentionedPerson {
  readonly id: string;
  readonly name: string;
}

/** The members a description mentions, as the server lists them: known members only, in order of mention. */
function mentionsOf(description: string, known: readonly MentionedPerson[]): MentionedPerson[] {
  return mentionedIds(description)
    .map((id) => known.find((person) => person.id === id))
    .filter((person): person is MentionedPerson => Boolean(person))
    .map(({ id, name }) => ({ id, name }));
}

/** What changes; an absent field stays as it is, a null assignee, due date or estimate clears it. */
export type IssueChange = Partial<PlainValues> & {
  assignee?: IssueAssignee | null;
  labels?: IssueLabel[];
  cycle?: IssueCycle | null;
};

export function updateIssueInput(id: string, change: IssueChange): UpdateIssueInput {
  const input: UpdateIssueInput = { id, ...plainChange(change) };
  if (change.assignee !== undefined) input.assigneeId = change.assignee?.id ?? null;
  if (change.labels !== undefined) input.labelIds = change.labels.map((label) => label.id);
  if (change.cycle !== undefined) input.cycleId = change.cycle?.id ?? null;
  return input;
}

/** The issue's cycle after the change, as the page shows it. */
function cycleAfter(issue: IssueBeforeUpdate, change: IssueChange) {
  const cycle = change.cycle === undefined ? issue.cycle : change.cycle;
  return cycle ? { id: cycle.id, number: cycle.number, name: cycle.name ?? null } : null;
}

/** completedAt as the server sets it: on reaching DONE, cleared when leaving it. */
function completedAtAfter(issue: IssueBeforeUpdate, status: string, now: string): string | null {
  if (status !== 'DONE') return null;
  return issue.status === 'DONE' ? (issue.completedAt ?? now) : now;
}

/** A calendar date (2026-12-01) as the toast says it ("Dec 1"), in UTC so that it does not shift a day. */
function formatDueDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The fields a change can be undone for, with their values before and after it, and how each value reads. */
export type UndoableField = Exclude<IssueField, 'position'>;
export interface FieldValue {
  value: IssueValues[UndoableField];
  /** The value in words: "Done", "Ada Admin", "no one". */
  words: string;
}

export const FIELD_WORDS: Record<UndoableField, string> = {
  title: 'title',
  status: 'status',
  priority: 'priority',
  assigneeId: 'assignee',
  labelIds: 'labels',
  dueDate: 'due date',
};

/** Each undoable field the change sets, as it was before and as the change sets it. */
function undoableFields(issue: IssueBeforeUpdate, change: IssueChange, input: UpdateIssueInput) {
  const fields = new Map<UndoableField, { before: FieldValue; after: FieldValue }>();
  const labelWords = (labels: readonly { name: string }[]) => (labels.length ? labels.map((label) => label.name).join(', ') : 'none');
  if (input.title != null && input.title !== issue.title) fields.set('title', { before: { value: issue.title, words: `“${issue.title}”` }, after: { value: input.title, words: `“${input.title}”` } });
  if (input.status != null && input.status !== issue.status)
    fields.set('status', { before: { value: issue.status, words: statusLabel(issue.status) }, after: { value: input.status, words: statusLabel(input.status) } });
  if (input.priority != null && input.priority !== issue.priority)
    fields.set('priority', { before: { value: issue.priority, words: priorityLabel(issue.priority) }, after: { value: input.priority, words: priorityLabel(input.priority) } });
  if (change.assignee !== undefined && (change.assignee?.id ?? null) !== (issue.assignee?.id ?? null))
    fields.set('assigneeId', {
      before: { value: issue.assignee?.id ?? null, words: issue.assignee?.name ?? 'no one' },
      after: { value: change.assignee?.id ?? null, words: change.assignee?.name ?? 'no one' },
    });
  if (change.labels !== undefined && !sameValue('labelIds', change.labels.map((label) => label.id), issue.labels.map((label) => label.id)))
    fields.set('labelIds', {
      before: { value: issue.labels.map((label) => label.id), words: labelWords(issue.labels) },
      after: { value: change.labels.map((label) => label.id), words: labelWords(change.labels) },
    });
  if (change.dueDate !== undefined && (change.dueDate ?? null) !== (issue.dueDate ?? null))
    fields.set('dueDate', {
      before: { value: issue.dueDate ?? null, words: issue.dueDate ? formatDueDate(issue.dueDate) : 'none' },
      after: { value: change.dueDate ?? null, words: change.dueDate ? formatDueDate(change.dueDate) : 'none' },
    });
  return fields;
}

/** The fields in words: "status Done, priority High". */
export const inWords = (entries: [UndoableField, FieldValue][]) => entries.map(([field, value]) => `${FIELD_WORDS[field]} ${value.words}`).join(', ');

/** Records a change made, for undo. */
function recordIssueUndo(environment: IEnvironment, issue: IssueBeforeUpdate, fields: ReturnType<typeof undoableFields>) {
  const changed = [...fields];
  recordUndoable(environment, {
    what: `${issue.key}: ${inWords(changed.map(([field, { after }]) => [field, after]))}.`,
    failure: `${issue.key} was not put back`,
    // The undo's code loads when it is first used.
    undo: async () => (await import('./undoIssueChange')).undoIssueChange(environment, { id: issue.id, key: issue.key }, changed),
  });
}

export function useUpdateIssueMutation() {
  const [commit, isInFlight] = useMutation<UpdateIssueMutation>(updateIssueMutation);
  const environment = useRelayEnvironment();

  const updateIssue = useCallback(
    (issue: IssueBeforeUpdate, change: IssueChange, members: readonly MentionedPerson[] = [], onFailed?: () => void) => {
      const input = updateIssueInput(issue.id, change);
      const now = new Date().toISOString();
      // The plain fields (title, status, estimate…) as they are after the change.
      const plain = { ...readPlainValues(issue), ...plainChange(change) };
      const assignee = change.assignee === undefined ? issue.assignee : change.assignee;
      const undoable = undoableFields(issue, change, input);
      const outbox = outboxOf<OutboxHandle>(environment);
      if (outbox?.waits()) {
        outbox.addIssueEdit(issue, change, input);
        return;
      }
      commit({
        variables: { input },
        onCompleted: (_response, errors) => {
          if (!errors?.length && undoable.size > 0) recordIssueUndo(environment, issue, undoable);
        },
        optimisticResponse: {
          updateIssue: {
            issue: {
              id: issue.id,
              key: issue.key,
              createdAt: issue.createdAt,
              viewerCanUpdate: issue.viewerCanUpdate,
              viewerCanDelete: issue.viewerCanDelete,
              creator: issue.creator && { id: issue.creator.id, name: issue.creator.name, imageUrl: issue.creator.imageUrl ?? null },
              project: { id: issue.project.id, key: issue.project.key, name: issue.project.name },
              ...plain,
              mentions:
                input.description == null
                  ? issue.mentions.map(({ id, name }) => ({ id, name }))
                  : mentionsOf(input.description, [...issue.mentions, ...members]),
              cycle: cycleAfter(issue, change),
              updatedAt: now,
              completedAt: completedAtAfter(issue, plain.status, now),
              assignee: assignee ? { id: assignee.id, name: assignee.name, imageUrl: assignee.imageUrl ?? null } : null,
              labels: (change.labels ?? issue.labels).map(({ id, name, color }) => ({ id, name, color })),
            },
          },
        },
        onError: (error) => {
          // The server could not be reached: the change waits to be sent with those made offline.
          if (outbox && toApiError(error).code === 'NETWORK') return outbox.addIssueEdit(issue, change, input);
          toastMutationError(`${issue.key} was not updated`, error);
          onFailed?.();
        },
      });
    },
    [commit, environment],
  );

  return [updateIssue, isInFlight] as const;
}
