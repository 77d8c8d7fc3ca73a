// Per-request DataLoaders (per event in subscriptions): batch and cache lookups by id within the viewer's workspace.
// Each feature declares its own; this gathers them.
import type { DB } from '../db/database';
import { commentLoaders } from '../features/comments';
import { issueLoaders } from '../features/issues';
import { memberLoaders } from '../features/members';
import { labelLoaders } from '../features/labels';
import { projectLoaders } from '../features/projects';
import { userLoaders } from '../features/users';

export function createLoaders(db: DB, workspaceId: string) {
  return {
    ...projectLoaders(db, workspaceId),
    ...userLoaders(db, workspaceId),
    ...labelLoaders(db, workspaceId),
    ...issueLoaders(db, workspaceId),
    ...memberLoaders(db, workspaceId),
    ...commentLoaders(db, workspaceId),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
