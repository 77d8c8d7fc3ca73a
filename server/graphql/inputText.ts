// Refuses control characters (a NUL byte, for one) in any text a GraphQL operation carries, in its variables or
// inline, with BAD_USER_INPUT naming the field: they have no place in names, ids or keys, and PostgreSQL refuses a NUL
// with an error that would surface as a masked 500. Tab and line breaks are left to each field's own rules
// (src/rules/text.ts): a description may hold them.
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { hasControlCharacter } from '../../src/rules/text';

const hasControl = (text: string) => hasControlCharacter(text, { allowLineBreaks: true });

/** The path of the first string holding a control character, such as "input.name". */
function controlCharacterIn(value: unknown, path: string): string | null {
  if (typeof value === 'string') return hasControl(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterIn(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterIn(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

// Parsed documents are cached (and persisted ones reused), so each is read once.
const documentFindings = new WeakMap<DocumentNode, string | null>();

function controlCharacterInDocument(document: DocumentNode): string | null {
  let found = documentFindings.get(document);
  if (found === undefined) {
    found = findInDocument(document);
    documentFindings.set(document, found);
  }
  return found;
}

function findInDocument(document: DocumentNode): string | null {
  const names: string[] = [];
  let found: string | null = null;
  visit(document, {
    Argument: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    ObjectField: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    [Kind.STRING]: (node) => {
      if (!found && hasControl(node.value)) found = names.join('.') || 'query';
    },
  });
  return found;
}

function refusal(field: string): GraphQLError {
  return new GraphQLError(`Remove the control character (such as a NUL byte) from ${field}.`, {
    extensions: { code: 'BAD_USER_INPUT', field },
  });
}

export const refuseControlCharacters: Plugin = {
  onExecute: ({ args, setResultAndStopExecution }) => {
    const field = controlCharacterIn(args.variableValues ?? {}, '') ?? controlCharacterInDocument(args.document);
    if (field) setResultAndStopExecution({ errors: [refusal(field)] });
  },
  onSubscribe: ({ args, setResultAndStopExecution }) => {
    const field = controlCharacterIn(args.variableValues ?? {}, '') ?? controlCharacterInDocument(args.document);
    if (field) setResultAndStopExecution({ errors: [refusal(field)] });
  },
};
