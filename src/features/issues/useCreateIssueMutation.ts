// Creates an issue: it appears at the top of the given connections at once (an optimistic edge built from the
// form, stored as the server stores it), and leaves them again if the server refuses. The dialog says why,
// next to the field the server names or as a message with a retry, never in a toast behind its backdrop.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CreateIssueInput,
  useCreateIssueMutation as CreateIssueMutation,
} from '@/__generated__/useCreateIssueMutation.graphql';
import { toApiError, type ApiError } from '@/relay/errors';
import type { IssueAssignee } from './fields/AssigneePicker';
import type { IssueLabel } from './fields/LabelPicker';
import { initialPlainValues, isPlainField, plainChange, type PlainValues } from './plainFields';

// The node is the issue as every place it lands shows it (the card's and row's fragment, the issue page's, spread):
// whichever list the edge lands in renders it from the store, and a field added to either fragment is fetched here too
// (the optimistic response, typed by @raw_response_type, must give it). `key` is read here, once it is created.
const mutation = graphql`
  mutation useCreateIssueMutation($input: CreateIssueInput!, $connections: [ID!]!) @raw_response_type {
    createIssue(input: $input) {
      issueEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          key
          ...IssueSummary_issue
          ...IssueDetail_issue
        }
      }
    }
  }
`;

/** The form's issue: the plain fields it always shows, any other it gives (./plainFields), its assignee and labels. */
export type IssueDraft = Pick<PlainValues, 'title' | 'description' | 'status' | 'priority'> &
  Partial<PlainValues> & {
    assignee: IssueAssignee | null;
    labels: IssueLabel[];
  };

export type IssueDraftField = keyof IssueDraft;

/** The dialog field a server error names (`title`, `input.assigneeId`…), when it is one of the form's. */
export function issueFieldOf(field: string | null): IssueDraftField | null {
  const last = field?.split('.').pop();
  if (last && isPlainField(last)) return last;
  if (last === 'assigneeId') return 'assignee';
  if (last === 'labelIds') return 'labels';
  return null;
}

export function createIssueInput(projectId: string, draft: IssueDraft): CreateIssueInput {
  const { title = '', ...plain } = plainChange(draft);
  return { projectId, title, ...plain, assigneeId: draft.assignee?.id ?? null, labelIds: draft.labels.map((label) => label.id) };
}

export interface CreateIssueArgs {
  project: { id: string; key: string; name: string };
  draft: IssueDraft;
  /** The viewer, shown as the creator until the server answers. */
  creator: { id: string; name: string; imageUrl: string | null | undefined };
  connections: readonly string[];
  onCreated?: (issue: { id: string; key: string }) => void;
  onError?: (error: ApiError) => void;
}

let optimisticIds = 0;

export function useCreateIssueMutation() {
  const [commit, isInFlight] = useMutation<CreateIssueMutation>(mutation);

  const createIssue = useCallback(
    ({ project, draft, creator, connections, onCreated, onError }: CreateIssueArgs) => {
      const input = createIssueInput(project.id, draft);
      // The plain fields as the server stores them: the form's, and each rule's initial value for the others.
      const plain = initialPlainValues(plainChange(draft));
      const id = `client:optimistic-issue:${(optimisticIds += 1)}`;
      const now = new Date().toISOString();
      return commit({
        variables: { input, connections: [...connections] },
        optimisticResponse: {
          createIssue: {
            issueEdge: {
              cursor: id,
              node: {
                id,
                // The number is the server's to give; the key shows the project until then.
                key: `${project.key}-…`,
                ...plain,
                // The top of its column, as the server places it ('' sorts before every index).
                position: '',
                cycle: null,
                createdAt: now,
                updatedAt: now,
                completedAt: plain.status === 'DONE' ? now : null,
                // Not editable until it exists.
                viewerCanUpdate: false,
                viewerCanDelete: false,
                assignee: draft.assignee ? { id: draft.assignee.id, name: draft.assignee.name, imageUrl: draft.assignee.imageUrl ?? null } : null,
                labels: draft.labels.map(({ id: labelId, name, color }) => ({ id: labelId, name, color })),
                creator: { id: creator.id, name: creator.name, imageUrl: creator.imageUrl ?? null },
                project: { id: project.id, key: project.key, name: project.name },
                // The server reads them from the description once it is saved.
                mentions: [],
                // A new issue has no sub-issues, and nothing blocks it yet.
                childProgress: null,
                blocked: false,
              },
            },
          },
        },
        onCompleted: (response, errors) => {
          if (errors?.length) {
            onError?.(toApiError(errors));
            return;
          }
          const node = response.createIssue.issueEdge.node;
          onCreated?.({ id: node.id, key: node.key });
        },
        onError: (error) => onError?.(toApiError(error)),
      });
    },
    [commit],
  );

  return [createIssue, isInFlight] as const;
}
