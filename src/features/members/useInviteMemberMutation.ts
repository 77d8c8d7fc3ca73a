// Invites a person by email: the invitation shows at the top of the pending list at once, and goes again (with the
// server's reason next to the field, or in a toast) if the server refuses it.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useInviteMemberMutation as InviteMemberMutation } from '@/__generated__/useInviteMemberMutation.graphql';
import { toApiError, toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useInviteMemberMutation($input: InviteMemberInput!, $connections: [ID!]!) @raw_response_type {
    inviteMember(input: $input) {
      invitationEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          email
          role
          invitedBy {
            id
            name
          }
        }
      }
    }
  }
`;

export type InviteField = 'email' | 'role';

export interface InviteMemberArgs {
  email: string;
  role: string;
  connectionId: string;
  onInvited?: () => void;
  onFieldError?: (field: InviteField, message: string) => void;
}

let optimisticIds = 0;

export function useInviteMemberMutation() {
  const [commit, isInFlight] = useMutation<InviteMemberMutation>(mutation);

  const inviteMember = useCallback(
    ({ email, role, connectionId, onInvited, onFieldError }: InviteMemberArgs) => {
      const id = `client:optimistic-invitation:${(optimisticIds += 1)}`;
      return commit({
        variables: { input: { email, role }, connections: [connectionId] },
        optimisticResponse: { inviteMember: { invitationEdge: { cursor: id, node: { id, email, role, invitedBy: null } } } },
        onCompleted: () => onInvited?.(),
        onError: (error) => {
          const apiError = toApiError(error);
          const field = apiError.field === 'email' || apiError.field === 'role' ? apiError.field : null;
          if (field && onFieldError && (apiError.code === 'BAD_USER_INPUT' || apiError.code === 'CONFLICT')) {
            onFieldError(field, apiError.message);
            return;
          }
          toastMutationError(`${email} was not invited`, apiError);
        },
      });
    },
    [commit],
  );

  return [inviteMember, isInFlight] as const;
}
