// "Did anything change": the condition an update adds so that it writes (and its caller publishes) only when a value
// differs, built from the values being set, so no column list is kept by hand.
import { sql, type RawBuilder } from 'kysely';

/** True for rows where any of `values` (undefined ones skipped) differs from the stored column. */
export function differsFrom(values: Record<string, unknown>): RawBuilder<boolean> {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return sql<boolean>`false`;
  const columns = sql.join(entries.map(([column]) => sql.ref(column)));
  const given = sql.join(entries.map(([, value]) => sql`${value}`));
  return sql<boolean>`(${columns}) is distinct from (${given})`;
}

/** The defined entries of `values`, for an update's `set`. */
export function definedValues<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
