/// <reference types="vite/client" />

// The VITE_* variables the app reads (all optional; see src/config.ts for their defaults).
interface ImportMetaEnv {
  readonly VITE_CLERK_PUBLISHABLE_KEY?: string;
  readonly VITE_GRAPHQL_URL?: string;
  readonly VITE_GRAPHQL_WS_URL?: string;
  readonly VITE_SOCIAL_GITHUB_URL?: string;
  readonly VITE_SOCIAL_X_URL?: string;
  readonly VITE_SOCIAL_LINKEDIN_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_POSTHOG_KEY?: string;
  readonly VITE_POSTHOG_HOST?: string;
  readonly VITE_POSTHOG_SEND_PII?: string;
  readonly VITE_GTM_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
