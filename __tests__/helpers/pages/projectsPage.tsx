// A driver of the projects page (/w/:workspaceSlug/projects) that acts like its user: it reads what the page
// shows, clicks and types through the page's own labels, and plays the server's part (answers, refusals, an
// offline browser, changes made by others arriving live). Tests read as what a person does and notices.
import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, type RelayMockEnvironment } from 'relay-test-utils';
import ProjectsPageQueryNode, { type ProjectsPageQuery } from '@/__generated__/ProjectsPageQuery.graphql';
import type { Auth } from '@/auth/types';
import { ProjectsPage } from '@/features/projects/ProjectsPage';
import type { ApiError } from '@/relay/errors';
import {
  archivedProjectResolvers,
  projectEdgeResolvers,
  projectEventResolvers,
  updatedProjectResolvers,
  workspaceResolvers,
  type ProjectEventKind,
  type TestProject,
  type WorkspaceData,
} from '../fixtures/projects';
import {
  failOffline,
  operationNamed,
  pendingOperationNames,
  pushSubscriptionPayload,
  rejectOperation,
  resolveOperation,
  waitForOperation,
} from '../relay';
import { renderWithRelay } from '../render';

/** The project mutations, by the action a person takes. */
const MUTATIONS = {
  create: 'useCreateProjectMutation',
  rename: 'useUpdateProjectMutation',
  archive: 'useArchiveProjectMutation',
  restore: 'useUnarchiveProjectMutation',
} as const;
export type ProjectAction = keyof typeof MUTATIONS;

export interface ProjectDraftInput {
  key: string;
  name: string;
  description?: string;
}

/** Where the page is open (its rows link relative to it). */
export const PROJECTS_PATH = '/w/acme/projects';

export class ProjectsPageDriver {
  constructor(
    readonly environment: RelayMockEnvironment,
    readonly user: UserEvent,
  ) {}

  /** The projects page of Acme on its own, loaded with this data, for a session (Ada, admin, by default). */
  static async open(data: WorkspaceData = {}, options: { auth?: Auth } = {}): Promise<ProjectsPageDriver> {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<ProjectsPageQuery>(environment, ProjectsPageQueryNode, {});
    const { user } = renderWithRelay(
      <Suspense fallback={<p>Loading projects…</p>}>
        <ProjectsPage queryRef={queryRef} />
      </Suspense>,
      { environment, auth: options.auth, path: PROJECTS_PATH },
    );
    return new ProjectsPageDriver(environment, user).loaded(data);
  }

  /** The page inside a whole-app render (renderApp): waits for the route's query and answers it with this data. */
  static async inApp(rendered: { environment: RelayMockEnvironment; user: UserEvent }, data: WorkspaceData = {}): Promise<ProjectsPageDriver> {
    return new ProjectsPageDriver(rendered.environment, rendered.user).loaded(data);
  }

  /** Answers the page's query (again, after a retry or a catch-up) and waits for the page. */
  async loaded(data: WorkspaceData = {}): Promise<this> {
    await waitForOperation(this.environment, 'ProjectsPageQuery');
    resolveOperation(this.environment, 'ProjectsPageQuery', workspaceResolvers(data));
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    // The page listens for changes once it shows (an effect): what arrives live before that is not the page's.
    await waitForOperation(this.environment, 'useProjectEventsSubscription');
    return this;
  }

  // What the page shows.

