// Helpers for the issues feature's tests (server/features/issues): a team with a project, its people's ids, labels (the labels feature's
// mutations are not this feature's, so tests write label rows directly), and issue creation.
import { globalIds } from '../graphql/nodes';
import { loggedTestWrite } from './changeLog';
import { dataOf, gql } from './client';
import { graphql } from './__generated__';
import type { CreateIssueInput } from './__generated__/graphql';
import type { TestServer } from './server';
import { team, type Team } from './tokens';
import { userNode } from '../features/users/resolvers';
import { workspaceNode } from '../features/workspaces/resolvers';

const SETUP_PROJECT = graphql(`mutation IssuesTestSetupProject($input: CreateProjectInput!) {
  createProject(input: $input) { project { id } }
}`);
const SETUP_WORKSPACE = graphql(`query IssuesTestSetupWorkspace { viewer { workspace { id } } }`);
const SETUP_ISSUE = graphql(`mutation IssuesTestSetupIssue($input: CreateIssueInput!) {
  createIssue(input: $input) { issue { id number key title status position } }
}`);

export const labelGlobalIds = globalIds('Label', 'uuid');

export interface IssueTeam extends Team {
  projectId: string;
  /** The workspace's database id. */
  workspaceId: string;
  /** Global User ids of the team's people. */
  userIds: { admin: string; member: string; viewer: string };
}

/** A fresh team whose three people are members (they have signed in), with a project WEB. */
export async function issueTeam(server: TestServer, options: Parameters<typeof team>[0] = {}, key = 'WEB'): Promise<IssueTeam> {
  const people = team(options);
  const workspace = dataOf(await gql(server, SETUP_WORKSPACE, {}, people.admin)).viewer.workspace;
  await Promise.all([people.member, people.viewer].map((token) => gql(server, SETUP_WORKSPACE, {}, token)));
  const { project } = dataOf(await gql(server, SETUP_PROJECT, { input: { key, name: `Project ${key}` } }, people.admin)).createProject;
  return {
    ...people,
    projectId: project.id,
    workspaceId: workspaceNode.localId(workspace.id)!,
    userIds: {
      admin: userNode.globalId(people.people.admin.id),
      member: userNode.globalId(people.people.member.id),
      viewer: userNode.globalId(people.people.viewer.id),
    },
  };
}

/** Creates labels in the workspace; their global ids, in order. */
export async function createLabels(server: TestServer, workspaceId: string, names: string[]): Promise<string[]> {
  const rows = await loggedTestWrite(server.database.db, 'label', 'CREATED', (trx) =>
    trx
      .insertInto('labels')
      .values(names.map((name, index) => ({ workspaceId, name, color: `#00000${index % 10}` })))
      .returningAll()
      .execute(),
  );
  return names.map((name) => labelGlobalIds.globalId(rows.find((row) => row.name === name)!.id));
}

/** Creates an issue (failing the test on any error). */
export async function createIssue(server: TestServer, token: string, projectId: string, input: Partial<CreateIssueInput> = {}) {
  const response = await gql(server, SETUP_ISSUE, { input: { projectId, title: 'An issue', ...input } }, token);
  return dataOf(response).createIssue.issue;
}
