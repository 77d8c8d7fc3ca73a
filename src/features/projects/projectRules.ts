// The rules a project's fields follow, the same as the server's, so people learn of a mistake as they type.

export interface ProjectDraft {
  key: string;
  name: string;
  description: string;
}

export type ProjectField = keyof ProjectDraft;
export type ProjectErrors = Partial<Record<ProjectField, string>>;

export const NAME_MAX_LENGTH = 80;
export const DESCRIPTION_MAX_LENGTH = 2000;

export function keyError(key: string): string | undefined {
  if (!key) return 'Enter a key.';
  if (!/^[A-Z]{2,5}$/.test(key)) return 'Use 2 to 5 capital letters (A–Z), such as WEB.';
  return undefined;
}

/** Characters as people (and the server) count them: after trimming, an emoji is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  return [...text.trim()].length;
}

export function nameError(name: string): string | undefined {
  const count = characterCount(name);
  if (count === 0) return 'Enter a name.';
  if (count > NAME_MAX_LENGTH) return `Use at most ${NAME_MAX_LENGTH} characters (now ${count}).`;
  return undefined;
}

export function descriptionError(description: string): string | undefined {
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

/** The form field a server error names (`key`, or `input.key`), when it is one of the project's. */
export function projectFieldOf(field: string | null): ProjectField | null {
  const last = field?.split('.').pop();
  return last === 'key' || last === 'name' || last === 'description' ? last : null;
}
