// The text rules every name, title and description follows, on the server and in the forms alike: no control
// characters (NUL included), no bidirectional overrides or embeddings, not only invisible characters, one line where a
// field is one line, and Unicode NFC so that what looks the same is stored the same. Imports nothing.

/** C0 and C1 control characters, except the tab and line breaks that multi-line text may hold. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/** Every C0 control character and DEL: none belongs in an id, a key or a token's claim. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001F\u007F]/u;
/** Tab and line breaks: not allowed in single-line fields. */
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/u;
/** Bidirectional embeddings, overrides and isolates: they make text display other than it reads. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** Characters that show nothing: a text of only these (and spaces) is empty. */
const INVISIBLE = /[\s\u00AD\u115F\u1160\u180E\u200B-\u200F\u2060-\u2064\u3164\uFEFF\uFFA0]/gu;
/** Half of a surrogate pair without the other half: not text. */
const LONE_SURROGATE = /\p{Surrogate}/u;

export interface TextRules {
  /** One line (names, titles) or several (descriptions). */
  multiline?: boolean;
}

/** True when the text holds a control character; with `allowLineBreaks`, tab and line breaks do not count. */
export function hasControlCharacter(text: string, { allowLineBreaks = false } = {}): boolean {
  return (allowLineBreaks ? CONTROL : ANY_CONTROL).test(text);
}

/** Unicode NFC, trimmed: the form a text is stored in (what the server stores, the form compares). */
export function normalizeText(text: string): string {
  return (LONE_SURROGATE.test(text) ? text : text.normalize('NFC')).trim();
}

/** Characters as people (and the server) count them, after normalising: an emoji is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  return [...normalizeText(text)].length;
}

/** True when the text shows nothing: empty, spaces, or invisible characters only. */
export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

/** What is wrong with the characters of a text, if anything (length and emptiness are the field's to check). */
export function textCharactersError(text: string, { multiline = false }: TextRules = {}): string | undefined {
  if (LONE_SURROGATE.test(text)) return 'Remove the broken character (half of an emoji or symbol).';
  if (CONTROL.test(text)) return 'Remove the control character (such as a NUL byte).';
  if (!multiline && LINE_BREAK_OR_TAB.test(text.trim())) return 'Use one line, without line breaks or tabs.';
  if (BIDI_CONTROL.test(text)) return 'Remove the text-direction override character.';
  return undefined;
}
