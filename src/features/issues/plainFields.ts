// An issue's plain fields: those holding a value of their own (not a person, labels or a cycle), named alike in the
// issue's fragments, its create and update inputs and, in SCREAMING_SNAKE case, its history (IssueField). What the
// issue mutations' optimistic responses and the offline outbox (src/features/offline) do with such a field comes from
// its entry here, so that a new one is an entry (and its selection in the fragment below), not a change in each of
// them. A field in a fragment the mutations answer with that is missing here fails typecheck in their optimistic
// responses; a field of UpdateIssueInput known neither here nor to the outbox fails `everyUpdatableFieldIsKnown`.
import { graphql } from 'react-relay';
import { normalizeIssueDescription, normalizeTitle, priorityLabel, statusLabel } from '@/rules/issue';
import type { plainFields_issue$data } from '@/__generated__/plainFields_issue.graphql';
import type { IssuePriorityValue, IssueStatusValue } from './fields/options';

// The plain fields as the server has them now (the offline outbox reads them before sending a waiting edit).
export const plainFieldsFragment = graphql`
  fragment plainFields_issue on Issue @inline {
    title
    description
    status
    priority
    dueDate
    estimate
  }
`;

interface PlainField<Value> {
  /** The field's name in a sentence ("Estimate kept as 3 points"). */
  name: string;
  /** A new issue's value when the form gives none (as the server's `initial`). */
  initial: Value;
  /** The value as read from a stored record (a value of another type reads as `initial`). */
  read: (value: unknown) => Value;
  /** The value in words ("3 points", "none"). */
  words: (value: Value) => string;
  /** The value as it is sent (the server stores it so). */
  normalize?: (value: Value) => Value;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export const PLAIN_FIELDS = {
  title: { name: 'Title', initial: '', read: text, words: (title) => `“${title}”`, normalize: normalizeTitle } satisfies PlainField<string>,
  description: { name: 'Description', initial: '', read: text, words: () => 'it is', normalize: normalizeIssueDescription } satisfies PlainField<string>,
  status: { name: 'Status', initial: 'BACKLOG', read: (value) => text(value) as IssueStatusValue, words: statusLabel } satisfies PlainField<IssueStatusValue>,
  priority: { name: 'Priority', initial: 'NONE', read: (value) => text(value) as IssuePriorityValue, words: priorityLabel } satisfies PlainField<IssuePriorityValue>,
  dueDate: { name: 'Due date', initial: null, read: textOrNull, words: (date) => date ?? 'none' } satisfies PlainField<string | null>,
  estimate: { name: 'Estimate', initial: null, read: numberOrNull, words: (points) => (points == null ? 'none' : `${points} points`) } satisfies PlainField<number | null>,
};

export type PlainFieldName = keyof typeof PLAIN_FIELDS;
/** Each plain field's value. */
export type PlainValues = { [F in PlainFieldName]: ReturnType<(typeof PLAIN_FIELDS)[F]['read']> };

export const PLAIN_FIELD_NAMES = Object.keys(PLAIN_FIELDS) as PlainFieldName[];

/** The fragment above selects every plain field (else the outbox would judge a waiting edit against no value). */
export const everyPlainFieldIsSelected: [PlainFieldName] extends [keyof plainFields_issue$data] ? true : never = true;

const rule = <F extends PlainFieldName>(field: F) => PLAIN_FIELDS[field] as unknown as PlainField<PlainValues[F]>;

/** The field's name in the issue's history (IssueField): dueDate → DUE_DATE. */
export const historyName = (field: PlainFieldName): string => field.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

/** Whether `field` is a plain field's name. */
export const isPlainField = (field: string): field is PlainFieldName => Object.hasOwn(PLAIN_FIELDS, field);

/** A plain field's value in words. */
export const plainWords = <F extends PlainFieldName>(field: F, value: PlainValues[F]): string => rule(field).words(value);

/** The plain fields of a stored record (or a fragment's data), each read as its rule reads it. */
export function readPlainValues(record: object): PlainValues {
  const stored = record as { readonly [field: string]: unknown };
  const values: Partial<Record<PlainFieldName, unknown>> = {};
  for (const field of PLAIN_FIELD_NAMES) values[field] = stored[field] === undefined ? PLAIN_FIELDS[field].initial : rule(field).read(stored[field]);
  return values as PlainValues;
}

/** The values a change gives (its plain fields that are not undefined), normalised as they are sent. */
export function plainChange(change: Partial<{ [F in PlainFieldName]: PlainValues[F] | undefined }>): Partial<PlainValues> {
  const given: Partial<Record<PlainFieldName, unknown>> = {};
  for (const field of PLAIN_FIELD_NAMES) {
    const value = change[field];
    if (value === undefined) continue;
    const { normalize } = rule(field);
    given[field] = normalize ? normalize(value) : value;
  }
  return given as Partial<PlainValues>;
}

/** A new issue's plain values: the form's where it gives one, each rule's `initial` for the others. */
export function initialPlainValues(given: Partial<PlainValues>): PlainValues {
  const values: Partial<Record<PlainFieldName, unknown>> = {};
  for (const field of PLAIN_FIELD_NAMES) values[field] = given[field] === undefined ? PLAIN_FIELDS[field].initial : given[field];
  return values as PlainValues;
}
