// Where the server finds its own files. Every npm script runs in the repository root, and so does the server.
import path from 'node:path';

export const projectRoot = process.cwd();
/** The Relay compiler's persisted operations (document id → text). */
export const persistedOperationsFile = path.join(projectRoot, 'persisted-operations.json');
export const schemaFile = path.join(projectRoot, 'schema.graphql');
export const pgliteWorkerFile = path.join(projectRoot, 'server', 'db', 'pgliteWorker.mjs');
export const migrationsDir = path.join(projectRoot, 'server', 'db', 'migrations');
