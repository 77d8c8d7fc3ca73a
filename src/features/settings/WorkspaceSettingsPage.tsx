// Workspace settings (/w/:workspaceSlug/settings/workspace): what the workspace decides for everyone in it, chosen
// by its admins (others see the choice). Estimates: none, points, or T-shirt sizes; saved as it changes.
import { useId } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { WorkspaceSettingsPageQuery } from '@/__generated__/WorkspaceSettingsPageQuery.graphql';
import { ESTIMATE_SCALES, type EstimateScale } from '@/rules/estimate';
import { PageHeader, PageHeaderPlaceholder, Section } from '@/ui/Page';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import { useUpdateEstimateSettingsMutation } from './useUpdateEstimateSettingsMutation';
import styles from './Settings.module.css';

export const workspaceSettingsPageQuery = graphql`
  query WorkspaceSettingsPageQuery {
    viewer {
      workspace {
        id
        name
        estimateScale
        viewerCanManageEstimates
      }
    }
  }
`;

const SCALE_LABELS: Record<EstimateScale, string> = { NONE: 'No estimates', POINTS: 'Points (0 to 100)', TSHIRT: 'T-shirt sizes (XS to XL)' };

const SCALE_DESCRIPTIONS: Record<EstimateScale, string> = {
  NONE: 'Issues carry no estimate: the field and the sums are hidden.',
  POINTS: 'Any whole number of points from 0 to 100.',
  TSHIRT: 'XS, S, M, L or XL, counted as 1, 2, 3, 5 and 8 points in sums.',
};

export function WorkspaceSettingsPage({ queryRef }: { queryRef: PreloadedQuery<WorkspaceSettingsPageQuery> }) {
  const { workspace } = usePreloadedQuery<WorkspaceSettingsPageQuery>(workspaceSettingsPageQuery, queryRef).viewer;
  const headingId = useId();
  const setScale = useUpdateEstimateSettingsMutation();
  const canManage = workspace.viewerCanManageEstimates;
  return (
    <div>
      <title>{`Workspace settings · ${workspace.name} · Lanes`}</title>
      <PageHeader eyebrow={workspace.name} title="Workspace settings" />
      <Section
        id={headingId}
        title="Estimates"
        description={canManage ? 'How issues are estimated in this workspace, for everyone; saved as you change it.' : 'How issues are estimated in this workspace. Only admins may change it.'}
      >
        <fieldset className={styles.choices} disabled={!canManage}>
          <legend className={styles.legend}>Estimate scale</legend>
          {ESTIMATE_SCALES.map((scale) => (
            <label key={scale} className={styles.choice}>
              <input
                type="radio"
                name="estimateScale"
                value={scale}
                checked={workspace.estimateScale === scale}
                onChange={() => setScale(workspace.id, scale)}
                className={styles.radio}
                aria-labelledby={`${headingId}-${scale}`}
                aria-describedby={`${headingId}-${scale}-description`}
              />
              <span className={styles.choiceText}>
                <span id={`${headingId}-${scale}`} className={styles.choiceLabel}>
                  {SCALE_LABELS[scale]}
                </span>
                <span id={`${headingId}-${scale}-description`} className={styles.choiceDescription}>
                  {SCALE_DESCRIPTIONS[scale]}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </Section>
    </div>
  );
}

export function WorkspaceSettingsSkeleton() {
  return (
    <LoadingRegion label="Loading workspace settings">
      <PageHeaderPlaceholder>
        <SkeletonLine width="12rem" height="2rem" />
      </PageHeaderPlaceholder>
      {[0, 1, 2].map((row) => (
        <SkeletonLine key={row} width="60%" />
      ))}
    </LoadingRegion>
  );
}
