// The board's shape while it loads: the page header, the filter bar, then a column per status with a few cards. Both the app
// shell (a board address opened cold, before the board's code arrives) and the board route (while its data
// loads) show it, so the one hands over to the other without a jump. Kept apart from the board's code: the app
// shell imports it, and it must not pull Relay into the main bundle.
import { PageHeaderPlaceholder, PageTitlePlaceholder } from '@/ui/Page';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import styles from './BoardSkeleton.module.css';
import { ISSUE_STATUSES } from '@/rules/issue';

export function BoardSkeleton() {
  return (
    <LoadingRegion label="Loading the board">
      <PageHeaderPlaceholder>
        <PageTitlePlaceholder width="14rem" />
        {/* The switch between board and list, and "New issue". */}
        <SkeletonLine width="17rem" height="var(--control-height)" />
      </PageHeaderPlaceholder>
      {/* The search field of the filter bar, its label above it. */}
      <div className={styles.filters}>
        <div>
          <span className={styles.searchLabel}>
            <SkeletonLine width="4rem" />
          </span>
          <SkeletonLine width="24rem" height="var(--control-height)" />
        </div>
      </div>
      <div className={styles.board}>
        {ISSUE_STATUSES.map((status) => (
          <div key={status} className={styles.column} data-testid="board-skeleton-column">
            <div className={styles.columnHeader}>
              <SkeletonLine width="6rem" />
            </div>
            <div className={styles.columnBody}>
              {[0, 1, 2].map((card) => (
                <div key={card} className={`${styles.card} ${styles.placeholderCard}`}>
                  <SkeletonLine width="3rem" />
                  <SkeletonLine width="80%" />
                  <SkeletonLine width="50%" />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
