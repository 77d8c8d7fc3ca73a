// Helpers for the DataLoaders features declare (server/graphql/loaders.ts gathers them per request).

/** The rows in the order of `ids`, null for each id without a row. */
export function byId<T extends { id: string }>(ids: readonly string[], rows: T[]): Array<T | null> {
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => found.get(id) ?? null);
}
