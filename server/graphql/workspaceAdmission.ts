// Admission per workspace of GraphQL operations over HTTP: a few of one workspace's operations in progress at once on
// an instance, the rest waiting in that workspace's own queue, so that a flood from one tenant takes turns with itself
// on the event loop instead of with everyone.
import type { Plugin } from 'graphql-yoga';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
  /** HTTP requests that took their turn at the door (`admitRequest`), before yoga read anything of them. */
  readonly #admittedRequests = new WeakSet<IncomingMessage>();

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

  /**
   * Takes the workspace's turn for an HTTP request before anything of it is read (its body, its token, a kept answer),
   * and gives it back once its response has closed (sent, or the client gone). A request that waits here costs the
   * server nothing but its place in the workspace's queue, which is what keeps a flood of cheap answers from one
   * workspace off everyone else's event loop. Rejects with WorkspaceBusyError as `enter` does.
   */
  async admitRequest(workspace: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    let closed = false;
    const onClose = () => {
      closed = true;
    };
    res.once('close', onClose);
    try {
      await this.enter(workspace);
    } finally {
      res.off('close', onClose);
    }
    if (closed || res.destroyed) {
      // The client went away while it waited: no response will close for it, so the turn goes back now.
      this.leave(workspace);
      throw new WorkspaceBusyError('The client closed the request while it waited for its turn.');
    }
    this.#admittedRequests.add(req);
    res.once('close', () => this.leave(workspace));
  }

  /** Whether the request took its turn at the door already. */
  hasTurn(req: IncomingMessage | undefined): boolean {
    return req !== undefined && this.#admittedRequests.has(req);
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
 * The workspace each bearer token's requests run in, learned when one of its requests is authenticated, so that the
 * token's later requests take their workspace's turn at the door. A token names one organization for as long as it
 * lives, so what is remembered never turns wrong; a token refused since (signed out, membership ended) only waits
 * in its own workspace's queue before yoga refuses it. The oldest are forgotten past `capacity`.
 */
export class TokenWorkspaces {
  readonly #workspaceOf = new Map<string, string>();

  constructor(private readonly capacity = 20_000) {}

  remember(authorization: string, workspace: string): void {
    if (this.#workspaceOf.get(authorization) === workspace) return;
    this.#workspaceOf.delete(authorization);
    this.#workspaceOf.set(authorization, workspace);
    if (this.#workspaceOf.size > this.capacity) this.#workspaceOf.delete(this.#workspaceOf.keys().next().value as string);
  }

  workspaceOf(authorization: string | undefined): string | undefined {
    return authorization === undefined ? undefined : this.#workspaceOf.get(authorization);
  }

  get size(): number {
    return this.#workspaceOf.size;
  }
}

/**
 * Takes a turn for each HTTP operation of a signed-in viewer before the response cache and execution (an answer from
 * the cache still costs its workspace's turn: the flood it answers is CPU all the same), and gives it back once yoga has
 * the response, serialized (whatever happened meanwhile: an error, a thrown plugin). This is the turn of a token's
 * first request; its later ones took theirs at the door (`admitRequest`, app.ts) and pass. Placed after the rate
 * limits, so that a first request refused never waits. WebSocket operations are bounded per socket and per person.
 */
export function useWorkspaceAdmission(admission: WorkspaceAdmission, onBusy?: () => void): Plugin<GraphQLContext> {
  const turnsTaken = new WeakMap<Request, string>();
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const { viewer, liveSocket, request } = args.contextValue;
      if (!viewer || liveSocket) return;
      // A request whose token was seen before took its workspace's turn at the door (app.ts), before yoga.
      if (admission.hasTurn((args.contextValue as { req?: IncomingMessage }).req)) return;
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