  /** The rows of the project list shown (active or archived), by their names, top to bottom. */
  projectNames(): string[] {
    const list = screen.queryByRole('list', { name: /^(Archived projects|Projects)$/ });
    return list ? within(list).queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '') : [];
  }

  /** The link a project's name is (to its board). */
  projectLink(name: string): HTMLElement {
    return within(this.row(name)).getByRole('link', { name });
  }

  /** What the list says about how many projects it holds, such as "12 projects". */
  countText(): string {
    return screen.getByText(/^\d[\d,]* (archived )?projects?( match(es)?)?$/).textContent ?? '';
  }

  /** The list row of the project with this name. */
  row(name: string): HTMLElement {
    return screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
  }

  /** The "New project" dialog, when open. */
  dialog(): HTMLElement {
    return screen.getByRole('dialog', { name: 'New project' });
  }

  /** The toast with this text (waiting for it to appear): the whole toast, with its buttons. */
  async toast(text: string | RegExp): Promise<HTMLElement> {
    return (await screen.findByText(text)).closest('[role="status"]') as HTMLElement;
  }

  /** Whether the app sent (and is still waiting on) the mutation behind this action. */
  sent(action: ProjectAction): boolean {
    return pendingOperationNames(this.environment).includes(MUTATIONS[action]);
  }

  // What a person does.

  async openNewProjectDialog(button: 'New project' | 'Create the first project' = 'New project'): Promise<HTMLElement> {
    await this.user.click(screen.getByRole('button', { name: button }));
    return this.dialog();
  }

  /** Fills in the open "New project" dialog (the description is pasted, as long texts are). */
  async fillNewProject({ key, name, description }: ProjectDraftInput): Promise<this> {
    const dialog = this.dialog();
    if (key) await this.user.type(within(dialog).getByLabelText('Key'), key);
    if (name) await this.user.type(within(dialog).getByLabelText('Name'), name);
    if (description) {
      await this.user.click(within(dialog).getByLabelText('Description'));
      await this.user.paste(description);
    }
    return this;
  }

  async submitNewProject(): Promise<this> {
    await this.user.click(within(this.dialog()).getByRole('button', { name: 'Create project' }));
    return this;
  }

  /** Opens the dialog, fills it in and presses "Create project". */
  async createProject(draft: ProjectDraftInput): Promise<this> {
    await this.openNewProjectDialog();
    await this.fillNewProject(draft);
    return this.submitNewProject();
  }

  /** Types in the filter, as a person does (the list asks the server once typing pauses). */
  async filter(text: string): Promise<this> {
    const field = screen.getByLabelText('Filter by name or key');
    await this.user.clear(field);
    if (text) await this.user.type(field, text);
    return this;
  }

  /** Switches between the active and the archived projects. */
  async show(view: 'Active' | 'Archived'): Promise<this> {
    await this.user.click(screen.getByRole('button', { name: view }));
    return this;
  }

  /** The variables the list was last asked for with (after a filter or a switch of view), waiting for the request. */
  async listRequested(): Promise<Record<string, unknown>> {
    await waitForOperation(this.environment, 'ProjectListPaginationQuery');
    return operationNamed(this.environment, 'ProjectListPaginationQuery').request.variables;
  }

  /** The server answers the list's request (a filter, a view, the next page) with this data; waits for it to show. */
  async listArrives(data: WorkspaceData): Promise<this> {
    await waitForOperation(this.environment, 'ProjectListPaginationQuery');
    resolveOperation(this.environment, 'ProjectListPaginationQuery', workspaceResolvers(data));
    // The list shows it once its transition has ended (meanwhile it keeps the old rows, marked busy).
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    return this;
  }

  /** Opens a project's row menu and returns the menu. */
  async openRowMenu(name: string): Promise<HTMLElement> {
    await this.user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
    return screen.getByRole('menu', { name: `Actions for ${name}` });
  }

  /** Chooses one of a project's actions (Rename, Archive, Restore) from its row menu. */
  async chooseRowAction(name: string, action: 'Rename' | 'Archive' | 'Restore'): Promise<this> {
    await this.user.click(within(await this.openRowMenu(name)).getByRole('menuitem', { name: action }));
    return this;
  }

  /** Opens renaming of a project; the name field has the focus. */
  async startRenaming(name: string): Promise<HTMLElement> {
    await this.chooseRowAction(name, 'Rename');
    return screen.getByLabelText('Project name');
  }

  /** Renames a project, confirming with Enter. */
  async rename(name: string, newName: string): Promise<this> {
    const field = await this.startRenaming(name);
    await this.user.clear(field);
    await this.user.type(field, `${newName}{Enter}`);
    return this;
  }

  async archive(name: string): Promise<this> {
    return this.chooseRowAction(name, 'Archive');
  }

  /** Restores an archived project (in the archived view). */
  async restore(name: string): Promise<this> {
    return this.chooseRowAction(name, 'Restore');
  }

  /** Presses Undo in the toast with this text. */
  async undo(toastText: string): Promise<this> {
    await this.user.click(within(await this.toast(toastText)).getByRole('button', { name: 'Undo' }));
    return this;
  }

  async loadMore(): Promise<this> {
    await this.user.click(screen.getByRole('button', { name: 'Load more' }));
    return this;
  }

  // The server's part.

  /** The server creates (or restores) the project the person asked for. */
  serverAnswersWithProject(action: 'create' | 'restore', project: TestProject): this {
    resolveOperation(this.environment, MUTATIONS[action], projectEdgeResolvers(project));
    return this;
  }

  serverArchives(project: TestProject): this {
    resolveOperation(this.environment, MUTATIONS.archive, archivedProjectResolvers(project));
    return this;
  }

  serverRenames(project: TestProject): this {
    resolveOperation(this.environment, MUTATIONS.rename, updatedProjectResolvers(project));
    return this;
  }

  /** The server refuses the action with this error (its code, field and message). */
  serverRefuses(action: ProjectAction, error: ApiError): this {
    rejectOperation(this.environment, MUTATIONS[action], error);
    return this;
  }

  /** The browser is offline by the time the action's request leaves: it fails as fetch fails then. */
  browserIsOffline(action: ProjectAction): this {
    failOffline(this.environment, MUTATIONS[action]);
    return this;
  }

  /** The next page of the list arrives. */
  nextPageArrives(data: WorkspaceData): this {
    resolveOperation(this.environment, 'ProjectListPaginationQuery', workspaceResolvers(data));
    return this;
  }

  /** Something happened to a project (made by anyone, the viewer included) and arrives live. */
  arrivesLive(kind: ProjectEventKind, project: TestProject): this {
    pushSubscriptionPayload(this.environment, 'useProjectEventsSubscription', projectEventResolvers(kind, project));
    return this;
  }
}
