// Every migration: each file of this folder named `NNNN_<what>.ts` (tests apart), run in the order of their names. A
// migration is added by adding its file, nothing else. The folder is found from the working directory, the
// repository's root, from which every script, the server and the tests run (as the server finds `dist`); a folder
// with no migration in it is an error, never an empty database taken for a migrated one.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Migration, MigrationProvider } from 'kysely/migration';

export const MIGRATIONS_FOLDER = path.resolve('server/db/migrations');

const MIGRATION_FILE = /^(\d{4}_[a-z0-9_]+)\.ts$/;

/** The migrations' names (their files' names without `.ts`), in order. */
export function migrationNames(folder = MIGRATIONS_FOLDER): string[] {
  const names = readdirSync(folder)
    .map((file) => MIGRATION_FILE.exec(file)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
  if (names.length === 0) throw new Error(`No migration found in ${folder}: the server runs from the repository's root.`);
  return names;
}

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    const migrations: Record<string, Migration> = {};
    for (const name of migrationNames()) {
      migrations[name] = (await import(pathToFileURL(path.join(MIGRATIONS_FOLDER, `${name}.ts`)).href)) as Migration;
    }
    return migrations;
  },
};
