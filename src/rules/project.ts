// The rules a project's fields follow: the server's validation, the forms' messages and the optimistic responses all
// come from here, so people learn of a mistake as they type. Imports nothing outside src/rules.
import { characterCount, isBlank, normalizeText, textCharactersError } from './text';

export interface ProjectDraft {
  key: string;
  name: string;
  description: string;
}

export type ProjectField = keyof ProjectDraft;
export type ProjectErrors = Partial<Record<ProjectField, string>>;

export const KEY_PATTERN = /^[A-Z]{2,5}$/;
export const NAME_MAX_LENGTH = 80;
export const DESCRIPTION_MAX_LENGTH = 2000;

export { characterCount };

export function keyError(key: string): string | undefined {
  const trimmed = key.trim();
  if (!trimmed) return 'Enter a key.';
  if (!KEY_PATTERN.test(trimmed)) return 'Use 2 to 5 capital letters (A–Z), such as WEB.';
  return undefined;
}

export function nameError(name: string): string | undefined {
  const problem = textCharactersError(name);
  if (problem) return problem;
  if (isBlank(name)) return 'Enter a name.';
  const count = characterCount(name);
  if (count > NAME_MAX_LENGTH) return `Use at most ${NAME_MAX_LENGTH} characters (now ${count}).`;
  return undefined;
}

export function descriptionError(description: string): string | undefined {
  const problem = textCharactersError(description, { multiline: true });
  if (problem) return problem;
  const count = characterCount(description);
  if (count > DESCRIPTION_MAX_LENGTH) return `Use at most 2,000 characters (now ${count.toLocaleString('en')}).`;
  return undefined;
}

export function validateProject(draft: ProjectDraft): ProjectErrors {
  const errors: ProjectErrors = {
    key: keyError(draft.key),
    name: nameError(draft.name),
    description: descriptionError(draft.description),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as ProjectErrors;
}

/** A project's fields as they are stored: trimmed and NFC (a blank description is empty). */
export function normalizeProject<T extends Partial<ProjectDraft>>(draft: T): T {
  const normalized = { ...draft };
  for (const field of ['key', 'name', 'description'] as const) {
    const value = draft[field];
    if (typeof value === 'string') normalized[field] = (field === 'description' && isBlank(value) ? '' : normalizeText(value)) as T[typeof field];
  }
  return normalized;
}

/** The form field a server error names (`key`, or `input.key`), when it is one of the project's. */
export function projectFieldOf(field: string | null): ProjectField | null {
  const last = field?.split('.').pop();
  return last === 'key' || last === 'name' || last === 'description' ? last : null;
}
