// Sets an issue marked as a duplicate to CANCELED, when the person accepts the offer to.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCancelDuplicateMutation as CancelDuplicateMutation } from '@/__generated__/useCancelDuplicateMutation.graphql';
import { toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useCancelDuplicateMutation($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue {
        id
        status
        completedAt
        updatedAt
        ...IssueStructureMarks_issue
      }
    }
  }
`;

export function useCancelDuplicateMutation() {
  const [commit, isInFlight] = useMutation<CancelDuplicateMutation>(mutation);
  const cancel = useCallback(
    (issue: { id: string; key: string }) =>
      commit({
        variables: { input: { id: issue.id, status: 'CANCELED' } },
        onCompleted: (_response, errors) => {
          if (errors?.length) toastMutationError(`${issue.key} was not canceled`, errors);
        },
        onError: (error) => void toastMutationError(`${issue.key} was not canceled`, error),
      }),
    [commit],
  );
  return [cancel, isInFlight] as const;
}
