import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir, startTimeOf } from './lock';

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

const holderPid = (folder: string) => readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8').trim().split(' ')[0];

describe('the data folder lock', () => {
  it('is taken with the pid inside and released on request', async () => {
    const folder = tempFolder();
    const lock = await lockDataDir(folder);
    expect(holderPid(folder)).toBe(String(process.pid));
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
    expect(holderPid(folder)).toBe(String(process.pid));
    await lock.release();
  });

  it('takes over a lock whose pid now belongs to a process started at another time (a restarted container)', async () => {
    const folder = tempFolder();
    const otherStartTime = String(Number(startTimeOf(process.pid)) - 1);
    writeFileSync(path.join(folder, LOCK_FILE_NAME), `${process.pid} ${otherStartTime}\n`);
    const lock = await lockDataDir(folder);
    expect(readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8')).toBe(`${process.pid} ${startTimeOf(process.pid)}\n`);
    await lock.release();
  });

  it('still refuses a lock file naming only the pid of a running process (written before start times were kept)', async () => {
    const folder = tempFolder();
    writeFileSync(path.join(folder, LOCK_FILE_NAME), `${process.pid}\n`);
    await expect(lockDataDir(folder)).rejects.toBeInstanceOf(DataDirLockedError);
  });
});
