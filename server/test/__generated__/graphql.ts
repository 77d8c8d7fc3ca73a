/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ArchiveProjectInput = {
  id: string | number;
};

export type CreateProjectInput = {
  /** Up to 2,000 characters. */
  description?: string | null | undefined;
  /** Two to five capital letters (A-Z), unique in the workspace. */
  key: string;
  /** One to 80 characters after trimming. */
  name: string;
};

export type UnarchiveProjectInput = {
  id: string | number;
};

export type UpdateProjectInput = {
  /** Up to 2,000 characters; left unchanged when absent. */
  description?: string | null | undefined;
  id: string | number;
  /** One to 80 characters after trimming; left unchanged when absent. */
  name?: string | null | undefined;
};

export type ProjectsTestCreateMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type ProjectsTestCreateMutation = { createProject: { project: { id: string, key: string, name: string, description: string, archivedAt: string | null, viewerCanUpdate: boolean, viewerCanArchive: boolean }, projectEdge: { cursor: string, node: { id: string } } } };

export type ProjectsTestUpdateMutationVariables = Exact<{
  input: UpdateProjectInput;
}>;


export type ProjectsTestUpdateMutation = { updateProject: { project: { id: string, name: string, description: string } } };

export type ProjectsTestArchiveMutationVariables = Exact<{
  input: ArchiveProjectInput;
}>;


export type ProjectsTestArchiveMutation = { archiveProject: { archivedProjectId: string, project: { id: string, archivedAt: string | null } } };

export type ProjectsTestUnarchiveMutationVariables = Exact<{
  input: UnarchiveProjectInput;
}>;


export type ProjectsTestUnarchiveMutation = { unarchiveProject: { projectEdge: { node: { id: string, archivedAt: string | null } } } };

export type ProjectsTestListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  includeArchived?: boolean | null | undefined;
}>;


export type ProjectsTestListQuery = { viewer: { workspace: { viewerCanCreateProject: boolean, projects: { totalCount: number, edges: Array<{ cursor: string, node: { key: string, name: string, archivedAt: string | null } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } } } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const ProjectsTestCreateDocument = new TypedDocumentString(`
    mutation ProjectsTestCreate($input: CreateProjectInput!) {
  createProject(input: $input) {
    project {
      id
      key
      name
      description
      archivedAt
      viewerCanUpdate
      viewerCanArchive
    }
    projectEdge {
      cursor
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestCreateMutation, ProjectsTestCreateMutationVariables>;
export const ProjectsTestUpdateDocument = new TypedDocumentString(`
    mutation ProjectsTestUpdate($input: UpdateProjectInput!) {
  updateProject(input: $input) {
    project {
      id
      name
      description
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestUpdateMutation, ProjectsTestUpdateMutationVariables>;
export const ProjectsTestArchiveDocument = new TypedDocumentString(`
    mutation ProjectsTestArchive($input: ArchiveProjectInput!) {
  archiveProject(input: $input) {
    archivedProjectId
    project {
      id
      archivedAt
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestArchiveMutation, ProjectsTestArchiveMutationVariables>;
export const ProjectsTestUnarchiveDocument = new TypedDocumentString(`
    mutation ProjectsTestUnarchive($input: UnarchiveProjectInput!) {
  unarchiveProject(input: $input) {
    projectEdge {
      node {
        id
        archivedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestUnarchiveMutation, ProjectsTestUnarchiveMutationVariables>;
export const ProjectsTestListDocument = new TypedDocumentString(`
    query ProjectsTestList($first: Int, $after: String, $last: Int, $before: String, $includeArchived: Boolean) {
  viewer {
    workspace {
      viewerCanCreateProject
      projects(
        first: $first
        after: $after
        last: $last
        before: $before
        includeArchived: $includeArchived
      ) {
        totalCount
        edges {
          cursor
          node {
            key
            name
            archivedAt
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectsTestListQuery, ProjectsTestListQueryVariables>;