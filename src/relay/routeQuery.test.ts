import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import ProjectsPageQueryNode, { type ProjectsPageQuery } from '@/__generated__/ProjectsPageQuery.graphql';
import { workspaceResolvers } from '../../__tests__/helpers/fixtures/projects';
import { loadRouteQuery } from './routeQuery';

describe('loadRouteQuery', () => {
  it('fetches on every load, even with the data at hand, and lets go of the previous reference of the same route query', () => {
    const environment = createMockEnvironment();

    const first = loadRouteQuery<ProjectsPageQuery>(environment, ProjectsPageQueryNode, {});
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, workspaceResolvers()));
    const second = loadRouteQuery<ProjectsPageQuery>(environment, ProjectsPageQueryNode, {});

    expect(environment.executeWithSource).toHaveBeenCalledTimes(2);
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('ProjectsPageQuery');
    expect(first.isDisposed).toBe(true);
    expect(second.isDisposed).toBe(false);
  });
});
