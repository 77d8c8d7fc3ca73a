import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { createFakeAuthServer } from '../../../__tests__/helpers/fakeAuthServer';
import { notificationSettingsResolvers } from '../../../__tests__/helpers/fixtures/notifications';
import { operationNamed, rejectOperation, resolveOperation } from '../../../__tests__/helpers/relay';
import { renderApp } from '../../../__tests__/helpers/render';

async function openSettings(off: Parameters<typeof notificationSettingsResolvers>[0] = []) {
  const rendered = renderApp('/w/acme/settings/notifications', {
    server: createFakeAuthServer({ signedInAs: { email: 'admin@acme.test', organizationSlug: 'acme' } }),
  });
  await waitFor(() => operationNamed(rendered.environment, 'NotificationSettingsPageQuery'));
  resolveOperation(rendered.environment, 'NotificationSettingsPageQuery', notificationSettingsResolvers(off));
  await screen.findByRole('heading', { level: 1, name: 'Notifications' });
  return rendered;
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('Notification settings', () => {
  it('shows which happenings notify the viewer in this workspace, each described', async () => {
    await openSettings(['COMMENTED']);

    expect(screen.getAllByRole('checkbox').map((box) => [box.getAttribute('id') && (box as HTMLInputElement).labels?.[0]?.textContent, (box as HTMLInputElement).checked])).toEqual([
      ['Assigned to me', true],
      ['Mentions', true],
      ['Status changes', true],
      ['Comments', false],
      ['Deleted issues', true],
    ]);
    expect(checkbox('Comments')).toHaveAccessibleDescription('Someone comments on an issue you created or are assigned to.');
  });

  it('saves a change at once, and turns it back with a toast when the server refuses', async () => {
    const rendered = await openSettings();

    await rendered.user.click(checkbox('Assigned to me'));
    expect(checkbox('Assigned to me')).not.toBeChecked();
    expect(operationNamed(rendered.environment, 'useUpdateNotificationPreferenceMutation').request.variables.input).toEqual({
      reason: 'ASSIGNED',
      enabled: false,
    });
    resolveOperation(rendered.environment, 'useUpdateNotificationPreferenceMutation', {
      UpdateNotificationPreferencePayload: () => ({ preference: { reason: 'ASSIGNED', enabled: false } }),
    });
    expect(checkbox('Assigned to me')).not.toBeChecked();

    await rendered.user.click(checkbox('Mentions'));
    rejectOperation(rendered.environment, 'useUpdateNotificationPreferenceMutation', new ApiError('NETWORK', 'Failed to fetch'));
    expect(checkbox('Mentions')).toBeChecked();
    await screen.findByText(/^The notification setting was not saved/);
  });
});
