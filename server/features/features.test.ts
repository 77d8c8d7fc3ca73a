// Features compose: a second feature that adds fields to Workspace and Project keeps every existing field working, and
// a new node type resolves to its own type through node(id:), even when its rows look like another type's.
import { randomUUID } from 'node:crypto';
import type { Feature } from '../graphql/feature';
import { defineNode } from '../graphql/nodes';
import { createLanesSchema } from '../graphql/schema';
import { dataOf, gql } from '../test/client';
import { graphql } from '../test/__generated__';
import { useTestServer } from '../test/server';
import { team } from '../test/tokens';
import { features } from '.';

const CREATE_WEBSITE = graphql(`mutation FeaturesTestCreateWebsite { createProject(input: { key: "WEB", name: "Website" }) { project { id } } }`);
const CREATE_API = graphql(`mutation FeaturesTestCreateApi { createProject(input: { key: "API", name: "API" }) { project { id } } }`);
const VIEWER_IDS = graphql(`query FeaturesTestViewerIds { viewer { user { id } workspace { id } } }`);
const NODES = graphql(`query FeaturesTestNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`);

/** A widget row: it has a `key` (as projects do) and a `personalUserId` (as workspaces do): no column tells it apart. */
interface WidgetRow {
  id: string;
  key: string;
  name: string;
  personalUserId: string | null;
}
const WIDGET: WidgetRow = { id: randomUUID(), key: 'WID', name: 'Widget', personalUserId: null };

const widgetNode = defineNode<WidgetRow>({
  type: 'Widget',
  idKind: 'uuid',
  load: async (_context, id) => (id === WIDGET.id ? { ...WIDGET } : null),
});

const widgetsFeature: Feature = {
  name: 'widgets',
  typeDefs: `
    type Widget implements Node { id: ID! key: String! name: String! }
    extend type Workspace { widgetCount: Int! }
    extend type Project { widgetLabel: String! }
  `,
  nodes: [widgetNode],
  // The test feature's types are not in the generated resolver types: its resolvers are typed loosely here.
  resolvers: {
    Workspace: { widgetCount: () => 2 },
    Project: { widgetLabel: (project: { key: string }) => `${project.key} widgets` },
  } as Feature['resolvers'],
};

const server = useTestServer({ features: [...features, widgetsFeature] });

const EVERYTHING = `query Everything($widget: ID!) {
  viewer {
    role
    user { id name }
    workspace {
      id slug name personal viewerCanCreateProject widgetCount
      projects(first: 5) { totalCount edges { cursor node { id key name description archivedAt viewerCanUpdate viewerCanArchive widgetLabel } } }
    }
  }
  widget: node(id: $widget) { __typename id ... on Widget { key name } }
}`;

describe('a second feature extending Workspace and Project', () => {
  it('adds its fields while every existing field of Workspace and Project keeps working', async () => {
    const { admin } = team();
    const created = dataOf(
      await gql(server, CREATE_WEBSITE, {}, admin),
    ).createProject.project;
    const data = dataOf(await gql(server, EVERYTHING, { widget: widgetNode.globalId(WIDGET.id) }, admin));
    expect(data.viewer).toEqual({
      role: 'org:admin',
      user: { id: expect.any(String), name: 'Ada' },
      workspace: {
        id: expect.any(String),
        slug: expect.stringMatching(/^acme-/),
        name: 'Acme',
        personal: false,
        viewerCanCreateProject: true,
        widgetCount: 2,
        projects: {
          totalCount: 1,
          edges: [
            {
              cursor: expect.any(String),
              node: {
                id: created.id,
                key: 'WEB',
                name: 'Website',
                description: '',
                archivedAt: null,
                viewerCanUpdate: true,
                viewerCanArchive: true,
                widgetLabel: 'WEB widgets',
              },
            },
          ],
        },
      },
    });
    expect(data.widget).toEqual({ __typename: 'Widget', id: widgetNode.globalId(WIDGET.id), key: 'WID', name: 'Widget' });
  });

  it('resolves the node ids of every type to their own types, side by side with the new one', async () => {
    const { admin } = team();
    const project = dataOf(
      await gql(server, CREATE_API, {}, admin),
    ).createProject.project;
    const { viewer } = dataOf(await gql(server, VIEWER_IDS, {}, admin));
    const ids = [project.id, viewer.user.id, viewer.workspace.id, widgetNode.globalId(WIDGET.id), widgetNode.globalId(randomUUID())];
    const { nodes } = dataOf(await gql(server, NODES, { ids }, admin));
    expect(nodes).toEqual([
      { __typename: 'Project', id: project.id },
      { __typename: 'User', id: viewer.user.id },
      { __typename: 'Workspace', id: viewer.workspace.id },
      { __typename: 'Widget', id: widgetNode.globalId(WIDGET.id) },
      null,
    ]);
  });
});

describe('the schema', () => {
  it('refuses two features that resolve the same field, instead of letting one silently replace the other', () => {
    const clash: Feature = { name: 'clash', resolvers: { Workspace: { personal: () => true } } };
    expect(() => createLanesSchema({ features: [...features, clash] })).toThrow(
      'Workspace.personal is resolved by both the workspaces and the clash features.',
    );
  });

  it('refuses a node type registered twice', () => {
    const twice: Feature = { name: 'twice', resolvers: {}, nodes: [widgetNode, widgetNode] };
    expect(() => createLanesSchema({ features: [...features, twice] })).toThrow('The node type Widget is registered twice.');
  });
});
