// Operations run as JavaScript compiled once per document (graphql-jit) instead of being interpreted field by field:
// the issue list's 50 issues with their relations, and each live event delivered to each of a thousand subscribers,
// cost a fraction of the executor's time. Results, errors (and so their masking) are the executor's.
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { createSourceEventStream, Kind, type DocumentNode, type ExecutionArgs } from 'graphql';
import { isAsyncIterable, makeExecute, makeSubscribe, mapAsyncIterator, type Plugin } from 'graphql-yoga';

/**
 * An envelop plugin: queries and mutations execute compiled; a subscription's events are each resolved by the compiled
 * operation, while its stream is set up by graphql-js (graphql-jit 0.8 would hand the subscription's field its
 * operation's variables as its arguments, losing a literal argument such as `presence(subject: "…")`). A document of
 * several operations, or one graphql-jit cannot compile, is interpreted as before.
 */
export function useCompiledOperations(): Plugin {
  // By parsed document: yoga's parser cache hands out the same document for the same text (and persisted operations).
  const compiled = new WeakMap<DocumentNode, CompiledQuery | null>();

  const compiledFor = ({ schema, document, operationName }: ExecutionArgs): CompiledQuery | null => {
    let entry = compiled.get(document);
    if (entry === undefined) {
      // Remembered by document, a compiled form serves the one operation it was compiled for.
      const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION).length;
      const result = operations === 1 ? compileQuery(schema, document, operationName ?? undefined) : null;
      entry = result && isCompiledQuery(result) ? result : null;
      compiled.set(document, entry);
    }
    return entry;
  };

  const execute = makeExecute((args) => compiledFor(args)!.query(args.rootValue, args.contextValue, args.variableValues));

  const subscribe = makeSubscribe(async (args) => {
    const operation = compiledFor(args)!;
    const stream = await createSourceEventStream(args);
    if (!isAsyncIterable(stream)) return stream;
    return mapAsyncIterator(stream, (event) => operation.query(event, args.contextValue, args.variableValues));
  });

  return {
    onExecute({ args, setExecuteFn }) {
      if (compiledFor(args)) setExecuteFn(execute);
    },
    onSubscribe({ args, setSubscribeFn }) {
      if (compiledFor(args)) setSubscribeFn(subscribe);
    },
  };
}
