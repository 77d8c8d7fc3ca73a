import { screen, within } from '@testing-library/react';
import { ACME, GLOBEX, signedInAuth } from '../../../__tests__/helpers/auth';
import { renderWithRelay } from '../../../__tests__/helpers/render';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

describe('WorkspaceSwitcher', () => {
  it("names the active workspace and lists the person's organizations, their personal workspace and creating one", async () => {
    const { user } = renderWithRelay(<WorkspaceSwitcher />, { auth: signedInAuth({ memberships: [ACME, GLOBEX], orgSlug: 'globex' }) });

    await user.click(screen.getByRole('button', { name: 'Globex (switch workspace)' }));
    const menu = screen.getByRole('navigation', { name: 'Workspaces' });

    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Acme', '/w/acme/projects'],
      ['Globex', '/w/globex/projects'],
      ['Personal workspace', '/w/~/projects'],
      ['Create organization', '/create-organization'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Globex' })).toHaveAttribute('aria-current', 'true');
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    const { user } = renderWithRelay(<WorkspaceSwitcher />, { auth: signedInAuth({ orgSlug: null }) });
    const button = screen.getByRole('button', { name: 'Personal workspace (switch workspace)' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Workspaces' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('names the workspace this tab shows, even when another tab made another one the active one', async () => {
    const { user } = renderWithRelay(<WorkspaceSwitcher />, { auth: signedInAuth({ memberships: [ACME, GLOBEX], orgSlug: 'globex' }), path: '/w/acme/projects' });

    await user.click(screen.getByRole('button', { name: 'Acme (switch workspace)' }));

    expect(within(screen.getByRole('navigation', { name: 'Workspaces' })).getByRole('link', { name: 'Acme' })).toHaveAttribute('aria-current', 'true');
  });
});
