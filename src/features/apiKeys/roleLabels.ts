// The roles an API key may have, in words.
import type { ApiKeyRole } from '@/__generated__/ApiKeysPageQuery.graphql';

export const ROLE_LABELS: Record<ApiKeyRole, string> = {
  ADMIN: 'Admin',
  MEMBER: 'Member',
  VIEWER: 'Viewer',
  '%future added value': 'Other',
};
