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

export function nameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a name.';
  if (trimmed.length > NAME_MAX_LENGTH) return `Use at most ${NAME_MAX_LENGTH} characters (now ${trimmed.length}).`;
  return undefined;
}

export function descriptionError(description: string): string | undefined {
  if (description.length > DESCRIPTION_MAX_LENGTH) {
    return `Use at most 2,000 characters (now ${description.length.toLocaleString('en')}).`;
  }
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
