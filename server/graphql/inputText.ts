// Checks every text a GraphQL operation carries, in its variables or inline, before any resolver or pattern sees it:
// longer than TEXT_MAX_LENGTH (twice the longest field's limit), or holding a control character (a NUL byte, for
// one), it is refused with BAD_USER_INPUT naming the field. The bound keeps each field's own rules (src/rules) working
// on short text; control characters have no place in names, ids or keys, and PostgreSQL refuses a NUL with an error
// that would surface as a masked 500. Tab and line breaks are left to each field's rules: a description may hold them.
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { DESCRIPTION_MAX_LENGTH } from '../../src/rules/issue';
import { hasControlCharacter } from '../../src/rules/text';

/** UTF-16 units: an issue description at its limit fits even when every character takes two. */
export const TEXT_MAX_LENGTH = 2 * DESCRIPTION_MAX_LENGTH;

type Problem = 'too-long' | 'control-character';

interface Finding {
  field: string;
  problem: Problem;
}

function textProblem(text: string): Problem | null {
  if (text.length > TEXT_MAX_LENGTH) return 'too-long';
  return hasControlCharacter(text, { allowLineBreaks: true }) ? 'control-character' : null;
}

/** The first string at fault, with its path (such as "input.name"). */
function findingIn(value: unknown, path: string): Finding | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem && { field: path, problem };
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findingIn(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findingIn(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

// Parsed documents are cached (and persisted ones reused), so each is read once.
const documentFindings = new WeakMap<DocumentNode, Finding | null>();

function findingInDocument(document: DocumentNode): Finding | null {
  let found = documentFindings.get(document);
  if (found === undefined) {
    found = findInDocument(document);
    documentFindings.set(document, found);
  }
  return found;
}

function findInDocument(document: DocumentNode): Finding | null {
  const names: string[] = [];
  let found: Finding | null = null;
  visit(document, {
    Argument: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    ObjectField: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    [Kind.STRING]: (node) => {
      const problem = found ? null : textProblem(node.value);
      if (problem) found = { field: names.join('.') || 'query', problem };
    },
  });
  return found;
}

function refusal({ field, problem }: Finding): GraphQLError {
  const message =
    problem === 'too-long'
      ? `Shorten ${field}: a text has at most ${TEXT_MAX_LENGTH.toLocaleString('en')} characters.`
      : `Remove the control character (such as a NUL byte) from ${field}.`;
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });
}

export const checkInputText: Plugin = {
  onExecute: ({ args, setResultAndStopExecution }) => {
    const found = findingIn(args.variableValues ?? {}, '') ?? findingInDocument(args.document);
    if (found) setResultAndStopExecution({ errors: [refusal(found)] });
  },
  onSubscribe: ({ args, setResultAndStopExecution }) => {
    const found = findingIn(args.variableValues ?? {}, '') ?? findingInDocument(args.document);
    if (found) setResultAndStopExecution({ errors: [refusal(found)] });
  },
};
