// Sends a delivery's payload again, as a new delivery after the endpoint's others; the log shows it at once.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useResendWebhookDeliveryMutation as ResendMutation } from '@/__generated__/useResendWebhookDeliveryMutation.graphql';
import { toastMutationError } from '@/relay/errors';

const mutation = graphql`
  mutation useResendWebhookDeliveryMutation($input: ResendWebhookDeliveryInput!) {
    resendWebhookDelivery(input: $input) {
      delivery {
        id
      }
      endpoint {
        id
        ...WebhookDeliveryLog_endpoint
      }
    }
  }
`;

export function useResendWebhookDeliveryMutation() {
  const [commit, isInFlight] = useMutation<ResendMutation>(mutation);
  const resend = useCallback(
    (id: string) => commit({ variables: { input: { id } }, onError: (error) => void toastMutationError('The delivery was not sent again', error) }),
    [commit],
  );
  return [resend, isInFlight] as const;
}
