import { descriptionError, nameError } from './projectRules';

describe('project rules', () => {
  it('counts characters the way the server does: an emoji is one character and surrounding spaces do not count', () => {
    expect(nameError('🚀'.repeat(80))).toBeUndefined();
    expect(nameError('🚀'.repeat(81))).toBe('Use at most 80 characters (now 81).');
    expect(nameError(`  ${'a'.repeat(80)}  `)).toBeUndefined();
    expect(nameError('   ')).toBe('Enter a name.');
    expect(descriptionError(`${'é'.repeat(2000)}\n\n`)).toBeUndefined();
    expect(descriptionError('😀'.repeat(2001))).toBe('Use at most 2,000 characters (now 2,001).');
  });
});
