// Where sign-in sends people back to, and where a workspace lives, as URLs both adapters agree on.
import type { Membership } from './types';

export const PERSONAL_WORKSPACE_SLUG = '~';
export const REDIRECT_PARAM = 'redirect_url';

/** A workspace's page: the organization named by its slug (or its id when it has none); null for the personal one. */
export function workspacePath(organizationSlug: string | null, page = 'projects'): string {
  return `/w/${encodeURIComponent(organizationSlug ?? PERSONAL_WORKSPACE_SLUG)}/${page}`;
}

/** An organization's workspace page, by its slug when it has one, else by its id (Clerk's slugs off). */
export function organizationPath(organization: { id: string; slug?: string | null }, page = 'projects'): string {
  return workspacePath(organization.slug || organization.id, page);
}

/** The organization a workspace URL segment names; null for the personal workspace. */
export function organizationSlugOf(workspaceSlug: string): string | null {
  return workspaceSlug === PERSONAL_WORKSPACE_SLUG ? null : workspaceSlug;
}

/** The membership a workspace URL segment names, by slug or by organization id; undefined if none. */
export function membershipOf(memberships: readonly Membership[], workspaceSlug: string): Membership | undefined {
  return memberships.find((membership) => membership.slug === workspaceSlug) ?? memberships.find((membership) => membership.id === workspaceSlug);
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
