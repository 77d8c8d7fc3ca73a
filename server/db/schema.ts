// The database's tables as Kysely sees them (camelCase here, snake_case in SQL through CamelCasePlugin), generated
// from the migrations by `npm run codegen` (server/db/codegen.ts): a new column exists in TypeScript only once a
// migration adds it.
export type * from './__generated__/tables';
