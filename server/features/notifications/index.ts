// The notifications feature: what it gives the server (see server/graphql/feature.ts). Its rows' people, issues and
// comments load through the issues and comments features' loaders.
import type { Feature } from '../../graphql/feature';
import { notificationNode, notificationResolvers } from './resolvers';

export const notificationsFeature = {
  name: 'notifications',
  resolvers: notificationResolvers,
  nodes: [notificationNode],
} satisfies Feature;
