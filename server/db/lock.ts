// A lock file in the data folder, so that two processes never open one PGlite database (they would lose writes).
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'lanes.lock';

/** Another live process holds the data folder. */
export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by another Lanes server (process ${pid}). ` +
        'Stop that server, or set LANES_DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Takes the data folder's lock for this process. A lock left by a process that no longer runs is taken over;
 * a lock of a running process (this one included) is refused with DataDirLockedError.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const ownPid = String(process.pid);

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await fs.writeFile(file, `${ownPid}\n`, { flag: 'wx' });
      return {
        release: async () => {
          const holder = await fs.readFile(file, 'utf8').catch(() => null);
          if (holder?.trim() === ownPid) await fs.rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const content = await fs.readFile(file, 'utf8').catch(() => '');
    const holder = Number(content.trim());
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new DataDirLockedError(dataDir, holder);
    }
    // Stale lock: remove it (unless another starter replaced it meanwhile) and try again; `wx` lets one win.
    const current = await fs.readFile(file, 'utf8').catch(() => null);
    if (current === content) await fs.rm(file, { force: true });
  }
  throw new Error(`Could not take the lock file ${file}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
