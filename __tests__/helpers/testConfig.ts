// What `@/config` is in tests: a plain object each test may change; it is reset after every test.
import type { AppConfig } from '../../src/config';

export function defaultTestConfig(): AppConfig {
  return {
    clerkPublishableKey: null,
    graphqlUrl: '/graphql',
    graphqlWsUrl: 'ws://localhost/graphql',
    social: { github: null, x: null, linkedin: null },
    contactEmail: null,
    analytics: { posthog: null, gtmId: null },
    imageOrigins: [],
  };
}

export const config: AppConfig = defaultTestConfig();

export function resetTestConfig(): void {
  Object.assign(config, defaultTestConfig());
}
