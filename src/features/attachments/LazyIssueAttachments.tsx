// The issue's Files section loads beside the issue's data (the issue route preloads it), not with the page's first
// paint: until it is there, and if it cannot load (offline, a new deployment), the issue shows without it.
import { Suspense, type ComponentProps } from 'react';
import { FailureBoundary, retryableLazy } from '@/ui/FailureBoundary';
import type { IssueAttachments as IssueAttachmentsComponent } from './IssueAttachments';

const load = () => import('./IssueAttachments').then((module) => ({ default: module.IssueAttachments }));
const section = retryableLazy(load);

/** Starts loading the section (with the issue's data); resolves once it is there (or could not load). */
export const preloadAttachments = (): Promise<unknown> => load().catch(() => null);

export function LazyIssueAttachments(props: ComponentProps<typeof IssueAttachmentsComponent>) {
  const Section = section.current;
  return (
    <FailureBoundary onFailure={section.retry}>
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    </FailureBoundary>
  );
}
