// Where a saved view opens: its own address (`/w/:workspaceSlug/views/:id`, which anyone who may see it can open),
// and the page it shows with the view's filters, grouping and order in that page's URL.
import { workspacePath } from '@/auth';
import { projectViewPath } from '@/features/board/paths';
import { DEFAULT_WORKSPACE_ORDER, paramsOfStoredFilter } from '@/features/workspaceIssues/workspaceParams';

export function viewPath(workspaceSlug: string, viewId: string): string {
  return workspacePath(workspaceSlug, `views/${encodeURIComponent(viewId)}`);
}

export interface StoredView {
  scope: string;
  myIssues?: string | null;
  filter: string;
  grouping?: string | null;
  orderBy: string;
  layout: string;
  project?: { key: string } | null;
}

/** The address of the page a view shows, with its settings; null when its project is gone. */
export function viewTargetPath(workspaceSlug: string, view: StoredView): string | null {
  if (view.scope === 'PROJECT') {
    if (!view.project) return null;
    const params = paramsOfStoredFilter(view.filter, view.grouping ?? null, view.orderBy, 'POSITION');
    if (view.layout === 'BOARD') params.delete('order');
    return `${projectViewPath(workspaceSlug, view.project.key, view.layout === 'BOARD' ? 'board' : 'list')}?${params}`;
  }
  const params = paramsOfStoredFilter(view.filter, view.grouping ?? null, view.orderBy, DEFAULT_WORKSPACE_ORDER);
  if (view.scope === 'MY_ISSUES' && view.myIssues && view.myIssues !== 'ASSIGNED') params.set('set', view.myIssues.toLowerCase());
  return `${workspacePath(workspaceSlug, view.scope === 'MY_ISSUES' ? 'my-issues' : 'issues')}?${params}`;
}
