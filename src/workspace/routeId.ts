// The id of the workspace layout route (`/w/:workspaceSlug`), whose loader data (the workspace's Relay
// environment) parts of the page outside its outlet read, such as the header's Inbox link.
export const WORKSPACE_ROUTE_ID = 'workspace';
