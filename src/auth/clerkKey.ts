// Recognises a Clerk publishable key without loading Clerk: `pk_test_` or `pk_live_` and a base64 frontend
// API host ending in `$`. A malformed key would make Clerk throw while rendering.

export function isPlausibleClerkPublishableKey(key: string): boolean {
  const match = /^pk_(?:test|live)_([A-Za-z0-9+/=_-]+)$/.exec(key);
  if (!match) return false;
  try {
    return atob(match[1].replace(/-/g, '+').replace(/_/g, '/')).endsWith('$');
  } catch {
    return false;
  }
}
