// Per-person rate limit on GraphQL over HTTP: each operation of a signed-in person counts against their budget a
// minute (shared by every instance through Redis when configured). Over it: status 429 with Retry-After and
// extensions.code RATE_LIMITED. Subscription starts over the WebSocket are limited in websocket.ts.
import type { Plugin } from 'graphql-yoga';
import { rateLimitedError, type RateLimiter } from '../http/rateLimit';
import type { GraphQLContext } from './context';

export function useUserRateLimit(limiter: RateLimiter, perMinute: number, onLimited?: () => void): Plugin<GraphQLContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as GraphQLContext;
      if (!context.viewer || context.liveSocket) return;
      const result = await limiter.consume(`user:${context.viewer.user.id}`, perMinute);
      if (result.allowed) return;
      onLimited?.();
      setResultAndStopExecution({ errors: [rateLimitedError(result.retryAfterSeconds, true)] });
    },
  };
}
