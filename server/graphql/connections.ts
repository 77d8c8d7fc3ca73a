// Cursor connections: opaque cursors over the domain's keyset positions, and the connection objects resolvers return.
import { badInput } from '../domain/errors';
import type { ProjectPage, ProjectPosition, ProjectRow } from '../domain/projects';

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

export type ProjectConnectionSource = ConnectionSource<ProjectRow>;

export function projectCursor(project: Pick<ProjectRow, 'seq'>): string {
  return Buffer.from(`project:${project.seq}`, 'utf8').toString('base64url');
}

export function projectEdge(project: ProjectRow): Edge<ProjectRow> {
  return { cursor: projectCursor(project), node: project };
}

/** The position a cursor points at; BAD_USER_INPUT naming the argument when it is not one of ours. */
export function decodeProjectCursor(cursor: string | null | undefined, argument: 'after' | 'before'): ProjectPosition | null {
  if (cursor == null) return null;
  const match = /^project:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || Number(match[1]) > 2 ** 31 - 1) throw badInput(argument, `The ${argument} cursor is not valid.`);
  return { seq: Number(match[1]) };
}

export function projectConnection(page: ProjectPage, count: () => Promise<number>): ProjectConnectionSource {
  const edges = page.rows.map(projectEdge);
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
