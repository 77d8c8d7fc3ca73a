// Removes a member once the person confirmed. Not optimistic: the confirming dialog stays open until the server
// answers, so a refusal (the last admin) shows inside it; on success the member leaves the list.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveMemberMutation as RemoveMemberMutation } from '@/__generated__/useRemoveMemberMutation.graphql';
import { describeError } from '@/relay/errors';
import { useToasts } from '@/ui/toasts';

const mutation = graphql`
  mutation useRemoveMemberMutation($input: RemoveMemberInput!, $connections: [ID!]!) @raw_response_type {
    removeMember(input: $input) {
      removedMemberId @deleteEdge(connections: $connections)
    }
  }
`;

export interface RemoveMemberArgs {
  memberId: string;
  name: string;
  connectionId: string;
  onRemoved: () => void;
  onRefused: (message: string) => void;
}

export function useRemoveMemberMutation() {
  const [commit, isInFlight] = useMutation<RemoveMemberMutation>(mutation);
  const toasts = useToasts();

  const removeMember = useCallback(
    ({ memberId, name, connectionId, onRemoved, onRefused }: RemoveMemberArgs) =>
      commit({
        variables: { input: { memberId }, connections: [connectionId] },
        onCompleted: () => {
          onRemoved();
          toasts.success(`${name} was removed from the workspace.`);
        },
        onError: (error) => onRefused(describeError(error)),
      }),
    [commit, toasts],
  );

  return [removeMember, isInFlight] as const;
}
