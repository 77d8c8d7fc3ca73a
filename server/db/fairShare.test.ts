import { DatabaseBusyError, FairShare } from './fairShare';

/** Which of the named requests have been granted a connection so far, in order. */
function tracker(share: FairShare) {
  const granted: string[] = [];
  const ask = (workspace: string, name: string) => share.acquire(workspace).then(() => void granted.push(name));
  return { granted, ask };
}

// The grants are promise callbacks: the test looks after they have run.
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the fair share of database connections', () => {
  it('keeps connections free for other workspaces while one workspace holds its most', async () => {
    const share = new FairShare({ connections: 3, perWorkspace: 2, waitMs: 60_000 });
    const { granted, ask } = tracker(share);
    for (const name of ['acme 1', 'acme 2', 'acme 3', 'acme 4']) void ask('acme', name);
    void ask('globex', 'globex 1');
    await settle();
    expect(granted).toEqual(['acme 1', 'acme 2', 'globex 1']);
    expect(share.stats).toEqual({ inUse: 3, waiting: 2 });
    // acme's own freed connections serve its waiting requests.
    share.release('acme');
    share.release('acme');
    await settle();
    expect(granted).toEqual(['acme 1', 'acme 2', 'globex 1', 'acme 3', 'acme 4']);
  });

  it('hands a freed connection to the waiting workspaces in turn, not to whoever queued first', async () => {
    const share = new FairShare({ connections: 2, perWorkspace: 2, waitMs: 60_000 });
    const { granted, ask } = tracker(share);
    for (const name of ['acme 1', 'acme 2', 'acme 3', 'acme 4', 'acme 5']) void ask('acme', name);
    void ask('globex', 'globex 1');
    await settle();
    expect(granted).toEqual(['acme 1', 'acme 2']);

    share.release('acme');
    await settle();
    share.release('acme');
    await settle();
    // globex queued behind three of acme's requests and waited one turn, not three.
    expect(granted).toEqual(['acme 1', 'acme 2', 'acme 3', 'globex 1']);
    share.release('globex');
    share.release('acme');
    await settle();
    expect(granted).toEqual(['acme 1', 'acme 2', 'acme 3', 'globex 1', 'acme 4', 'acme 5']);
  });

  it('tells a request the database is busy once it has waited its bound, and forgets it', async () => {
    jest.useFakeTimers();
    try {
      const share = new FairShare({ connections: 1, perWorkspace: 1, waitMs: 5_000 });
      await share.acquire('acme');
      const waiting = share.acquire('globex');
      jest.advanceTimersByTime(4_999);
      expect(share.stats.waiting).toBe(1);
      jest.advanceTimersByTime(1);
      await expect(waiting).rejects.toThrow(DatabaseBusyError);
      expect(share.stats).toEqual({ inUse: 1, waiting: 0 });
      // The connection it gave up on goes to the next asker.
      share.release('acme');
      await expect(share.acquire('globex')).resolves.toBeUndefined();
      expect(share.stats).toEqual({ inUse: 1, waiting: 0 });
    } finally {
      jest.useRealTimers();
    }
  });
});
