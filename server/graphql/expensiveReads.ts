// The reads that cost the database most, priced apart from the cost limit's count of fields (which prices a full-text
// search like a scalar): every search and every count of a document adds its price (each alias, each spread of a
// fragment), a document over the budget is refused before it runs, and a person runs at most a few expensive
// operations (a search's price or more) at once: RATE_LIMITED beyond, with a retry hint. Counted on each instance.
import {
  getNamedType,
  getOperationAST,
  GraphQLError,
  isInterfaceType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { rateLimitedError } from '../http/rateLimit';
import type { GraphQLContext } from './context';

/** A full-text search over the workspace's issues. */
export const SEARCH_PRICE = 1000;
/** A connection's `totalCount`: a count of every row the connection holds. */
export const COUNT_PRICE = 100;
/** The most one document may cost: the app's dearest page (its search with a count) several times over. */
export const MAX_READ_PRICE = 5000;
/** An export (`exportIssues` of a project or a saved view): it reads every issue it holds, so it is the whole budget. */
export const EXPORT_PRICE = MAX_READ_PRICE;
/** The expensive operations one person may have running at once, on one instance. */
export const MAX_EXPENSIVE_IN_FLIGHT = 2;

const priceOfField = (typeName: string, fieldName: string) =>
  typeName === 'Workspace' && fieldName === 'searchIssues'
    ? SEARCH_PRICE
    : fieldName === 'exportIssues'
      ? EXPORT_PRICE
      : fieldName === 'totalCount'
        ? COUNT_PRICE
        : 0;

/** What the operation's searches and counts cost, each alias and each spread of a fragment counted. */
export function readPrice(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): number {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  // A fragment costs the same wherever it is spread: priced once (also what keeps nested spreads linear).
  const fragmentPrices = new Map<string, number>();

  const priceOf = (selectionSet: SelectionSetNode, type: GraphQLNamedType | undefined): number => {
    let price = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!type || !(isObjectType(type) || isInterfaceType(type))) continue;
        const field = type.getFields()[selection.name.value];
        if (!field) continue;
        price += priceOfField(type.name, field.name);
        if (selection.selectionSet) price += priceOf(selection.selectionSet, getNamedType(field.type));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        price += priceOf(selection.selectionSet, condition ?? undefined);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A cycle is another rule's refusal: here it costs nothing more.
        if (!fragment || fragmentPrices.get(name) === -1) continue;
        if (!fragmentPrices.has(name)) {
          fragmentPrices.set(name, -1);
          fragmentPrices.set(name, priceOf(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? undefined));
        }
        price += fragmentPrices.get(name)!;
      }
    }
    return price;
  };
  return priceOf(operation.selectionSet, root);
}

const priceLimitRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...context.getDocument().definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)] };
    const price = readPrice(context.getSchema(), document);
    if (price > MAX_READ_PRICE) {
      context.reportError(
        new GraphQLError(
          `This operation reads too much at once: its searches and counts cost ${price}, at most ${MAX_READ_PRICE} ` +
            `(a search costs ${SEARCH_PRICE}, a totalCount ${COUNT_PRICE}, an export ${EXPORT_PRICE}). Split it into several requests.`,
          { nodes: operation, extensions: { code: 'QUERY_TOO_EXPENSIVE' } },
        ),
      );
    }
  },
});

/** Refuses documents whose searches and counts cost more than MAX_READ_PRICE (the app's own included: they fit). */
export const useReadPriceLimit: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(priceLimitRule),
};

/**
 * At most `maxInFlight` expensive operations (costing a search or more) running at once per person, on this instance:
 * one more is refused with RATE_LIMITED and Retry-After rather than queued behind the database work it would add to.
 */
export function useExpensiveReadLimit(maxInFlight = MAX_EXPENSIVE_IN_FLIGHT, onLimited?: () => void): Plugin<GraphQLContext> {
  const inFlight = new Map<string, number>();
  // Parsed documents are cached and reused (the app's persisted ones above all): each is priced once per operation.
  const prices = new WeakMap<DocumentNode, Map<string, number>>();
  const priceOf = (schema: GraphQLSchema, document: DocumentNode, operationName?: string | null) => {
    let byOperation = prices.get(document);
    if (!byOperation) prices.set(document, (byOperation = new Map()));
    let price = byOperation.get(operationName ?? '');
    if (price === undefined) byOperation.set(operationName ?? '', (price = readPrice(schema, document, operationName)));
    return price;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as GraphQLContext;
      if (!context.viewer || context.liveSocket) return undefined;
      if (priceOf(args.schema, args.document, args.operationName) < SEARCH_PRICE) return undefined;
      const userId = context.viewer.user.id;
      const running = inFlight.get(userId) ?? 0;
      if (running >= maxInFlight) {
        onLimited?.();
        setResultAndStopExecution({
          errors: [rateLimitedError(1, true, `Too many searches or large counts at once (at most ${maxInFlight} running per person): try again in 1 second.`)],
        });
        return undefined;
      }
      inFlight.set(userId, running + 1);
      return {
        onExecuteDone() {
          const left = (inFlight.get(userId) ?? 1) - 1;
          if (left === 0) inFlight.delete(userId);
          else inFlight.set(userId, left);
        },
      };
    },
  };
}
