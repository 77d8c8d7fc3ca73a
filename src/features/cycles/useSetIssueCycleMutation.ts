// Puts an issue in a cycle, or takes it out (the cycle page's "Add issues" and "Remove").
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetIssueCycleMutation as SetIssueCycleMutation } from '@/__generated__/useSetIssueCycleMutation.graphql';
import { toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useSetIssueCycleMutation($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue {
        id
        cycle {
          id
          number
          name
        }
      }
    }
  }
`;

export function useSetIssueCycleMutation() {
  const [commit] = useMutation<SetIssueCycleMutation>(mutation);
  return useCallback(
    (issue: { id: string; key: string }, cycleId: string | null, onDone: () => void) =>
      commit({
        variables: { input: { id: issue.id, cycleId } },
        onCompleted: (_response, errors) => {
          if (!errors?.length) onDone();
        },
        onError: (error) => void toastMutationError(`${issue.key} was not ${cycleId ? 'added to' : 'taken out of'} the cycle`, error),
      }),
    [commit],
  );
}
