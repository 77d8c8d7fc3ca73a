// What a query asks of a field's result, read ahead from its selection: lets a resolver fetch in its own statement
// what a field further down would otherwise fetch in one more (a connection's total count, say).
import { Kind, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the query selects `path` (field names, aliases aside) under the field being resolved, through fragments
 * and inline fragments. Conditions (@skip, @include, type conditions) are not weighed: a field that may be asked
 * counts as asked, so the answer errs towards fetching.
 */
export function selectsField(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): boolean {
  return info.fieldNodes.some((node) => node.selectionSet !== undefined && selects(node.selectionSet, path, info.fragments, new Set()));
}

function selects(
  selectionSet: SelectionSetNode,
  path: readonly string[],
  fragments: Record<string, FragmentDefinitionNode>,
  visited: Set<string>,
): boolean {
  const [name, ...rest] = path;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== name) continue;
      if (rest.length === 0) return true;
      if (selection.selectionSet && selects(selection.selectionSet, rest, fragments, visited)) return true;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (selects(selection.selectionSet, path, fragments, visited)) return true;
    } else {
      const fragment = fragments[selection.name.value];
      // A fragment read for the same rest of the path answers the same: read it once (and never round a cycle).
      const key = `${selection.name.value}/${path.length}`;
      if (!fragment || visited.has(key)) continue;
      visited.add(key);
      if (selects(fragment.selectionSet, path, fragments, visited)) return true;
    }
  }
  return false;
}

const askedFields = new WeakMap<object, Set<string>>();

/**
 * Whether the operation asks for a field of this name anywhere (through fragments, conditions not weighed): lets a
 * resolver do first what another field of the operation must see done before it (read once per operation).
 */
export function operationSelects(info: Pick<GraphQLResolveInfo, 'operation' | 'fragments'>, name: string): boolean {
  let names = askedFields.get(info.operation);
  if (!names) {
    names = new Set();
    const visited = new Set<string>();
    const collect = (selectionSet: SelectionSetNode) => {
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          names!.add(selection.name.value);
          if (selection.selectionSet) collect(selection.selectionSet);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
        else if (!visited.has(selection.name.value)) {
          visited.add(selection.name.value);
          const fragment = info.fragments[selection.name.value];
          if (fragment) collect(fragment.selectionSet);
        }
      }
    };
    collect(info.operation.selectionSet);
    askedFields.set(info.operation, names);
  }
  return names.has(name);
}
