// Placeholders shaped like the content they stand in for; hidden from assistive technology, which hears
// the busy region's label instead.
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import styles from './Skeleton.module.css';

/** Waits shorter than this show no placeholder at all, so quick loads never flash. */
const REVEAL_AFTER_MS = 400;

interface RegionTiming {
  mountedAt: number;
  delay: number;
}

let anyRegionRendered = false;
const mountedRegions = new Set<RegionTiming>();

/**
 * How long a new region stays invisible. The first page load has been waiting since the document started
 * loading (on a slow network that is already long: show at once); a placeholder that takes over from one on
 * screen (the app shell's, then the page's) shows at once instead of blinking out; any other wait starts now.
 */
function revealDelay(now: number): number {
  if (!anyRegionRendered) return Math.max(0, REVEAL_AFTER_MS - now);
  for (const region of mountedRegions) if (now - region.mountedAt >= region.delay) return 0;
  return REVEAL_AFTER_MS;
}

export function SkeletonLine({ width = '100%', height = '1em' }: { width?: CSSProperties['width']; height?: CSSProperties['height'] }) {
  return <span className={styles.line} style={{ width, height }} />;
}

export function LoadingRegion({ label, children }: { label: string; children: ReactNode }) {
  const [timing] = useState<RegionTiming>(() => {
    const mountedAt = performance.now();
    const delay = revealDelay(mountedAt);
    anyRegionRendered = true;
    return { mountedAt, delay };
  });
  useEffect(() => {
    mountedRegions.add(timing);
    return () => {
      mountedRegions.delete(timing);
    };
  }, [timing]);
  return (
    <div role="status" aria-busy="true" aria-label={label} className={styles.region} style={{ animationDelay: `${Math.round(timing.delay)}ms` }}>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
