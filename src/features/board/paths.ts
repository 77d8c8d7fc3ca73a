// The addresses of a project's views and of an issue.
export type ProjectView = 'board' | 'list';

export function projectViewPath(workspaceSlug: string, projectKey: string, view: ProjectView): string {
  return `/w/${encodeURIComponent(workspaceSlug)}/projects/${encodeURIComponent(projectKey)}/${view}`;
}

export function issuePath(workspaceSlug: string, issueKey: string): string {
  return `/w/${encodeURIComponent(workspaceSlug)}/issue/${encodeURIComponent(issueKey)}`;
}

const LAST_VIEW_PREFIX = 'lanes:project-view:';

/** The view last used for this project in this browser (board by default). */
export function lastProjectView(workspaceSlug: string, projectKey: string): ProjectView {
  try {
    return window.localStorage.getItem(`${LAST_VIEW_PREFIX}${workspaceSlug}/${projectKey}`) === 'list' ? 'list' : 'board';
  } catch {
    return 'board';
  }
}

export function rememberProjectView(workspaceSlug: string, projectKey: string, view: ProjectView): void {
  try {
    window.localStorage.setItem(`${LAST_VIEW_PREFIX}${workspaceSlug}/${projectKey}`, view);
  } catch {
    // Storage may be full or forbidden (private windows): the board is a fine default.
  }
}
