import { screen, waitFor, within } from '@testing-library/react';
import { ACME, signedInAuth } from '../../../__tests__/helpers/auth';
import { testInvitation, testMember } from '../../../__tests__/helpers/fixtures/members';
import { MembersPageDriver } from '../../../__tests__/helpers/pages/membersPage';
import { ApiError } from '@/relay/errors';

const ada = testMember('Ada', 'org:admin');
const max = testMember('Max');
const vera = testMember('Vera', 'org:viewer');

describe('MembersPage', () => {
  it('shows everyone with their role, read only, to people who may not manage members', async () => {
    const page = await MembersPageDriver.open(
      { viewerCanManageMembers: false, viewerId: max.user.id, members: [ada, max, vera] },
      { auth: signedInAuth({ memberships: [{ ...ACME, role: 'org:member' }] }) },
    );

    expect(page.members()).toEqual(['Ada: Admin', 'Max (you): Member', 'Vera: Viewer']);
    expect(screen.getByRole('heading', { name: '3 members' })).toBeInTheDocument();
    expect(page.offersChanges()).toBe(false);
    expect(page.invitations()).toBeNull();
  });

  it('lets an admin invite by email with a role: the invitation is listed at once and the dialog closes', async () => {
    const page = await MembersPageDriver.open({ members: [ada, max], invitations: [] });
    expect(page.invitations()).toEqual([]);

    await page.invite('Nina@Example.test', 'Viewer');

    expect(page.invitations()).toEqual(['nina@example.test']);
    page.serverInvites(testInvitation('nina@example.test', 'org:viewer'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(page.invitations()).toEqual(['nina@example.test']);
  });

  it("shows the server's refusal of an invitation next to the email, keeping the dialog open", async () => {
    const page = await MembersPageDriver.open({ members: [ada, max], invitations: [] });

    await page.invite('max@acme.test');
    page.serverRefuses('invite', new ApiError('CONFLICT', 'max@acme.test is a member of this workspace already.', { field: 'email' }));

    const dialog = page.dialog('Invite people');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(expect.stringMatching(/member of this workspace already/));
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    expect(page.invitations()).toEqual([]);
  });

  it.each(['not an email', 'ada@example..com'])('checks the email %j by the server\'s rule before sending', async (email) => {
    const page = await MembersPageDriver.open({ members: [ada], invitations: [] });

    await page.invite(email);

    expect(within(page.dialog('Invite people')).getByLabelText('Email')).toHaveAccessibleDescription(expect.stringMatching(/Enter an email address/));
    expect(page.sent('invite')).toBe(false);
  });

  it('changes a role at once, and puts it back with the reason next to it when the server refuses', async () => {
    const page = await MembersPageDriver.open({ members: [ada, max] });

    await page.changeRole('Max', 'Viewer');
    expect(page.members()).toEqual(['Ada (you): Admin', 'Max: Viewer']);
    page.serverChangesRole({ ...max, role: 'org:viewer' });
    expect(page.members()).toEqual(['Ada (you): Admin', 'Max: Viewer']);

    await page.changeRole('Ada', 'Member');
    page.serverRefuses('changeRole', new ApiError('CONFLICT', 'This is the last admin of the workspace: make someone else admin before changing their role.', { field: 'role' }));

    expect(page.members()).toEqual(['Ada (you): Admin', 'Max: Viewer']);
    expect(screen.getByLabelText('Role of Ada')).toHaveAccessibleDescription(expect.stringMatching(/Ada's role was not changed: This is the last admin/));
  });

  it('asks before removing a member, and removes them once the server has', async () => {
    const page = await MembersPageDriver.open({ members: [ada, max, vera] });

    const dialog = await page.askToRemove('Max');
    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(page.sent('remove')).toBe(false);

    await page.askToRemove('Max');
    await page.confirmRemoval('Max');
    expect(page.sent('remove')).toBe(true);
    page.serverRemoves(max);

    expect(page.members()).toEqual(['Ada (you): Admin', 'Vera: Viewer']);
    await page.toast('Max was removed from the workspace.');
  });

  it("shows the server's refusal of a removal inside the dialog, keeping the member", async () => {
    const page = await MembersPageDriver.open({ members: [ada, max] });

    await page.askToRemove('Ada');
    await page.confirmRemoval('Ada');
    page.serverRefuses('remove', new ApiError('CONFLICT', 'This is the last admin of the workspace: make someone else admin before removing them.', { field: 'memberId' }));

    expect(within(page.dialog('Remove Ada?')).getByRole('alert')).toHaveTextContent(/last admin/);
    expect(page.members()).toEqual(['Ada (you): Admin', 'Max: Member']);
  });

  it('revokes an invitation at once, and brings it back with a toast when the server refuses', async () => {
    const nina = testInvitation('nina@example.test');
    const olga = testInvitation('olga@example.test');
    const page = await MembersPageDriver.open({ members: [ada], invitations: [nina, olga] });

    await page.revoke('nina@example.test');
    expect(page.invitations()).toEqual(['olga@example.test']);
    page.serverRevokes(nina);

    await page.revoke('olga@example.test');
    page.serverRefuses('revoke', new ApiError('FORBIDDEN', 'Only admins may invite people, change roles or remove members.'));
    expect(page.invitations()).toEqual(['olga@example.test']);
    await page.toast(/The invitation of olga@example.test was not revoked: Only admins/);
  });

  it('links admins to the organization settings instead of offering changes in Clerk mode', async () => {
    const page = await MembersPageDriver.open({ members: [ada, max] }, { auth: { ...signedInAuth(), mode: 'clerk' } });

    expect(page.offersChanges()).toBe(false);
    expect(screen.getByRole('link', { name: 'Manage in organization settings' })).toHaveAttribute('href', '/organization');
    expect(page.members()).toEqual(['Ada (you): Admin', 'Max: Member']);
  });
});
