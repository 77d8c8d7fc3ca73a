// The workspace's cycles (/w/:workspaceSlug/cycles): past, current and upcoming, each with its scope and how much of it
// is done. Admins create cycles (one, or a cadence) and choose whether unfinished issues roll over at a cycle's end.
import { useId } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import type { CyclesPageQuery } from '@/__generated__/CyclesPageQuery.graphql';
import { isoDay } from '@/rules/cycle';
import { EmptyState, PageHeader, PageHeaderPlaceholder, PageTitlePlaceholder } from '@/ui/Page';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import { CycleRow } from './CycleRow';
import { NewCycleForm } from './NewCycleForm';
import { useCycleEventsSubscription } from './useCycleEventsSubscription';
import { useReadAgain } from './useReadAgain';
import { useUpdateCycleSettingsMutation } from './useUpdateCycleSettingsMutation';
import styles from './Cycles.module.css';

export const cyclesPageQuery = graphql`
  query CyclesPageQuery {
    viewer {
      workspace {
        id
        name
        viewerCanManageCycles
        estimateScale
        cycleRollover
        cycles {
          id
          status
          ...CycleRow_cycle
        }
      }
    }
  }
`;

const GROUPS = [
  { status: 'CURRENT', title: 'Current' },
  { status: 'UPCOMING', title: 'Upcoming' },
  { status: 'PAST', title: 'Past' },
] as const;

export function CyclesPage({ queryRef }: { queryRef: PreloadedQuery<CyclesPageQuery> }) {
  const { workspace } = usePreloadedQuery<CyclesPageQuery>(cyclesPageQuery, queryRef).viewer;
  const workspaceSlug = useParams().workspaceSlug ?? '';
  const readAgain = useReadAgain<CyclesPageQuery>(cyclesPageQuery, {});
  useCycleEventsSubscription(readAgain);
  const setRollover = useUpdateCycleSettingsMutation();
  const rolloverId = useId();
  const canManage = workspace.viewerCanManageCycles;

  return (
    <div className={styles.page}>
      <title>{`Cycles · ${workspace.name} · Lanes`}</title>
      <PageHeader eyebrow={workspace.name} title="Cycles" />
      {canManage ? (
        <>
          <NewCycleForm today={isoDay(new Date())} onCreated={readAgain} />
          <p>
            <input
              id={rolloverId}
              type="checkbox"
              checked={workspace.cycleRollover}
              onChange={(event) => setRollover(workspace.id, event.target.checked)}
            />{' '}
            <label htmlFor={rolloverId}>When a cycle ends, move its unfinished issues to the next cycle</label>
          </p>
        </>
      ) : (
        <p className={styles.muted}>
          Only workspace admins create cycles.{' '}
          {workspace.cycleRollover ? 'Unfinished issues move to the next cycle when a cycle ends.' : 'Unfinished issues stay in their cycle when it ends.'}
        </p>
      )}
      {workspace.cycles.length === 0 ? (
        <EmptyState title="No cycles yet">
          <p>{canManage ? 'Create a cycle, or a cadence of them, above; then add issues to it.' : 'An admin can create cycles: time-boxes to plan issues in.'}</p>
        </EmptyState>
      ) : (
        GROUPS.map(({ status, title }) => {
          const cycles = workspace.cycles.filter((cycle) => cycle.status === status);
          if (cycles.length === 0) return null;
          const ordered = status === 'PAST' ? [...cycles].reverse() : cycles;
          return (
            <section key={status} aria-label={`${title} cycles`}>
              <h2 className={styles.formTitle}>{title}</h2>
              <ul className={styles.list}>
                {ordered.map((cycle) => (
                  <CycleRow key={cycle.id} cycle={cycle} workspaceSlug={workspaceSlug} inPoints={workspace.estimateScale !== 'NONE'} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}

export function CyclesPageSkeleton() {
  return (
    <LoadingRegion label="Loading cycles">
      <div className={styles.page}>
        <PageHeaderPlaceholder>
          <PageTitlePlaceholder width="8rem" />
        </PageHeaderPlaceholder>
        <ul className={styles.list}>
          {[0, 1, 2].map((row) => (
            <li key={row} className={styles.cycleRow}>
              <SkeletonLine width="30%" />
            </li>
          ))}
        </ul>
      </div>
    </LoadingRegion>
  );
}
