// A cycle's page (/w/:workspaceSlug/cycles/:number): its dates and status (editable by admins), its scope and what of
// it is done, its burn-up, and its issues (a list or a board, paged, planned by dragging: CycleIssues). Live: a change
// of the cycle or of its issues, by anyone, moves the figures and the chart (the event carries them) and reads the
// shown issues again.
import { EstimateScaleProvider, knownScale } from '@/features/board/EstimateScaleContext';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { CyclePageQuery } from '@/__generated__/CyclePageQuery.graphql';
import { cycleTitle, type CycleStatus } from '@/rules/cycle';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Dialog, DialogActions } from '@/ui/Dialog';
import { PageHeader, PageHeaderPlaceholder, PageTitlePlaceholder } from '@/ui/Page';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import { AddIssuesToCycle } from './AddIssuesToCycle';
import { BurnUpChart } from './BurnUpChart';
import { completion, formatDates, STATUS_WORDS, totalsInWords } from './cycleWords';
import type { EditedCycle } from './EditCycleDialog';
import { cyclesPath } from './paths';
import { useCycleEventsSubscription, type CycleEvent } from './useCycleEventsSubscription';
import { useDeleteCycleMutation } from './useDeleteCycleMutation';
import { useReadAgain } from './useReadAgain';
import styles from './Cycles.module.css';

const EditCycleDialog = lazy(() => import('./EditCycleDialog'));
// Its code is fetched by the route's loader, beside the page's query (cycleRoute.tsx).
const CycleIssues = lazy(loadCycleIssues);

/** The issues section's code (its list, its paging, the way to its board and planning). */
export function loadCycleIssues() {
  return import('./CycleIssues');
}

export const cyclePageQuery = graphql`
  query CyclePageQuery($number: Int!) {
    viewer {
      workspace {
        name
        viewerCanManageCycles
        estimateScale
        cycle(number: $number) {
          id
          number
          name
          startsOn
          endsOn
          status
          scope {
            issueCount
            estimate
          }
          completed {
            issueCount
            estimate
          }
          ...BurnUpChart_cycle
          ...CycleIssues_cycle
        }
      }
    }
  }
`;

export function CyclePage({ queryRef }: { queryRef: PreloadedQuery<CyclePageQuery> }) {
  const { workspace } = usePreloadedQuery<CyclePageQuery>(cyclePageQuery, queryRef).viewer;
  const workspaceSlug = useParams().workspaceSlug ?? '';
  const { cycle } = workspace;
  const readPageAgain = useReadAgain<CyclePageQuery>(cyclePageQuery, queryRef.variables);

  if (!cycle) {
    return (
      <div className={styles.page}>
        <title>{`Cycle not found · ${workspace.name} · Lanes`}</title>
        <PageHeader eyebrow={workspace.name} title="No such cycle" />
        <p className={styles.muted}>
          This workspace has no cycle with this number (it may have been deleted). <Link to={cyclesPath(workspaceSlug)}>See the cycles</Link>
        </p>
      </div>
    );
  }
  return <CycleDetails cycle={cycle} workspace={workspace} workspaceSlug={workspaceSlug} readPageAgain={readPageAgain} />;
}

type FoundCycle = NonNullable<CyclePageQuery['response']['viewer']['workspace']['cycle']>;

interface CycleDetailsProps {
  cycle: FoundCycle;
  workspace: { name: string; viewerCanManageCycles: boolean; estimateScale: string };
  workspaceSlug: string;
  /** Reads the page's query again (a deleted cycle's page says so). */
  readPageAgain: () => void;
}

