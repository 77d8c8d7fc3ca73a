// Shown while the first page's code and data load: the frame of the app, never a blank page. Its placeholder has
// the shape of the page being opened (a board's columns, a list's rows, an issue's detail), so that when the
// page's own placeholder takes over, on a slow network seconds later, nothing jumps. Those placeholders are small
// modules of their own: importing the pages here would pull Relay into the main bundle.
import { matchPath, useLocation } from 'react-router-dom';
import { BoardSkeleton } from '@/features/board/BoardSkeleton';
import { ListSkeleton } from '@/features/board/ListSkeleton';
import { lastProjectView } from '@/features/board/paths';
import { IssueDetailSkeleton } from '@/features/issues/IssueDetailSkeleton';
import { PageHeaderPlaceholder, PageTitlePlaceholder } from '@/ui/Page';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import styles from './AppFrame.module.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

type PageShape = 'board' | 'list' | 'issue' | 'page';

/** Which page the address opens, by the routes' paths (src/app/routes.tsx). */
function pageShape(pathname: string): PageShape {
  if (matchPath('/w/:workspaceSlug/projects/:projectKey/board', pathname)) return 'board';
  if (matchPath('/w/:workspaceSlug/projects/:projectKey/list', pathname)) return 'list';
  if (matchPath('/w/:workspaceSlug/issue/:issueKey', pathname)) return 'issue';
  // A project's own address goes on to the view last used there.
  const project = matchPath('/w/:workspaceSlug/projects/:projectKey', pathname);
  if (project) return lastProjectView(project.params.workspaceSlug ?? '', project.params.projectKey ?? '');
  return 'page';
}

function PagePlaceholder() {
  return (
    <LoadingRegion label="Loading page">
      <PageHeaderPlaceholder>
        <PageTitlePlaceholder width="10rem" />
      </PageHeaderPlaceholder>
      <SkeletonLine width="100%" height="4.5rem" />
      <SkeletonLine width="100%" height="4.5rem" />
      <SkeletonLine width="100%" height="4.5rem" />
    </LoadingRegion>
  );
}

function Placeholder({ shape }: { shape: PageShape }) {
  switch (shape) {
    case 'board':
      return <BoardSkeleton />;
    case 'list':
      return <ListSkeleton />;
    case 'issue':
      return <IssueDetailSkeleton />;
    case 'page':
      return <PagePlaceholder />;
  }
}

export function AppShellSkeleton() {
  const shape = pageShape(useLocation().pathname);
  // The board uses the window's whole width (its route's `handle`, src/app/RootLayout.tsx); so does its placeholder.
  return (
    <div className={styles.app}>
      <SiteHeader />
      <main id="main" className={shape === 'board' ? `${styles.main} ${styles.wide}` : styles.main} tabIndex={-1}>
        <Placeholder shape={shape} />
      </main>
      <SiteFooter />
    </div>
  );
}
