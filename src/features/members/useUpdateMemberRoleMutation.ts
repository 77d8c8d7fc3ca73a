// Changes a member's role: the picker shows the new role at once, and goes back (with the server's reason under it)
// if the server refuses, as it does for the last admin.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateMemberRoleMutation as UpdateMemberRoleMutation } from '@/__generated__/useUpdateMemberRoleMutation.graphql';
import { describeError } from '@/relay/errors';

const mutation = graphql`
  mutation useUpdateMemberRoleMutation($input: UpdateMemberRoleInput!) @raw_response_type {
    updateMemberRole(input: $input) {
      member {
        id
        role
      }
    }
  }
`;

export interface UpdateMemberRoleArgs {
  memberId: string;
  role: string;
  name: string;
  /** Shows why the change was refused, next to the role. */
  onRefused: (message: string) => void;
}

export function useUpdateMemberRoleMutation() {
  const [commit, isInFlight] = useMutation<UpdateMemberRoleMutation>(mutation);

  const updateRole = useCallback(
    ({ memberId, role, name, onRefused }: UpdateMemberRoleArgs) =>
      commit({
        variables: { input: { memberId, role } },
        optimisticResponse: { updateMemberRole: { member: { id: memberId, role } } },
        onError: (error) => onRefused(`${name}'s role was not changed: ${describeError(error)}`),
      }),
    [commit],
  );

  return [updateRole, isInFlight] as const;
}
