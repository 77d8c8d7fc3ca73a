// Per-person rate limit on GraphQL over HTTP: each operation of a signed-in person counts against their budget a
// minute, an API key's against the key's own budget of the same size (shared by every instance through Redis when
// configured). Over it: status 429 with Retry-After and extensions.code RATE_LIMITED. Subscription starts over the WebSocket are limited in websocket.ts. A request with a
// token skips the per-address limit at the door (app.ts), so one whose token is refused counts against its address here.
import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'graphql-yoga';
import { rateLimitKey } from '../auth/viewer';
import { rateLimitedError, type RateLimiter } from '../http/rateLimit';
import type { GraphQLContext } from './context';
import type { ServerContext } from './http';

export function useUserRateLimit(limiter: RateLimiter, perMinute: number, onLimited?: () => void): Plugin<GraphQLContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as GraphQLContext;
      if (!context.viewer || context.liveSocket) return;
      const result = await limiter.consume(rateLimitKey(context.viewer), perMinute);
      if (result.allowed) return;
      onLimited?.();
      setResultAndStopExecution({ errors: [rateLimitedError(result.retryAfterSeconds, true)] });
    },
  };
}

/** Counts an HTTP operation whose token was refused against its address's budget (`key` names the address's window). */
export function useRefusedTokenRateLimit(
  limiter: RateLimiter,
  perMinute: number,
  key: (req: IncomingMessage) => string,
  onLimited?: () => void,
): Plugin<GraphQLContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as GraphQLContext & Partial<ServerContext>;
      if (context.viewer || context.liveSocket || !context.req?.headers.authorization) return;
      const result = await limiter.consume(key(context.req), perMinute);
      if (result.allowed) return;
      onLimited?.();
      setResultAndStopExecution({ errors: [rateLimitedError(result.retryAfterSeconds, true)] });
    },
  };
}
