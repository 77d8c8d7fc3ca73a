// Reads a page's query again from the server (the store updates, and so the page): for what a change or an event
// does not carry, such as a new cycle in the list or an issue joining a cycle.
import { useCallback } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';

export function useReadAgain<TQuery extends OperationType>(query: GraphQLTaggedNode, variables: VariablesOf<TQuery>) {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(variables);
  return useCallback(() => {
    fetchQuery<TQuery>(environment, query, JSON.parse(key) as VariablesOf<TQuery>, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, query, key]);
}
