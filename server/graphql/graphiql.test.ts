import { useTestServer } from '../test/server';

const server = useTestServer();

describe('GraphiQL outside production', () => {
  it('is served gzip-compressed to a browser, a fraction of its size', async () => {
    const response = await fetch(`${server.url}/graphql`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const compressed = Number(response.headers.get('content-length'));
    const page = await response.text();
    expect(page).toMatch(/<title>Lanes GraphQL<\/title>/);
    expect(compressed).toBeLessThan(page.length / 3);
  }, 30_000);

  it('signs its requests in by itself with a token from the built-in sign-in, unless a header is typed', async () => {
    const page = await (await fetch(`${server.url}/graphql`, { headers: { Accept: 'text/html' } })).text();
    const head = page.slice(0, page.indexOf('</script>'));
    expect(head).toContain("realFetch('/auth/local/token', { method: 'POST', credentials: 'same-origin'");
    expect(head).toContain("!headers.has('authorization')");
  }, 30_000);

  it('leaves GraphQL requests that do not ask for HTML to the API', async () => {
    const response = await fetch(`${server.url}/graphql?query=%7B__typename%7D`, { headers: { Accept: 'application/json' } });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
