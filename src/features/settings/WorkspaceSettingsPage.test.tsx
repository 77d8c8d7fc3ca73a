import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { createFakeAuthServer } from '../../../__tests__/helpers/fakeAuthServer';
import { operationNamed, rejectOperation, resolveOperation } from '../../../__tests__/helpers/relay';
import { renderApp } from '../../../__tests__/helpers/render';

async function openSettings(workspace: { estimateScale: string; viewerCanManageEstimates: boolean }) {
  const rendered = renderApp('/w/acme/settings/workspace', {
    server: createFakeAuthServer({ signedInAs: { email: 'admin@acme.test', organizationSlug: 'acme' } }),
  });
  await waitFor(() => operationNamed(rendered.environment, 'WorkspaceSettingsPageQuery'));
  resolveOperation(rendered.environment, 'WorkspaceSettingsPageQuery', {
    Workspace: () => ({ id: 'workspace-acme', name: 'Acme', ...workspace }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Workspace settings' });
  return rendered;
}

const scale = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('Workspace settings', () => {
  it('show the workspace’s estimate scale, each described, and let an admin choose another at once', async () => {
    const rendered = await openSettings({ estimateScale: 'POINTS', viewerCanManageEstimates: true });
    expect(scale(/^Points/)).toBeChecked();
    expect(scale(/^T-shirt sizes/)).toHaveAccessibleDescription('XS, S, M, L or XL, counted as 1, 2, 3, 5 and 8 points in sums.');

    await rendered.user.click(scale(/^T-shirt sizes/));

    expect(scale(/^T-shirt sizes/)).toBeChecked();
    expect(operationNamed(rendered.environment, 'useUpdateEstimateSettingsMutation').request.variables.input).toEqual({ scale: 'TSHIRT' });
    resolveOperation(rendered.environment, 'useUpdateEstimateSettingsMutation', {
      Workspace: () => ({ id: 'workspace-acme', estimateScale: 'TSHIRT' }),
    });
    expect(scale(/^T-shirt sizes/)).toBeChecked();
  });

  it('put the scale back with a toast when the server refuses the change', async () => {
    const rendered = await openSettings({ estimateScale: 'POINTS', viewerCanManageEstimates: true });

    await rendered.user.click(scale(/^No estimates/));
    rejectOperation(rendered.environment, 'useUpdateEstimateSettingsMutation', new ApiError('FORBIDDEN', 'Only admins may change how issues are estimated.'));

    expect(scale(/^Points/)).toBeChecked();
    await screen.findByText(/^The estimate scale was not changed/);
  });

  it('show members the scale without letting them change it', async () => {
    await openSettings({ estimateScale: 'TSHIRT', viewerCanManageEstimates: false });

    expect(scale(/^T-shirt sizes/)).toBeChecked();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByText('How issues are estimated in this workspace. Only admins may change it.')).toBeInTheDocument();
  });
});
