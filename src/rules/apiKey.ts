// The rules an API key's fields follow (the server's validation and the create form's messages). Imports nothing
// outside src/rules.
import { characterCount, isBlank, textCharactersError } from './text';

export const API_KEY_NAME_MAX_LENGTH = 80;
/** The most keys a person keeps in one workspace (revoked ones do not count). */
export const API_KEYS_MAX = 50;

export function apiKeyNameError(name: string): string | undefined {
  const problem = textCharactersError(name);
  if (problem) return problem;
  if (isBlank(name)) return 'Enter a name: what the key is for.';
  const count = characterCount(name);
  if (count > API_KEY_NAME_MAX_LENGTH) return `Use at most ${API_KEY_NAME_MAX_LENGTH} characters (now ${count}).`;
  return undefined;
}

/** What is wrong with an expiry, if anything: it must be in the future. */
export function apiKeyExpiryError(expiresAt: Date, now = new Date()): string | undefined {
  if (Number.isNaN(expiresAt.getTime())) return 'Enter a valid date.';
  if (expiresAt.getTime() <= now.getTime()) return 'Choose a date in the future.';
  return undefined;
}
