// The webhooks feature: what it gives the server (see server/graphql/feature.ts). Its worker (worker.ts), one more
// reader of the change log, is started by server/app.ts.
import type { Feature } from '../../graphql/feature';
import { webhookDeliveryNode, webhookEndpointNode, webhookResolvers } from './resolvers';

export const webhooksFeature = {
  name: 'webhooks',
  resolvers: webhookResolvers,
  nodes: [webhookEndpointNode, webhookDeliveryNode],
} satisfies Feature;
