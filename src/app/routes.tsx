// The app's routes. Public pages are in the app's main bundle (the landing page also has an entry of its own); workspace pages (Relay, the data layer) and the
// sign-in adapters' screens load on demand, so the landing page stays light.
import { redirect, type RouteObject } from 'react-router-dom';
import {
  authStore,
  CreateOrganizationScreen,
  OrganizationProfileScreen,
  signInPath,
  SignInScreen,
  SignUpScreen,
  UserProfileScreen,
  workspacePath,
} from '@/auth';
import { lastProjectView, projectViewPath } from '@/features/board/paths';
import { LandingRoute } from '@/landing/LandingRoute';
import { NotFoundPage } from '@/routing/NotFoundPage';
import { RouteErrorPage } from '@/routing/RouteErrorPage';
import { WORKSPACE_ROUTE_ID } from '@/workspace/routeId';
import { AppShellSkeleton } from './AppShellSkeleton';
import { RootErrorPage } from './RootErrorPage';
import { RootLayout } from './RootLayout';

/** `/w`: the signed-in person's active workspace (where sign-in lands when no page asked for sign-in). */
async function activeWorkspaceLoader({ request }: { request: Request }) {
  const auth = await authStore.settled(request.signal);
  return redirect(auth.isSignedIn ? workspacePath(auth.orgSlug) : signInPath('/w'));
}

/** `/w/:workspaceSlug/projects/:projectKey`: the view last used for that project, the board by default. */
function projectViewRedirect(workspaceSlug: string, projectKey: string): string {
  return projectViewPath(workspaceSlug, projectKey, lastProjectView(workspaceSlug, projectKey));
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: AppShellSkeleton,
    ErrorBoundary: RootErrorPage,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, Component: LandingRoute },
          { path: 'sign-in/*', Component: SignInScreen },
          { path: 'sign-up/*', Component: SignUpScreen },
          { path: 'user/*', Component: UserProfileScreen },
          { path: 'organization/*', Component: OrganizationProfileScreen },
          { path: 'create-organization/*', Component: CreateOrganizationScreen },
          { path: 'settings', lazy: () => import('@/features/settings/settingsRoute') },
          { path: 'w', loader: activeWorkspaceLoader },
          {
            id: WORKSPACE_ROUTE_ID,
            path: 'w/:workspaceSlug',
            lazy: () => import('@/workspace/WorkspaceRoute'),
            children: [
              {
                // Ctrl K, / and ? on every page of the workspace.
                lazy: () => import('@/features/palette/paletteRoute'),
                children: [
                  { index: true, loader: ({ params }) => redirect(workspacePath(params.workspaceSlug ?? null)) },
                  { path: 'projects', lazy: () => import('@/features/projects/projectsRoute') },
                  { path: 'issue/:issueKey', lazy: () => import('@/features/issues/issueRoute') },
                  { path: 'inbox', lazy: () => import('@/features/inbox/inboxRoute') },
                  { path: 'settings/labels', lazy: () => import('@/features/labels/labelsRoute') },
                  { path: 'projects/:projectKey', loader: ({ params }) => redirect(projectViewRedirect(params.workspaceSlug ?? '', params.projectKey ?? '')) },
                  { path: 'projects/:projectKey/board', lazy: () => import('@/features/board/boardRoute') },
                  { path: 'projects/:projectKey/list', lazy: () => import('@/features/board/listRoute') },
                  { path: 'settings/members', lazy: () => import('@/features/members/membersRoute') },
                  { path: 'cycles', lazy: () => import('@/features/cycles/cyclesRoute') },
                  { path: 'cycles/:cycleNumber', lazy: () => import('@/features/cycles/cycleRoute') },
                  { path: 'settings/notifications', lazy: () => import('@/features/inbox/notificationSettingsRoute') },
                  { path: 'settings/workspace', lazy: () => import('@/features/settings/workspaceSettingsRoute') },
                  // API keys (issue #22).
                  { path: 'settings/api-keys', lazy: () => import('@/features/apiKeys/apiKeysRoute') },
                  { path: 'settings/webhooks', lazy: () => import('@/features/webhooks/webhooksRoute') },
                  // My issues, every project's issues, and saved views (#21).
                  { path: 'my-issues', lazy: () => import('@/features/workspaceIssues/workspaceIssuesRoute') },
                  { path: 'issues', lazy: () => import('@/features/workspaceIssues/workspaceIssuesRoute') },
                  { path: 'views/:viewId', lazy: () => import('@/features/views/viewRoute') },
                  { path: '*', Component: NotFoundPage },
                ],
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
