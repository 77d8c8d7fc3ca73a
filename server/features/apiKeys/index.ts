// The API keys feature: what it gives the server (see server/graphql/feature.ts). The keys' use as credentials is the
// auth kernel's (server/auth/apiKeys.ts).
import type { Feature } from '../../graphql/feature';
import { apiKeyNode, apiKeyResolvers } from './resolvers';

export const apiKeysFeature = {
  name: 'apiKeys',
  resolvers: apiKeyResolvers,
  nodes: [apiKeyNode],
} satisfies Feature;
