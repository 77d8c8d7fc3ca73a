// The built-in organization screen: the active organization and its members with their roles.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '@/ui/Panel';
import { LoadingRegion, SkeletonLine } from '@/ui/Skeleton';
import { Table } from '@/ui/Table';
import { visuallyHidden } from '@/ui/VisuallyHidden';
import { RequireSignIn } from '../gates';
import { workspacePath } from '../paths';
import { ScreenSkeleton } from '../screenFallback';
import { useAuth } from '../useAuth';
import type { OrganizationMember } from './BuiltinAuthClient';
import { useBuiltinAuthClient } from './BuiltinAuthProvider';
import styles from './OrganizationProfileScreen.module.css';

type Members = { status: 'loading' } | { status: 'loaded'; members: OrganizationMember[] } | { status: 'failed'; message: string };

function roleName(role: string) {
  return role.replace(/^org:/, '');
}

function MemberList({ organizationId }: { organizationId: string }) {
  const client = useBuiltinAuthClient();
  const [members, setMembers] = useState<Members>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    client.listMembers().then(
      (list) => current && setMembers({ status: 'loaded', members: list }),
      (error: Error) => current && setMembers({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [client, organizationId]);

  if (members.status === 'loading') {
    return (
      <LoadingRegion label="Loading members">
        <SkeletonLine width="60%" />
        <SkeletonLine width="55%" />
        <SkeletonLine width="65%" />
      </LoadingRegion>
    );
  }
  if (members.status === 'failed') return <p role="alert">The members could not be loaded: {members.message}</p>;
  return (
    <Table>
      <caption className={visuallyHidden}>Members</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
        </tr>
      </thead>
      <tbody>
        {members.members.map((member) => (
          <tr key={member.userId}>
            <td>{member.name}</td>
            <td>{member.email ?? '—'}</td>
            <td>{roleName(member.role)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function OrganizationProfile() {
  const auth = useAuth();
  const headingId = useId();
  const organization = auth.memberships.find((membership) => membership.id === auth.orgId);

  if (!organization) {
    return (
      <Panel aria-labelledby={headingId}>
        <h1 id={headingId}>Organization settings</h1>
        <p>You are in your personal workspace, which belongs to you alone.</p>
        <p>
          <Link to="/create-organization">Create an organization</Link> to work with a team, or pick one in the workspace
          switcher.
        </p>
      </Panel>
    );
  }

  return (
    <Panel aria-labelledby={headingId}>
      <title>{`${organization.name} settings · Lanes`}</title>
      <h1 id={headingId}>{organization.name} settings</h1>
      <dl className={styles.facts}>
        <dt>Address</dt>
        <dd>
          <Link to={workspacePath(organization.slug)}>{workspacePath(organization.slug)}</Link>
        </dd>
        <dt>Your role</dt>
        <dd>{roleName(organization.role)}</dd>
      </dl>
      <h2>Members</h2>
      <p><Link to={workspacePath(organization.slug, 'settings/members')}>Invite people, change roles and remove members</Link></p>
      <MemberList organizationId={organization.id} />
    </Panel>
  );
}

export default function OrganizationProfileScreen() {
  return (
    <RequireSignIn fallback={<ScreenSkeleton />}>
      <OrganizationProfile />
    </RequireSignIn>
  );
}
