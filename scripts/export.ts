// `npm run export -- --workspace SLUG --project KEY --format json|csv [--out FILE]`: the project's issues (labels,
// assignee, comments with their authors and dates, external references) as JSON or CSV, from the database the server
// is configured for; to standard output unless --out names a file.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config';
import { DatabaseUnavailableError, openDatabase } from '../server/db/database';
import { DataDirLockedError } from '../server/db/lock';
import { commandScope } from '../server/features/imports/domain';
import { exportIssues } from '../server/features/imports/export';

const USAGE = 'Usage: npm run export -- --workspace SLUG --project KEY --format json|csv [--out FILE]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: { workspace: { type: 'string' }, project: { type: 'string' }, format: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const format = args.format?.toUpperCase();
if (!args.workspace || !args.project || (format !== 'JSON' && format !== 'CSV')) fail(USAGE);

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
  throw error;
}
let database;
try {
  database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof DatabaseUnavailableError) fail(error.message);
  throw error;
}

try {
  const { project } = await commandScope(database.db, args.workspace, args.project);
  const text = await exportIssues(database.db, project, format, { publicUrl: config.publicUrl });
  if (args.out) {
    writeFileSync(args.out, text);
    console.error(`Wrote ${project.key}'s issues to ${args.out}.`);
  } else {
    process.stdout.write(text);
  }
} catch (error) {
  if (error instanceof Error && !(error instanceof TypeError)) fail(error.message);
  throw error;
} finally {
  await database.close();
}
