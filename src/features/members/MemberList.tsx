// The workspace's members by name, a page at a time, with their roles. For admins each row has a role picker (the
// change is saved at once; a refusal shows under it) and a Remove button that asks first.
import { useId, useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { MemberList_workspace$key } from '@/__generated__/MemberList_workspace.graphql';
import type { MemberRow_member$key } from '@/__generated__/MemberRow_member.graphql';
import { maskInRecordings } from '@/analytics';
import { Avatar } from '@/ui/Avatar';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import styles from './Members.module.css';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { roleLabel, ROLES } from './roles';
import { useUpdateMemberRoleMutation } from './useUpdateMemberRoleMutation';
import { visuallyHidden } from '@/ui/VisuallyHidden';

export const MEMBERS_PAGE_SIZE = 50;

function MemberRow({
  member,
  connectionId,
  isViewer,
  canManage,
}: {
  member: MemberRow_member$key;
  connectionId: string;
  isViewer: boolean;
  canManage: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment MemberRow_member on Member {
        id
        role
        user {
          name
          email
          imageUrl
        }
      }
    `,
    member,
  );
  const roleId = useId();
  const errorId = useId();
  const [roleError, setRoleError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [updateRole] = useUpdateMemberRoleMutation();
  const name = data.user.name;

  function changeRole(role: string) {
    setRoleError(null);
    updateRole({ memberId: data.id, role, name, onRefused: setRoleError });
  }

  return (
    <li className={styles.row}>
      <div className={styles.person}>
        <Avatar name={name} imageUrl={data.user.imageUrl ?? null} size={32} />
        <div>
          <p className={styles.name} {...maskInRecordings}>
            {name}
            {isViewer ? <span className={styles.you}> (you)</span> : null}
          </p>
          {data.user.email ? (
            <p className={styles.email} {...maskInRecordings}>
              {data.user.email}
            </p>
          ) : null}
        </div>
      </div>
      {canManage ? (
        <div className={styles.controls}>
          <div className={styles.roleControl}>
            <label className={visuallyHidden} htmlFor={roleId}>
              Role of {name}
            </label>
            <select
              id={roleId}
              className={styles.select}
              value={data.role}
              onChange={(event) => changeRole(event.target.value)}
              aria-invalid={roleError ? true : undefined}
              aria-describedby={roleError ? errorId : undefined}
            >
              {ROLES.map(({ role, label }) => (
                <option key={role} value={role}>
                  {label}
                </option>
              ))}
              {ROLES.some(({ role }) => role === data.role) ? null : <option value={data.role}>{roleLabel(data.role)}</option>}
            </select>
            {roleError ? (
              <p id={errorId} className={styles.error} role="alert">
                {roleError}
              </p>
            ) : null}
          </div>
          <Button variant="quiet" size="sm" onClick={() => setRemoving(true)}>
            Remove
            <span className={visuallyHidden}> {name}</span>
          </Button>
          <RemoveMemberDialog
            open={removing}
            onClose={() => setRemoving(false)}
            member={{ id: data.id, name }}
            connectionId={connectionId}
          />
        </div>
      ) : (
        <Badge>{roleLabel(data.role)}</Badge>
      )}
    </li>
  );
}

export function MemberList({ workspace, viewerId, canManage }: { workspace: MemberList_workspace$key; viewerId: string; canManage: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment MemberList_workspace on Workspace
      @refetchable(queryName: "MemberListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        members(first: $count, after: $cursor) @connection(key: "MemberList_members") {
          __id
          totalCount
          edges {
            node {
              id
              user {
                id
              }
              ...MemberRow_member
            }
          }
        }
      }
    `,
    workspace,
  );
  const { edges, totalCount, __id: connectionId } = data.members;
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {totalCount === 1 ? '1 member' : `${totalCount.toLocaleString('en')} members`}
      </h2>
      <ul className={styles.list} aria-label="Members">
        {edges.map(({ node }) => (
          <MemberRow key={node.id} member={node} connectionId={connectionId} isViewer={node.user.id === viewerId} canManage={canManage} />
        ))}
      </ul>
      {hasNext ? (
        <div className={styles.loadMore}>
          <Button onClick={() => loadNext(MEMBERS_PAGE_SIZE)} disabled={isLoadingNext} aria-busy={isLoadingNext || undefined}>
            Load more
          </Button>
        </div>
      ) : null}
    </section>
  );
}
