// The roles a member may have in the built-in sign-in, with the words the page shows for them.
export const ROLES = [
  { role: 'org:admin', label: 'Admin', description: 'Everything, including members and labels' },
  { role: 'org:member', label: 'Member', description: 'Creates projects and issues' },
  { role: 'org:viewer', label: 'Viewer', description: 'Reads only' },
] as const;

export type Role = (typeof ROLES)[number]['role'];

/** The role's name as the page shows it (a custom Clerk role shows as its key without `org:`). */
export function roleLabel(role: string): string {
  return ROLES.find((candidate) => candidate.role === role)?.label ?? role.replace(/^org:/, '');
}
