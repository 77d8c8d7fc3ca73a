import { waitFor } from '@testing-library/react';
import { createClient } from 'graphql-ws';
import type { GraphQLResponse, RequestParameters } from 'relay-runtime';
import ProjectsPageQueryNode from '@/__generated__/ProjectsPageQuery.graphql';
import CreateProjectMutationNode from '@/__generated__/useCreateProjectMutation.graphql';
import ProjectEventsSubscriptionNode from '@/__generated__/useProjectEventsSubscription.graphql';
import { tokenFor } from '../../__tests__/helpers/auth';
import { onConnectionChange, type ConnectionEvent } from './connectionStatus';
import { ApiError } from './errors';
import { createWorkspaceNetwork, lazyWsClient, TOKEN_EXPIRED_CLOSE_CODE, type HttpFetch, type WorkspaceNetworkOptions } from './network';

type WsOptions = Parameters<typeof createClient>[0];

function setUp(overrides: Partial<WorkspaceNetworkOptions> = {}) {
  const fetch = jest.fn<ReturnType<HttpFetch>, Parameters<HttpFetch>>(async () => ({ ok: true, status: 200, json: async () => ({ data: { viewer: null } }) }));
  let wsOptions: WsOptions | undefined;
  const wsClient = {
    subscribe: jest.fn((_payload: unknown, _sink: { next: (value: unknown) => void }) => () => {}),
    dispose: jest.fn(),
  };
  const { network, dispose } = createWorkspaceNetwork({
    graphqlUrl: '/graphql',
    graphqlWsUrl: 'ws://localhost/graphql',
    orgId: 'org_acme',
    getToken: async () => tokenFor('org_acme'),
    fetch,
    createWsClient: ((options: WsOptions) => {
      wsOptions = options;
      return wsClient;
    }) as unknown as typeof createClient,
    ...overrides,
  });
  const run = (params: RequestParameters, variables: Record<string, unknown> = {}) =>
    new Promise<GraphQLResponse>((resolve, reject) => {
      network.execute(params, variables, {}).subscribe({ next: resolve, error: reject });
    });
  return { fetch, network, run, wsClient, wsOptions: () => wsOptions as WsOptions, dispose };
}

