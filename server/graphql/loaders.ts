// Per-request DataLoaders (per event in subscriptions): batch and cache lookups by id within the viewer's workspace.
// Each feature declares its own; this gathers them.
import type { DB } from '../db/database';
import { projectLoaders } from '../features/projects';
import { userLoaders } from '../features/users';

export function createLoaders(db: DB, workspaceId: string) {
  return { ...projectLoaders(db, workspaceId), ...userLoaders(db, workspaceId) };
}

export type Loaders = ReturnType<typeof createLoaders>;
