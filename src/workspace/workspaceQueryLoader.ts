// A workspace page's loader: require the workspace, then start the page's query in its environment.
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import type { ConcreteRequest, OperationType, VariablesOf } from 'relay-runtime';
import { loadRouteQuery } from '@/relay';
import { requireWorkspace } from './requireWorkspace';

export function workspaceQueryLoader<TQuery extends OperationType>(
  query: ConcreteRequest,
  variables: (args: LoaderFunctionArgs) => VariablesOf<TQuery>,
) {
  return async (args: LoaderFunctionArgs): Promise<PreloadedQuery<TQuery>> => {
    const { environment } = await requireWorkspace(args);
    return loadRouteQuery<TQuery>(environment, query, variables(args));
  };
}
