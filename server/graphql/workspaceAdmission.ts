// Admission per workspace of GraphQL operations over HTTP: a few of one workspace's operations in progress at once on
// an instance, the rest waiting in that workspace's own queue, so that a flood from one tenant takes turns with itself
// on the event loop instead of with everyone.
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { serverBusyError } from './errors';

export interface AdmissionSettings {
  /** The operations of one workspace in progress at once, from execution to the answer's serialized body. */
  inFlight: number;
  /** The operations of one workspace waiting for a turn; one more is answered "busy, retry" at once. */
  queued: number;
  /** How long an operation waits for its turn before it is answered "busy, retry". */
  waitMs: number;
}

export const DEFAULT_ADMISSION: AdmissionSettings = { inFlight: 4, queued: 200, waitMs: 10_000 };

/** The workspace's queue is full, or the operation waited its bound: load, not a fault. */
export class WorkspaceBusyError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WorkspaceBusyError';
  }
}

interface Turns {
  inProgress: number;
  /** First come, first served; each resolves its operation's admission. */
  waiting: Array<{ admit: () => void; timer: NodeJS.Timeout }>;
}

/**
 * Turns per workspace. A workspace's operation is admitted while fewer than `inFlight` of its operations are in
 * progress; otherwise it waits behind the workspace's earlier ones, and a finished operation hands its turn to the
 * next of the same workspace. Workspaces never wait for one another: admitting is a map lookup and a counter.
 */
export class WorkspaceAdmission {
  readonly #settings: AdmissionSettings;
  readonly #workspaces = new Map<string, Turns>();

  constructor(settings: AdmissionSettings) {
    this.#settings = settings;
  }

  /** The workspace's operations in progress and waiting now. */
  stats(workspace: string): { inProgress: number; waiting: number } {
    const turns = this.#workspaces.get(workspace);
    return { inProgress: turns?.inProgress ?? 0, waiting: turns?.waiting.length ?? 0 };
  }

  /** Resolves when the workspace's operation may run (call `leave` once it is over); rejects with WorkspaceBusyError. */
  enter(workspace: string): Promise<void> {
    let turns = this.#workspaces.get(workspace);
    if (!turns) this.#workspaces.set(workspace, (turns = { inProgress: 0, waiting: [] }));
    if (turns.inProgress < this.#settings.inFlight) {
      turns.inProgress++;
      return Promise.resolve();
    }
    const { queued, waitMs } = this.#settings;
    if (turns.waiting.length >= queued) return Promise.reject(new WorkspaceBusyError(`${queued} operations of the workspace are waiting already.`));
    const { waiting } = turns;
    return new Promise((resolve, reject) => {
      const waiter = {
        admit: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new WorkspaceBusyError(`The operation waited ${waitMs} ms for its turn.`));
        }, waitMs),
      };
      waiting.push(waiter);
    });
  }

  leave(workspace: string): void {
    const turns = this.#workspaces.get(workspace)!;
    const next = turns.waiting.shift();
    if (next) {
      // The turn passes on (the workspace's count of operations in progress stays as it is), after the event loop's
      // next look at its sockets: handed on at once, a queue of answers kept in the response cache ran through in one
      // chain of promises, each answered and the next admitted, and no other workspace's request was read meanwhile.
      clearTimeout(next.timer);
      setImmediate(next.admit);
      return;
    }
    turns.inProgress--;
    if (turns.inProgress === 0) this.#workspaces.delete(workspace);
  }
}

/**
 * Takes a turn for each HTTP operation of a signed-in viewer before the response cache and execution (an answer from
 * the cache still costs its workspace's turn: the flood it answers is CPU all the same), and gives it back once yoga has
 * the response, serialized (whatever happened meanwhile: an error, a thrown plugin). Placed after the rate limits, so
 * that a refused operation never waits. WebSocket operations are bounded per socket and per person instead.
 */
export function useWorkspaceAdmission(admission: WorkspaceAdmission, onBusy?: () => void): Plugin<GraphQLContext> {
  const turnsTaken = new WeakMap<Request, string>();
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const { viewer, liveSocket, request } = args.contextValue;
      if (!viewer || liveSocket) return;
      const workspace = viewer.workspace.id;
      try {
        await admission.enter(workspace);
      } catch (error) {
        if (!(error instanceof WorkspaceBusyError)) throw error;
        onBusy?.();
        setResultAndStopExecution({ errors: [serverBusyError()] });
        return;
      }
      turnsTaken.set(request, workspace);
    },
    onResponse({ request }) {
      const workspace = turnsTaken.get(request);
      if (workspace === undefined) return;
      turnsTaken.delete(request);
      admission.leave(workspace);
    },
  };
}
