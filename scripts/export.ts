// `npm run export -- --workspace SLUG --project KEY --format json|csv [--out FILE]`: the project's issues (labels,
// assignee, comments with their authors and dates, external references, attached files' addresses) as JSON or CSV,
// from the database the server is configured for; to standard output unless --out names a file. With `--view NAME`
// instead of --project: the issues a saved view shows to the person --as names (an email; the first admin unless
// given), among the views they see.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config';
import { DatabaseUnavailableError, openDatabase } from '../server/db/database';
import { DataDirLockedError } from '../server/db/lock';
import { commandScope, commandWorkspace } from '../server/features/imports/domain';
import { exportIssues } from '../server/features/imports/export';
import { listViews } from '../server/features/views/domain';
import { exportView } from '../server/features/views/resolvers';

const USAGE = 'Usage: npm run export -- --workspace SLUG (--project KEY | --view NAME [--as EMAIL]) --format json|csv [--out FILE]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: {
      workspace: { type: 'string' },
      project: { type: 'string' },
      view: { type: 'string' },
      as: { type: 'string' },
      format: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const format = args.format?.toUpperCase();
if (!args.workspace || !args.project === !args.view || (format !== 'JSON' && format !== 'CSV')) fail(USAGE);

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
  let text: string;
  let what: string;
  if (args.project) {
    const { project } = await commandScope(database.db, args.workspace, args.project);
    text = await exportIssues(database.db, { project }, format, { publicUrl: config.publicUrl });
    what = `${project.key}'s issues`;
  } else {
    const { workspace, actorId } = await commandWorkspace(database.db, args.workspace, args.as);
    const views = await listViews(database.db, workspace.id, actorId);
    const view = views.find((candidate) => candidate.name.toLowerCase() === args.view!.trim().toLowerCase());
    if (!view) fail(`No view named ${args.view} is shared in ${args.workspace} or saved by ${args.as ?? 'its first admin'}. Views: ${views.map((candidate) => candidate.name).join(', ') || 'none'}.`);
    text = await exportView(database.db, view, actorId, format, config.publicUrl);
    what = `the issues of the view ${view.name}`;
  }
  if (args.out) {
    writeFileSync(args.out, text);
    console.error(`Wrote ${what} to ${args.out}.`);
  } else {
    process.stdout.write(text);
  }
} catch (error) {
  if (error instanceof Error && !(error instanceof TypeError)) fail(error.message);
  throw error;
} finally {
  await database.close();
}
