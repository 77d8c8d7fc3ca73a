// Shown while the first page's code and data load: the frame of the app, never a blank page.
import { PageHeaderPlaceholder } from '@/ui/Page';
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
          <PageHeaderPlaceholder>
            <div>
              <SkeletonLine width="6rem" />
              <SkeletonLine width="10rem" height="2rem" />
            </div>
          </PageHeaderPlaceholder>
          <SkeletonLine width="100%" height="4.5rem" />
          <SkeletonLine width="100%" height="4.5rem" />
          <SkeletonLine width="100%" height="4.5rem" />
        </LoadingRegion>
      </main>
      <SiteFooter />
    </div>
  );
}
