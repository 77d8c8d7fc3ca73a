// Addresses derived from other addresses.

/** The WebSocket address that serves the same GraphQL endpoint: ws(s) on the page's origin by default. */
export function webSocketUrlFor(graphqlUrl: string, pageUrl: string): string {
  const url = new URL(graphqlUrl, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
