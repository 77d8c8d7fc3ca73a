// A driver of the webhooks settings page (/w/:workspaceSlug/settings/webhooks) that acts like its user and plays the
// server's part.
import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, type RelayMockEnvironment } from 'relay-test-utils';
import WebhooksPageQueryNode, { type WebhooksPageQuery } from '@/__generated__/WebhooksPageQuery.graphql';
import type { Auth } from '@/auth/types';
import { WebhooksPage } from '@/features/webhooks/WebhooksPage';
import type { ApiError } from '@/relay/errors';
import { createdEndpointResolvers, endpointResolvers, webhooksResolvers, type TestEndpoint, type WebhooksData } from '../fixtures/webhooks';
import { operationNamed, pendingOperationNames, rejectOperation, resolveOperation, waitForOperation } from '../relay';
import { renderWithRelay } from '../render';

const MUTATIONS = {
  create: 'useCreateWebhookEndpointMutation',
  update: 'useUpdateWebhookEndpointMutation',
  delete: 'useDeleteWebhookEndpointMutation',
  rotate: 'useRotateWebhookSecretMutation',
  resend: 'useResendWebhookDeliveryMutation',
} as const;
export type WebhookAction = keyof typeof MUTATIONS;

export class WebhooksPageDriver {
  constructor(
    readonly environment: RelayMockEnvironment,
    readonly user: UserEvent,
  ) {}

  static async open(data: WebhooksData = {}, options: { auth?: Auth } = {}): Promise<WebhooksPageDriver> {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<WebhooksPageQuery>(environment, WebhooksPageQueryNode, {});
    const { user } = renderWithRelay(
      <Suspense fallback={<p>Loading webhooks…</p>}>
        <WebhooksPage queryRef={queryRef} />
      </Suspense>,
      { environment, auth: options.auth },
    );
    await waitForOperation(environment, 'WebhooksPageQuery');
    resolveOperation(environment, 'WebhooksPageQuery', webhooksResolvers(data));
    await screen.findByRole('heading', { level: 1, name: 'Webhooks' });
    return new WebhooksPageDriver(environment, user);
  }

  // What the page shows.

  endpointUrls(): string[] {
    const list = screen.queryByRole('list', { name: 'Endpoints' });
    return list ? within(list).queryAllByRole('listitem', { name: /^https?:/ }).map((item) => item.getAttribute('aria-label') ?? '') : [];
  }

  endpoint(url: string): HTMLElement {
    return screen.getByRole('listitem', { name: url });
  }

  /** The deliveries an endpoint's log lists, as "event, status". */
  deliveries(url: string): string[] {
    const log = within(this.endpoint(url)).getByRole('region', { name: 'Deliveries' });
    return within(log)
      .queryAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label') ?? '');
  }

  sent(action: WebhookAction): boolean {
    return pendingOperationNames(this.environment).includes(MUTATIONS[action]);
  }

  sentInput(action: WebhookAction): Record<string, unknown> {
    return operationNamed(this.environment, MUTATIONS[action]).request.variables.input as Record<string, unknown>;
  }

  // What a person does.

  async add({ url, description = '', only }: { url: string; description?: string; only?: string[] }): Promise<this> {
    await this.user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const form = screen.getByRole('form', { name: 'New endpoint' });
    await this.user.type(within(form).getByLabelText('Endpoint URL'), url);
    if (description) await this.user.type(within(form).getByLabelText(/^Description/), description);
    if (only) {
      await this.user.click(within(form).getByRole('checkbox', { name: 'Everything' }));
      for (const kind of only) await this.user.click(within(form).getByRole('checkbox', { name: kind }));
    }
    await this.user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    return this;
  }

  async press(url: string, button: string | RegExp): Promise<this> {
    await this.user.click(within(this.endpoint(url)).getByRole('button', { name: button }));
    return this;
  }

  // The server's part.

  serverCreates(endpoints: TestEndpoint[]): void {
    resolveOperation(this.environment, MUTATIONS.create, createdEndpointResolvers(endpoints));
  }

  serverAnswers(action: 'update' | 'resend' | 'rotate', endpoint: TestEndpoint): void {
    resolveOperation(this.environment, MUTATIONS[action], endpointResolvers(endpoint));
  }

  serverRefuses(action: WebhookAction, error: ApiError): void {
    rejectOperation(this.environment, MUTATIONS[action], error);
  }
}
