import { screen, within } from '@testing-library/react';
import { ApiError } from '@/relay/errors';
import { ACME, signedInAuth } from '../../../__tests__/helpers/auth';
import { createFakeAuthServer } from '../../../__tests__/helpers/fakeAuthServer';
import { testLabel } from '../../../__tests__/helpers/fixtures/issues';
import { LabelsPageDriver } from '../../../__tests__/helpers/pages/labelsPage';
import { renderApp } from '../../../__tests__/helpers/render';

const bug = testLabel('Bug', '#e5484d');
const design = testLabel('Design', '#6e56cf');

describe('LabelsPage', () => {
  it('lists the workspace’s labels with their colours', async () => {
    const page = await LabelsPageDriver.open({ labels: [bug, design] });

    expect(page.labelNames()).toEqual(['Bug', 'Design']);
    expect(page.colorOf('Design')).toBe('rgb(110, 86, 207)');
  });

  it('is the page at /w/:workspaceSlug/settings/labels', async () => {
    const rendered = renderApp('/w/acme/settings/labels', { server: createFakeAuthServer({ signedInAs: { email: 'admin@acme.test', organizationSlug: 'acme' } }) });
    const page = await LabelsPageDriver.inApp(rendered, { labels: [bug] });

    expect(page.labelNames()).toEqual(['Bug']);
  });

  it('shows people who may not manage labels the list without any control', async () => {
    const page = await LabelsPageDriver.open(
      { labels: [bug], viewerCanManageLabels: false },
      { auth: signedInAuth({ memberships: [{ ...ACME, role: 'org:member' }] }) },
    );

    expect(page.labelNames()).toEqual(['Bug']);
    expect(page.editingControls()).toEqual([]);
    expect(screen.getByText('Only workspace admins change labels.')).toBeInTheDocument();
  });

  it('creates a label with a colour from the palette, listed at once', async () => {
    const page = await LabelsPageDriver.open({ labels: [bug] });

    await page.create(' Docs ', 'Blue');

    expect(page.labelNames()).toEqual(['Bug', 'Docs']);
    expect(page.sentInput('create')).toEqual({ name: 'Docs', color: '#0090ff' });
    page.serverCreates(testLabel('Docs', '#0090ff'));
    expect(page.labelNames()).toEqual(['Bug', 'Docs']);
  });

  it('shows a name already taken next to the name field and takes the label off the list', async () => {
    const page = await LabelsPageDriver.open({ labels: [bug] });

    await page.create('bug', 'Red');
    page.serverRefuses('create', new ApiError('CONFLICT', 'A label named Bug already exists.', { field: 'name' }));

    expect(page.labelNames()).toEqual(['Bug']);
    expect(within(screen.getByRole('form', { name: 'New label' })).getByLabelText('Label name')).toHaveAccessibleDescription(
      'A label named Bug already exists.',
    );
  });

  it('refuses an empty name before sending anything', async () => {
    const page = await LabelsPageDriver.open({ labels: [] });

    await page.user.click(screen.getByRole('button', { name: 'Create label' }));

    expect(screen.getByLabelText('Label name')).toHaveAccessibleDescription('Enter a name.');
    expect(page.sent('create')).toBe(false);
  });

  it('renames and recolours a label in place, and puts it back with a toast when the server refuses', async () => {
    const page = await LabelsPageDriver.open({ labels: [bug, design] });

    await page.edit('Bug', { newName: 'Defect', colorName: 'Orange' });

    expect(page.labelNames()).toEqual(['Defect', 'Design']);
    expect(page.colorOf('Defect')).toBe('rgb(247, 107, 21)');
    expect(page.sentInput('edit')).toEqual({ id: bug.id, name: 'Defect', color: '#f76b15' });
    page.serverRefuses('edit', new ApiError('FORBIDDEN', 'Only admins manage labels.'));

    expect(page.labelNames()).toEqual(['Bug', 'Design']);
    await page.toast('Label Bug was not changed: Only admins manage labels.');
  });

  it('asks before deleting a label, then removes it at once', async () => {
    const page = await LabelsPageDriver.open({ labels: [bug, design] });

    const dialog = await page.askToDelete('Bug');
    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(page.sent('delete')).toBe(false);

    await page.delete('Bug');

    expect(page.labelNames()).toEqual(['Design']);
    expect(page.sentInput('delete')).toEqual({ id: bug.id });
    page.serverDeletes(bug);
    expect(page.labelNames()).toEqual(['Design']);
  });

  it('brings a deleted label back with a toast when the server refuses', async () => {
    const page = await LabelsPageDriver.open({ labels: [bug] });

    await page.delete('Bug');
    page.serverRefuses('delete', new ApiError('NETWORK', 'Failed to fetch'));

    expect(page.labelNames()).toEqual(['Bug']);
    await page.toast(/Label Bug was not deleted: Lanes could not reach the server/);
  });
});
