// Clerk configured but out of reach (as on this offline machine): the public pages still render and sign-in
// says plainly that it is unavailable. Never a blank page, for a well-formed key or a malformed one.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage, useBrowser, useServer } from './harness';

// A well-formed publishable key whose frontend API host cannot resolve.
const unreachableKey = `pk_test_${Buffer.from('clerk.lanes.invalid$').toString('base64')}`;

const browser = useBrowser();

for (const [label, key] of [
  ['a well-formed key whose Clerk cannot be reached', unreachableKey],
  ['a malformed key', 'not-a-publishable-key'],
] as const) {
  describe(`Clerk mode with ${label}`, () => {
    // The one build of the suite, given the key by the server at start.
    const server = useServer({ settings: { VITE_CLERK_PUBLISHABLE_KEY: key } });

    test('the landing page renders, and sign-in and workspace pages say sign-in is unavailable', async () => {
      const context = await browser.newContext();
      try {
        const visitor = await openPage(context);
        const uncaught: string[] = [];
        visitor.page.on('pageerror', (error) => uncaught.push(String(error)));

        await visitor.page.goto(server.url);
        await visitor.page.getByRole('heading', { name: 'Lanes', level: 1 }).waitFor();

        await visitor.page.goto(`${server.url}/sign-in`);
        await visitor.page.getByRole('heading', { name: 'Sign-in is unavailable right now' }).waitFor({ timeout: 30_000 });

        await visitor.page.goto(`${server.url}/w/acme/projects`);
        await visitor.page.getByText(/sign-in is unavailable/i).first().waitFor({ timeout: 30_000 });

        assert.deepEqual(uncaught, [], 'no uncaught errors');
      } finally {
        await context.close();
      }
    });
  });
}
