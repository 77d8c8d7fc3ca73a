// Clerk configured but out of reach (as on this offline machine): the public pages still render and sign-in
// says plainly that it is unavailable. Never a blank page. (A malformed key never gets this far: the server refuses
// to start with it, and the app's own check of a key built into it is tested beside it, src/auth.)
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { describe, test } from 'node:test';
import { openPage, useBrowser, useServer } from './harness';

// A well-formed publishable key whose frontend API host cannot resolve.
const unreachableKey = `pk_test_${Buffer.from('clerk.lanes.invalid$').toString('base64')}`;
// The server needs the Clerk instance's public key with its publishable key: any RSA-2048 key stands for it here.
const jwtKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();

const browser = useBrowser();

describe('Clerk mode with a well-formed key whose Clerk cannot be reached', () => {
  // The one build of the suite, given the key by the server at start.
  const server = useServer({ settings: { VITE_CLERK_PUBLISHABLE_KEY: unreachableKey }, env: { CLERK_JWT_KEY: jwtKey } });

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
