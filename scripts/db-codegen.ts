// `npm run codegen` (with --check: `npm run codegen:check`): the database's row types, from a freshly migrated
// in-memory database. See server/db/codegen.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { generateTableTypes, tablesFile } from '../server/db/codegen';
import { openDatabase } from '../server/db/database';

const database = await openDatabase({ kind: 'memory' });
try {
  const source = await generateTableTypes(database.db);
  const current = (() => {
    try {
      return readFileSync(tablesFile, 'utf8');
    } catch {
      return null;
    }
  })();
  if (process.argv.includes('--check')) {
    if (current !== source) {
      console.error('server/db/__generated__/tables.ts does not match the migrations: run `npm run codegen`.');
      process.exitCode = 1;
    } else console.log('Database row types are current.');
  } else if (current !== source) {
    writeFileSync(tablesFile, source);
    console.log('Wrote server/db/__generated__/tables.ts');
  }
} finally {
  await database.close();
}
