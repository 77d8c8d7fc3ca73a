// Creates an issue in the parent's project and makes it a sub-issue of the parent: two requests, the second once the
// first has the new issue's id (the board shows the new issue from its live event).
import { useCallback, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateSubIssueMutation as CreateSubIssueMutation } from '@/__generated__/useCreateSubIssueMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { useSetIssueParentMutation } from './useSetIssueParentMutation';

const mutation = graphql`
  mutation useCreateSubIssueMutation($input: CreateIssueInput!) {
    createIssue(input: $input) {
      issue {
        id
        key
      }
    }
  }
`;

export function useCreateSubIssueMutation() {
  const [commit] = useMutation<CreateSubIssueMutation>(mutation);
  const [setParent] = useSetIssueParentMutation();
  const [busy, setBusy] = useState(false);
  const create = useCallback(
    ({ parent, title, onDone }: { parent: { id: string; key: string; projectId: string }; title: string; onDone: () => void }) => {
      setBusy(true);
      const failed = (error: unknown) => {
        setBusy(false);
        toastMutationError(`The sub-issue of ${parent.key} was not created`, error);
      };
      commit({
        variables: { input: { projectId: parent.projectId, title } },
        onCompleted: (response, errors) => {
          if (errors?.length) return failed(errors);
          const { issue } = response.createIssue;
          setParent({
            issueId: issue.id,
            issueKey: issue.key,
            parentId: parent.id,
            onDone: () => {
              setBusy(false);
              onDone();
            },
          });
        },
        onError: failed,
      });
    },
    [commit, setParent],
  );
  return [create, busy] as const;
}
