// A lock file in the data folder, so that two processes never open one PGlite database (they would lose writes).
// It names the holder by pid and, on Linux, the process's start time: in a container every restart runs as pid 1
// again, so a pid alone would make a crashed server's lock look held forever.
import { readFileSync, promises as fs } from 'node:fs';
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
 * Takes the data folder's lock for this process. A lock left by a process that no longer runs (its pid is dead, or
 * the pid now belongs to a process started at another time) is taken over; a lock of a running process (this one
 * included) is refused with DataDirLockedError.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const ownStartTime = startTimeOf(process.pid);
  const ownContent = `${process.pid}${ownStartTime === null ? '' : ` ${ownStartTime}`}\n`;

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await fs.writeFile(file, ownContent, { flag: 'wx' });
      return {
        release: async () => {
          const holder = await fs.readFile(file, 'utf8').catch(() => null);
          if (holder === ownContent) await fs.rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const content = await fs.readFile(file, 'utf8').catch(() => '');
    const [pidText, startTime] = content.trim().split(/\s+/);
    const holder = Number(pidText);
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder, startTime)) {
      throw new DataDirLockedError(dataDir, holder);
    }
    // Stale lock: remove it (unless another starter replaced it meanwhile) and try again; `wx` lets one win.
    const current = await fs.readFile(file, 'utf8').catch(() => null);
    if (current === content) await fs.rm(file, { force: true });
  }
  throw new Error(`Could not take the lock file ${file}.`);
}

/** True when the pid runs and, if the lock recorded a start time and this system can tell, started then. */
function isRunning(pid: number, recordedStartTime: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (recordedStartTime === undefined) return true;
  const startTime = startTimeOf(pid);
  return startTime === null || startTime === recordedStartTime;
}

/** The process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat); null without /proc. */
export function startTimeOf(pid: number): string | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Field 2, the command name, is in parentheses and may hold spaces: count the fields after it (field 3 onwards).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const startTime = fields[22 - 3];
  return startTime && /^\d+$/.test(startTime) ? startTime : null;
}
