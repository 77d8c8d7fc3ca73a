// My issues (`/w/:workspaceSlug/my-issues`: assigned to me, created by me, or watched, as tabs) and the workspace's
// issues page (`/w/:workspaceSlug/issues`, with a project filter): every project's issues with the project list's
// filter bar, grouping and order, its More filters (dates, estimates, cycle, structure) shown in the bar, and projects. The URL holds it all (its loader
// turns it into the query's variables); "Save view" keeps it under a name.
import { EstimateScaleProvider, knownScale } from '@/features/board/EstimateScaleContext';
import { useCallback } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import type { WorkspaceIssuesPageQuery } from '@/__generated__/WorkspaceIssuesPageQuery.graphql';
import { workspacePath } from '@/auth';
import { ListFilterBar } from '@/features/board/ListFilterBar';
import { hasAnyFilter } from '@/features/board/listParams';
import { SaveViewButton } from '@/features/views/SaveViewButton';
import { SelectField } from '@/ui/Field';
import { PageHeader } from '@/ui/Page';
import { WorkspaceIssueList } from './WorkspaceIssueList';
import {
  extraFilterCount,
  MY_ISSUES_SETS,
  parseWorkspaceFilters,
  WORKSPACE_FILTER_PARAMS,
  workspaceFiltersToParams,
  workspaceIssueFilter,
  type MyIssuesSet,
  type WorkspaceFilters,
} from './workspaceParams';
import styles from './WorkspaceIssues.module.css';

export const workspaceIssuesPageQuery = graphql`
  query WorkspaceIssuesPageQuery($filter: IssueFilter, $orderBy: IssueOrder) {
    viewer {
      workspace {
        name
        viewerCanShareViews
        estimateScale
        projects(first: 100) {
          edges {
            node {
              id
              key
              name
            }
          }
        }
        ...ListFilterBar_workspace
        ...WorkspaceIssueList_workspace @arguments(filter: $filter, orderBy: $orderBy)
      }
    }
  }
`;

export type WorkspaceIssuesMode = { kind: 'my'; set: MyIssuesSet } | { kind: 'all' };

const SET_LABELS: Record<MyIssuesSet, string> = { ASSIGNED: 'Assigned', CREATED: 'Created', WATCHING: 'Watching' };
const SET_HELP: Record<MyIssuesSet, string> = {
  ASSIGNED: 'Issues assigned to you, in every project.',
  CREATED: 'Issues you created, in every project.',
  // Lanes has no subscription to an issue: watching is having taken part.
  WATCHING: 'Issues you commented on or were mentioned in (their description or a comment), in every project.',
};

/** The `set` param of My issues. */
export function myIssuesSetOf(params: URLSearchParams): MyIssuesSet {
  const set = (params.get('set') ?? '').toUpperCase();
  return (MY_ISSUES_SETS as readonly string[]).includes(set) ? (set as MyIssuesSet) : 'ASSIGNED';
}

/** The filters of the URL (those asked for while the next page loads), and their change. */
function useWorkspaceUrlFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  const pendingSearch = navigation.location?.pathname === location.pathname ? navigation.location.search : null;
  const filters = parseWorkspaceFilters(pendingSearch === null ? searchParams : new URLSearchParams(pendingSearch));
  const onChange = useCallback(
    (next: WorkspaceFilters) =>
      setSearchParams(
        (current) => {
          const params = workspaceFiltersToParams(next);
          for (const [name, value] of current) if (!WORKSPACE_FILTER_PARAMS.includes(name)) params.append(name, value);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { filters, onChange };
}

export function WorkspaceIssuesPage({
  queryRef,
  workspaceSlug,
  mode,
}: {
  queryRef: PreloadedQuery<WorkspaceIssuesPageQuery>;
  workspaceSlug: string;
  mode: WorkspaceIssuesMode;
}) {
  const { workspace } = usePreloadedQuery<WorkspaceIssuesPageQuery>(workspaceIssuesPageQuery, queryRef).viewer;
  const { filters, onChange } = useWorkspaceUrlFilters();
  const title = mode.kind === 'my' ? 'My issues' : 'Issues';
  const filtered = hasAnyFilter(filters) || extraFilterCount(filters) > 0;
  const projects = mode.kind === 'all' ? workspace.projects.edges.map(({ node }) => node) : null;

  return (
    <div className={styles.page}>
      <PageHeader
        eyebrow={workspace.name}
        title={title}
        actions={
          <SaveViewButton
            canShare={workspace.viewerCanShareViews}
            view={{
              scope: mode.kind === 'my' ? 'MY_ISSUES' : 'WORKSPACE',
              myIssues: mode.kind === 'my' ? mode.set : null,
              filter: workspaceIssueFilter(filters),
              grouping: filters.group === 'STATUS' ? null : filters.group,
              orderBy: filters.order,
              layout: 'LIST',
            }}
          />
        }
      />
      {mode.kind === 'my' ? <MyIssuesTabs workspaceSlug={workspaceSlug} current={mode.set} /> : null}
      <ListFilterBar filters={filters} onChange={onChange} workspace={workspace}>
        {projects ? <ProjectFilter filters={filters} onChange={onChange} projects={projects} /> : null}
      </ListFilterBar>
      {/* The rows show estimates on the workspace's scale, as the project pages do. */}
      <EstimateScaleProvider value={knownScale(workspace.estimateScale)}>
        <WorkspaceIssueList
          workspace={workspace}
          workspaceSlug={workspaceSlug}
          grouping={filters.group}
          filtered={filtered}
          emptyText={mode.kind === 'my' ? SET_HELP[mode.set] : 'The workspace has no issues yet.'}
        />
      </EstimateScaleProvider>
    </div>
  );
}

/** Assigned / Created / Watching: links (each its own address), the current one marked, with what it holds. */
function MyIssuesTabs({ workspaceSlug, current }: { workspaceSlug: string; current: MyIssuesSet }) {
  const [searchParams] = useSearchParams();
  return (
    <nav aria-label="Which of my issues">
      <ul className={styles.tabs}>
        {MY_ISSUES_SETS.map((set) => {
          const params = new URLSearchParams(searchParams);
          if (set === 'ASSIGNED') params.delete('set');
          else params.set('set', set.toLowerCase());
          params.delete('issue');
          const search = params.toString();
          return (
            <li key={set}>
              <Link
                className={styles.tab}
                to={`${workspacePath(workspaceSlug, 'my-issues')}${search ? `?${search}` : ''}`}
                aria-current={set === current ? 'page' : undefined}
                title={SET_HELP[set]}
              >
                {SET_LABELS[set]}
              </Link>
            </li>
          );
        })}
      </ul>
      <p className={styles.help}>{SET_HELP[current]}</p>
    </nav>
  );
}

/** The workspace's issues page's own filter: one project, or all. */
function ProjectFilter({
  filters,
  onChange,
  projects,
}: {
  filters: WorkspaceFilters;
  onChange: (filters: WorkspaceFilters) => void;
  projects: readonly { id: string; key: string; name: string }[];
}) {
  return (
    <SelectField
      label="Project"
      value={filters.projectIds[0] ?? ''}
      onChange={(event) => onChange({ ...filters, projectIds: event.target.value ? [event.target.value] : [] })}
    >
      <option value="">All projects</option>
      {projects.map((project) => (
        <option key={project.id} value={project.id}>
          {project.name} ({project.key})
        </option>
      ))}
    </SelectField>
  );
}
