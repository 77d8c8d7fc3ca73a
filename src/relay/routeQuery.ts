// Route loaders start their page's query here: one query reference per route query, the previous one
// disposed when the loader runs again (never in an effect cleanup, which StrictMode runs right after mount).
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { ConcreteRequest, IEnvironment, OperationType, VariablesOf } from 'relay-runtime';

const activeReferences = new Map<string, PreloadedQuery<OperationType>>();

/**
 * Renders from the store when the data is there and always asks the network: a revisit, a retry after an
 * error or a catch-up after a reconnect all get fresh data without a flash of placeholders.
 */
export function loadRouteQuery<TQuery extends OperationType>(
  environment: IEnvironment,
  query: ConcreteRequest,
  variables: VariablesOf<TQuery>,
): PreloadedQuery<TQuery> {
  const reference = loadQuery<TQuery>(environment, query, variables, {
    fetchPolicy: 'store-and-network',
    networkCacheConfig: { force: true },
  });
  const name = query.params.name;
  activeReferences.get(name)?.dispose();
  activeReferences.set(name, reference as unknown as PreloadedQuery<OperationType>);
  return reference;
}
