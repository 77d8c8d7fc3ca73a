// The addresses of the cycles index and of a cycle's page.
export const cyclesPath = (workspaceSlug: string) => `/w/${encodeURIComponent(workspaceSlug)}/cycles`;

export const cyclePath = (workspaceSlug: string, number: number) => `${cyclesPath(workspaceSlug)}/${number}`;
