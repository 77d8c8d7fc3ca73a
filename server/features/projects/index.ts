// The projects feature: what it gives the server (see server/graphql/feature.ts).
import DataLoader from 'dataloader';
import type { DB } from '../../db/database';
import type { Feature } from '../../graphql/feature';
import { byId } from '../../graphql/dataloader';
import { findProjectsByIds, findProjectsByKeys, type ProjectRow } from './domain';
import { projectNode, projectResolvers } from './resolvers';

export const projectsFeature = {
  name: 'projects',
  resolvers: projectResolvers,
  nodes: [projectNode],
} satisfies Feature;

export const projectLoaders = (db: DB, workspaceId: string) => {
  const project = new DataLoader<string, ProjectRow | null>(async (ids) => byId(ids, await findProjectsByIds(db, workspaceId, ids)));
  return {
    project,
    // A page may read the same project by key several times (the board's six columns): one query for them all.
    projectByKey: new DataLoader<string, ProjectRow | null>(async (keys) => {
      const projects = await findProjectsByKeys(db, workspaceId, keys);
      // Their issues ask for them again by id (Issue.key, Issue.project): answered from here, not by another statement.
      for (const row of projects) project.prime(row.id, row);
      return keys.map((key) => projects.find((row) => row.key === key.toUpperCase()) ?? null);
    }),
  };
};
