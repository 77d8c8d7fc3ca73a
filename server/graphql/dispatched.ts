// A mutation answers once its changes are published: its events reach the subscribers (the author's other tabs, the
// other members) no later than its answer reaches the author, as when resolvers published them. The events come from
// the change log through the dispatcher (server/live/dispatcher.ts); this waits for it to have published the entries
// the mutation recorded (noted by number as they are recorded), not for writes that come after, and a mutation that
// recorded nothing (refused, or a change of no workspace's data) waits for nothing.
import { getOperationAST, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { noteRecorded } from '../db/changeLog';
import type { Dispatcher } from '../live/dispatcher';
import type { GraphQLContext } from './context';

export function usePublishedBeforeAnswer(dispatcher: Pick<Dispatcher, 'settle'>): Plugin<GraphQLContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      setExecuteFn(async (executionArgs) => {
        const { result, recorded } = await noteRecorded(async () => (await executeFn(executionArgs)) as ExecutionResult);
        await Promise.all([...recorded].map(([workspaceId, seq]) => dispatcher.settle(workspaceId, seq)));
        return result;
      });
    },
  };
}
