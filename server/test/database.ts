// Test databases: PGlite in memory, started from a cached dump of the migrated schema (initdb takes seconds), or,
// when DATABASE_URL is set, a fresh uniquely named PostgreSQL database on that server, dropped afterwards.
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../db/database';
import { migrationsDir, projectRoot } from '../paths';

export interface TestDatabase {
  target: DatabaseTarget;
  /** Drops what the test database left behind. */
  drop(): Promise<void>;
}

/** Identifies the migrations and PGlite version a cached dump was made with. */
function templateFile(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json')));
  for (const file of readdirSync(migrationsDir).sort()) hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
  return path.join(os.tmpdir(), `lanes-test-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

async function memoryTemplate(): Promise<Uint8Array> {
  const file = templateFile();
  const cached = await fs.readFile(file).catch(() => null);
  if (cached) return cached;
  const database = await openDatabase({ kind: 'memory' });
  try {
    const dump = await database.dump!();
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await fs.writeFile(temporary, dump);
    await fs.rename(temporary, file);
    return dump;
  } finally {
    await database.close();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { target: { kind: 'memory', template: await memoryTemplate() }, drop: async () => {} };
  }
  const name = `lanes_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
