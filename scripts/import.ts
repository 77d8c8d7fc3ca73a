// `npm run import -- --workspace SLUG --project KEY [--as EMAIL] [--map title=Title,status=State,…] [--format F] FILE`:
// imports the file's issues (CSV, Linear's or Jira's CSV, a GitHub Issues export, a Lanes JSON export) into the project
// of the database the server is configured for, through the same code as the app's import; prints its progress and
// the rows it skipped, with their reason.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config';
import { DatabaseUnavailableError, openDatabase } from '../server/db/database';
import { DataDirLockedError } from '../server/db/lock';
import { isLanesError } from '../server/errors';
import { commandScope, createImportJob, runImportJob } from '../server/features/imports/domain';
import { IMPORT_FORMATS, parseMappingArgument, type ImportFormat } from '../server/features/imports/formats';

const USAGE = 'Usage: npm run import -- --workspace SLUG --project KEY [--as EMAIL] [--map title=Title,status=State,...] [--format CSV|LINEAR|JIRA|GITHUB|LANES] FILE';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      workspace: { type: 'string' },
      project: { type: 'string' },
      as: { type: 'string' },
      map: { type: 'string' },
      format: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const { values: args, positionals } = parsed;
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!args.workspace || !args.project || positionals.length !== 1) fail(USAGE);
const format = args.format?.toUpperCase() as ImportFormat | undefined;
if (format && !IMPORT_FORMATS.includes(format)) fail(`--format is one of ${IMPORT_FORMATS.join(', ')}.`);
let mapping;
try {
  mapping = args.map ? parseMappingArgument(args.map) : null;
} catch (error) {
  fail(`--map: ${(error as Error).message}`);
}
const file = positionals[0];
let content: string;
try {
  content = readFileSync(file, 'utf8');
} catch (error) {
  fail(`Cannot read ${file}: ${(error as Error).message}`);
}

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
  const started = performance.now();
  const { workspace, project, actorId } = await commandScope(database.db, args.workspace, args.project, args.as);
  const job = await createImportJob(database.db, workspace.id, actorId, project.id, { content, fileName: basename(file), format, mapping });
  console.log(`Importing ${job.total.toLocaleString('en')} rows (${job.format}) into ${project.key}…`);
  const ended = await runImportJob(database.db, workspace.id, job.id);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${ended.status}: ${ended.created.toLocaleString('en')} issues created, ${(ended.skipped as unknown[]).length} rows skipped in ${seconds} s.`);
  for (const note of ended.skipped as Array<{ row: number; message: string }>) console.log(`  row ${note.row}: skipped: ${note.message}`);
  for (const note of ended.warnings as Array<{ row: number; message: string }>) console.log(`  row ${note.row}: ${note.message}`);
  if (ended.error) fail(`The import failed: ${ended.error}`);
} catch (error) {
  if (isLanesError(error)) fail(`Nothing was imported: ${error.message}${error.field ? ` (${error.field})` : ''}`);
  if (error instanceof Error && !(error instanceof TypeError)) fail(error.message);
  throw error;
} finally {
  await database.close();
}
