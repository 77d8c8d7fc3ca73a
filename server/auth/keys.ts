// The built-in sign-in's RSA-2048 signing key: created once and kept in the shared database (PostgreSQL: every instance
// uses the same key) or in the data folder (PGlite), or in memory for tests.
import { sql, type Kysely } from 'kysely';
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const SIGNING_KEY_FILE_NAME = 'builtin-signing-key.pem';

export interface SigningKeys {
  privateKey: KeyObject;
  /** SPKI PEM, the form Clerk's `jwtKey` option reads. */
  publicKeyPem: string;
  /** Names the key in token headers. */
  kid: string;
}

export function signingKeysFromPrivateKey(privateKey: KeyObject): SigningKeys {
  const publicKey = createPublicKey(privateKey);
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const fingerprint = createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('base64url');
  return { privateKey, publicKeyPem, kid: `lanes_${fingerprint.slice(0, 16)}` };
}

/** A fresh key pair that lives only in memory. */
export function generateSigningKeys(): SigningKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
  return signingKeysFromPrivateKey(privateKey);
}

/** The data folder's key pair, created (readable by this user only) on first use. */
export async function loadOrCreateSigningKeys(dataDir: string): Promise<SigningKeys> {
  const file = path.join(dataDir, SIGNING_KEY_FILE_NAME);
  await fs.mkdir(dataDir, { recursive: true });
  const exists = await fs.stat(file).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const pem = generateSigningKeys().privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    // `wx`: when two servers start at once, the first key written is the one both use.
    await fs.writeFile(file, pem, { flag: 'wx', mode: 0o600 }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  await fs.chmod(file, 0o600);
  return signingKeysFromPrivateKey(createPrivateKey(await fs.readFile(file, 'utf8')));
}

/** The database's key pair, created on first use; when instances start at once, the first key written is the one all use. */
export async function loadOrCreateDatabaseSigningKeys<T>(db: Kysely<T>): Promise<SigningKeys> {
  const pem = generateSigningKeys().privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  await sql`insert into signing_keys (id, private_key_pem) values ('builtin', ${pem}) on conflict (id) do nothing`.execute(db);
  const { rows } = await sql<{ privateKeyPem: string }>`select private_key_pem from signing_keys where id = 'builtin'`.execute(db);
  return signingKeysFromPrivateKey(createPrivateKey(rows[0].privateKeyPem));
}
