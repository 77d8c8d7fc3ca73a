// The saved views' mutations: save, rename (and share or unshare), move and delete. Each answer carries the
// workspace's refreshed list (SavedViews_workspace), so the navigation's list and the palette follow by themselves;
// a refusal shows in a toast with the server's words.
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { SaveViewInput, viewMutationsSaveMutation } from '@/__generated__/viewMutationsSaveMutation.graphql';
import type { viewMutationsUpdateMutation } from '@/__generated__/viewMutationsUpdateMutation.graphql';
import type { viewMutationsMoveMutation } from '@/__generated__/viewMutationsMoveMutation.graphql';
import type { viewMutationsDeleteMutation } from '@/__generated__/viewMutationsDeleteMutation.graphql';
import { toastMutationError } from '@/relay/errors';
import { toasts } from '@/ui/toasts';

export type { SaveViewInput };

const saveMutation = graphql`
  mutation viewMutationsSaveMutation($input: SaveViewInput!) {
    saveView(input: $input) {
      view {
        id
        name
        shared
      }
      workspace {
        ...SavedViews_workspace
      }
    }
  }
`;

const updateMutation = graphql`
  mutation viewMutationsUpdateMutation($input: UpdateViewInput!) {
    updateView(input: $input) {
      view {
        id
        name
        shared
      }
      workspace {
        ...SavedViews_workspace
      }
    }
  }
`;

const moveMutation = graphql`
  mutation viewMutationsMoveMutation($input: MoveViewInput!) {
    moveView(input: $input) {
      workspace {
        ...SavedViews_workspace
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation viewMutationsDeleteMutation($input: DeleteViewInput!) {
    deleteView(input: $input) {
      deletedViewId @deleteRecord
      workspace {
        ...SavedViews_workspace
      }
    }
  }
`;

/** Saves a view; `onSaved` gets its id, `onError` the failure (shown in the dialog that asked). */
export function useSaveViewMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    (input: SaveViewInput, { onSaved, onError }: { onSaved: (id: string) => void; onError: (error: Error) => void }) =>
      commitMutation<viewMutationsSaveMutation>(environment, {
        mutation: saveMutation,
        variables: { input },
        onCompleted: (data, errors) => {
          if (errors?.length) onError(new Error(errors[0].message));
          else onSaved(data.saveView.view.id);
        },
        onError,
      }),
    [environment],
  );
}

/** Renames a view (or shares or unshares it). */
export function renameView(environment: IEnvironment, id: string, name: string) {
  commitMutation<viewMutationsUpdateMutation>(environment, {
    mutation: updateMutation,
    variables: { input: { id, name } },
    onCompleted: () => toasts.success(`Renamed to ${name}.`),
    onError: (error) => toastMutationError('The view was not renamed', error),
  });
}

/** Moves a view between two of the list (either null: an end). */
export function moveView(environment: IEnvironment, id: string, afterId: string | null, beforeId: string | null) {
  commitMutation<viewMutationsMoveMutation>(environment, {
    mutation: moveMutation,
    variables: { input: { id, afterId, beforeId } },
    onError: (error) => toastMutationError('The view was not moved', error),
  });
}

export function deleteView(environment: IEnvironment, id: string, name: string) {
  commitMutation<viewMutationsDeleteMutation>(environment, {
    mutation: deleteMutation,
    variables: { input: { id } },
    onCompleted: () => toasts.success(`View ${name} deleted.`),
    onError: (error) => toastMutationError(`View ${name} was not deleted`, error),
  });
}
