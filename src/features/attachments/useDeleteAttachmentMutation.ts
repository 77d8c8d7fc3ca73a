// Removes a file from its issue (who attached it, or an admin). It leaves the list at once; if the server refuses,
// it comes back and a toast says why.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteAttachmentMutation as DeleteAttachmentMutation } from '@/__generated__/useDeleteAttachmentMutation.graphql';
import { toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useDeleteAttachmentMutation($input: DeleteAttachmentInput!) {
    deleteAttachment(input: $input) {
      deletedAttachmentId @deleteRecord
      issue {
        id
        ...IssueAttachments_issue
      }
    }
  }
`;

export function useDeleteAttachmentMutation() {
  const [commit, isInFlight] = useMutation<DeleteAttachmentMutation>(mutation);
  const deleteAttachment = useCallback(
    ({ id, name, issueId }: { id: string; name: string; issueId: string }) =>
      commit({
        variables: { input: { id } },
        // The file leaves the issue's list at once (the answer brings the list as it is).
        optimisticUpdater: (store) => {
          const issue = store.get(issueId);
          const files = issue?.getLinkedRecords('attachments');
          if (issue && files) issue.setLinkedRecords(files.filter((file) => file?.getDataID() !== id), 'attachments');
        },
        onError: (error) => {
          toastMutationError(`${name} was not removed`, error);
        },
      }),
    [commit],
  );
  return [deleteAttachment, isInFlight] as const;
}
