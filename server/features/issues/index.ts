// The issues feature: what it gives the server (see server/graphql/feature.ts), and its per-request loaders.
import DataLoader from 'dataloader';
import type { DB } from '../../db/database';
import type { Feature } from '../../graphql/feature';
import { byId } from '../../graphql/dataloader';
import type { UserRow } from '../users/domain';
import { countOpenIssues, findIssuesByIds, findPeopleByIds, labelsOfIssues, type IssueLabelRow, type IssueRow } from './domain';
import { issueNode, issueResolvers } from './resolvers';

export const issuesFeature = {
  name: 'issues',
  resolvers: issueResolvers,
  nodes: [issueNode],
} satisfies Feature;

// Each batches one connection level's lookups into one query (a page of 50 issues: one for their people, one for
// their labels; a page of projects: one for their open counts).
export const issueLoaders = (db: DB, workspaceId: string) => ({
  /**
   * What a page of issues read along with its issues (their labels, their assignees): resolvers answer from these at
   * once, a value rather than a loader's promise, so that the executor completes each issue without waiting.
   */
  pageRelations: { labels: new Map<string, IssueLabelRow[]>(), people: new Map<string, UserRow>() },
  issue: new DataLoader<string, IssueRow | null>(async (ids) => byId(ids, await findIssuesByIds(db, workspaceId, ids))),
  /** Each issue's labels, by name. */
  issueLabels: new DataLoader<string, IssueLabelRow[]>(async (ids) => {
    const labels = await labelsOfIssues(db, workspaceId, ids);
    return ids.map((id) => labels.get(id) ?? []);
  }),
  /** The people issues of the workspace name as creator or assignee (ids read from those issues only). */
  issueUser: new DataLoader<string, UserRow | null>(async (ids) => byId(ids, await findPeopleByIds(db, ids))),
  /** Each project's count of open issues. */
  openIssueCount: new DataLoader<string, number>(async (ids) => {
    const counts = await countOpenIssues(db, workspaceId, ids);
    return ids.map((id) => counts.get(id) ?? 0);
  }),
});
