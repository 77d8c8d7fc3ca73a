// Relates two issues, or removes a relation. Each payload brings both issues as they are now (their relations and
// whether they are blocked), so the issue page and the cards of both update.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { IssueRelationType, useIssueRelationMutationsAddMutation as AddMutation } from '@/__generated__/useIssueRelationMutationsAddMutation.graphql';
import type { useIssueRelationMutationsRemoveMutation as RemoveMutation } from '@/__generated__/useIssueRelationMutationsRemoveMutation.graphql';
import { toastMutationError } from '@/relay/errors';

const addMutation = graphql`
  mutation useIssueRelationMutationsAddMutation($input: AddIssueRelationInput!) {
    addIssueRelation(input: $input) {
      issue {
        id
        ...SubIssuesSection_issue
        ...IssueStructureMarks_issue
      }
      relatedIssue {
        id
        ...SubIssuesSection_issue
        ...IssueStructureMarks_issue
      }
    }
  }
`;

const removeMutation = graphql`
  mutation useIssueRelationMutationsRemoveMutation($input: RemoveIssueRelationInput!) {
    removeIssueRelation(input: $input) {
      removedRelationId
      issues {
        id
        ...SubIssuesSection_issue
        ...IssueStructureMarks_issue
      }
    }
  }
`;

/** A relation as a person picks it, seen from the issue they are on (BLOCKED_BY is made as the other issue's BLOCKS). */
export type RelationChoice = IssueRelationType | 'BLOCKED_BY';

export function useAddIssueRelationMutation() {
  const [commit, isInFlight] = useMutation<AddMutation>(addMutation);
  const add = useCallback(
    ({ issueId, relatedIssueId, choice, what, onDone }: { issueId: string; relatedIssueId: string; choice: RelationChoice; what: string; onDone?: () => void }) => {
      const input =
        choice === 'BLOCKED_BY'
          ? { issueId: relatedIssueId, relatedIssueId: issueId, type: 'BLOCKS' as const }
          : { issueId, relatedIssueId, type: choice };
      commit({
        variables: { input },
        onCompleted: (_response, errors) => {
          if (errors?.length) toastMutationError(`${what} was not related`, errors);
          else onDone?.();
        },
        onError: (error) => void toastMutationError(`${what} was not related`, error),
      });
    },
    [commit],
  );
  return [add, isInFlight] as const;
}

export function useRemoveIssueRelationMutation() {
  const [commit, isInFlight] = useMutation<RemoveMutation>(removeMutation);
  const remove = useCallback(
    (relationId: string, what: string) =>
      commit({
        variables: { input: { id: relationId } },
        onCompleted: (_response, errors) => {
          if (errors?.length) toastMutationError(`The relation with ${what} was not removed`, errors);
        },
        onError: (error) => void toastMutationError(`The relation with ${what} was not removed`, error),
      }),
    [commit],
  );
  return [remove, isInFlight] as const;
}
