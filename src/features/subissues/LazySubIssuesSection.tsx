// The issue page's sub-issues and relations, whose code (the section, its mutations, the picker) loads after the
// page's first paint: it sits below the description. When that load fails, a toast says so and the section stays away.
import { Suspense, type ComponentProps } from 'react';
import { toastMutationError } from '@/relay/errors';
import { FailureBoundary, retryableLazy } from '@/ui/FailureBoundary';
import type { SubIssuesSection } from './SubIssuesSection';

const section = retryableLazy(() => import('./SubIssuesSection'));

export function LazySubIssuesSection(props: ComponentProps<typeof SubIssuesSection>) {
  const Section = section.current;
  return (
    <FailureBoundary
      onFailure={(error) => {
        section.retry();
        toastMutationError('The sub-issues could not be shown', error);
      }}
    >
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    </FailureBoundary>
  );
}