function CycleDetails({ cycle, workspace, workspaceSlug, readPageAgain }: CycleDetailsProps) {
  // Each change of the cycle's issues made elsewhere (or by the picker) has the issues section read them again.
  const [issueChanges, setIssueChanges] = useState(0);
  const readIssuesAgain = useCallback(() => setIssueChanges((count) => count + 1), []);
  // Any cycle's change may take an issue out of "Not in this cycle" (it joined another) or put one in (it left one).
  const [cycleChanges, setCycleChanges] = useState(0);
  const onEvent = useCallback(
    (event: CycleEvent) => {
      setCycleChanges((count) => count + 1);
      if (event.deletedCycleId === cycle.id) readPageAgain();
      else if (event.cycle?.id === cycle.id) readIssuesAgain();
    },
    [cycle.id, readPageAgain, readIssuesAgain],
  );
  useCycleEventsSubscription(onEvent);
  const title = cycleTitle(cycle);
  // A workspace that estimates nothing (its scale NONE) reads its cycles in issues alone.
  const inPoints = knownScale(workspace.estimateScale) !== 'NONE';
  return (
    <div className={styles.page}>
      <title>{`${title} · ${workspace.name} · Lanes`}</title>
      <PageHeader
        eyebrow={workspace.name}
        title={title}
        actions={
          workspace.viewerCanManageCycles ? (
            <>
              <EditCycleButton cycle={cycle} />
              <DeleteCycleButton cycle={cycle} workspaceSlug={workspaceSlug} />
            </>
          ) : null
        }
      />
      <div className={styles.card}>
        <p className={styles.dates}>
          {formatDates(cycle)} <Badge tone={cycle.status === 'CURRENT' ? 'accent' : 'neutral'}>{STATUS_WORDS[cycle.status as CycleStatus] ?? cycle.status}</Badge>
        </p>
        <dl className={styles.figures} aria-label="Figures">
          <div>
            <dt>Scope</dt>
            <dd>{totalsInWords(cycle.scope, inPoints, true)}</dd>
          </div>
          <div>
            <dt>Completed</dt>
            <dd>{totalsInWords(cycle.completed, inPoints, true)}</dd>
          </div>
          <div>
            <dt>Progress</dt>
            <dd>{completion(cycle.scope, cycle.completed, inPoints)}</dd>
          </div>
        </dl>
      </div>
      <BurnUpChart cycle={cycle} />
      <Suspense
        fallback={
          <div className={styles.card}>
            <SkeletonLine width="30%" />
            <SkeletonLine width="100%" height="6rem" />
          </div>
        }
      >
        {/* The cards and rows show estimates on the workspace's scale, as the project pages do. */}
        <EstimateScaleProvider value={knownScale(workspace.estimateScale)}>
          <CycleIssues cycle={cycle} changes={issueChanges} cycleChanges={cycleChanges} workspaceSlug={workspaceSlug} />
        </EstimateScaleProvider>
      </Suspense>
      {cycle.status !== 'PAST' ? <AddIssuesToCycle cycle={cycle} onAdded={readIssuesAgain} /> : null}
    </div>
  );
}

function EditCycleButton({ cycle }: { cycle: EditedCycle }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Button variant="quiet" onClick={() => setEditing(true)}>
        Edit cycle
      </Button>
      {/* Mounted while open only: each opening starts from the cycle as it is now. */}
      {editing ? (
        <Suspense fallback={null}>
          <EditCycleDialog cycle={cycle} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function DeleteCycleButton({ cycle, workspaceSlug }: { cycle: { id: string; number: number; name: string | null | undefined }; workspaceSlug: string }) {
  const [confirming, setConfirming] = useState(false);
  const [deleteCycle, deleting] = useDeleteCycleMutation();
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <>
      <Button variant="quiet" onClick={() => setConfirming(true)}>
        Delete cycle
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} labelledBy={headingId}>
        <h2 id={headingId}>Delete {cycleTitle(cycle)}?</h2>
        <p>Its issues stay, in no cycle.</p>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Keep it</Button>
          <Button variant="danger" disabled={deleting} onClick={() => deleteCycle(cycle.id, () => void navigate(cyclesPath(workspaceSlug)))}>
            Delete cycle
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export function CyclePageSkeleton() {
  return (
    <LoadingRegion label="Loading the cycle">
      <div className={styles.page}>
        <PageHeaderPlaceholder>
          <PageTitlePlaceholder width="10rem" />
        </PageHeaderPlaceholder>
        <div className={styles.card}>
          <SkeletonLine width="40%" />
          <SkeletonLine width="100%" height="12rem" />
        </div>
      </div>
    </LoadingRegion>
  );
}
