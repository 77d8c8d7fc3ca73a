// The labels feature: what it gives the server (see server/graphql/feature.ts).
import DataLoader from 'dataloader';
import type { DB } from '../../db/database';
import type { Feature } from '../../graphql/feature';
import { byId } from '../../graphql/dataloader';
import { findLabelsByIds, type LabelRow } from './domain';
import { labelNode, labelResolvers } from './resolvers';

export const labelsFeature = {
  name: 'labels',
  resolvers: labelResolvers,
  nodes: [labelNode],
} satisfies Feature;

export const labelLoaders = (db: DB, workspaceId: string) => ({
  label: new DataLoader<string, LabelRow | null>(async (ids) => byId(ids, await findLabelsByIds(db, workspaceId, ids))),
});
