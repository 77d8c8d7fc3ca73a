// Per-request DataLoaders (per event in subscriptions): batch and cache lookups by id within the viewer's workspace.
// Each feature declares its own; the composition root (server/features/index.ts) lists them and server/app.ts hands
// them to the server at start, so this kernel names no feature (only the type of the whole set).
import type { DB } from '../db/database';
import type { Loaders } from '../features';

export type { Loaders };

/** One feature's loaders for a workspace. */
export type FeatureLoaders = (db: DB, workspaceId: string) => object;

/** Makes a request's loaders: every feature's, for one workspace. */
export type LoaderFactory = (db: DB, workspaceId: string) => Loaders;

export function loadersOf(featureLoaders: readonly FeatureLoaders[]): LoaderFactory {
  // Each feature's loaders are typed where declared; `Loaders` is their intersection (server/features/index.ts).
  return (db, workspaceId) => Object.assign({}, ...featureLoaders.map((loaders) => loaders(db, workspaceId))) as Loaders;
}
