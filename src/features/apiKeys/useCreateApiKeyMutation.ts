// Creates an API key: no optimistic row (the server makes the secret); once answered, the key joins the top of the
// viewer's list and the secret goes to the dialog that shows it once. A field's refusal shows beside that field.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ApiKeyRole, useCreateApiKeyMutation as CreateApiKeyMutation } from '@/__generated__/useCreateApiKeyMutation.graphql';
import { describeError, toApiError } from '@/relay/errors';

const mutation = graphql`
  mutation useCreateApiKeyMutation($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      apiKey {
        id
        name
        ...ApiKeyRow_apiKey
      }
    }
  }
`;

export type ApiKeyField = 'name' | 'role' | 'expiresAt';

export function useCreateApiKeyMutation() {
  const [commit, isCreating] = useMutation<CreateApiKeyMutation>(mutation);

  const createApiKey = useCallback(
    ({
      name,
      role,
      expiresAt,
      onCreated,
      onRefused,
    }: {
      name: string;
      role: ApiKeyRole;
      expiresAt: string | null;
      onCreated: (key: { name: string; secret: string }) => void;
      onRefused: (field: ApiKeyField | null, message: string) => void;
    }) =>
      commit({
        variables: { input: { name, role, expiresAt } },
        updater: (store) => {
          const created = store.getRootField('createApiKey')?.getLinkedRecord('apiKey');
          const viewer = store.getRoot().getLinkedRecord('viewer');
          if (!created || !viewer) return;
          const keys = (viewer.getLinkedRecords('apiKeys') ?? []).filter((key) => key && key.getDataID() !== created.getDataID());
          viewer.setLinkedRecords([created, ...keys], 'apiKeys');
        },
        onCompleted: (response) => {
          onCreated({ name: response.createApiKey.apiKey.name, secret: response.createApiKey.secret });
        },
        onError: (error) => {
          const apiError = toApiError(error);
          const field = apiError.field === 'name' || apiError.field === 'role' || apiError.field === 'expiresAt' ? apiError.field : null;
          onRefused(field, describeError(apiError));
        },
      }),
    [commit],
  );

  return [createApiKey, isCreating] as const;
}
