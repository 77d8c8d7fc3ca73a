// Reads a request's path defensively: Node's HTTP parser accepts request targets that WHATWG URL rejects
// (`http://[x`, `//[::1`, `http://:99999/`), and a throw in a request or upgrade handler must never take the process down.

/** The request target's path, or null when the target cannot be parsed (answer 400). */
export function requestPath(target: string | undefined): string | null {
  if (target === undefined || target === '') return '/';
  try {
    return new URL(target, 'http://localhost').pathname;
  } catch {
    return null;
  }
}
