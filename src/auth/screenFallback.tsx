// Suspense around a lazily loaded sign-in screen, with a placeholder shaped like a small form.
import { Suspense, type ComponentType } from 'react';
import { Panel } from '@/ui/Panel';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';

export function ScreenSkeleton() {
  return (
    <LoadingRegion label="Loading">
      <Panel as="div">
        <SkeletonLine width="40%" height="1.6em" />
        <SkeletonLine width="80%" />
        <SkeletonLine width="100%" height="2.4em" />
        <SkeletonLine width="30%" height="2.4em" />
      </Panel>
    </LoadingRegion>
  );
}

export function withScreenFallback(Screen: ComponentType): ComponentType {
  function ScreenWithFallback() {
    return (
      <Suspense fallback={<ScreenSkeleton />}>
        <Screen />
      </Suspense>
    );
  }
  ScreenWithFallback.displayName = `WithScreenFallback(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return ScreenWithFallback;
}
