import { characterCount, descriptionError, nameError, normalizeProject } from './project';

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

describe('text rules of project fields', () => {
  it.each([
    ['a NUL byte', 'Road\u0000map', /control character/],
    ['another control character', 'Road\u0007map', /control character/],
    ['a line break', 'Road\nmap', /one line/],
    ['a tab', 'Road\tmap', /one line/],
    ['a right-to-left override', 'Road\u202Emap', /text-direction/],
    ['an isolate', '\u2067Roadmap', /text-direction/],
    ['only zero-width characters', '\u200B\u200C\u200D\uFEFF', /Enter a name/],
    ['a lone surrogate', 'Road\uD83Dmap', /broken character/],
  ])('refuses a name with %s', (_case, name, message) => {
    expect(nameError(name)).toMatch(message);
  });

  it('lets descriptions span lines and hold tabs, but not control characters or direction overrides', () => {
    expect(descriptionError('First line\n\tSecond line\r\n')).toBeUndefined();
    expect(descriptionError('Bad\u0000byte')).toMatch(/control character/);
    expect(descriptionError('Sneaky \u202E override')).toMatch(/text-direction/);
  });

  it('stores names in Unicode NFC, trimmed, so that a decomposed é is the same name as a composed one', () => {
    const decomposed = 'Cafe\u0301 ';
    expect(normalizeProject({ name: decomposed }).name).toBe('Caf\u00E9');
    expect(characterCount(decomposed)).toBe(4);
    expect(normalizeProject({ key: ' WEB ', description: '\u200B' })).toEqual({ key: 'WEB', description: '' });
  });
});
