// The issues feature: what it gives the server (see server/graphql/feature.ts), and its per-request loaders.
import DataLoader from 'dataloader';
import type { DB } from '../../db/database';
import type { Feature } from '../../graphql/feature';
import { byId } from '../../graphql/dataloader';
import type { UserRow } from '../users/domain';
import {
  countIssueGroups,
  countIssuesByGroup,
  listIssueGroupCellsWithRelations,
  type IssueGrouping,
  countOpenIssues,
  findIssuesByIds,
  findPeopleByIds,
  labelsOfIssues,
  listIssueGroupsWithRelations,
  type IssueFilter,
  type IssueLabelRow,
  type IssueOrder,
  type IssuePageWithRelations,
  type IssueRow,
  type IssueTotals,
} from './domain';
import type { IssueStatus } from '../../../src/rules/issue';
import type { EstimateScale } from '../../../src/rules/estimate';
import { scaleOf } from './estimateScale';
import { issueGroupNode, issueNode, issueResolvers } from './resolvers';

export const issuesFeature = {
  name: 'issues',
  resolvers: issueResolvers,
  nodes: [issueNode, issueGroupNode],
} satisfies Feature;

/** One status group's first page (a board column, a list group) of a project, under the filter all groups share. */
export interface IssueGroupKey {
  projectId: string;
  status: IssueStatus;
  filter: Omit<IssueFilter, 'statuses'> | null;
  orderBy: IssueOrder;
  first: number | null;
}

/** A grouping of a project's issues under a filter: by the group alone, or by the group and the status (a board's rows). */
export interface IssueGroupingKey {
  projectId: string;
  by: IssueGrouping;
  filter: IssueFilter | null;
  byStatus: boolean;
}

/**
 * Loads what the keys ask of each status with one call of `load` per set of keys that differ only in their status
 * (the six groups of a board read in one statement).
 */
function byStatusGroups<K extends { status: IssueStatus }, V>(
  load: (key: K, statuses: IssueStatus[]) => Promise<Map<IssueStatus, V>>,
): DataLoader<K, V, string> {
  const sharedPart = (key: K) => JSON.stringify({ ...key, status: null });
  return new DataLoader<K, V, string>(
    async (keys) => {
      const sets = new Map<string, K[]>();
      for (const key of keys) (sets.get(sharedPart(key)) ?? sets.set(sharedPart(key), []).get(sharedPart(key))!).push(key);
      const answers = new Map<string, Map<IssueStatus, V>>();
      await Promise.all(
        [...sets].map(async ([shared, set]) => answers.set(shared, await load(set[0], [...new Set(set.map((key) => key.status))]))),
      );
      return keys.map((key) => answers.get(sharedPart(key))!.get(key.status)!);
    },
    { cacheKeyFn: (key) => JSON.stringify(key) },
  );
}

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
  /** The first pages of a project's status groups asked for by one request: one statement for them all. */
  issueGroup: byStatusGroups<IssueGroupKey, IssuePageWithRelations>(({ projectId, filter, orderBy, first }, statuses) =>
    listIssueGroupsWithRelations(db, workspaceId, projectId, { statuses, filter, orderBy, first }),
  ),
  /** The counts of a project's status groups asked for by one request: one grouped count for them all. */
  issueGroupCount: byStatusGroups<Omit<IssueGroupKey, 'orderBy' | 'first'> & { withEstimate: boolean }, IssueTotals>(
    ({ projectId, filter, withEstimate }, statuses) => countIssueGroups(db, workspaceId, projectId, statuses, filter, withEstimate),
  ),
  /**
   * The first pages of a grouping's cells (the groups of a list, the columns of a board's rows) asked for by one request:
   * one statement for each grouping, filter and order. Each answer maps every cell (cellKey) to its page.
   */
  issueGroupCells: new DataLoader<IssueGroupingKey & { orderBy: IssueOrder; first: number | null }, Map<string, IssuePageWithRelations>, string>(
    (keys) => Promise.all(keys.map(({ projectId, ...args }) => listIssueGroupCellsWithRelations(db, workspaceId, projectId, args))),
    { cacheKeyFn: (key) => JSON.stringify(key) },
  ),
  /** The counts of a grouping's cells (Project.issueGroups and its groups' totals): one grouped count for them all. */
  issueGroupCellCounts: new DataLoader<IssueGroupingKey & { withEstimate?: boolean }, Map<string, IssueTotals>, string>(
    (keys) =>
      Promise.all(
        keys.map(({ projectId, by, filter, byStatus, withEstimate }) => countIssuesByGroup(db, workspaceId, projectId, by, filter, byStatus, withEstimate)),
      ),
    { cacheKeyFn: (key) => JSON.stringify(key) },
  ),
  /**
   * The workspace's estimate scale, read from its row: the viewer's workspace row is cached with the session for a
   * while, and a changed scale must show on the next page.
   */
  estimateScale: new DataLoader<string, EstimateScale>(async (ids) => {
    const rows = await db.selectFrom('workspaces').select(['id', 'estimateScale']).where('id', 'in', ids).execute();
    return ids.map((id) => scaleOf(rows.find((row) => row.id === id) ?? { estimateScale: 'POINTS' }));
  }),
  /** Each project's count of open issues. */
  openIssueCount: new DataLoader<string, number>(async (ids) => {
    const counts = await countOpenIssues(db, workspaceId, ids);
    return ids.map((id) => counts.get(id) ?? 0);
  }),
});
