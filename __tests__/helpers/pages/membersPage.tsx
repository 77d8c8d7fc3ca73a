// A driver of the members page (/w/:workspaceSlug/settings/members) that acts like its user (reads the lists, invites,
// changes roles, removes, revokes through the page's own labels) and plays the server's part.
import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, type RelayMockEnvironment } from 'relay-test-utils';
import MembersPageQueryNode, { type MembersPageQuery } from '@/__generated__/MembersPageQuery.graphql';
import type { Auth } from '@/auth/types';
import { MembersPage } from '@/features/members/MembersPage';
import type { ApiError } from '@/relay/errors';
import {
  invitedResolvers,
  memberRoleResolvers,
  membersPageResolvers,
  removedMemberResolvers,
  revokedInvitationResolvers,
  type MembersData,
  type TestInvitation,
  type TestMember,
} from '../fixtures/members';
import { pendingOperationNames, rejectOperation, resolveOperation, waitForOperation } from '../relay';
import { renderWithRelay } from '../render';

const MUTATIONS = {
  invite: 'useInviteMemberMutation',
  changeRole: 'useUpdateMemberRoleMutation',
  remove: 'useRemoveMemberMutation',
  revoke: 'useRevokeInvitationMutation',
} as const;
export type MemberAction = keyof typeof MUTATIONS;

export class MembersPageDriver {
  constructor(
    readonly environment: RelayMockEnvironment,
    readonly user: UserEvent,
  ) {}

  /** The members page of Acme, loaded with this data, for a session (Ada, admin, built-in sign-in, by default). */
  static async open(data: MembersData = {}, options: { auth?: Auth } = {}): Promise<MembersPageDriver> {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<MembersPageQuery>(environment, MembersPageQueryNode, {});
    const { user } = renderWithRelay(
      <Suspense fallback={<p>Loading members…</p>}>
        <MembersPage queryRef={queryRef} />
      </Suspense>,
      { environment, auth: options.auth },
    );
    await waitForOperation(environment, 'MembersPageQuery');
    resolveOperation(environment, 'MembersPageQuery', membersPageResolvers(data));
    await screen.findByRole('heading', { level: 1, name: 'Members' });
    return new MembersPageDriver(environment, user);
  }

  // What the page shows.

  /** The members as the list shows them: "Name: Role" (the role picker's choice for admins). */
  members(): string[] {
    const list = screen.queryByRole('list', { name: 'Members' });
    if (!list) return [];
    return within(list)
      .getAllByRole('listitem')
      .map((row) => {
        const name = row.querySelector('p')?.textContent ?? '';
        const picker = within(row).queryByRole('combobox');
        const role = picker ? (picker as HTMLSelectElement).selectedOptions[0]?.textContent : row.lastElementChild?.textContent;
        return `${name}: ${role}`;
      });
  }

  /** The pending invitations' emails, top to bottom; null when the page shows no such list. */
  invitations(): string[] | null {
    if (!screen.queryByRole('heading', { name: 'Pending invitations' })) return null;
    const list = screen.queryByRole('list', { name: 'Pending invitations' });
    return list ? within(list).getAllByRole('listitem').map((row) => row.querySelector('p')?.textContent ?? '') : [];
  }

  /** Whether the page offers any change to members (inviting, a role picker, a Remove button). */
  offersChanges(): boolean {
    return (
      screen.queryByRole('button', { name: 'Invite people' }) !== null ||
      screen.queryAllByRole('combobox').length > 0 ||
      screen.queryAllByRole('button', { name: /^Remove/ }).length > 0
    );
  }

  dialog(name: string | RegExp): HTMLElement {
    return screen.getByRole('dialog', { name });
  }

  async toast(text: string | RegExp): Promise<HTMLElement> {
    return (await screen.findByText(text)).closest('[role="status"]') as HTMLElement;
  }

  sent(action: MemberAction): boolean {
    return pendingOperationNames(this.environment).includes(MUTATIONS[action]);
  }

  // What a person does.

  async invite(email: string, roleLabel?: string): Promise<this> {
    await this.user.click(screen.getByRole('button', { name: 'Invite people' }));
    const dialog = this.dialog('Invite people');
    await this.user.type(within(dialog).getByLabelText('Email'), email);
    if (roleLabel) await this.user.selectOptions(within(dialog).getByLabelText('Role'), within(dialog).getByRole('option', { name: new RegExp(`^${roleLabel}:`) }));
    await this.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    return this;
  }

  async changeRole(name: string, roleLabel: string): Promise<this> {
    await this.user.selectOptions(screen.getByLabelText(`Role of ${name}`), roleLabel);
    return this;
  }

  /** Presses a member's Remove button: the confirming dialog opens. */
  async askToRemove(name: string): Promise<HTMLElement> {
    await this.user.click(screen.getByRole('button', { name: `Remove ${name}` }));
    return this.dialog(`Remove ${name}?`);
  }

  async confirmRemoval(name: string): Promise<this> {
    await this.user.click(within(this.dialog(`Remove ${name}?`)).getByRole('button', { name: 'Remove' }));
    return this;
  }

  async revoke(email: string): Promise<this> {
    await this.user.click(screen.getByRole('button', { name: `Revoke the invitation of ${email}` }));
    return this;
  }

  // The server's part.

  serverInvites(invitation: TestInvitation): this {
    resolveOperation(this.environment, MUTATIONS.invite, invitedResolvers(invitation));
    return this;
  }

  serverChangesRole(member: TestMember): this {
    resolveOperation(this.environment, MUTATIONS.changeRole, memberRoleResolvers(member));
    return this;
  }

  serverRemoves(member: TestMember): this {
    resolveOperation(this.environment, MUTATIONS.remove, removedMemberResolvers(member));
    return this;
  }

  serverRevokes(invitation: TestInvitation): this {
    resolveOperation(this.environment, MUTATIONS.revoke, revokedInvitationResolvers(invitation));
    return this;
  }

  serverRefuses(action: MemberAction, error: ApiError): this {
    rejectOperation(this.environment, MUTATIONS[action], error);
    return this;
  }
}
