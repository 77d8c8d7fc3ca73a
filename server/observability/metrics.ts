// Prometheus metrics (prom-client) for GET /metrics: GraphQL requests, errors and latency by operation, HTTP requests
// by route, open WebSockets and subscriptions, live-event delivery lag, database pool use, Redis availability.
// One registry per server (tests run several servers in one process).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsSources {
  openSockets(): number;
  openSubscriptions(): number;
  poolStats?: () => PoolStats | null;
  redisAvailable?: () => boolean;
}

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(sources: MetricsSources, { defaultMetrics = true } = {}) {
  const registry = new Registry();
  if (defaultMetrics) collectDefaultMetrics({ register: registry, prefix: 'lanes_' });

  const graphqlRequests = new Counter({
    name: 'lanes_graphql_operations_total',
    help: 'GraphQL operations executed, by operation name, type and transport.',
    labelNames: ['operation', 'type', 'transport'] as const,
    registers: [registry],
  });
  const graphqlErrors = new Counter({
    name: 'lanes_graphql_errors_total',
    help: 'GraphQL operations that answered errors, by operation name and error code.',
    labelNames: ['operation', 'code'] as const,
    registers: [registry],
  });
  const graphqlDuration = new Histogram({
    name: 'lanes_graphql_operation_duration_seconds',
    help: 'GraphQL operation execution time (queries and mutations), by operation name.',
    labelNames: ['operation', 'type'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const httpRequests = new Counter({
    name: 'lanes_http_requests_total',
    help: 'HTTP requests, by route and status.',
    labelNames: ['route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'lanes_http_request_duration_seconds',
    help: 'HTTP request time, by route.',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'lanes_rate_limited_total',
    help: 'Requests refused by a rate limit, by limit.',
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  const responseCache = new Counter({
    name: 'lanes_response_cache_lookups_total',
    help: 'HTTP queries looked up in the response cache: answered from it (hit), with the same query being computed (shared), or computed (miss).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const deliveryLag = new Histogram({
    name: 'lanes_pubsub_delivery_lag_seconds',
    help: 'Time from publishing a live event to its arrival at this instance.',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  new Gauge({
    name: 'lanes_websocket_connections',
    help: 'Open, authorised WebSocket connections.',
    registers: [registry],
    collect() {
      this.set(sources.openSockets());
    },
  });
  new Gauge({
    name: 'lanes_subscriptions',
    help: 'Live subscriptions held by this instance.',
    registers: [registry],
    collect() {
      this.set(sources.openSubscriptions());
    },
  });
  new Gauge({
    name: 'lanes_db_pool_connections',
    help: 'PostgreSQL pool connections, by state (total, idle, waiting requests).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  if (sources.redisAvailable) {
    const redisAvailable = sources.redisAvailable;
    new Gauge({
      name: 'lanes_redis_up',
      help: '1 while Redis (live events across instances) answers, else 0.',
      registers: [registry],
      collect() {
        this.set(redisAvailable() ? 1 : 0);
      },
    });
  }

  return {
    registry,
    operation(operation: string, type: string, transport: 'http' | 'websocket', seconds: number | null, errorCodes: string[]) {
      graphqlRequests.inc({ operation, type, transport });
      if (seconds !== null) graphqlDuration.observe({ operation, type }, seconds);
      for (const code of errorCodes) graphqlErrors.inc({ operation, code });
    },
    httpRequest(route: string, status: number, seconds: number) {
      httpRequests.inc({ route, status: String(status) });
      httpDuration.observe({ route }, seconds);
    },
    rateLimited: (limit: string) => rateLimited.inc({ limit }),
    responseCacheLookup: (result: 'hit' | 'shared' | 'miss') => responseCache.inc({ result }),
    deliveryLag: (milliseconds: number) => deliveryLag.observe(milliseconds / 1000),
  };
}
