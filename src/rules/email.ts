// The rule of an email address, shared by the built-in sign-in, invitations and their forms: at most 254 characters,
// checked before any pattern runs, and a pattern without overlapping quantifiers, so a hostile address costs linear
// time. Imports nothing.

export const EMAIL_MAX_LENGTH = 254;

/**
 * One `@` between a local part and a domain of dot-separated labels, none empty, with no spaces, control or format
 * characters. Each part's class excludes its separator, so the pattern never backtracks.
 */
const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@.\p{Cc}\p{Cf}]+(?:\.[^\s@.\p{Cc}\p{Cf}]+)+$/u;

/** An email as stored and looked up: trimmed, in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What is wrong with an email address, if anything. */
export function emailError(email: string): string | undefined {
  const normalized = normalizeEmail(email);
  if (normalized.length > EMAIL_MAX_LENGTH) return `Use at most ${EMAIL_MAX_LENGTH} characters.`;
  if (!EMAIL_PATTERN.test(normalized)) return 'Enter an email address such as ada@example.com.';
  return undefined;
}
