// Expensive reads: searches and counts are priced (a document over the budget never runs), and a person runs at most
// two expensive operations at once.
import { parse } from 'graphql';
import { features } from '../features';
import * as issuesDomain from '../features/issues/domain';
import persistedOperations from '../../persisted-operations.json';
import { dataOf, gql, onlyError } from '../test/client';
import { issueTeam } from '../test/issues';
import { useTestServer } from '../test/server';
import { MAX_READ_PRICE, readPrice } from './expensiveReads';
import { createLanesSchema } from './schema';

const server = useTestServer();
jest.setTimeout(30_000);

const search = (words: string) => `query Search { viewer { workspace { searchIssues(query: "${words}", first: 5) { edges { node { id } } } } } }`;

afterEach(() => jest.restoreAllMocks());

describe('the price of searches and counts', () => {
  it('refuses 30 aliased searches with their counts before any of them runs, however the document spells them', async () => {
    const acme = await issueTeam(server);
    const searches = jest.spyOn(issuesDomain, 'searchIssues');
    const aliases = Array.from({ length: 30 }, (_, index) => `s${index}: searchIssues(query: "fix", first: 1) { totalCount }`).join(' ');
    const spreads = Array.from({ length: 30 }, (_, index) => `w${index}: workspace { ...Found }`).join(' ');
    for (const document of [
      `query Aliased { viewer { workspace { ${aliases} } } }`,
      `query Spread { viewer { ${spreads} } } fragment Found on Workspace { searchIssues(query: "fix") { totalCount } }`,
    ]) {
      const refusal = onlyError(await gql(server, document, {}, acme.admin));
      expect(refusal).toMatchObject({
        message: expect.stringMatching(/reads too much at once: its searches and counts cost 33000, at most 5000/),
        extensions: { code: 'QUERY_TOO_EXPENSIVE' },
      });
    }
    expect(searches).not.toHaveBeenCalled();

    // One search with its count is an ordinary request.
    const one = dataOf(await gql(server, `query One { viewer { workspace { searchIssues(query: "fix") { totalCount } } } }`, {}, acme.admin));
    expect(one.viewer.workspace.searchIssues.totalCount).toBe(0);
  });

  it('refuses two exports in one document, before either reads anything, and runs one', async () => {
    const acme = await issueTeam(server);
    const listed = jest.spyOn(issuesDomain, 'listAllIssues');
    const two = `query Two($id: ID!) { node(id: $id) { ... on Project { a: exportIssues(format: CSV) b: exportIssues(format: JSON) } } }`;
    expect(onlyError(await gql(server, two, { id: acme.projectId }, acme.admin))).toMatchObject({
      message: expect.stringMatching(/cost 10000, at most 5000/),
      extensions: { code: 'QUERY_TOO_EXPENSIVE' },
    });
    expect(listed).not.toHaveBeenCalled();
    const one = `query One($id: ID!) { node(id: $id) { ... on Project { exportIssues(format: CSV) } } }`;
    expect(dataOf(await gql(server, one, { id: acme.projectId }, acme.admin)).node).toEqual({ exportIssues: expect.stringMatching(/^Key,Title/) });
  });

  it("leaves room for every one of the app's own operations", () => {
    const schema = createLanesSchema({ features });
    const prices = Object.values(persistedOperations as Record<string, string>).map((text) => readPrice(schema, parse(text)));
    expect(Math.max(...prices)).toBeLessThanOrEqual(MAX_READ_PRICE);
  });
});

describe('expensive operations in flight', () => {
  it('runs at most two searches of a person at once: the third is refused with RATE_LIMITED and a retry hint, not another person’s', async () => {
    const acme = await issueTeam(server);
    const held: Array<() => void> = [];
    const searchIssues = issuesDomain.searchIssues;
    jest.spyOn(issuesDomain, 'searchIssues').mockImplementation(async (...args) => {
      await new Promise<void>((resolve) => held.push(resolve));
      return searchIssues(...args);
    });
    const heldCount = async (count: number) => {
      while (held.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
    };

    const running = [gql(server, search('first'), {}, acme.admin), gql(server, search('second'), {}, acme.admin)];
    await heldCount(2);
    const third = await gql(server, search('third'), {}, acme.admin);
    expect(third.status).toBe(429);
    expect(onlyError(third)).toMatchObject({
      message: expect.stringMatching(/Too many searches or large counts at once \(at most 2 running per person\): try again in 1 second/),
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 1 },
    });

    // Someone else in the same workspace searches meanwhile.
    const other = gql(server, search('other'), {}, acme.member);
    await heldCount(3);
    held.splice(0).forEach((release) => release());
    for (const response of await Promise.all([...running, other])) expect(dataOf(response).viewer.workspace.searchIssues.edges).toEqual([]);

    // Once those have answered, the person searches again.
    jest.restoreAllMocks();
    dataOf(await gql(server, search('again'), {}, acme.admin));
  });
});
