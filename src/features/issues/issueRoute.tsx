// The `/w/:workspaceSlug/issue/:issueKey` route: its loader starts IssuePageQuery, the page reads it under Suspense.
import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PreloadedQuery } from 'react-relay';
import IssuePageQueryNode, { type IssuePageQuery } from '@/__generated__/IssuePageQuery.graphql';
import { workspaceQueryLoader } from '@/workspace/workspaceQueryLoader';
import { IssueDetailSkeleton } from './IssueDetailSkeleton';
import { IssuePage } from './IssuePage';
import { preloadMarkdown } from './Markdown';
import { preloadAttachments } from '../attachments/LazyIssueAttachments';
import { preloadReactions } from './timeline/TimelineComment';

const loadIssue = workspaceQueryLoader<IssuePageQuery>(IssuePageQueryNode, ({ params }) => ({
  // Keys are upper case (WEB-42); a hand-typed web-42 finds the same issue.
  key: (params.issueKey ?? '').toUpperCase(),
}));

/** The issue's query, and beside it the Markdown renderer its description and comments are shown with (and their reactions). */
export const loader: typeof loadIssue = (args) => {
  void preloadMarkdown();
  void preloadReactions();
  void preloadAttachments();
  return loadIssue(args);
};

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<IssuePageQuery>;
  return (
    <Suspense fallback={<IssueDetailSkeleton />}>
      <IssuePage queryRef={queryRef} />
    </Suspense>
  );
}
