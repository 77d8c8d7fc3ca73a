// The issue list's shape while it loads: the page header, the filter bar, then the list's card of rows. Both the
// app shell (a list address opened cold, before the list's code arrives) and the list route (while its data
// loads) show it, so the one hands over to the other without a jump. Kept apart from the list's code, which would
// pull Relay into the main bundle.
import { PageHeaderPlaceholder, PageTitlePlaceholder } from '@/ui/Page';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import styles from './ListSkeleton.module.css';

export function ListSkeleton() {
  return (
    <LoadingRegion label="Loading the issue list">
      <PageHeaderPlaceholder>
        <PageTitlePlaceholder width="14rem" />
        {/* The switch between board and list, and "New issue". */}
        <SkeletonLine width="17rem" height="var(--control-height)" />
      </PageHeaderPlaceholder>
      {/* The search field, its label above it. */}
      <div className={styles.filters}>
        <div>
          <span className={styles.searchLabel}>
            <SkeletonLine width="4rem" />
          </span>
          <SkeletonLine width="24rem" height="var(--control-height)" />
        </div>
      </div>
      <div className={styles.scroller}>
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <div key={row} className={styles.row} data-testid="list-skeleton-row">
            <SkeletonLine width="4rem" />
            <SkeletonLine width="60%" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
