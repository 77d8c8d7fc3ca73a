// Row ids: uuid columns hold them, and a string that is no UUID names no row (PostgreSQL would refuse to compare it
// with a uuid column at all, failing the whole query), so lookups leave such strings out first.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