describe('the workspace network', () => {
  it('POSTs the operation name, variables and persisted document id as JSON with the session token', async () => {
    const { fetch, run } = setUp();

    await run(ProjectsPageQueryNode.params);

    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokenFor('org_acme')}` },
    });
    expect(JSON.parse(init.body as string)).toEqual({
      operationName: 'ProjectsPageQuery',
      variables: {},
      documentId: ProjectsPageQueryNode.params.id,
    });
    expect(ProjectsPageQueryNode.params.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("turns GraphQL errors into an error carrying the server's code, field and message", async () => {
    const { fetch, run } = setUp();
    fetch.mockResolvedValueOnce({
      ok: true,
      status: 200,
      json: async () => ({
        data: null,
        errors: [{ message: 'The key WEB is already used.', extensions: { code: 'CONFLICT', field: 'key' } }],
      }),
    });

    await expect(run(CreateProjectMutationNode.params, { input: {}, connections: [] })).rejects.toMatchObject({
      code: 'CONFLICT',
      field: 'key',
      message: 'The key WEB is already used.',
    });
  });

  it('reports a request that never got an answer as a network error', async () => {
    const { fetch, run } = setUp();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    const error = await run(ProjectsPageQueryNode.params).catch((failure: unknown) => failure);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NETWORK' });
  });

  it('reports a refusal for too many requests, without a GraphQL body, as a rate limit in words', async () => {
    const { fetch, run } = setUp();
    fetch.mockResolvedValueOnce({ ok: false, status: 429, json: async () => ({}) });

    await expect(run(ProjectsPageQueryNode.params)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Wait a moment and try again.',
    });
  });

  it('reports a session token that could not be fetched (offline) as a network error', async () => {
    const { fetch, run } = setUp({ getToken: () => Promise.reject(new TypeError('Failed to fetch')) });

    await expect(run(ProjectsPageQueryNode.params)).rejects.toMatchObject({ code: 'NETWORK' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("never sends a token that speaks for another workspace than the environment's", async () => {
    const { fetch, run } = setUp({ getToken: async () => tokenFor('org_globex') });

    await expect(run(ProjectsPageQueryNode.params)).rejects.toMatchObject({ code: 'WORKSPACE_CHANGED' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens the WebSocket lazily, retrying for ever, and reads a fresh token on every (re)connection', async () => {
    const token = tokenFor('org_acme');
    const tokens = [token, `${token}.renewed`];
    const getToken = jest.fn(async () => tokens.shift() ?? null);
    const { wsOptions } = setUp({ getToken });
    const options = wsOptions();

    expect(options).toMatchObject({ url: 'ws://localhost/graphql', lazy: true, retryAttempts: Number.POSITIVE_INFINITY });
    const connectionParams = options.connectionParams as () => Promise<Record<string, string>>;
    await expect(connectionParams()).resolves.toEqual({ authorization: `Bearer ${token}` });
    await expect(connectionParams()).resolves.toEqual({ authorization: `Bearer ${token}.renewed` });
  });

  it('keeps its subscriptions and reconnects when the server refuses connections for a while (a restart)', async () => {
    // A WebSocket whose first connections are refused, the way a browser reports it: an error, then a close.
    let refusals = 2;
    const opened: FakeSocket[] = [];
    class FakeSocket {
      static CONNECTING = 0;
      static OPEN = 1;
      static CLOSING = 2;
      static CLOSED = 3;
      readyState = FakeSocket.CONNECTING;
      protocol = 'graphql-transport-ws';
      onopen: (() => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onclose: ((event: unknown) => void) | null = null;
      onmessage: ((event: { data: string }) => void) | null = null;
      sent: Array<{ type: string }> = [];
      constructor() {
        setTimeout(() => {
          if (refusals > 0) {
            refusals -= 1;
            this.readyState = FakeSocket.CLOSED;
            this.onerror?.(new Event('error'));
            this.onclose?.({ code: 1006, reason: '', wasClean: false });
            return;
          }
          this.readyState = FakeSocket.OPEN;
          opened.push(this);
          this.onopen?.();
        });
      }
      send(data: string) {
        const message = JSON.parse(data) as { type: string };
        this.sent.push(message);
        if (message.type === 'connection_init') setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }));
      }
      close() {
        this.readyState = FakeSocket.CLOSED;
      }
    }
    const { network } = setUp({
      createWsClient: (options) => createClient({ ...options, webSocketImpl: FakeSocket, retryWait: async () => {} }),
    });
    const errors: unknown[] = [];

    network.execute(ProjectEventsSubscriptionNode.params, { connections: ['c'] }, {}).subscribe({ error: (error: unknown) => errors.push(error) });

    await waitFor(() => expect(opened[0]?.sent.map(({ type }) => type)).toEqual(['connection_init', 'subscribe']));
    expect(errors).toEqual([]);
    expect(opened).toHaveLength(1);
  });

  it('shows the connection lost and resubscribes when the server says "try again later" (1013: live updates paused)', async () => {
    const announced: ConnectionEvent[] = [];
    const stop = onConnectionChange((event) => announced.push(event));
    const opened: FakeSocket[] = [];
    class FakeSocket {
      static CONNECTING = 0;
      static OPEN = 1;
      static CLOSING = 2;
      static CLOSED = 3;
      readyState = FakeSocket.CONNECTING;
      protocol = 'graphql-transport-ws';
      onopen: (() => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onclose: ((event: unknown) => void) | null = null;
      onmessage: ((event: { data: string }) => void) | null = null;
      sent: Array<{ type: string }> = [];
      constructor() {
        setTimeout(() => {
          this.readyState = FakeSocket.OPEN;
          opened.push(this);
          this.onopen?.();
        });
      }
      send(data: string) {
        const message = JSON.parse(data) as { type: string };
        this.sent.push(message);
        if (message.type === 'connection_init') setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }));
      }
      close() {
        this.readyState = FakeSocket.CLOSED;
      }
      serverCloses(code: number) {
        this.readyState = FakeSocket.CLOSED;
        this.onclose?.({ code, reason: 'Live updates are unavailable: reconnecting.', wasClean: true });
      }
    }
    const { network } = setUp({
      createWsClient: (options) => createClient({ ...options, webSocketImpl: FakeSocket, retryWait: async () => {} }),
    });
    const errors: unknown[] = [];
    network.execute(ProjectEventsSubscriptionNode.params, { connections: ['c'] }, {}).subscribe({ error: (error: unknown) => errors.push(error) });
    // Connected and subscribed (the client counts as connected once the server acknowledged it).
    await waitFor(() => expect(opened[0]?.sent.map(({ type }) => type)).toEqual(['connection_init', 'subscribe']));

    opened[0].serverCloses(1013);

    await waitFor(() => expect(announced).toEqual(['lost', 'restored']));
    expect(opened[1].sent.map(({ type }) => type)).toEqual(['connection_init', 'subscribe']);
    expect(errors).toEqual([]);
    expect(opened).toHaveLength(2);
    stop();
  });

  it('subscribes again after a failure that passes (4500, 1011, a server error), and ends only on a refusal', async () => {
    const { network, wsClient } = setUp();
    type Sink = { next: (value: unknown) => void; error: (error: unknown) => void; complete: () => void };
    const sinks = () => wsClient.subscribe.mock.calls.map(([, sink]) => sink as unknown as Sink);
    const events: GraphQLResponse[] = [];
    const errors: unknown[] = [];
    network.execute(ProjectEventsSubscriptionNode.params, { connections: ['c'] }, {}).subscribe({
      next: (event) => events.push(event),
      error: (error: unknown) => errors.push(error),
    });

    const failures = [
      { code: 4500, reason: 'Internal server error' },
      { code: 1011, reason: '' },
      [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    ];
    for (const [index, failure] of failures.entries()) {
      sinks()[index].error(failure);
      // What the ended attempt reports afterwards (graphql-ws completes it) does not end the subscription.
      sinks()[index].complete();
      await waitFor(() => expect(wsClient.subscribe).toHaveBeenCalledTimes(index + 2), { timeout: 10_000 });
    }
    sinks()[3].next({ data: { projectEvents: { kind: 'CREATED' } } });
    expect(events).toEqual([{ data: { projectEvents: { kind: 'CREATED' } } }]);
    expect(errors).toEqual([]);

    sinks()[3].error({ code: 4403, reason: 'Forbidden: Removed from the workspace.' });
    expect(errors).toEqual([expect.objectContaining({ code: 'INTERNAL' })]);
    expect(wsClient.subscribe).toHaveBeenCalledTimes(4);
  }, 30_000);

  it('subscribes over the WebSocket with an empty query and the document id in extensions, and passes events on', async () => {
    const { network, wsClient } = setUp();
    const events: GraphQLResponse[] = [];

    network.execute(ProjectEventsSubscriptionNode.params, { connections: ['c'] }, {}).subscribe({ next: (event) => events.push(event) });
    const [payload, sink] = wsClient.subscribe.mock.calls[0];
    sink.next({ data: { projectEvents: { kind: 'CREATED' } } });

    expect(payload).toEqual({
      operationName: 'useProjectEventsSubscription',
      query: '',
      variables: { connections: ['c'] },
      extensions: { documentId: ProjectEventsSubscriptionNode.params.id },
    });
    expect(ProjectEventsSubscriptionNode.params.id).toMatch(/^[0-9a-f]{64}$/);
    expect(events).toEqual([{ data: { projectEvents: { kind: 'CREATED' } } }]);
  });

  it('announces when the live connection is lost and when it is back, but not a normal close', () => {
    const announced: ConnectionEvent[] = [];
    const stop = onConnectionChange((event) => announced.push(event));
    const { wsOptions } = setUp();
    const on = wsOptions().on as { connected: (...args: unknown[]) => void; closed: (event: unknown) => void };

    on.connected({}, {}, false);
    on.closed({ code: 1000 });
    on.connected({}, {}, false);
    on.closed({ code: 1006 });
    on.closed({ code: 1006 });
    on.connected({}, {}, true);

    expect(announced).toEqual(['lost', 'restored']);
    stop();
  });

  describe("the socket's token", () => {
    /** A token for Acme that expires `seconds` from now; `serial` tells tokens of the same expiry apart. */
    const tokenExpiringIn = (seconds: number, serial = 0) => {
      const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
      const payload = { sub: 'user_ada', serial, exp: Math.floor(Date.now() / 1000) + seconds, o: { id: 'org_acme' } };
      return `${encode({ alg: 'RS256' })}.${encode(payload)}.signature`;
    };
    const pingsOf = (socket: { send: jest.Mock }) =>
      socket.send.mock.calls.map(([data]) => JSON.parse(data as string)).filter((message) => message.type === 'ping');

    beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') }));
    afterEach(() => jest.useRealTimers());

    async function connect(getToken: () => Promise<string | null>) {
      const { wsOptions, dispose } = setUp({ getToken });
      const options = wsOptions();
      await (options.connectionParams as () => Promise<unknown>)();
      const socket = { readyState: 1, send: jest.fn() };
      (options.on!.connected as (...args: unknown[]) => void)(socket, {}, false);
      return { socket, options, dispose };
    }

    it('is handed over fresh in a ping 15 seconds before it expires, and again before the fresh one expires', async () => {
      const tokens = [tokenExpiringIn(60), tokenExpiringIn(120), tokenExpiringIn(180)];
      let asked = 0;
      const getToken = jest.fn(async (): Promise<string> => tokens[Math.min(asked++, tokens.length - 1)]);
      const { socket, dispose } = await connect(getToken);

      await jest.advanceTimersByTimeAsync(44_000);
      expect(pingsOf(socket)).toEqual([]);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(pingsOf(socket)).toEqual([{ type: 'ping', payload: { authorization: `Bearer ${tokens[1]}` } }]);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(pingsOf(socket).map((ping) => ping.payload.authorization)).toEqual([`Bearer ${tokens[1]}`, `Bearer ${tokens[2]}`]);
      dispose();
    });

    it('asks again while the sign-in still answers the current token, and sends only a newer one', async () => {
      const current = tokenExpiringIn(60);
      const fresh = tokenExpiringIn(120, 1);
      let answer = current;
      const { socket, dispose } = await connect(async () => answer);

      await jest.advanceTimersByTimeAsync(47_000);
      expect(pingsOf(socket)).toEqual([]);
      answer = fresh;
      await jest.advanceTimersByTimeAsync(2_000);
      expect(pingsOf(socket)).toEqual([{ type: 'ping', payload: { authorization: `Bearer ${fresh}` } }]);
      dispose();
    });

    it('is not renewed once the socket closed; a close for an expired token (4419) reconnects with a new token', async () => {
      let asked = 0;
      const getToken = jest.fn(async (): Promise<string> => tokenExpiringIn(60 + asked++));
      const { socket, options, dispose } = await connect(getToken);
      (options.on!.closed as (event: unknown) => void)({ code: TOKEN_EXPIRED_CLOSE_CODE });

      await jest.advanceTimersByTimeAsync(120_000);
      expect(pingsOf(socket)).toEqual([]);
      expect((options.shouldRetry as (event: unknown) => boolean)({ code: TOKEN_EXPIRED_CLOSE_CODE })).toBe(true);
      const calls = getToken.mock.calls.length;
      await (options.connectionParams as () => Promise<unknown>)();
      expect(getToken).toHaveBeenCalledTimes(calls + 1);
      dispose();
    });
  });
});

describe('graphql-ws loaded with the first subscription', () => {
  function deferredClient() {
    const subscribed: unknown[] = [];
    const client = { subscribe: jest.fn((payload: unknown) => (subscribed.push(payload), () => subscribed.splice(subscribed.indexOf(payload), 1))), dispose: jest.fn() };
    let arrive: (value: typeof client) => void = () => {};
    let fail: (error: Error) => void = () => {};
    const load = jest.fn(() => new Promise<typeof client>((resolve, reject) => ((arrive = resolve), (fail = reject))));
    return { client, subscribed, load, arrive: () => arrive(client), fail: (error: Error) => fail(error) };
  }
  const sink = () => ({ next: jest.fn(), error: jest.fn(), complete: jest.fn() });
  /** Once the load has settled, what the client did on its arrival (or failure) has been done: it was told first. */
  const loaded = (load: jest.Mock) => Promise.allSettled(load.mock.results.map((result) => result.value as Promise<unknown>));

  it('loads it once, on the first subscription, and starts each subscription still wanted once it is there', async () => {
    const ws = deferredClient();
    const client = lazyWsClient(ws.load);
    expect(ws.load).not.toHaveBeenCalled();

    const first = { query: 'subscription A', variables: {} };
    const second = { query: 'subscription B', variables: {} };
    client.subscribe(first, sink());
    const stopSecond = client.subscribe(second, sink());
    stopSecond();
    ws.arrive();
    await loaded(ws.load);

    expect(ws.load).toHaveBeenCalledTimes(1);
    expect(ws.subscribed).toEqual([first]);
  });

  it('fails a subscription as a network error when it cannot load, and loads again for the next', async () => {
    const ws = deferredClient();
    const client = lazyWsClient(ws.load);
    const failed = sink();
    client.subscribe({ query: 'subscription A' }, failed);
    ws.fail(new Error('Failed to fetch dynamically imported module'));
    await loaded(ws.load);
    expect(failed.error).toHaveBeenCalledWith(expect.objectContaining({ code: 'NETWORK' }));

    client.subscribe({ query: 'subscription A' }, sink());
    expect(ws.load).toHaveBeenCalledTimes(2);
  });

  it('starts nothing once disposed, and disposes the client that arrived', async () => {
    const ws = deferredClient();
    const client = lazyWsClient(ws.load);
    client.subscribe({ query: 'subscription A' }, sink());
    const disposed = client.dispose();
    ws.arrive();
    await loaded(ws.load);
    await disposed;
    expect(ws.subscribed).toEqual([]);
    expect(ws.client.dispose).toHaveBeenCalled();
  });
});
