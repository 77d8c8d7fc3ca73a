// Changes an endpoint's settings, or turns it off and on ("Enable again" after Lanes disabled it: its waiting
// deliveries then go out).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  UpdateWebhookEndpointInput,
  useUpdateWebhookEndpointMutation as UpdateMutation,
} from '@/__generated__/useUpdateWebhookEndpointMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import type { EndpointField } from './EndpointForm';
import { fieldErrorHandler } from './useCreateWebhookEndpointMutation';

const mutation = graphql`
  mutation useUpdateWebhookEndpointMutation($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) {
      endpoint {
        ...WebhookEndpointCard_endpoint
      }
    }
  }
`;

export function useUpdateWebhookEndpointMutation() {
  const [commit, isInFlight] = useMutation<UpdateMutation>(mutation);
  const updateEndpoint = useCallback(
    ({ input, onFieldError, onUpdated }: { input: UpdateWebhookEndpointInput; onFieldError?: (field: EndpointField | null, message: string) => void; onUpdated?: () => void }) =>
      commit({
        variables: { input },
        onCompleted: (_response, errors) => {
          if (!errors?.length) onUpdated?.();
        },
        onError: onFieldError ? fieldErrorHandler('The endpoint was not changed', onFieldError) : (error) => void toastMutationError('The endpoint was not changed', error),
      }),
    [commit],
  );
  return [updateEndpoint, isInFlight] as const;
}
