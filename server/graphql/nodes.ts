// The node registry: every type that implements Node, with the kind of its ids and how to load one. It drives global
// ids (encoding and validation), node(id:)/nodes(ids:), the `id` field of each node type, and Node's type resolution:
// a row is resolved to the type that loaded it, never guessed from its columns.
import { isUuid } from '../db/ids';
import { hasControlCharacter } from '../../src/rules/text';
import { badInput } from '../errors';
import type { GraphQLContext } from './context';
import { requireViewer } from './context';

/** The most ids one nodes(ids:) fetches (stated in the schema). */
export const MAX_NODE_IDS = 100;

export interface NodeType<Row extends { id: string } = { id: string }> {
  /** The GraphQL type name. */
  type: string;
  /** What a local id looks like: ids of another shape find nothing without reaching the database. */
  idKind: 'uuid' | 'text';
  /** The row with this local id in the viewer's workspace; null when there is none. */
  load(context: GraphQLContext, id: string): Promise<Row | null>;
  /** The opaque global id of a local id. */
  globalId(id: string): string;
  /** The local id of a global id of this type; null for anything else. */
  localId(globalId: string): string | null;
}

export function defineNode<Row extends { id: string }>(definition: Pick<NodeType<Row>, 'type' | 'idKind' | 'load'>): NodeType<Row> {
  return { ...definition, ...globalIds(definition.type, definition.idKind) };
}

/**
 * The global ids of a node type, for a feature that reads ids of another feature's type (an issue's label ids)
 * without depending on that feature's module. The same encoding defineNode gives the type.
 */
export function globalIds(type: string, idKind: 'uuid' | 'text'): Pick<NodeType, 'globalId' | 'localId'> {
  return {
    globalId: (id) => Buffer.from(`${type}:${id}`, 'utf8').toString('base64url'),
    localId: (globalId) => {
      const decoded = decodeGlobalId(globalId);
      if (decoded?.type !== type) return null;
      return idKind === 'uuid' && !isUuid(decoded.id) ? null : decoded.id;
    },
  };
}

function decodeGlobalId(globalId: string): { type: string; id: string } | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(globalId)) return null;
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 1 || separator === decoded.length - 1) return null;
  // A decoded id with a control character (a NUL byte) names nothing, and must not reach SQL.
  if (hasControlCharacter(decoded)) return null;
  return { type: decoded.slice(0, separator), id: decoded.slice(separator + 1) };
}

/** Which node type loaded each row returned by node/nodes (rows are plain database rows). */
const loadedAs = new WeakMap<object, string>();

export interface NodeRegistry {
  types: ReadonlyMap<string, NodeType>;
  /** Resolvers: Query.node and Query.nodes, Node.__resolveType, and `id` of every node type. */
  resolvers: Record<string, unknown>;
}

export function createNodeRegistry(nodeTypes: readonly NodeType[]): NodeRegistry {
  const types = new Map<string, NodeType>();
  for (const nodeType of nodeTypes) {
    if (types.has(nodeType.type)) throw new Error(`The node type ${nodeType.type} is registered twice.`);
    types.set(nodeType.type, nodeType);
  }

  const load = async (context: GraphQLContext, globalId: string) => {
    requireViewer(context);
    const nodeType = types.get(decodeGlobalId(globalId)?.type ?? '');
    const id = nodeType?.localId(globalId);
    if (!nodeType || !id) return null;
    const row = await nodeType.load(context, id);
    if (row) loadedAs.set(row, nodeType.type);
    return row;
  };

  const resolvers: Record<string, unknown> = {
    Query: {
      node: (_parent: unknown, { id }: { id: string }, context: GraphQLContext) => load(context, id),
      nodes: (_parent: unknown, { ids }: { ids: string[] }, context: GraphQLContext) => {
        requireViewer(context);
        if (ids.length > MAX_NODE_IDS) throw badInput('ids', `Ask for at most ${MAX_NODE_IDS} ids at a time.`);
        return Promise.all(ids.map((id) => load(context, id)));
      },
    },
    Node: {
      __resolveType: (row: object) => {
        const type = loadedAs.get(row);
        if (!type) throw new Error('A Node was returned that the node registry did not load: return it from a typed field.');
        return type;
      },
    },
  };
  for (const nodeType of types.values()) {
    resolvers[nodeType.type] = { id: (row: { id: string }) => nodeType.globalId(row.id) };
  }
  return { types, resolvers };
}
