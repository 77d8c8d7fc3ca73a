// The DateTime scalar: ISO-8601 strings in UTC on the wire, Dates inside.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

// Not `instanceof Date`: rows from the PGlite worker thread carry Dates of another realm under Jest.
const isDate = (value: unknown): value is Date => Object.prototype.toString.call(value) === '[object Date]';

function toDate(value: unknown): Date {
  const date = isDate(value) ? value : typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 date and time.');
  return date;
}

export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize: (value) => toDate(value).toISOString(),
  parseValue: (value) => toDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string.');
    return toDate(ast.value);
  },
});
