import { render, screen } from '@testing-library/react';
import { LoadingRegion, SkeletonLine } from './Skeleton';

/** How long the placeholder stays invisible after it is put on the page (its reveal animation's delay). */
function hiddenFor(label: string): string {
  return screen.getByRole('status', { name: label }).style.animationDelay;
}

describe('LoadingRegion', () => {
  // The module remembers what is on screen, so these run in order as one page's life.
  it('hides placeholders only until the wait has lasted 400 ms, counting a first load from the start of the page, and never hides one that takes over from a visible one', () => {
    const now = jest.spyOn(performance, 'now');

    now.mockReturnValue(150);
    const { unmount: unmountShell } = render(
      <LoadingRegion label="Loading page">
        <SkeletonLine />
      </LoadingRegion>,
    );
    expect(hiddenFor('Loading page')).toBe('250ms');

    now.mockReturnValue(4_000);
    const { unmount: unmountPage } = render(
      <LoadingRegion label="Loading projects">
        <SkeletonLine />
      </LoadingRegion>,
    );
    expect(hiddenFor('Loading projects')).toBe('0ms');

    unmountShell();
    unmountPage();
    now.mockReturnValue(60_000);
    render(
      <LoadingRegion label="Loading issues">
        <SkeletonLine />
      </LoadingRegion>,
    );
    expect(hiddenFor('Loading issues')).toBe('400ms');
    now.mockRestore();
  });
});
