// A GraphQL envelop plugin that logs and counts every operation: its name, type, duration and error codes, with the
// user and workspace ids added to the request's log fields (never the token or email).
import { getOperationAST, type ExecutionResult, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../graphql/context';
import { tagWithRequest, type Logger } from './logger';
import type { Metrics } from './metrics';

const codesOf = (errors: readonly GraphQLError[] | undefined) =>
  (errors ?? []).map((error) => String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));

export function useOperationObservability(logger: Logger, metrics: Metrics): Plugin<GraphQLContext> {
  const describe = (args: { document: Parameters<typeof getOperationAST>[0]; operationName?: string | null; contextValue: GraphQLContext }) => {
    const operation = getOperationAST(args.document, args.operationName);
    const name = operation?.name?.value ?? args.operationName ?? 'anonymous';
    const viewer = args.contextValue.viewer;
    // The request's fields (shared with its HTTP request line), completed now that they are known.
    const fields = args.contextValue.logFields;
    fields.operationName = name;
    if (viewer) {
      fields.userId = viewer.user.id;
      fields.workspaceId = viewer.workspace.id;
      if (viewer.apiKey) fields.apiKeyId = viewer.apiKey.id;
    }
    return {
      name,
      type: operation?.operation ?? 'unknown',
      transport: args.contextValue.liveSocket ? ('websocket' as const) : ('http' as const),
      fields,
    };
  };

  return {
    onExecute({ args }) {
      const operation = describe(args as never);
      const started = performance.now();
      return {
        onExecuteDone({ result }) {
          if (!('errors' in (result as object)) && Symbol.asyncIterator in (result as object)) return;
          const seconds = (performance.now() - started) / 1000;
          const { errors } = result as ExecutionResult;
          // Runs before the error masker (yoga adds it after our plugins): it logs unexpected errors with these fields.
          for (const error of errors ?? []) tagWithRequest(error.originalError ?? error, operation.fields);
          const codes = codesOf(errors);
          metrics.operation(operation.name, operation.type, operation.transport, seconds, codes);
          logger.info('GraphQL operation', {
            ...operation.fields,
            operationType: operation.type,
            durationMs: Math.round(seconds * 10_000) / 10,
            ...(codes.length > 0 && { errorCodes: codes }),
          });
        },
      };
    },
    onSubscribe({ args }) {
      const operation = describe(args as never);
      metrics.operation(operation.name, 'subscription', operation.transport, null, []);
      logger.info('GraphQL subscription started', { ...operation.fields });
    },
  };
}
