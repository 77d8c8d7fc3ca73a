// Shown while the first page's code and data load: the frame of the app, never a blank page.
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import styles from './AppFrame.module.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function AppShellSkeleton() {
  return (
    <div className={styles.app}>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <LoadingRegion label="Loading page">
          <div className="page-header">
            <SkeletonLine width="12rem" height="2rem" />
          </div>
          <SkeletonLine width="100%" height="3.5rem" />
          <SkeletonLine width="100%" height="3.5rem" />
          <SkeletonLine width="100%" height="3.5rem" />
        </LoadingRegion>
      </main>
      <SiteFooter />
    </div>
  );
}
