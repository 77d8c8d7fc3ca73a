import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './lock';

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'lanes-lock-'));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** The pid of a process that has exited. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
}

describe('the data folder lock', () => {
  it('is taken with the pid inside and released on request', async () => {
    const folder = tempFolder();
    const lock = await lockDataDir(folder);
    expect(readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    await lock.release();
    await (await lockDataDir(folder)).release();
  });

  it('refuses a second holder while the first runs, naming the folder', async () => {
    const folder = tempFolder();
    const lock = await lockDataDir(folder);
    const refusal = await lockDataDir(folder).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(folder);
    await lock.release();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const folder = tempFolder();
    writeFileSync(path.join(folder, LOCK_FILE_NAME), `${deadPid()}\n`);
    const lock = await lockDataDir(folder);
    expect(readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    await lock.release();
  });
});
