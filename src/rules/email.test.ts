import { EMAIL_MAX_LENGTH, emailError, normalizeEmail } from './email';

const MEGABYTE = 1024 * 1024;

/** Shapes that made the previous pattern (overlapping `[^@]+\.[^@]+`) backtrack for seconds. */
const HOSTILE_EMAILS = [
  ['a@ repeated, then @', `${'a@'.repeat(MEGABYTE / 2)}@`],
  ['a@ then dots, then @', `a@${'.'.repeat(MEGABYTE)}@`],
  ['a@ then a. repeated, then @', `a@${'a.'.repeat(MEGABYTE / 2)}@`],
  ['a@ then letters, then a space', `a@${'a'.repeat(MEGABYTE)} `],
];

/** Milliseconds of this process's CPU time that `work` takes (wall time would measure the machine's load). */
function cpuMilliseconds(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

describe('email rule', () => {
  it.each(['ada@example.com', 'Ada.Lovelace+work@mail.example.co.uk', 'émile@exemple.fr'])('accepts %s', (email) => {
    expect(emailError(email)).toBeUndefined();
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada@@example.com', 'ada@example..com', 'ada@.example.com', 'ada@example.com.', 'a da@example.com', 'ada@exa\u0000mple.com', 'ada@exa\u200Bmple.com'])(
    'refuses %j with the example to follow',
    (email) => {
      expect(emailError(email)).toBe('Enter an email address such as ada@example.com.');
    },
  );

  it('counts the address trimmed, and refuses one over 254 characters by its length', () => {
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length)}@example.com`;
    expect(emailError(`  ${longest}  `)).toBeUndefined();
    expect(emailError(`a${longest}`)).toBe('Use at most 254 characters.');
  });

  it('stores an address trimmed and in lower case', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it.each(HOSTILE_EMAILS)('refuses a 1 MB hostile address (%s) in well under 50 ms of CPU', (_shape, email) => {
    emailError('warm@up.example');
    let problem: string | undefined;
    expect(cpuMilliseconds(() => (problem = emailError(email)))).toBeLessThan(50);
    expect(problem).toBe('Use at most 254 characters.');
  });
});
