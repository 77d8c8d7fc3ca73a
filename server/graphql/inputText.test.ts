import { validateEmail } from '../auth/localAccounts';
import { validateInviteEmail } from '../features/members/domain';
import { userNode } from '../features/users/resolvers';
import { dataOf, gql, onlyError, type GraphQLResponse } from '../test/client';
import { graphql } from '../test/__generated__';
import { startTestServer, STARTUP_TIMEOUT_MS, type TestServer } from '../test/server';
import { TEST_ORIGIN, testOrg, testUser, tokenFor } from '../test/tokens';
import { TEXT_MAX_LENGTH } from './inputText';

const NODE = graphql(`query InputTextTestNode($id: ID!) { node(id: $id) { id } }`);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, STARTUP_TIMEOUT_MS);
afterAll(() => server?.stop());

const CREATE = graphql(`mutation InputTextTestCreate($input: CreateProjectInput!) { createProject(input: $input) { project { id key name description } } }`);
const admin = () => tokenFor(testUser('Ada'), testOrg('Acme'), 'admin');

describe('text input', () => {
  it.each([
    ['a NUL byte in a name', { key: 'NUL', name: 'Road\u0000map' }, 'input.name'],
    ['a control character in a key', { key: 'A\u0007B', name: 'Bell' }, 'input.key'],
    ['a NUL byte in a description', { key: 'DSC', name: 'Fine', description: 'a\u0000b' }, 'input.description'],
  ])('refuses %s with BAD_USER_INPUT naming the field', async (_case, input, field) => {
    const error = onlyError(await gql(server, CREATE, { input }, admin()));
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    expect(error.message).toMatch(/control character/);
  });

  it('refuses a NUL byte written inline in the operation, naming the field', async () => {
    const error = onlyError(await gql(server, `mutation { createProject(input: { key: "INL", name: "a\\u0000b" }) { project { id } } }`, {}, admin()));
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'input.name' });
  });

  it('refuses a NUL byte in an id with BAD_USER_INPUT, and finds nothing for an id that decodes to one', async () => {
    const update = graphql(`mutation InputTextTestRename($id: ID!) { updateProject(input: { id: $id, name: "New" }) { project { id } } }`);
    expect(onlyError(await gql(server, update, { id: 'abc\u0000' }, admin())).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'id' });
    const response = await gql(server, NODE, { id: userNode.globalId('user_\u0000x') }, admin());
    expect(dataOf(response).node).toBeNull();
  });

  it.each([
    ['a right-to-left override', 'Invoice\u202Egpj.exe', /text-direction/],
    ['only zero-width characters', '\u200B\u200D\uFEFF', /Enter a name/],
    ['a line break', 'Two\nlines', /one line/],
  ])('refuses a project name with %s, by the rules the forms use', async (_case, name, message) => {
    const error = onlyError(await gql(server, CREATE, { input: { key: 'TXT', name } }, admin()));
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(error.message).toMatch(message);
  });

  it('stores names in Unicode NFC and keeps line breaks in descriptions', async () => {
    const { project } = dataOf(
      await gql(server, CREATE, { input: { key: 'NFC', name: ' Cafe\u0301 ', description: 'One\nTwo' } }, admin()),
    ).createProject;
    expect(project).toMatchObject({ name: 'Caf\u00E9', description: 'One\nTwo' });
  });
});

/**
 * Milliseconds of this process's CPU time that `work` takes: the server runs here, so a request's share is counted
 * (with the client's, the in-process database's and the JIT's), and the machine's load is not.
 */
async function cpuMilliseconds(work: () => unknown): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

/** The shape that made the previous email pattern backtrack: 60 KB of it blocked the server for 2.8 s. */
const hostileEmail = (bytes: number) => `a@${'.'.repeat(bytes)}@`;

const INVITE = `mutation InputTextTestInvite($input: InviteMemberInput!) { inviteMember(input: $input) { invitation { id } } }`;
const signIn = (email: string) =>
  fetch(`${server.url}/auth/local/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
    body: JSON.stringify({ email }),
  });

describe('hostile text', () => {
  it('refuses any text longer than the bound with BAD_USER_INPUT naming the field, before the field\'s rules run', async () => {
    const error = onlyError(await gql(server, CREATE, { input: { key: 'BIG', name: 'Big', description: 'a'.repeat(TEXT_MAX_LENGTH + 1) } }, admin()));
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'input.description' });
    expect(error.message).toBe('Shorten input.description: a text has at most 100,000 characters.');
  });

  it.each([
    ['the built-in sign-in', validateEmail],
    ['invitations', validateInviteEmail],
  ])('refuses a 1 MB hostile email for %s by its length in well under 50 ms of CPU', async (_route, validate) => {
    const email = hostileEmail(1024 * 1024);
    // The least of five runs: another thread's work (the collector, the in-process database) counts in any one of
    // them, while a pattern that backtracked would make every run slow (60 KB of it took 2.8 s).
    const runs = [];
    for (let run = 0; run < 5; run++) runs.push(await cpuMilliseconds(() => expect(() => validate(email)).toThrow('Use at most 254 characters.')));
    expect(Math.min(...runs)).toBeLessThan(50);
  });

  it('answers an invitation to a 60 KB hostile email with BAD_USER_INPUT, in a fraction of the CPU it used to block', async () => {
    const email = hostileEmail(60 * 1024);
    onlyError(await gql(server, INVITE, { input: { email: 'not-an-email', role: 'org:member' } }, admin()));
    let response: GraphQLResponse | undefined;
    const cpu = await cpuMilliseconds(async () => {
      response = await gql(server, INVITE, { input: { email, role: 'org:member' } }, admin());
    });
    expect(onlyError(response!)).toMatchObject({ message: 'Use at most 254 characters.', extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
    expect(cpu).toBeLessThan(500);
  });

  it('answers a sign-in with a 16 KB hostile email with 400, in a fraction of the CPU it used to block', async () => {
    const email = hostileEmail(16 * 1024 - 100);
    expect((await signIn('not-an-email')).status).toBe(400);
    let response: Response | undefined;
    const cpu = await cpuMilliseconds(async () => {
      response = await signIn(email);
    });
    expect(response!.status).toBe(400);
    expect((await response!.json()).error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email', message: 'Use at most 254 characters.' });
    expect(cpu).toBeLessThan(500);
  });
});

describe('the built-in sign-up', () => {
  it.each([
    ['name', { name: 'Sam\u0000', email: 'sam-nul@example.test' }],
    ['email', { name: 'Sam', email: 'sam\u0000@example.test' }],
    ['name', { name: 'Sam\u202E', email: 'sam-bidi@example.test' }],
  ])('refuses a control or direction character in the %s with BAD_USER_INPUT naming it', async (field, body) => {
    const response = await fetch(`${server.url}/auth/local/sign-up`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });
});
