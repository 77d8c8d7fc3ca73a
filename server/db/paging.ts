// Keyset paging for every list: `first` rows after a position or `last` rows before one, with hasNextPage and
// hasPreviousPage exact in both directions. A position is one unique integer column (such as a table's `seq`), or a
// key of several columns or expressions whose last part is unique (such as status column, position, then number),
// compared as one row value so that an index over the same columns serves both the order and the cursor.
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { badInput } from '../errors';

export const PAGE_MAX_SIZE = 100;
export const PAGE_DEFAULT_SIZE = 20;

/** One part of a multi-column position, as a cursor carries it. */
export type KeyValue = string | number;

/** A row's place in a list: one integer, or the values of a multi-column key. */
export type Position = number | readonly KeyValue[];

export interface PageArgs<P extends Position = number> {
  first?: number | null;
  /** The position after which the page starts (from a cursor). */
  after?: P | null;
  last?: number | null;
  before?: P | null;
}

export interface KeysetPage<Row> {
  rows: Row[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

// A filtered query of any table: the column is checked by the caller's types, not here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;

/** A list's order: its key (most significant part first, the last one unique), all in one direction. */
export interface Keyset {
  key: ReadonlyArray<string | Expression<unknown> | RawBuilder<unknown>>;
  order: 'asc' | 'desc';
  /** The columns each row selects: all of the table's when absent. */
  select?: (scope: AnyQuery) => AnyQuery;
}

/** The column a page after a cursor carries its "anything beyond the cursor" answer in (as the CamelCasePlugin names it). */
const BEYOND_CURSOR = 'keysetBeyondCursor';

/** A page size asked for, checked (BAD_USER_INPUT naming `field` when out of range). */
export function pageSize(value: number | null | undefined, field: 'first' | 'last'): number | undefined {
  if (value == null) return undefined;
  if (!Number.isInteger(value) || value < 0 || value > PAGE_MAX_SIZE) {
    throw badInput(field, `${field} must be from 0 to ${PAGE_MAX_SIZE}.`);
  }
  return value;
}

/**
 * One page of `scope` (a filtered select, without columns) ordered by `column` (`desc`: largest first, as
 * newest-first lists are), or by a multi-column `keyset`; 20 rows from the start when neither `first` nor `last` is
 * given.
 */
export function keysetPage<Row>(scope: AnyQuery, column: string, order: 'asc' | 'desc', args: PageArgs): Promise<KeysetPage<Row>>;
export function keysetPage<Row, P extends Position>(scope: AnyQuery, keyset: Keyset, args: PageArgs<P>): Promise<KeysetPage<Row>>;
export async function keysetPage<Row>(
  scope: AnyQuery,
  columnOrKeyset: string | Keyset,
  orderOrArgs: 'asc' | 'desc' | PageArgs<Position>,
  maybeArgs?: PageArgs<Position>,
): Promise<KeysetPage<Row>> {
  const keyset: Keyset =
    typeof columnOrKeyset === 'string' ? { key: [columnOrKeyset], order: orderOrArgs as 'asc' | 'desc' } : columnOrKeyset;
  const args = (typeof columnOrKeyset === 'string' ? maybeArgs : orderOrArgs) as PageArgs<Position>;
  const first = pageSize(args.first, 'first');
  const last = pageSize(args.last, 'last');
  if (first !== undefined && last !== undefined) throw badInput('last', 'Ask for first or last, not both.');
  const backward = last !== undefined;
  const limit = (backward ? last : first) ?? PAGE_DEFAULT_SIZE;
  const cursor = (backward ? args.before : args.after) ?? null;
  // Reading direction: forward reads in `order`, backward against it (and reverses the page).
  const ascending = (keyset.order === 'asc') !== backward;
  const parts = keyset.key.map((part) => (typeof part === 'string' ? sql.ref(part) : part));
  const values = cursor === null ? null : typeof cursor === 'number' ? [cursor] : cursor;
  if (values !== null && values.length !== parts.length) throw new Error('A cursor position does not fit the keyset.');
  // (a, b, c) > (x, y, z): the row comparison PostgreSQL answers from an index over (a, b, c).
  const compare = (operator: '<' | '>' | '<=' | '>=') =>
    sql<boolean>`(${sql.join(parts)}) ${sql.raw(operator)} (${sql.join(values!.map((value) => sql`${value}`))})`;

  // Whether anything lies on the cursor's other side (the cursor's own row included).
  const beyond = () => scope.select(sql`1`.as('one')).where(compare(ascending ? '<=' : '>=')).limit(1);

  let query = keyset.select ? keyset.select(scope) : scope.selectAll();
  // After a cursor, the page's rows also carry that answer (a subquery PostgreSQL evaluates once): one round trip.
  if (values !== null) query = query.select(sql<boolean>`exists (${beyond()})`.as(BEYOND_CURSOR)).where(compare(ascending ? '>' : '<'));
  for (const part of parts) query = query.orderBy(part, ascending ? 'asc' : 'desc');
  let rows = (await query.limit(limit + 1).execute()) as Row[];
  let beyondCursor = false;
  if (values !== null) {
    // An empty page carries no answer: it is asked for alone then.
    beyondCursor = rows.length > 0 ? (rows[0] as Record<string, unknown>)[BEYOND_CURSOR] === true : (await beyond().executeTakeFirst()) !== undefined;
    rows = rows.map((row) => {
      const { [BEYOND_CURSOR]: _answer, ...rest } = row as Record<string, unknown>;
      return rest as Row;
    });
  }
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  if (backward) page.reverse();
  return backward
    ? { rows: page, hasPreviousPage: hasMore, hasNextPage: beyondCursor }
    : { rows: page, hasNextPage: hasMore, hasPreviousPage: beyondCursor };
}
