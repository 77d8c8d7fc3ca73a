// The presence feature: who else is looking at a board or an issue (see server/live/presence.ts).
import type { Feature } from '../../graphql/feature';
import { presenceResolvers } from './resolvers';

export const presenceFeature = {
  name: 'presence',
  resolvers: presenceResolvers,
} satisfies Feature;
