import { safeReturnTo, signInPath, workspaceOfPath, workspacePath } from './paths';

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
