// The members of a workspace: everyone reads the list with roles; admins (built-in sign-in) invite by email, change
// roles, remove people and revoke invitations. With Clerk, its organization settings do that: the page links there.
import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MembersPageQuery } from '@/__generated__/MembersPageQuery.graphql';
import { useAuth } from '@/auth';
import { Button, buttonClass } from '@/ui/Button';
import { EmptyState, PageHeader, PageHeaderPlaceholder, PageTitlePlaceholder } from '@/ui/Page';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import { InvitationList } from './InvitationList';
import { MemberList } from './MemberList';
import styles from './Members.module.css';

export const membersPageQuery = graphql`
  query MembersPageQuery {
    viewer {
      user {
        id
      }
      workspace {
        id
        name
        personal
        viewerCanManageMembers
        ...MemberList_workspace
        ...InvitationList_workspace
      }
    }
  }
`;

export function MembersPage({ queryRef }: { queryRef: PreloadedQuery<MembersPageQuery> }) {
  const { viewer } = usePreloadedQuery<MembersPageQuery>(membersPageQuery, queryRef);
  const { workspace } = viewer;
  const auth = useAuth();
  const [inviting, setInviting] = useState(false);
  // Clerk is the source of truth for members in Clerk mode: its organization profile changes them.
  const managedHere = workspace.viewerCanManageMembers && auth.mode === 'builtin';

  return (
    <div>
      <title>{`Members · ${workspace.name} · Lanes`}</title>
      <PageHeader
        eyebrow={workspace.name}
        title="Members"
        actions={
          managedHere ? (
            <Button variant="primary" onClick={() => setInviting(true)}>
              Invite people
            </Button>
          ) : auth.mode === 'clerk' && !workspace.personal ? (
            <Link className={buttonClass('secondary')} to="/organization">
              Manage in organization settings
            </Link>
          ) : null
        }
      />
      {workspace.personal ? (
        <EmptyState title="Only you work here">
          <p>
            This is your personal workspace. <Link to="/create-organization">Create an organization</Link> to work with a
            team.
          </p>
        </EmptyState>
      ) : (
        <>
          {auth.mode === 'clerk' ? (
            <p className={styles.note}>Invitations, roles and removals are managed in the organization settings.</p>
          ) : null}
          <MemberList workspace={workspace} viewerId={viewer.user.id} canManage={managedHere} />
          {managedHere ? <InvitationList workspace={workspace} inviting={inviting} onCloseInviteDialog={() => setInviting(false)} /> : null}
        </>
      )}
    </div>
  );
}

export function MembersPageSkeleton() {
  return (
    <LoadingRegion label="Loading members">
      <div>
        <PageHeaderPlaceholder>
          <PageTitlePlaceholder width="10rem" />
        </PageHeaderPlaceholder>
        <ul className={styles.list}>
          {[0, 1, 2].map((row) => (
            <li key={row} className={styles.row}>
              <SkeletonLine width="40%" height="1.2em" />
              <SkeletonLine width="6rem" />
            </li>
          ))}
        </ul>
      </div>
    </LoadingRegion>
  );
}
