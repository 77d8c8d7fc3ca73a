// Recognises a Clerk publishable key without loading Clerk, by the rules of Clerk's own `isPublishableKey`
// (@clerk/shared/keys): `pk_test_` or `pk_live_`, then base64 of the frontend API host (with a dot) ending in its
// only `$`. A key Clerk rejects would make it throw while rendering.

export function isPlausibleClerkPublishableKey(key: string): boolean {
  const parts = key.split('_');
  if (parts.length !== 3 || parts[0] !== 'pk' || (parts[1] !== 'test' && parts[1] !== 'live') || parts[2] === '') return false;
  let host: string;
  try {
    host = atob(parts[2]);
  } catch {
    return false;
  }
  return host.endsWith('$') && host.indexOf('$') === host.length - 1 && host.includes('.');
}
