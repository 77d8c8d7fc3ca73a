// The session request app.html's boot script starts as the page arrives (scripts/bootPreload.ts), before the app's
// scripts have loaded: the built-in sign-in's client reads the session from it rather than asking again once it runs.

/** What the boot script leaves on the window: the session request's response, still to be read. */
export const BOOT_GLOBAL = '__lanesBoot';

interface BootRequests {
  session?: Promise<Response>;
}

/** The boot script's session request, handed out once (a later read of the session asks the server again). */
export function takeBootSession(): Promise<Response> | null {
  const boot = (globalThis as unknown as Record<string, BootRequests | undefined>)[BOOT_GLOBAL];
  const session = boot?.session ?? null;
  if (boot) delete boot.session;
  return session;
}

/** The boot script's session request, left for the sign-in to take (the start watches whether it reached the server). */
export function peekBootSession(): Promise<Response> | null {
  return (globalThis as unknown as Record<string, BootRequests | undefined>)[BOOT_GLOBAL]?.session ?? null;
}
