// Makes an issue a sub-issue of another, or detaches it (parentId null). The payload brings the issue and both
// parents as they are now (their sub-issues and progress), so every screen showing them updates.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetIssueParentMutation as SetIssueParentMutation } from '@/__generated__/useSetIssueParentMutation.graphql';
import { toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useSetIssueParentMutation($input: SetIssueParentInput!) {
    setIssueParent(input: $input) {
      issue {
        id
        ...SubIssuesSection_issue
        ...IssueStructureMarks_issue
      }
      parent {
        id
        ...SubIssuesSection_issue
        ...IssueStructureMarks_issue
      }
      previousParent {
        id
        ...SubIssuesSection_issue
        ...IssueStructureMarks_issue
      }
    }
  }
`;

export function useSetIssueParentMutation() {
  const [commit, isInFlight] = useMutation<SetIssueParentMutation>(mutation);
  const setParent = useCallback(
    ({ issueId, issueKey, parentId, onDone }: { issueId: string; issueKey: string; parentId: string | null; onDone?: () => void }) =>
      commit({
        variables: { input: { id: issueId, parentId } },
        onCompleted: (_response, errors) => {
          if (errors?.length) toastMutationError(`The parent of ${issueKey} was not changed`, errors);
          else onDone?.();
        },
        onError: (error) => void toastMutationError(`The parent of ${issueKey} was not changed`, error),
      }),
    [commit],
  );
  return [setParent, isInFlight] as const;
}
