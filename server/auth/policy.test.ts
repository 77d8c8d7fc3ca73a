import { can, type Action, type Actor } from './policy';

const actor = (role: string | null, permissions: string[] = [], ownsWorkspace = false): Actor => ({ role, permissions, ownsWorkspace });
const allowed = (subject: Actor) =>
  (['project:create', 'project:update', 'project:archive'] as Action[]).filter((action) => can(subject, action));

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

  it('lets explicit project permissions decide over the role', () => {
    expect(allowed(actor('org:viewer', ['org:projects:manage']))).toEqual(['project:create', 'project:update', 'project:archive']);
    expect(allowed(actor('org:viewer', ['org:projects:create']))).toEqual(['project:create']);
    expect(allowed(actor('org:admin', ['org:projects:create']))).toEqual(['project:create']);
    expect(allowed(actor('org:admin', ['org:projects:read']))).toEqual([]);
  });

  it('ignores permissions of other features when deciding about projects', () => {
    expect(allowed(actor('org:member', ['org:issues:create']))).toEqual(['project:create']);
  });
});
