/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation ProjectsTestCreate($input: CreateProjectInput!) {\n  createProject(input: $input) { project { id key name description archivedAt viewerCanUpdate viewerCanArchive } projectEdge { cursor node { id } } }\n}": typeof types.ProjectsTestCreateDocument,
    "mutation ProjectsTestUpdate($input: UpdateProjectInput!) { updateProject(input: $input) { project { id name description } } }": typeof types.ProjectsTestUpdateDocument,
    "mutation ProjectsTestArchive($input: ArchiveProjectInput!) { archiveProject(input: $input) { archivedProjectId project { id archivedAt } } }": typeof types.ProjectsTestArchiveDocument,
    "mutation ProjectsTestUnarchive($input: UnarchiveProjectInput!) { unarchiveProject(input: $input) { projectEdge { node { id archivedAt } } } }": typeof types.ProjectsTestUnarchiveDocument,
    "query ProjectsTestList($first: Int, $after: String, $last: Int, $before: String, $includeArchived: Boolean) {\n  viewer { workspace { viewerCanCreateProject projects(first: $first, after: $after, last: $last, before: $before, includeArchived: $includeArchived) {\n    totalCount edges { cursor node { key name archivedAt } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n  } } }\n}": typeof types.ProjectsTestListDocument,
};
const documents: Documents = {
    "mutation ProjectsTestCreate($input: CreateProjectInput!) {\n  createProject(input: $input) { project { id key name description archivedAt viewerCanUpdate viewerCanArchive } projectEdge { cursor node { id } } }\n}": types.ProjectsTestCreateDocument,
    "mutation ProjectsTestUpdate($input: UpdateProjectInput!) { updateProject(input: $input) { project { id name description } } }": types.ProjectsTestUpdateDocument,
    "mutation ProjectsTestArchive($input: ArchiveProjectInput!) { archiveProject(input: $input) { archivedProjectId project { id archivedAt } } }": types.ProjectsTestArchiveDocument,
    "mutation ProjectsTestUnarchive($input: UnarchiveProjectInput!) { unarchiveProject(input: $input) { projectEdge { node { id archivedAt } } } }": types.ProjectsTestUnarchiveDocument,
    "query ProjectsTestList($first: Int, $after: String, $last: Int, $before: String, $includeArchived: Boolean) {\n  viewer { workspace { viewerCanCreateProject projects(first: $first, after: $after, last: $last, before: $before, includeArchived: $includeArchived) {\n    totalCount edges { cursor node { key name archivedAt } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n  } } }\n}": types.ProjectsTestListDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectsTestCreate($input: CreateProjectInput!) {\n  createProject(input: $input) { project { id key name description archivedAt viewerCanUpdate viewerCanArchive } projectEdge { cursor node { id } } }\n}"): typeof import('./graphql').ProjectsTestCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectsTestUpdate($input: UpdateProjectInput!) { updateProject(input: $input) { project { id name description } } }"): typeof import('./graphql').ProjectsTestUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectsTestArchive($input: ArchiveProjectInput!) { archiveProject(input: $input) { archivedProjectId project { id archivedAt } } }"): typeof import('./graphql').ProjectsTestArchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProjectsTestUnarchive($input: UnarchiveProjectInput!) { unarchiveProject(input: $input) { projectEdge { node { id archivedAt } } } }"): typeof import('./graphql').ProjectsTestUnarchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProjectsTestList($first: Int, $after: String, $last: Int, $before: String, $includeArchived: Boolean) {\n  viewer { workspace { viewerCanCreateProject projects(first: $first, after: $after, last: $last, before: $before, includeArchived: $includeArchived) {\n    totalCount edges { cursor node { key name archivedAt } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n  } } }\n}"): typeof import('./graphql').ProjectsTestListDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
