// An issue's timeline under its description: comments and activity entries in time order, oldest first,
// paged ("Show more"), kept live, with the comment composer at the end for those who may comment. A comment still
// posting whose server copy has come live already shows once (postedCopies.ts).
import { useId, useMemo } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { IssueTimeline_issue$key } from '@/__generated__/IssueTimeline_issue.graphql';
import type { IssueTimeline_viewer$key } from '@/__generated__/IssueTimeline_viewer.graphql';
import type { IssueTimelinePaginationQuery } from '@/__generated__/IssueTimelinePaginationQuery.graphql';
import { Button } from '@/ui/Button';
import type { MentionCandidate } from '../MentionTextarea';
import { CommentComposer } from './CommentComposer';
import { useShownOnce } from './postedCopies';
import { TimelineActivity } from './TimelineActivity';
import { TimelineComment } from './TimelineComment';
import { useIssueTimelineSubscription } from './useIssueTimelineSubscription';
import styles from './Timeline.module.css';

export const TIMELINE_PAGE = 30;

export function IssueTimeline({
  issue: issueKey,
  viewer: viewerKey,
  members,
  readOnly = false,
}: {
  issue: IssueTimeline_issue$key;
  viewer: IssueTimeline_viewer$key;
  members: readonly MentionCandidate[];
  /** Shown without the composer and comment actions, as after someone else deleted the issue. */
  readOnly?: boolean;
}) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<IssueTimelinePaginationQuery, IssueTimeline_issue$key>(
    graphql`
      fragment IssueTimeline_issue on Issue
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" })
      @refetchable(queryName: "IssueTimelinePaginationQuery") {
        id
        viewerCanComment
        timeline(first: $count, after: $cursor) @connection(key: "IssueTimeline_timeline") {
          __id
          totalCount
          edges {
            node {
              __typename
              ... on Comment {
                id
                body
                author {
                  id
                }
                ...TimelineComment_comment @alias(as: "comment")
                ...ReactionBar_comment @alias(as: "reactions")
              }
              ... on IssueActivity {
                id
                ...TimelineActivity_activity @alias(as: "activity")
              }
            }
          }
        }
      }
    `,
    issueKey,
  );
  const viewer = useFragment(
    graphql`
      fragment IssueTimeline_viewer on Viewer {
        user {
          id
          name
          imageUrl
        }
      }
    `,
    viewerKey,
  );
  const headingId = useId();
  const connectionId = data.timeline.__id;
  useIssueTimelineSubscription(data.id, connectionId);
  const comments = useMemo(
    () =>
      data.timeline.edges.flatMap(({ node }) =>
        node.__typename === 'Comment' ? [{ id: node.id, body: node.body, authorId: node.author.id }] : [],
      ),
    [data.timeline.edges],
  );
  const shownOnce = useShownOnce(comments);

  return (
    <section className={styles.timeline} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Activity
      </h2>
      <ol className={styles.entries}>
        {data.timeline.edges.map(({ node }) => {
          if (node.__typename === 'Comment' && node.comment && node.reactions) {
            // The server's copy of a comment still posting is listed already: it shows once, as the server's.
            if (shownOnce.has(node.id)) return null;
            return (
              <li key={node.id} className={styles.entry}>
                <TimelineComment
                  comment={node.comment}
                  reactions={node.reactions}
                  issueId={data.id}
                  connectionId={connectionId}
                  members={members}
                  viewer={viewer.user}
                  canReact={data.viewerCanComment}
                  readOnly={readOnly}
                />
              </li>
            );
          }
          if (node.__typename === 'IssueActivity' && node.activity) {
            return (
              <li key={node.id} className={styles.entry}>
                <TimelineActivity activity={node.activity} />
              </li>
            );
          }
          return null;
        })}
      </ol>
      {hasNext ? (
        <Button size="sm" className={styles.more} disabled={isLoadingNext} onClick={() => loadNext(TIMELINE_PAGE)}>
          {isLoadingNext ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
      {readOnly ? null : data.viewerCanComment ? (
        <CommentComposer issueId={data.id} connectionId={connectionId} author={viewer.user} members={members} />
      ) : (
        <p className={styles.readOnlyNote}>You can read the comments here, but your role does not let you write them.</p>
      )}
    </section>
  );
}
