// A mutation answers once its changes are published: its events reach the subscribers (the author's other tabs, the
// other members) no later than its answer reaches the author, as when resolvers published them. The events come from
// the change log through the dispatcher (server/live/dispatcher.ts); this waits for it to have published what the
// workspace's log held when the mutation finished, not for writes that come after.
import { getOperationAST, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Dispatcher } from '../live/dispatcher';
import type { GraphQLContext } from './context';

export function usePublishedBeforeAnswer(dispatcher: Pick<Dispatcher, 'settle'>): Plugin<GraphQLContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      setExecuteFn(async (executionArgs) => {
        const result = (await executeFn(executionArgs)) as ExecutionResult;
        const { viewer } = executionArgs.contextValue as GraphQLContext;
        if (viewer) await dispatcher.settle(viewer.workspace.id);
        return result;
      });
    },
  };
}
