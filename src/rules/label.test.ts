import { LABEL_COLOR_PATTERN, LABEL_PALETTE, labelColorError, labelFieldOf, labelNameError, normalizeLabel, sameLabelName, validateLabel } from './label';

describe('label rules', () => {
  it('accept names of 1 to 40 characters, counting an emoji as one', () => {
    expect(labelNameError('Bug')).toBeUndefined();
    expect(labelNameError('🐛'.repeat(40))).toBeUndefined();
    expect(labelNameError('x'.repeat(41))).toBe('Use at most 40 characters (now 41).');
    expect(labelNameError('  \u200B ')).toBe('Enter a name.');
    expect(labelNameError('two\nlines')).toMatch(/one line/);
  });

  it('accept #rrggbb colours in either case, and store them in lower case', () => {
    expect(labelColorError('#E5484D')).toBeUndefined();
    expect(labelColorError('#fff')).toMatch(/six hexadecimal digits/);
    expect(labelColorError('red')).toMatch(/#e5484d/);
    expect(normalizeLabel({ name: '  Bug ', color: ' #E5484D' })).toEqual({ name: 'Bug', color: '#e5484d' });
  });

  it('name each field at fault, and offer only valid, distinct palette colours', () => {
    expect(validateLabel({ name: '', color: 'nope' })).toEqual({ name: 'Enter a name.', color: expect.any(String) });
    expect(validateLabel({ name: 'Docs', color: '#8b8d98' })).toEqual({});
    expect(LABEL_PALETTE.every(({ color }) => LABEL_COLOR_PATTERN.test(color))).toBe(true);
    expect(new Set(LABEL_PALETTE.map(({ color }) => color)).size).toBe(LABEL_PALETTE.length);
    expect(labelFieldOf('input.name')).toBe('name');
    expect(labelFieldOf('input.id')).toBeNull();
  });

  it('compare names regardless of case and surrounding spaces', () => {
    expect(sameLabelName(' bug', 'BUG')).toBe(true);
    expect(sameLabelName('Bug', 'Bugs')).toBe(false);
  });
});
