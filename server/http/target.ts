// Reads a request's target and Host defensively: Node's HTTP parser accepts request targets that WHATWG URL rejects
// (`http://[x`, `//[::1`, `http://:99999/`) and targets in absolute form (`http://other.example/`), and a throw in a
// request or upgrade handler must never take the process down or answer 500.

export interface RequestTarget {
  /** The path, dot segments resolved, still percent-encoded. */
  pathname: string;
  /** Path and query: what handlers read as `req.url`, whatever form the target came in. */
  originForm: string;
}

/** The request target's path and origin form, or null when the target cannot be parsed (answer 400). */
export function requestTarget(target: string | undefined): RequestTarget | null {
  if (target === undefined || target === '') return { pathname: '/', originForm: '/' };
  try {
    const { pathname, search } = new URL(target, 'http://localhost');
    return { pathname, originForm: pathname + search };
  } catch {
    return null;
  }
}

/** The request target's path, or null when the target cannot be parsed (answer 400). */
export function requestPath(target: string | undefined): string | null {
  return requestTarget(target)?.pathname ?? null;
}

/**
 * True when a Host header names a host and port and nothing more (or is absent, as HTTP/1.0 allows): yoga builds its
 * request's URL from it, and `Host: [x` or `Host: a b` made that URL throw.
 */
export function isValidHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  try {
    const url = new URL(`http://${host}/`);
    return url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
