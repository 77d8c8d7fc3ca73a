// The rules a label's fields follow (the server's validation, the label form's messages, optimistic responses), and
// the palette of colours the form offers. Imports nothing outside src/rules.
import { characterCount, isBlank, normalizeText, textCharactersError } from './text';

export interface LabelDraft {
  name: string;
  color: string;
}

export type LabelField = keyof LabelDraft;
export type LabelErrors = Partial<Record<LabelField, string>>;

export const LABEL_NAME_MAX_LENGTH = 40;
/** A colour as stored: lower-case #rrggbb. */
export const LABEL_COLOR_PATTERN = /^#[0-9a-f]{6}$/;

/** The colours the label form offers, by name, each readable as a dot beside dark and light text. */
export const LABEL_PALETTE = [
  { name: 'Red', color: '#e5484d' },
  { name: 'Orange', color: '#f76b15' },
  { name: 'Amber', color: '#ffb224' },
  { name: 'Green', color: '#30a46c' },
  { name: 'Teal', color: '#12a594' },
  { name: 'Blue', color: '#0090ff' },
  { name: 'Indigo', color: '#3e63dd' },
  { name: 'Violet', color: '#6e56cf' },
  { name: 'Pink', color: '#d6409f' },
  { name: 'Gray', color: '#8b8d98' },
] as const;

export function labelNameError(name: string): string | undefined {
  const problem = textCharactersError(name);
  if (problem) return problem;
  if (isBlank(name)) return 'Enter a name.';
  const count = characterCount(name);
  if (count > LABEL_NAME_MAX_LENGTH) return `Use at most ${LABEL_NAME_MAX_LENGTH} characters (now ${count}).`;
  return undefined;
}

export function labelColorError(color: string): string | undefined {
  if (!LABEL_COLOR_PATTERN.test(color.trim().toLowerCase())) return 'Use a colour such as #e5484d (# and six hexadecimal digits).';
  return undefined;
}

export function validateLabel(draft: LabelDraft): LabelErrors {
  const errors: LabelErrors = { name: labelNameError(draft.name), color: labelColorError(draft.color) };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as LabelErrors;
}

/** A label's fields as they are stored: the name trimmed and NFC, the colour in lower case. */
export function normalizeLabel<T extends Partial<LabelDraft>>(draft: T): T {
  const normalized = { ...draft };
  if (typeof draft.name === 'string') normalized.name = normalizeText(draft.name);
  if (typeof draft.color === 'string') normalized.color = draft.color.trim().toLowerCase();
  return normalized;
}

/** True when two names are the same label's (names are unique in a workspace regardless of case). */
export function sameLabelName(a: string, b: string): boolean {
  return normalizeText(a).toLowerCase() === normalizeText(b).toLowerCase();
}

/** The form field a server error names (`name`, or `input.name`), when it is one of the label's. */
export function labelFieldOf(field: string | null): LabelField | null {
  const last = field?.split('.').pop();
  return last === 'name' || last === 'color' ? last : null;
}

/** A label name as it is stored (trimmed, NFC). */
export const normalizeLabelName = (name: string): string => normalizeText(name);
