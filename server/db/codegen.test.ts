import { readFileSync } from 'node:fs';
import { createTestDatabase } from '../test/database';
import { openDatabase } from './database';
import { generateTableTypes, tablesFile } from './codegen';
import { STARTUP_TIMEOUT_MS } from '../test/timeouts';

describe('the database row types', () => {
  it('match the migrated database, so a column without a migration (or a migration without its types) fails here', async () => {
    const fresh = await createTestDatabase();
    const database = await openDatabase(fresh.target);
    try {
      expect(await generateTableTypes(database.db)).toBe(readFileSync(tablesFile, 'utf8'));
    } finally {
      await database.close();
      await fresh.drop();
    }
  }, STARTUP_TIMEOUT_MS);
});
