// Revokes a pending invitation: it leaves the list at once, and comes back (with a toast) if the server refuses.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRevokeInvitationMutation as RevokeInvitationMutation } from '@/__generated__/useRevokeInvitationMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { useToasts } from '@/ui/toasts';

const mutation = graphql`
  mutation useRevokeInvitationMutation($input: RevokeInvitationInput!, $connections: [ID!]!) @raw_response_type {
    revokeInvitation(input: $input) {
      revokedInvitationId @deleteEdge(connections: $connections)
    }
  }
`;

export function useRevokeInvitationMutation() {
  const [commit] = useMutation<RevokeInvitationMutation>(mutation);
  const toasts = useToasts();

  const revokeInvitation = useCallback(
    ({ id, email, connectionId }: { id: string; email: string; connectionId: string }) =>
      commit({
        variables: { input: { id }, connections: [connectionId] },
        optimisticResponse: { revokeInvitation: { revokedInvitationId: id } },
        onCompleted: () => {
          toasts.success(`The invitation of ${email} was revoked.`);
        },
        onError: (error) => {
          toastMutationError(`The invitation of ${email} was not revoked`, error);
        },
      }),
    [commit, toasts],
  );

  return [revokeInvitation] as const;
}
