// Project data for tests: payloads shaped by the real queries (MockPayloadGenerator) from a few plain
// objects, and the projects page rendered and loaded.
import { Suspense } from 'react';
import { act, screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import ProjectsPageQueryNode, { type ProjectsPageQuery } from '@/__generated__/ProjectsPageQuery.graphql';
import { ProjectsPage } from '@/features/projects/ProjectsPage';
import type { Auth } from '@/auth/types';
import { renderWithRelay, type RenderedWithRelay } from './render';

export const WORKSPACE_ID = 'workspace_acme';

export interface TestProject {
  id: string;
  key: string;
  name: string;
  description: string;
  viewerCanUpdate: boolean;
  viewerCanArchive: boolean;
  archivedAt: string | null;
}

export function testProject(key: string, overrides: Partial<TestProject> = {}): TestProject {
  return {
    id: `project_${key}`,
    key,
    name: `${key} project`,
    description: '',
    viewerCanUpdate: true,
    viewerCanArchive: true,
    archivedAt: null,
    ...overrides,
  };
}

export interface WorkspaceData {
  name?: string;
  viewerCanCreateProject?: boolean;
  projects?: TestProject[];
  hasNextPage?: boolean;
}

function connection(projects: TestProject[], hasNextPage: boolean) {
  return {
    edges: projects.map((project) => ({ cursor: `cursor_${project.id}`, node: { __typename: 'Project', ...project } })),
    pageInfo: {
      hasNextPage,
      hasPreviousPage: false,
      startCursor: projects.length ? `cursor_${projects[0].id}` : null,
      endCursor: projects.length ? `cursor_${projects[projects.length - 1].id}` : null,
    },
    totalCount: projects.length,
  };
}

/** A response to ProjectsPageQuery or ProjectListPaginationQuery for this workspace and these projects. */
export function workspacePayload(operation: OperationDescriptor, data: WorkspaceData = {}) {
  const workspace = { __typename: 'Workspace', id: WORKSPACE_ID, name: data.name ?? 'Acme', viewerCanCreateProject: data.viewerCanCreateProject ?? true };
  return MockPayloadGenerator.generate(operation, {
    Workspace: () => workspace,
    Node: () => workspace,
    ProjectConnection: () => connection(data.projects ?? [], data.hasNextPage ?? false),
  });
}

/** A `projectEvents` message. */
export function projectEventPayload(
  operation: OperationDescriptor,
  event: { kind: 'CREATED' | 'UPDATED' | 'ARCHIVED' | 'UNARCHIVED'; project: TestProject },
) {
  const node = { __typename: 'Project', ...event.project };
  return MockPayloadGenerator.generate(operation, {
    ProjectEvent: () => ({
      kind: event.kind,
      project: node,
      addedEdge: event.kind === 'CREATED' || event.kind === 'UNARCHIVED' ? { cursor: `cursor_${event.project.id}`, node } : null,
      removedProjectId: event.kind === 'ARCHIVED' ? event.project.id : null,
    }),
  });
}

export function operationNamed(environment: RelayMockEnvironment, name: string): OperationDescriptor {
  return environment.mock.findOperation((operation) => operation.request.node.params.name === name);
}

/** Answers the pending operation of that name (inside act, so React applies the result). */
export function resolveOperation(
  environment: RelayMockEnvironment,
  name: string,
  payload: (operation: OperationDescriptor) => ReturnType<typeof MockPayloadGenerator.generate>,
) {
  const operation = operationNamed(environment, name);
  act(() => environment.mock.resolve(operation, payload(operation)));
}

/** Pushes a `projectEvents` message down the open subscription. */
export function pushProjectEvent(environment: RelayMockEnvironment, event: Parameters<typeof projectEventPayload>[1]) {
  const operation = operationNamed(environment, 'useProjectEventsSubscription');
  act(() => environment.mock.nextValue(operation, projectEventPayload(operation, event)));
}

/** The projects page of Acme, loaded with these projects, for a session (Ada, admin, by default). */
export async function renderProjectsPage(data: WorkspaceData = {}, options: { auth?: Auth } = {}): Promise<RenderedWithRelay> {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<ProjectsPageQuery>(environment, ProjectsPageQueryNode, {});
  const rendered = renderWithRelay(
    <Suspense fallback={<p>Loading projects…</p>}>
      <ProjectsPage queryRef={queryRef} />
    </Suspense>,
    { environment, auth: options.auth },
  );
  resolveOperation(environment, 'ProjectsPageQuery', (operation) => workspacePayload(operation, data));
  await screen.findByRole('heading', { level: 1, name: 'Projects' });
  return rendered;
}

/** The rows of the project list, by their names, top to bottom. */
export function projectNames(): string[] {
  const list = screen.queryByRole('list', { name: 'Projects' });
  return list ? within(list).queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '') : [];
}
