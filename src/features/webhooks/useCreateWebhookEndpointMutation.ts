// Adds an endpoint: the server makes its secret, so it shows once the server has answered (the workspace's list comes
// back with it); a refused address or event choice is shown beside its field.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateWebhookEndpointMutation as CreateMutation } from '@/__generated__/useCreateWebhookEndpointMutation.graphql';
import { toApiError, toastMutationError } from '@/relay/errors';
import { endpointFieldOf, type EndpointField, type EndpointValues } from './EndpointForm';

const mutation = graphql`
  mutation useCreateWebhookEndpointMutation($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint {
        id
      }
      workspace {
        id
        webhookEndpoints {
          id
          ...WebhookEndpointCard_endpoint
        }
      }
    }
  }
`;

/** A refusal shown beside the form's field (or above its buttons); anything else in a toast. */
export function fieldErrorHandler(whatFailed: string, onFieldError: (field: EndpointField | null, message: string) => void) {
  return (error: Error) => {
    const apiError = toApiError(error);
    if (apiError.code === 'BAD_USER_INPUT' || apiError.code === 'CONFLICT') onFieldError(endpointFieldOf(apiError.field), apiError.message);
    else toastMutationError(whatFailed, apiError);
  };
}

export function useCreateWebhookEndpointMutation() {
  const [commit, isInFlight] = useMutation<CreateMutation>(mutation);
  const createEndpoint = useCallback(
    ({ input, onFieldError, onCreated }: { input: EndpointValues; onFieldError: (field: EndpointField | null, message: string) => void; onCreated: () => void }) =>
      commit({
        variables: { input },
        onCompleted: (_response, errors) => {
          if (!errors?.length) onCreated();
        },
        onError: fieldErrorHandler('The endpoint was not added', onFieldError),
      }),
    [commit],
  );
  return [createEndpoint, isInFlight] as const;
}
