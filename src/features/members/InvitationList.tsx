// The pending invitations (admins only), newest first, each with a Revoke button; and the "Invite people" dialog that
// adds to them.
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { InvitationList_workspace$key } from '@/__generated__/InvitationList_workspace.graphql';
import { maskInRecordings } from '@/analytics';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { InviteMemberDialog } from './InviteMemberDialog';
import styles from './Members.module.css';
import { roleLabel } from './roles';
import { useRevokeInvitationMutation } from './useRevokeInvitationMutation';
import { visuallyHidden } from '@/ui/VisuallyHidden';

export function InvitationList({
  workspace,
  inviting,
  onCloseInviteDialog,
}: {
  workspace: InvitationList_workspace$key;
  inviting: boolean;
  onCloseInviteDialog: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment InvitationList_workspace on Workspace {
        invitations(first: 100) @connection(key: "InvitationList_invitations") {
          __id
          edges {
            node {
              id
              email
              role
              invitedBy {
                name
              }
            }
          }
        }
      }
    `,
    workspace,
  );
  const headingId = useId();
  const [revokeInvitation] = useRevokeInvitationMutation();
  // Null for people who may not manage members: the page shows this list to admins only.
  if (!data.invitations) return null;
  const { edges, __id: connectionId } = data.invitations;

  return (
    <section aria-labelledby={headingId} className={styles.invitations}>
      <h2 id={headingId} className={styles.heading}>
        Pending invitations
      </h2>
      {edges.length === 0 ? (
        <p className={styles.note}>No pending invitations. People you invite join when they next sign in.</p>
      ) : (
        <ul className={styles.list} aria-label="Pending invitations">
          {edges.map(({ node }) => (
            <li key={node.id} className={styles.row}>
              <div>
                <p className={styles.name} {...maskInRecordings}>
                  {node.email}
                </p>
                {node.invitedBy ? (
                  <p className={styles.email}>
                    Invited by <span {...maskInRecordings}>{node.invitedBy.name}</span>
                  </p>
                ) : null}
              </div>
              <div className={styles.controls}>
                <Badge>{roleLabel(node.role)}</Badge>
                <Button variant="quiet" size="sm" onClick={() => revokeInvitation({ id: node.id, email: node.email, connectionId })}>
                  Revoke
                  <span className={visuallyHidden}> the invitation of {node.email}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <InviteMemberDialog open={inviting} onClose={onCloseInviteDialog} connectionId={connectionId} />
    </section>
  );
}
