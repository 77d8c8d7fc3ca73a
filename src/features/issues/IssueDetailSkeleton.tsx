// The issue detail's shape while it loads: the title and description on the left, the fields beside them (after the
// title on phones). The
// app shell (an issue address opened cold, before the issue's code arrives), the issue page and the issue panel
// show it. Kept apart from the issue's code, which would pull Relay into the main bundle.
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import styles from './IssueDetailSkeleton.module.css';

export function IssueDetailSkeleton({ label = 'Loading the issue' }: { label?: string }) {
  return (
    <LoadingRegion label={label}>
      <div className={styles.detail}>
        <div className={styles.crumbs}>
          <SkeletonLine width="6rem" />
          <SkeletonLine width="4rem" />
        </div>
        <div className={styles.layout}>
          <div className={styles.heading}>
            <SkeletonLine width="70%" height="2rem" />
          </div>
          <div className={styles.sidebar}>
            {[0, 1, 2, 3, 4].map((row) => (
              <div key={row} className={styles.fields}>
                <SkeletonLine width="5rem" />
                <SkeletonLine width="100%" height="2.5rem" />
              </div>
            ))}
          </div>
          <div className={styles.main}>
            <SkeletonLine width="100%" />
            <SkeletonLine width="90%" />
            <SkeletonLine width="60%" />
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
