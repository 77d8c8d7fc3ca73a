// Starts the Lanes server: configuration, database (migrated, seeded on first start), listening, and a graceful
// shutdown on SIGINT/SIGTERM. Run from the repository root: `node --import tsx server/main.ts`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { consoleLogger, createLanesServer, type LanesServer } from './app';
import { listDemoAccounts } from './features/users/accounts';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseUnavailableError } from './db/database';
import { DataDirLockedError } from './db/lock';
import { schemaFile } from './paths';
import { seedIfEmpty } from './seed';

/** Forced exit when shutdown hangs (a client that never lets go). */
const SHUTDOWN_TIMEOUT_MS = 20_000;

function fail(message: string): never {
  console.error(`Lanes cannot start. ${message}`);
  process.exit(1);
}

function displayUrl(config: Config, url: string): string {
  const port = new URL(url).port;
  return ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(config.host) ? `http://localhost:${port}` : url;
}

async function printWelcome(server: LanesServer, seeded: boolean) {
  const { config } = server;
  const lines = [`Lanes is running at ${displayUrl(config, server.url)}`];
  lines.push(
    `  database: ${server.database.kind === 'pglite' ? `PGlite in ${server.database.location}` : `PostgreSQL ${server.database.location}`}` +
      (seeded ? ' (seeded with demo data)' : ''),
  );
  lines.push(`  sign-in: ${config.authMode === 'clerk' ? 'Clerk' : 'built-in (for development and demos)'}`);
  if (!existsSync(path.join(config.staticDir, 'index.html'))) {
    lines.push(`  app: not built (no ${path.join(config.staticDir, 'index.html')}): run npm run build; the API works meanwhile`);
  }
  if (config.authMode === 'builtin') {
    const accounts = await listDemoAccounts(server.database.db);
    if (accounts.length > 0) {
      lines.push('', 'Demo accounts (sign in with the email, no password):');
      for (const account of accounts) {
        const roles = account.organizations.map((org) => `${org.slug}: ${org.role}`).join(', ');
        lines.push(`  ${account.email.padEnd(20)} ${account.name.padEnd(12)} ${roles}`);
      }
    }
  }
  console.log(lines.join('\n'));
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
    throw error;
  }
  for (const warning of config.warnings) console.warn(`Lanes configuration: ${warning}`);
  if (!existsSync(schemaFile)) {
    fail(`schema.graphql is not in ${process.cwd()}: run the server from the repository root.`);
  }

  let server: LanesServer;
  try {
    server = await createLanesServer(config);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DatabaseUnavailableError) fail(error.message);
    throw error;
  }
  const seeded = config.authMode === 'builtin' ? await seedIfEmpty(server.database.db) : false;
  try {
    await server.listen();
  } catch (error) {
    await server.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`Port ${config.port} is in use: stop what uses it, or set PORT to another port.`);
    if (code === 'EACCES' || code === 'EADDRNOTAVAIL') fail(`Cannot listen on ${config.host}:${config.port} (${code}): check HOST and PORT.`);
    throw error;
  }
  await printWelcome(server, seeded);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: shutting down (finishing requests in flight)…`);
    setTimeout(() => {
      console.error('Shutdown is taking too long: exiting.');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    server.close().then(
      () => {
        console.log('Lanes stopped.');
        process.exit(0);
      },
      (error) => {
        consoleLogger.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  consoleLogger.error('Lanes failed to start:', error);
  process.exit(1);
});
