import { assertCan, can, createPolicy, ownResource, type Action, type Actor, type Resource } from './policy';

const WORKSPACE = 'workspace-1';
const actor = (role: string | null, permissions: string[] = [], ownsWorkspace = false): Actor => ({
  userId: 'user_ada',
  workspaceId: WORKSPACE,
  role,
  permissions,
  ownsWorkspace,
});
const project: Resource = { workspaceId: WORKSPACE, createdBy: 'user_other' };
const allowed = (subject: Actor, resource: Resource = project) =>
  (['project:create', 'project:update', 'project:archive'] as Action[]).filter((action) => can(subject, action, resource));

describe('the policy', () => {
  it('lets an admin do everything with projects', () => {
    expect(allowed(actor('org:admin'))).toEqual(['project:create', 'project:update', 'project:archive']);
  });

  it('lets a member create projects but not rename or archive them', () => {
    expect(allowed(actor('org:member'))).toEqual(['project:create']);
  });

  it('lets a viewer, or any role it does not know, only read', () => {
    expect(allowed(actor('org:viewer'))).toEqual([]);
    expect(allowed(actor('org:billing'))).toEqual([]);
  });

  it('lets the owner of a personal workspace do everything there', () => {
    expect(allowed(actor(null, [], true))).toEqual(['project:create', 'project:update', 'project:archive']);
  });

  it('refuses everything on a resource of another workspace, even to an admin or an owner', () => {
    const elsewhere = { workspaceId: 'workspace-2', createdBy: 'user_ada' };
    expect(allowed(actor('org:admin'), elsewhere)).toEqual([]);
    expect(allowed(actor(null, [], true), elsewhere)).toEqual([]);
  });

  it('lets explicit project permissions decide over the role', () => {
    expect(allowed(actor('org:viewer', ['org:projects:manage']))).toEqual(['project:create', 'project:update', 'project:archive']);
    expect(allowed(actor('org:viewer', ['org:projects:create']))).toEqual(['project:create']);
    expect(allowed(actor('org:admin', ['org:projects:create']))).toEqual(['project:create']);
    expect(allowed(actor('org:admin', ['org:projects:read']))).toEqual([]);
  });

  it('ignores permissions of other features when deciding about projects', () => {
    expect(allowed(actor('org:member', ['org:issues:create']))).toEqual(['project:create']);
  });

  it('lets members delete only the issues they created, and admins any; viewers none', () => {
    const own: Resource = { workspaceId: WORKSPACE, createdBy: 'user_ada' };
    expect(can(actor('org:member'), 'issue:delete', own)).toBe(true);
    expect(can(actor('org:member'), 'issue:delete', project)).toBe(false);
    expect(can(actor('org:admin'), 'issue:delete', project)).toBe(true);
    expect(can(actor('org:viewer'), 'issue:delete', own)).toBe(false);
    expect(can(actor('org:viewer', ['org:issues:create']), 'issue:delete', own)).toBe(true);
    expect(can(actor('org:admin', ['org:issues:update']), 'issue:delete', own)).toBe(false);
  });

  it('words the refusal of each action, as FORBIDDEN', () => {
    expect(() => assertCan(actor('org:member'), 'project:archive', project)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN', message: 'You may not archive or restore projects in this workspace.' }),
    );
    expect(() => assertCan(actor('org:admin'), 'project:archive', project)).not.toThrow();
  });

  it('can say "authors edit their own comments" and "members delete issues they created"', () => {
    const policy = createPolicy({
      'comment:update': { feature: 'comments', permissions: {}, roles: { 'org:admin': ownResource, 'org:member': ownResource }, refusal: 'Only its author edits a comment.' },
      'issue:delete': { feature: 'issues', permissions: { 'org:issues:manage': true }, roles: { 'org:admin': true, 'org:member': ownResource }, refusal: 'You may not delete this issue.' },
    });
    const mine = { workspaceId: WORKSPACE, createdBy: 'user_ada' };
    const theirs = { workspaceId: WORKSPACE, createdBy: 'user_other' };
    expect([policy.can(actor('org:member'), 'comment:update', mine), policy.can(actor('org:member'), 'comment:update', theirs)]).toEqual([true, false]);
    expect(policy.can(actor('org:admin'), 'comment:update', theirs)).toBe(false);
    expect([policy.can(actor('org:member'), 'issue:delete', mine), policy.can(actor('org:member'), 'issue:delete', theirs)]).toEqual([true, false]);
    expect(policy.can(actor('org:admin'), 'issue:delete', theirs)).toBe(true);
    expect(() => policy.assertCan(actor('org:member'), 'issue:delete', theirs)).toThrow('You may not delete this issue.');
  });
});
