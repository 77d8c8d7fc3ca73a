// Runtime configuration of the browser app: the only module that reads `import.meta.env` (Jest maps it to a
// test double), so every setting has one name, one default and one place to look.
import { webSocketUrlFor } from '@/lib/urls';

export interface SocialLinks {
  github: string | null;
  x: string | null;
  linkedin: string | null;
}

export interface AppConfig {
  /** Clerk's publishable key; when set the app signs in through Clerk, otherwise through the built-in sign-in. */
  clerkPublishableKey: string | null;
  /** Where GraphQL queries and mutations are POSTed. */
  graphqlUrl: string;
  /** Where the graphql-ws WebSocket connects for subscriptions. */
  graphqlWsUrl: string;
  /** Footer links; an unset one is not rendered. */
  social: SocialLinks;
  contactEmail: string | null;
}

function setting(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

const env = import.meta.env;
const graphqlUrl = setting(env.VITE_GRAPHQL_URL) ?? '/graphql';

export const config: AppConfig = {
  clerkPublishableKey: setting(env.VITE_CLERK_PUBLISHABLE_KEY),
  graphqlUrl,
  graphqlWsUrl: setting(env.VITE_GRAPHQL_WS_URL) ?? webSocketUrlFor(graphqlUrl, window.location.href),
  social: {
    github: setting(env.VITE_SOCIAL_GITHUB_URL),
    x: setting(env.VITE_SOCIAL_X_URL),
    linkedin: setting(env.VITE_SOCIAL_LINKEDIN_URL),
  },
  contactEmail: setting(env.VITE_CONTACT_EMAIL),
};
