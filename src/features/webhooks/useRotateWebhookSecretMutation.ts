// Gives an endpoint a new signing secret; the old one keeps signing beside it for a day, while receivers switch.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRotateWebhookSecretMutation as RotateMutation } from '@/__generated__/useRotateWebhookSecretMutation.graphql';
import { toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useRotateWebhookSecretMutation($input: RotateWebhookSecretInput!) {
    rotateWebhookSecret(input: $input) {
      endpoint {
        id
        secret
        previousSecretExpiresAt
      }
    }
  }
`;

export function useRotateWebhookSecretMutation() {
  const [commit, isInFlight] = useMutation<RotateMutation>(mutation);
  const rotateSecret = useCallback(
    (id: string) => commit({ variables: { input: { id } }, onError: (error) => void toastMutationError('The secret was not rotated', error) }),
    [commit],
  );
  return [rotateSecret, isInFlight] as const;
}
