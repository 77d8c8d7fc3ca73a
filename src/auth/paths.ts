// Where sign-in sends people back to, and where a workspace lives, as URLs both adapters agree on.

export const PERSONAL_WORKSPACE_SLUG = '~';
export const REDIRECT_PARAM = 'redirect_url';

export function workspacePath(organizationSlug: string | null, page = 'projects'): string {
  return `/w/${encodeURIComponent(organizationSlug ?? PERSONAL_WORKSPACE_SLUG)}/${page}`;
}

/** The organization slug a workspace URL segment names; null for the personal workspace. */
export function organizationSlugOf(workspaceSlug: string): string | null {
  return workspaceSlug === PERSONAL_WORKSPACE_SLUG ? null : workspaceSlug;
}

export function signInPath(returnTo?: string | null): string {
  const target = safeReturnTo(returnTo);
  return target ? `/sign-in?${REDIRECT_PARAM}=${encodeURIComponent(target)}` : '/sign-in';
}

/**
 * A return-to address is followed only when it is a path on this site: never another origin
 * (`//evil.test`, `https://…`, `javascript:`), so sign-in cannot be used as an open redirect.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value) return null;
  let path = value;
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      if (url.origin !== window.location.origin) return null;
      path = url.pathname + url.search + url.hash;
    } catch {
      return null;
    }
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

/** The workspace a return-to path points into, if any: `'acme'`, `null` for the personal one, or undefined. */
export function workspaceOfPath(path: string | null): string | null | undefined {
  const match = path?.match(/^\/w\/([^/?#]+)/);
  if (!match) return undefined;
  return organizationSlugOf(decodeURIComponent(match[1]));
}
