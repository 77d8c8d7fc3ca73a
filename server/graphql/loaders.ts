// Per-request DataLoaders (per event in subscriptions): batch and cache lookups by id within the viewer's workspace.
import DataLoader from 'dataloader';
import type { DB } from '../db/database';
import { findProjectsByIds, type ProjectRow } from '../domain/projects';
import { findMembersByIds, type UserRow } from '../domain/users';

export interface Loaders {
  project: DataLoader<string, ProjectRow | null>;
  /** Users who are members of the workspace. */
  member: DataLoader<string, UserRow | null>;
}

function byId<T extends { id: string }>(ids: readonly string[], rows: T[]): Array<T | null> {
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => found.get(id) ?? null);
}

export function createLoaders(db: DB, workspaceId: string): Loaders {
  return {
    project: new DataLoader(async (ids) => byId(ids, await findProjectsByIds(db, workspaceId, ids))),
    member: new DataLoader(async (ids) => byId(ids, await findMembersByIds(db, workspaceId, ids))),
  };
}
