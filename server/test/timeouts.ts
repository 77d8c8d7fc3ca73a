// How long a test's guard waits for what may take long on a loaded machine (a module of its own: a unit test that opens a
// database imports this, not the server).

/**
 * For the beforeAll that starts a server (the first start of a run also builds the cached database dump), and for a
 * test that starts one: it guards against a start that never ends. A start takes seconds on a quiet machine and
 * past a minute at load 16 (two suites, a browser run and servers at once, on two cores), so the guard is generous.
 */
export const STARTUP_TIMEOUT_MS = 180_000;
