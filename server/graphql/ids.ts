// Opaque global ids (the Relay server specification): base64url of "Type:id". An id that does not decode, or names
// another type, simply finds nothing.
import { hasControlCharacter } from '../../src/rules/text';
import { isUuid } from '../domain/projects';

export type NodeType = 'User' | 'Workspace' | 'Project';

const UUID_TYPES: ReadonlySet<NodeType> = new Set(['Workspace', 'Project']);
const NODE_TYPES: ReadonlySet<string> = new Set(['User', 'Workspace', 'Project']);

export function toGlobalId(type: NodeType, id: string): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64url');
}

export function fromGlobalId(globalId: string): { type: NodeType; id: string } | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(globalId)) return null;
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return null;
  const type = decoded.slice(0, separator);
  const id = decoded.slice(separator + 1);
  // A decoded id with a control character (a NUL byte) names nothing, and must not reach SQL.
  if (!NODE_TYPES.has(type) || id === '' || hasControlCharacter(id)) return null;
  if (UUID_TYPES.has(type as NodeType) && !isUuid(id)) return null;
  return { type: type as NodeType, id };
}

/** The local id of a global id of the given type; null for anything else. */
export function localIdOf(globalId: string, type: NodeType): string | null {
  const decoded = fromGlobalId(globalId);
  return decoded?.type === type ? decoded.id : null;
}
