import { commentBodyError, mentionedIds, mentionToken, normalizeCommentBody } from './comment';

describe('comment rules', () => {
  it('want 1 to 20,000 characters after trimming, on as many lines as needed', () => {
    expect(commentBodyError('Looks good **to me**.\n\n- one\n- two')).toBeUndefined();
    expect(commentBodyError(' \n\u200B ')).toBe('Write a comment.');
    expect(commentBodyError('c'.repeat(20_000))).toBeUndefined();
    expect(commentBodyError(`  ${'c'.repeat(20_000)}\n`)).toBeUndefined();
    expect(commentBodyError('c'.repeat(20_001))).toBe('Use at most 20,000 characters (now 20,001).');
    expect(commentBodyError('a\u0000b')).toMatch(/control character/);
    expect(normalizeCommentBody('  hi  \n')).toBe('hi');
  });

  it('find the members a text mentions, once each, in order', () => {
    const text = `${mentionToken('VXNlcjp1c2VyXzE')} and ${mentionToken('VXNlcjp1c2VyXzI')}, again ${mentionToken('VXNlcjp1c2VyXzE')}; not @[] nor @[a b]`;
    expect(mentionedIds(text)).toEqual(['VXNlcjp1c2VyXzE', 'VXNlcjp1c2VyXzI']);
    expect(mentionedIds('no one')).toEqual([]);
  });
});
