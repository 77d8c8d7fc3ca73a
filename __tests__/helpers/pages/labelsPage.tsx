// A driver of the labels settings page (/w/:workspaceSlug/settings/labels) that acts like its user and plays
// the server's part.
import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, type RelayMockEnvironment } from 'relay-test-utils';
import LabelsPageQueryNode, { type LabelsPageQuery } from '@/__generated__/LabelsPageQuery.graphql';
import type { Auth } from '@/auth/types';
import { LabelsPage } from '@/features/labels/LabelsPage';
import type { ApiError } from '@/relay/errors';
import {
  createdLabelResolvers,
  deletedLabelResolvers,
  issueWorkspaceResolvers,
  updatedLabelResolvers,
  type IssueWorkspaceData,
  type TestLabel,
} from '../fixtures/issues';
import { operationNamed, pendingOperationNames, rejectOperation, resolveOperation, waitForOperation } from '../relay';
import { renderWithRelay } from '../render';

const MUTATIONS = {
  create: 'useCreateLabelMutation',
  edit: 'useUpdateLabelMutation',
  delete: 'useDeleteLabelMutation',
} as const;
export type LabelAction = keyof typeof MUTATIONS;

export class LabelsPageDriver {
  constructor(
    readonly environment: RelayMockEnvironment,
    readonly user: UserEvent,
  ) {}

  static async open(data: IssueWorkspaceData = {}, options: { auth?: Auth } = {}): Promise<LabelsPageDriver> {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<LabelsPageQuery>(environment, LabelsPageQueryNode, {});
    const { user } = renderWithRelay(
      <Suspense fallback={<p>Loading labels…</p>}>
        <LabelsPage queryRef={queryRef} />
      </Suspense>,
      { environment, auth: options.auth },
    );
    await waitForOperation(environment, 'LabelsPageQuery');
    resolveOperation(environment, 'LabelsPageQuery', issueWorkspaceResolvers(data));
    await screen.findByRole('heading', { level: 1, name: 'Labels' });
    return new LabelsPageDriver(environment, user);
  }

  /** The page inside a whole-app render (renderApp): waits for the route's query and answers it with this data. */
  static async inApp(rendered: { environment: RelayMockEnvironment; user: UserEvent }, data: IssueWorkspaceData = {}): Promise<LabelsPageDriver> {
    await waitFor(() => operationNamed(rendered.environment, 'LabelsPageQuery'));
    resolveOperation(rendered.environment, 'LabelsPageQuery', issueWorkspaceResolvers(data));
    await screen.findByRole('heading', { level: 1, name: 'Labels' });
    return new LabelsPageDriver(rendered.environment, rendered.user);
  }

  // What the page shows.

  /** The labels listed, by name, top to bottom. */
  labelNames(): string[] {
    const list = screen.queryByRole('list', { name: 'Labels' });
    return list ? within(list).queryAllByRole('listitem').map((item) => item.textContent?.replace(/EditDelete$/, '') ?? '') : [];
  }

  /** The colour swatch shown for a label. */
  colorOf(name: string): string {
    const row = within(screen.getByRole('list', { name: 'Labels' })).getByText(name).closest('li') as HTMLElement;
    return (row.querySelector('[aria-hidden="true"]') as HTMLElement).style.background;
  }

  /** Buttons and fields that change labels (none for those who may not). */
  editingControls(): HTMLElement[] {
    return [...screen.queryAllByRole('button'), ...screen.queryAllByRole('textbox'), ...screen.queryAllByRole('radio')];
  }

  async toast(text: string | RegExp): Promise<HTMLElement> {
    return (await screen.findByText(text)).closest('[role="status"]') as HTMLElement;
  }

  sent(action: LabelAction): boolean {
    return pendingOperationNames(this.environment).includes(MUTATIONS[action]);
  }

  sentInput(action: LabelAction): Record<string, unknown> {
    const operation = this.environment.mock.getAllOperations().find((op) => op.request.node.params.name === MUTATIONS[action]);
    return (operation?.request.variables.input ?? {}) as Record<string, unknown>;
  }

  // What a person does.

  async create(name: string, colorName: string): Promise<this> {
    const form = screen.getByRole('form', { name: 'New label' });
    await this.user.type(within(form).getByLabelText('Label name'), name);
    await this.user.click(within(form).getByRole('radio', { name: colorName }));
    await this.user.click(within(form).getByRole('button', { name: 'Create label' }));
    return this;
  }

  async edit(name: string, { newName, colorName }: { newName?: string; colorName?: string }): Promise<this> {
    await this.user.click(screen.getByRole('button', { name: `Edit ${name}` }));
    const form = screen.getByRole('form', { name: `Edit ${name}` });
    if (newName !== undefined) {
      const field = within(form).getByLabelText('Label name');
      await this.user.clear(field);
      await this.user.type(field, newName);
    }
    if (colorName) await this.user.click(within(form).getByRole('radio', { name: colorName }));
    await this.user.click(within(form).getByRole('button', { name: 'Save' }));
    return this;
  }

  /** Presses Delete on a label; returns the confirmation dialog. */
  async askToDelete(name: string): Promise<HTMLElement> {
    await this.user.click(screen.getByRole('button', { name: `Delete ${name}` }));
    return screen.getByRole('dialog', { name: `Delete the label ${name}?` });
  }

  async delete(name: string): Promise<this> {
    const dialog = await this.askToDelete(name);
    await this.user.click(within(dialog).getByRole('button', { name: 'Delete label' }));
    return this;
  }

  // The server's part.

  serverCreates(label: TestLabel): this {
    resolveOperation(this.environment, MUTATIONS.create, createdLabelResolvers(label));
    return this;
  }

  serverUpdates(label: TestLabel): this {
    resolveOperation(this.environment, MUTATIONS.edit, updatedLabelResolvers(label));
    return this;
  }

  serverDeletes(label: TestLabel): this {
    resolveOperation(this.environment, MUTATIONS.delete, deletedLabelResolvers(label));
    return this;
  }

  serverRefuses(action: LabelAction, error: ApiError): this {
    rejectOperation(this.environment, MUTATIONS[action], error);
    return this;
  }
}
