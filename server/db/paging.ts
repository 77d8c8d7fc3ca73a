// Keyset paging for every list: `first` rows after a position or `last` rows before one, along one unique integer
// column (such as a table's `seq`), with hasNextPage/hasPreviousPage exact in both directions.
import { sql, type SelectQueryBuilder } from 'kysely';
import { badInput } from '../errors';

export const PAGE_MAX_SIZE = 100;
export const PAGE_DEFAULT_SIZE = 20;

export interface PageArgs {
  first?: number | null;
  /** The position after which the page starts (from a cursor). */
  after?: number | null;
  last?: number | null;
  before?: number | null;
}

export interface KeysetPage<Row> {
  rows: Row[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

function pageSize(value: number | null | undefined, field: 'first' | 'last'): number | undefined {
  if (value == null) return undefined;
  if (!Number.isInteger(value) || value < 0 || value > PAGE_MAX_SIZE) {
    throw badInput(field, `${field} must be from 0 to ${PAGE_MAX_SIZE}.`);
  }
  return value;
}

// A filtered query of any table: the column is checked by the caller's types, not here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;

/**
 * One page of `scope` (a filtered select of one table, without columns) ordered by `column` (`desc`: largest first,
 * as newest-first lists are), 20 rows from the start when neither `first` nor `last` is given.
 */
export async function keysetPage<Row>(
  scope: AnyQuery,
  column: string,
  order: 'asc' | 'desc',
  args: PageArgs,
): Promise<KeysetPage<Row>> {
  const first = pageSize(args.first, 'first');
  const last = pageSize(args.last, 'last');
  if (first !== undefined && last !== undefined) throw badInput('last', 'Ask for first or last, not both.');
  const backward = last !== undefined;
  const limit = (backward ? last : first) ?? PAGE_DEFAULT_SIZE;
  const cursor = (backward ? args.before : args.after) ?? null;
  // Reading direction: forward reads in `order`, backward against it (and reverses the page).
  const ascending = (order === 'asc') !== backward;
  const ref = sql.ref(column);

  let query = scope.selectAll();
  if (cursor !== null) query = query.where(ref, ascending ? '>' : '<', cursor);
  const rows = (await query.orderBy(ref, ascending ? 'asc' : 'desc').limit(limit + 1).execute()) as Row[];
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  if (backward) page.reverse();

  // Whether anything lies on the cursor's other side (the cursor's own row included).
  let beyondCursor = false;
  if (cursor !== null) {
    const beyond = await scope
      .select(sql`1`.as('one'))
      .where(ref, ascending ? '<=' : '>=', cursor)
      .limit(1)
      .executeTakeFirst();
    beyondCursor = beyond !== undefined;
  }
  return backward
    ? { rows: page, hasPreviousPage: hasMore, hasNextPage: beyondCursor }
    : { rows: page, hasNextPage: hasMore, hasPreviousPage: beyondCursor };
}
