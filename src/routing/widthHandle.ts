// What a route's `handle` may say of the page's width (read by the app's frame, src/app/RootLayout.tsx): the window's
// whole width always (the project's board), or for some addresses only (a cycle's page as a board).
export interface WidthHandle {
  wide?: boolean | ((search: URLSearchParams) => boolean);
}

/** Whether a route's handle asks for the whole width at this address's search. */
export function asksForWholeWidth(handle: unknown, search: string): boolean {
  const wide = (handle as WidthHandle | undefined)?.wide;
  return typeof wide === 'function' ? wide(new URLSearchParams(search)) : wide === true;
}
