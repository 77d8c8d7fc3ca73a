import { screen, within } from '@testing-library/react';
import { createFakeAuthServer } from '../../__tests__/helpers/fakeAuthServer';
import { waitForOperation } from '../../__tests__/helpers/relay';
import { renderApp, renderWithRelay } from '../../__tests__/helpers/render';
import { AppShellSkeleton } from './AppShellSkeleton';

describe('AppShellSkeleton', () => {
  afterEach(() => window.localStorage.clear());

  it("at a board's address, shows the board's placeholder, a column per status across the window's width", () => {
    renderWithRelay(<AppShellSkeleton />, { path: '/w/acme/projects/WEB/board' });

    const region = screen.getByRole('status', { name: 'Loading the board' });
    expect(within(region).getAllByTestId('board-skeleton-column')).toHaveLength(6);
    expect(screen.getByRole('main')).toHaveClass('wide');
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
  });

  it("at a list's address, shows the list's placeholder in the page's usual width", () => {
    renderWithRelay(<AppShellSkeleton />, { path: '/w/acme/projects/WEB/list?priority=HIGH' });

    const region = screen.getByRole('status', { name: 'Loading the issue list' });
    expect(within(region).getAllByTestId('list-skeleton-row').length).toBeGreaterThan(0);
    expect(screen.getByRole('main')).not.toHaveClass('wide');
  });

  it("at a project's own address, shows the view last used there", () => {
    window.localStorage.setItem('lanes:project-view:acme/WEB', 'list');
    renderWithRelay(<AppShellSkeleton />, { path: '/w/acme/projects/WEB' });
    expect(screen.getByRole('status', { name: 'Loading the issue list' })).toBeInTheDocument();
  });

  it("at an issue's address, shows the issue's placeholder", () => {
    renderWithRelay(<AppShellSkeleton />, { path: '/w/acme/issue/WEB-42' });
    expect(screen.getByRole('status', { name: 'Loading the issue' })).toBeInTheDocument();
  });

  it('at any other address, shows the page-shaped placeholder', () => {
    renderWithRelay(<AppShellSkeleton />, { path: '/w/acme/projects' });

    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.queryByTestId('board-skeleton-column')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveClass('wide');
  });

  it("opening a board's address cold shows the board's shape from the first render, and the board's own placeholder takes over in place", async () => {
    const { environment } = renderApp('/w/acme/projects/WEB/board', {
      server: createFakeAuthServer({ signedInAs: { email: 'admin@acme.test', organizationSlug: 'acme' } }),
    });

    // Before any route's code or data: the app shell's placeholder.
    expect(within(screen.getByRole('status', { name: 'Loading the board' })).getAllByTestId('board-skeleton-column')).toHaveLength(6);
    expect(screen.getByRole('main')).toHaveClass('wide');

    // The board's code has arrived and its query is on its way: the board route's placeholder, the same shape.
    await waitForOperation(environment, 'BoardPageQuery');
    expect(within(screen.getByRole('status', { name: 'Loading the board' })).getAllByTestId('board-skeleton-column')).toHaveLength(6);
    expect(screen.getByRole('main')).toHaveClass('wide');
  });
});
