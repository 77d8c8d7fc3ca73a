import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreateSigningKeys, SIGNING_KEY_FILE_NAME } from './keys';

describe('the built-in signing key', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'lanes-keys-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is an RSA-2048 key created once in the data folder, readable by its owner only', async () => {
    const created = await loadOrCreateSigningKeys(folder);
    const loaded = await loadOrCreateSigningKeys(folder);
    expect(loaded.publicKeyPem).toBe(created.publicKeyPem);
    expect(loaded.kid).toBe(created.kid);
    expect(created.privateKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(statSync(path.join(folder, SIGNING_KEY_FILE_NAME)).mode & 0o777).toBe(0o600);
  });
});
