// The sub-issues and relations feature: what it gives the server (see server/graphql/feature.ts), and its per-request
// loaders. Its changes are issues' changes: the issues' events builder publishes them.
import DataLoader from 'dataloader';
import type { DB } from '../../db/database';
import type { Feature } from '../../graphql/feature';
import { relationsOfIssues, structureOfIssues, type IssueStructure, type RelationView } from './domain';
import { subissueResolvers } from './resolvers';

export const subissuesFeature = {
  name: 'subissues',
  resolvers: subissueResolvers,
  nodes: [],
} satisfies Feature;

export const subissueLoaders = (db: DB, workspaceId: string) => ({
  /** Each issue's sub-issues' progress and whether it is blocked: one statement for a page of cards. */
  issueStructure: new DataLoader<string, IssueStructure | null>(async (ids) => {
    const structures = await structureOfIssues(db, workspaceId, ids);
    return ids.map((id) => structures.get(id) ?? null);
  }),
  /** Each issue's relations, seen from it. */
  issueRelations: new DataLoader<string, RelationView[]>(async (ids) => {
    const relations = await relationsOfIssues(db, workspaceId, ids);
    return ids.map((id) => relations.get(id) ?? []);
  }),
});
