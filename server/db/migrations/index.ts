// Every migration, in order. Listed statically (not read from the folder) so they run the same under tsx and Jest.
import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial';
import * as membershipRemovals from './0002_membership_removals';
import * as signingKeys from './0003_signing_keys';

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_membership_removals': membershipRemovals,
  '0003_signing_keys': signingKeys,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
