// Cursor connections (the Relay connection specification), for every connection of the schema: opaque cursors over
// the positions of a keyset page (server/db/paging.ts), and the connection objects resolvers return.
import type { KeysetPage, KeyValue, Position } from '../db/paging';
import { isUuid } from '../db/ids';
import { badInput } from '../errors';

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface ConnectionSource<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  /** Counted only when a query asks for it. */
  totalCount: () => Promise<number>;
  /** Whether totalCount stopped at a bound (a count of "this many or more"); never, when absent. */
  totalCountCapped?: () => Promise<boolean>;
  /** The sum of the counted issues' estimates, where a connection of issues counts it (IssueConnection.totalEstimate). */
  totalEstimate?: () => Promise<number>;
}

export interface Cursors<Row, P extends Position = number> {
  /** The row's cursor. */
  of(row: Row): string;
  edge(row: Row): Edge<Row>;
  /** The position a cursor points at; BAD_USER_INPUT naming the argument when it is not one of this connection's. */
  decode(cursor: string | null | undefined, argument: 'after' | 'before'): P | null;
  /** A connection of a keyset page, counting lazily. */
  connection(page: KeysetPage<Row>, count: () => Promise<number>): ConnectionSource<Row>;
}

/** The connection of a keyset page, its edges made by `edge`, counting lazily. */
export function connectionOf<Row>(page: KeysetPage<Row>, edge: (row: Row) => Edge<Row>, count: () => Promise<number>): ConnectionSource<Row> {
  const edges = page.rows.map(edge);
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: count,
  };
}

/** Cursors named `name` over a row's integer keyset position (such as its `seq`). */
export function defineCursors<Row>(name: string, positionOf: (row: Row) => number): Cursors<Row> {
  const pattern = new RegExp(`^${name}:(\\d{1,10})$`);
  const of = (row: Row) => Buffer.from(`${name}:${positionOf(row)}`, 'utf8').toString('base64url');
  const edge = (row: Row) => ({ cursor: of(row), node: row });
  return {
    of,
    edge,
    decode(cursor, argument) {
      if (cursor == null) return null;
      const match = pattern.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
      if (!match || Number(match[1]) > 2 ** 31 - 1) throw badInput(argument, `The ${argument} cursor is not valid.`);
      return Number(match[1]);
    },
    connection: (page, count) => connectionOf(page, edge, count),
  };
}

/** The kinds of value a multi-column cursor carries, each checked when a cursor is decoded. */
export type KeyPartKind = 'int' | 'text' | 'timestamp' | 'date' | 'float' | 'uuid';

const KEY_PART_CHECKS: Record<KeyPartKind, (value: unknown) => boolean> = {
  int: (value) => Number.isInteger(value) && Math.abs(value as number) <= 2 ** 31 - 1,
  text: (value) => typeof value === 'string' && value.length <= 1000,
  timestamp: (value) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(value) && !Number.isNaN(Date.parse(value)),
  date: (value) => typeof value === 'string' && /^(\d{4}-\d{2}-\d{2}|infinity)$/.test(value),
  float: (value) => typeof value === 'number' && Number.isFinite(value),
  uuid: isUuid,
};

/**
 * Cursors named `name` over a multi-column keyset position (server/db/paging.ts's Keyset), such as an issue's
 * [status column, position, number]: `keyOf` gives a row's values, `kinds` what each must be in a cursor.
 */
export function defineKeyCursors<Row, K extends readonly KeyValue[]>(
  name: string,
  keyOf: (row: Row) => K,
  kinds: { readonly [I in keyof K]: KeyPartKind },
): Cursors<Row, K> {
  const prefix = `${name}:`;
  const of = (row: Row) => Buffer.from(prefix + JSON.stringify(keyOf(row)), 'utf8').toString('base64url');
  const edge = (row: Row) => ({ cursor: of(row), node: row });
  const invalid = (argument: string) => badInput(argument, `The ${argument} cursor is not valid.`);
  return {
    of,
    edge,
    decode(cursor, argument) {
      if (cursor == null) return null;
      const text = cursor.length <= 2000 ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
      if (!text.startsWith(prefix)) throw invalid(argument);
      let values: unknown;
      try {
        values = JSON.parse(text.slice(prefix.length));
      } catch {
        throw invalid(argument);
      }
      const parts = kinds as readonly KeyPartKind[];
      if (!Array.isArray(values) || values.length !== parts.length || !values.every((value, i) => KEY_PART_CHECKS[parts[i]](value))) {
        throw invalid(argument);
      }
      return values as unknown as K;
    },
    connection: (page, count) => connectionOf(page, edge, count),
  };
}
