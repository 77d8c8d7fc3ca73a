// Placeholders shaped like the content they stand in for; hidden from assistive technology, which hears
// the busy region's label instead.
import type { CSSProperties, ReactNode } from 'react';

export function SkeletonLine({ width = '100%', height = '1em' }: { width?: CSSProperties['width']; height?: CSSProperties['height'] }) {
  return <span className="skeleton" style={{ width, height }} />;
}

export function LoadingRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="loading-region">
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
