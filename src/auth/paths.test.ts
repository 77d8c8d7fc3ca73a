import { membershipOf, organizationPath, safeReturnTo, signInPath, workspaceOfPath, workspacePath } from './paths';

describe('sign-in paths', () => {
  it('follows a return-to address only when it is a path on this site', () => {
    expect(safeReturnTo('/w/acme/projects?view=all')).toBe('/w/acme/projects?view=all');
    expect(safeReturnTo(`${window.location.origin}/w/acme/projects`)).toBe('/w/acme/projects');
    expect(safeReturnTo('https://evil.test/w/acme')).toBeNull();
    expect(safeReturnTo('//evil.test/w/acme')).toBeNull();
    expect(safeReturnTo('/\\evil.test')).toBeNull();
    expect(safeReturnTo('javascript:alert(1)')).toBeNull();
  });

  it('sends people to sign in with the page to come back to', () => {
    expect(signInPath('/w/acme/projects')).toBe('/sign-in?redirect_url=%2Fw%2Facme%2Fprojects');
    expect(signInPath('https://evil.test/')).toBe('/sign-in');
  });

  it('writes the personal workspace as ~ in addresses, and reads it back', () => {
    expect(workspacePath(null)).toBe('/w/~/projects');
    expect(workspacePath('acme')).toBe('/w/acme/projects');
    expect(workspaceOfPath('/w/~/projects')).toBeNull();
    expect(workspaceOfPath('/w/acme/projects')).toBe('acme');
    expect(workspaceOfPath('/user')).toBeUndefined();
  });
});

describe('workspace addresses without organization slugs', () => {
  const acme = { id: 'org_acme', slug: 'acme', name: 'Acme', role: 'org:admin' };
  const slugless = { id: 'org_2slugless', slug: 'org_2slugless', name: 'No Slug Ltd', role: 'org:member' };

  it("names an organization by its slug, or by its id when it has none, never as 'null'", () => {
    expect(organizationPath({ id: 'org_acme', slug: 'acme' })).toBe('/w/acme/projects');
    expect(organizationPath({ id: 'org_2slugless', slug: null })).toBe('/w/org_2slugless/projects');
    expect(organizationPath({ id: 'org_2slugless', slug: '' })).toBe('/w/org_2slugless/projects');
  });

  it('finds the membership a workspace address names, by slug or by organization id', () => {
    expect(membershipOf([acme, slugless], 'acme')).toBe(acme);
    expect(membershipOf([acme, slugless], 'org_acme')).toBe(acme);
    expect(membershipOf([acme, slugless], 'org_2slugless')).toBe(slugless);
    expect(membershipOf([acme, slugless], 'globex')).toBeUndefined();
  });
});
