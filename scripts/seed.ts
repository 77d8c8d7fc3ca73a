// `npm run seed -- --issues N [--projects P] [--members M] [--labels L] [--workspace SLUG]`: fills the database the
// server is configured for (DATABASE_URL, else the data folder) with N generated issues in an organization (default
// acme), spread over P projects, M members and L labels, each made when missing; a database without anyone gets the
// demo data first, as the server's first start would. Prints what it made.
import { parseArgs } from 'node:util';
import { validateSlug } from '../server/auth/localAccounts';
import { ConfigError, loadConfig } from '../server/config';
import { DatabaseUnavailableError, openDatabase } from '../server/db/database';
import { DataDirLockedError } from '../server/db/lock';
import { isLanesError } from '../server/errors';
import { seedIfEmpty, seedIssues } from '../server/seed';

const USAGE = 'Usage: npm run seed -- --issues N [--projects P] [--members M] [--labels L] [--workspace SLUG]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function count(value: string | undefined, name: string, { min = 0, max = 1_000_000 } = {}): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) fail(`--${name} must be a whole number from ${min} to ${max.toLocaleString('en')}.\n${USAGE}`);
  return number;
}

let args;
try {
  args = parseArgs({
    options: {
      issues: { type: 'string' },
      projects: { type: 'string' },
      members: { type: 'string' },
      labels: { type: 'string' },
      workspace: { type: 'string' },
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
if (args.issues === undefined) fail(`Say how many issues to make with --issues.\n${USAGE}`);
const options = {
  issues: count(args.issues, 'issues', { max: 10_000_000 })!,
  projects: count(args.projects, 'projects', { min: 1, max: 1000 }),
  members: count(args.members, 'members', { min: 1, max: 1000 }),
  labels: count(args.labels, 'labels', { max: 1000 }),
  workspace: args.workspace,
};
if (options.workspace !== undefined) {
  try {
    validateSlug(options.workspace);
  } catch (error) {
    if (isLanesError(error)) fail(`--workspace: ${error.message}\n${USAGE}`);
    throw error;
  }
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
  // PGlite's data folder is the running server's while it runs: stop it, or seed PostgreSQL.
  if (error instanceof DataDirLockedError || error instanceof DatabaseUnavailableError) fail(error.message);
  throw error;
}

try {
  const started = performance.now();
  console.log(`Seeding ${database.kind === 'pglite' ? `PGlite in ${database.location}` : `PostgreSQL ${database.location}`}…`);
  if (await seedIfEmpty(database.db)) console.log('The database was empty: wrote the demo organizations first.');
  const report = await seedIssues(database.db, options);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const made = (created: boolean) => (created ? ' (new)' : '');
  const lines = [
    `Made ${report.issues.toLocaleString('en')} issues in ${report.workspace.name} (${report.workspace.slug})${made(report.workspace.created)} in ${seconds} s:`,
    ...report.projects.map(
      (project) =>
        `  ${project.key.padEnd(5)} ${project.name}${made(project.created)}: ${project.issues.toLocaleString('en')} issues` +
        (project.issues > 0 ? `, ${project.key}-${project.firstNumber} to ${project.key}-${project.lastNumber}` : ''),
    ),
    `  assigned to ${report.members.length} members: ${report.members.map((member) => `${member.name}${made(member.created)}`).join(', ')}`,
    `  ${report.labelLinks.toLocaleString('en')} labels put on them, of ${report.labels.length}: ${report.labels.map((label) => `${label.name}${made(label.created)}`).join(', ')}`,
  ];
  console.log(lines.join('\n'));
} catch (error) {
  if (isLanesError(error)) fail(`Nothing more was seeded: ${error.message}${error.field ? ` (${error.field})` : ''}`);
  throw error;
} finally {
  await database.close();
}
