// Queries, and the events of subscriptions, run as JavaScript compiled once per document (graphql-jit) instead of being
// interpreted field by field: the issue list's 50 issues with their relations, and each live event delivered to each
// of a thousand subscribers, cost a fraction of the executor's time. What a client receives is the executor's own.
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { createSourceEventStream, execute as interpret, getOperationAST, Kind, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { isAsyncIterable, makeExecute, makeSubscribe, mapAsyncIterator, type Plugin } from 'graphql-yoga';


/**
 * An envelop plugin. A compiled run whose result has no error is the result; one with errors (a refusal, invalid
 * variables) is run again by the executor, whose errors carry their locations and whose GraphQL-over-HTTP status is
 * the one clients know: queries and a subscription's events only read, so running them again changes nothing.
 * Mutations are interpreted (a mutation cannot run twice). A subscription's stream is set up by graphql-js
 * (graphql-jit 0.8 would hand the subscription's field its operation's variables as its arguments, losing a literal
 * argument such as `presence(subject: "…")`). A document of several operations, or one graphql-jit cannot compile, is
 * interpreted as before.
 */
export function useCompiledOperations(): Plugin {
  // By parsed document: yoga's parser cache hands out the same document for the same text (and persisted operations).
  const compiled = new WeakMap<DocumentNode, CompiledQuery | null>();

  const compiledFor = ({ schema, document, operationName }: ExecutionArgs, kind: 'query' | 'subscription'): CompiledQuery | null => {
    let entry = compiled.get(document);
    if (entry === undefined) {
      // Remembered by document, a compiled form serves the one operation it was compiled for.
      const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION).length;
      const operation = operations === 1 ? getOperationAST(document, operationName) : null;
      const result = operation && operation.operation !== 'mutation' ? compileQuery(schema, document, operationName ?? undefined) : null;
      entry = result && isCompiledQuery(result) ? result : null;
      compiled.set(document, entry);
    }
    return entry && getOperationAST(document, operationName)?.operation === kind ? entry : null;
  };

  /** The compiled result when it has no error, else what `fallback` answers. */
  const orInterpreted = (
    result: ExecutionResult | Promise<ExecutionResult>,
    fallback: () => ExecutionResult | Promise<ExecutionResult>,
  ): ExecutionResult | Promise<ExecutionResult> => {
    if (result instanceof Promise) return result.then((settled) => (settled.errors?.length ? fallback() : settled));
    return result.errors?.length ? fallback() : result;
  };

  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = compiledFor(args, 'query');
      if (!operation) return;
      setExecuteFn(
        makeExecute((executionArgs) =>
          orInterpreted(operation.query(executionArgs.rootValue, executionArgs.contextValue, executionArgs.variableValues), () =>
            executeFn(executionArgs) as ExecutionResult | Promise<ExecutionResult>,
          ),
        ),
      );
    },
    onSubscribe({ args, setSubscribeFn }) {
      const operation = compiledFor(args, 'subscription');
      if (!operation) return;
      setSubscribeFn(
        makeSubscribe(async (subscribeArgs) => {
          const stream = await createSourceEventStream(subscribeArgs);
          if (!isAsyncIterable(stream)) return stream;
          // As graphql-js maps each event: the operation executed with the event as its root value.
          return mapAsyncIterator(stream, (event) =>
            orInterpreted(operation.query(event, subscribeArgs.contextValue, subscribeArgs.variableValues), () =>
              interpret({ ...subscribeArgs, rootValue: event }),
            ),
          );
        }),
      );
    },
  };
}
