// Cursor connections (the Relay connection specification), for every connection of the schema: opaque cursors over
// the positions of a keyset page (server/db/paging.ts), and the connection objects resolvers return.
import type { KeysetPage } from '../db/paging';
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
}

export interface Cursors<Row> {
  /** The row's cursor. */
  of(row: Row): string;
  edge(row: Row): Edge<Row>;
  /** The position a cursor points at; BAD_USER_INPUT naming the argument when it is not one of this connection's. */
  decode(cursor: string | null | undefined, argument: 'after' | 'before'): number | null;
  /** A connection of a keyset page, counting lazily. */
  connection(page: KeysetPage<Row>, count: () => Promise<number>): ConnectionSource<Row>;
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
    connection(page, count) {
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
    },
  };
}
