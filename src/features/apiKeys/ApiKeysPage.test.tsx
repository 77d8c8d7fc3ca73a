import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { createFakeAuthServer } from '../../../__tests__/helpers/fakeAuthServer';
import { operationNamed, rejectOperation, resolveOperation } from '../../../__tests__/helpers/relay';
import { renderApp } from '../../../__tests__/helpers/render';

const SECRET = `lanes_AbCdEf012345_${'x'.repeat(43)}`;

function testKey(name: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `key-${name}`,
    name,
    prefix: 'lanes_AbCdEf012345',
    role: 'VIEWER',
    createdAt: '2026-01-02T10:00:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
    expired: false,
    ...overrides,
  };
}

async function openApiKeys({ keys = [] as ReturnType<typeof testKey>[], roles = ['MEMBER', 'VIEWER'], canManage = true } = {}) {
  const rendered = renderApp('/w/acme/settings/api-keys', {
    server: createFakeAuthServer({ signedInAs: { email: 'admin@acme.test', organizationSlug: 'acme' } }),
  });
  await waitFor(() => operationNamed(rendered.environment, 'ApiKeysPageQuery'));
  resolveOperation(rendered.environment, 'ApiKeysPageQuery', {
    Viewer: () => ({ workspace: { name: 'Acme' }, viewerCanManageApiKeys: canManage, apiKeyRoles: roles, apiKeys: keys }),
  });
  await screen.findByRole('heading', { level: 1, name: 'API keys' });
  return rendered;
}

const rowNames = () => screen.queryAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('API keys settings', () => {
  it('says there are no keys yet, then creates one and shows its secret once, with a copy button', async () => {
    const rendered = await openApiKeys();
    expect(screen.getByText('No API keys yet')).toBeInTheDocument();
    // Only the roles the viewer may give are offered.
    expect(within(screen.getByRole('combobox', { name: 'Role' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Member', 'Viewer']);

    await rendered.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nightly export');
    await rendered.user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'MEMBER');
    await rendered.user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(operationNamed(rendered.environment, 'useCreateApiKeyMutation').request.variables.input).toEqual({
      name: 'Nightly export',
      role: 'MEMBER',
      expiresAt: null,
    });
    resolveOperation(rendered.environment, 'useCreateApiKeyMutation', {
      CreateApiKeyPayload: () => ({ secret: SECRET, apiKey: testKey('Nightly export', { role: 'MEMBER' }) }),
    });

    const dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(dialog).getByText(/you will not see it again/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue(SECRET);
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied to the clipboard.');
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(rowNames()).toEqual(['Nightly export']);
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('names what is wrong beside the field, as the form checks it and as the server refuses it', async () => {
    const rendered = await openApiKeys();
    await rendered.user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/Enter a name/);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await rendered.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Root');
    await rendered.user.click(screen.getByRole('button', { name: 'Create key' }));
    rejectOperation(rendered.environment, 'useCreateApiKeyMutation', new ApiError('BAD_USER_INPUT', 'A key’s role cannot be above your own role in this workspace.', { field: 'role' }));
    expect(await screen.findByText('A key’s role cannot be above your own role in this workspace.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the keys with their prefix, role and dates, and revokes one after asking, putting it back when the server refuses', async () => {
    const rendered = await openApiKeys({
      keys: [testKey('Deploy bot', { lastUsedAt: new Date().toISOString() }), testKey('Old script', { id: 'key-old', expired: true, expiresAt: '2026-01-05T00:00:00.000Z' })],
    });
    expect(rowNames()).toEqual(['Deploy bot', 'Old script']);
    const [deploy, old] = screen.getAllByRole('row').slice(1);
    expect(deploy).toHaveTextContent('lanes_AbCdEf012345…');
    expect(deploy).toHaveTextContent('Viewer');
    expect(old).toHaveTextContent('Expired');

    await rendered.user.click(screen.getByRole('button', { name: 'Revoke Deploy bot' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Deploy bot?' });
    await rendered.user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    expect(rowNames()).toEqual(['Old script']);
    expect(operationNamed(rendered.environment, 'useRevokeApiKeyMutation').request.variables.input).toEqual({ apiKeyId: 'key-Deploy bot' });
    rejectOperation(rendered.environment, 'useRevokeApiKeyMutation', new ApiError('NETWORK', 'Failed to fetch'));
    await screen.findByText(/^The key Deploy bot was not revoked/);
    expect(rowNames()).toEqual(['Deploy bot', 'Old script']);

    await rendered.user.click(screen.getByRole('button', { name: 'Revoke Old script' }));
    await rendered.user.click(within(await screen.findByRole('dialog', { name: 'Revoke Old script?' })).getByRole('button', { name: 'Revoke key' }));
    resolveOperation(rendered.environment, 'useRevokeApiKeyMutation', { RevokeApiKeyPayload: () => ({ revokedApiKeyId: 'key-old' }) });
    expect(rowNames()).toEqual(['Deploy bot']);
  });

  it('offers neither creation nor revocation to a page opened with an API key', async () => {
    await openApiKeys({ keys: [testKey('Deploy bot')], canManage: false });
    expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create key' })).not.toBeInTheDocument();
  });
});
