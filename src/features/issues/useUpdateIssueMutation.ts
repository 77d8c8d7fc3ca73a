// Changes one or more of an issue's fields. The change shows at once (an optimistic response built from the
// issue as it is and the change, stored as the server stores it); if the server refuses, Relay rolls it back
// and a toast says why.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { IssueDetail_issue$data } from '@/__generated__/IssueDetail_issue.graphql';
import type {
  UpdateIssueInput,
  useUpdateIssueMutation as UpdateIssueMutation,
} from '@/__generated__/useUpdateIssueMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { mentionedIds } from '@/rules/comment';
import { normalizeIssueDescription, normalizeTitle } from '@/rules/issue';
import type { IssueAssignee } from './fields/AssigneePicker';
import type { IssueLabel } from './fields/LabelPicker';
import type { IssuePriorityValue, IssueStatusValue } from './fields/options';

// The answer is the issue as the page that changes it shows it (its fragment, spread): a field added to the page is
// fetched again by the change, and the optimistic response (typed by @raw_response_type) must give it too.
const mutation = graphql`
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

/** What changes; an absent field stays as it is, a null assignee or due date clears it. */
export interface IssueChange {
  title?: string;
  description?: string;
  status?: IssueStatusValue;
  priority?: IssuePriorityValue;
  assignee?: IssueAssignee | null;
  labels?: IssueLabel[];
  dueDate?: string | null;
}

export function updateIssueInput(id: string, change: IssueChange): UpdateIssueInput {
  const input: UpdateIssueInput = { id };
  if (change.title !== undefined) input.title = normalizeTitle(change.title);
  if (change.description !== undefined) input.description = normalizeIssueDescription(change.description);
  if (change.status !== undefined) input.status = change.status;
  if (change.priority !== undefined) input.priority = change.priority;
  if (change.assignee !== undefined) input.assigneeId = change.assignee?.id ?? null;
  if (change.labels !== undefined) input.labelIds = change.labels.map((label) => label.id);
  if (change.dueDate !== undefined) input.dueDate = change.dueDate;
  return input;
}

/** completedAt as the server sets it: on reaching DONE, cleared when leaving it. */
function completedAtAfter(issue: IssueBeforeUpdate, status: string, now: string): string | null {
  if (status !== 'DONE') return null;
  return issue.status === 'DONE' ? (issue.completedAt ?? now) : now;
}

export function useUpdateIssueMutation() {
  const [commit, isInFlight] = useMutation<UpdateIssueMutation>(mutation);

  const updateIssue = useCallback(
    (issue: IssueBeforeUpdate, change: IssueChange, members: readonly MentionedPerson[] = [], onFailed?: () => void) => {
      const input = updateIssueInput(issue.id, change);
      const now = new Date().toISOString();
      const status = input.status ?? issue.status;
      const assignee = change.assignee === undefined ? issue.assignee : change.assignee;
      return commit({
        variables: { input },
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
              title: input.title ?? issue.title,
              description: input.description ?? issue.description,
              mentions:
                input.description == null
                  ? issue.mentions.map(({ id, name }) => ({ id, name }))
                  : mentionsOf(input.description, [...issue.mentions, ...members]),
              status: status as IssueStatusValue,
              priority: (input.priority ?? issue.priority) as IssuePriorityValue,
              dueDate: change.dueDate === undefined ? (issue.dueDate ?? null) : change.dueDate,
              updatedAt: now,
              completedAt: completedAtAfter(issue, status, now),
              assignee: assignee ? { id: assignee.id, name: assignee.name, imageUrl: assignee.imageUrl ?? null } : null,
              labels: (change.labels ?? issue.labels).map(({ id, name, color }) => ({ id, name, color })),
            },
          },
        },
        onError: (error) => {
          toastMutationError(`${issue.key} was not updated`, error);
          onFailed?.();
        },
      });
    },
    [commit],
  );

  return [updateIssue, isInFlight] as const;
}
