// A small GraphQL-over-HTTP client for tests, and assertions on GraphQL errors.
import type { TypedDocumentString } from './__generated__/graphql';
import { TEST_ORIGIN } from './tokens';

/** Response data as tests read it: any shape, which the tests' expectations check. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Data = Record<string, any>;

export interface GraphQLErrorJson {
  message: string;
  path?: Array<string | number>;
  extensions?: { code?: string; field?: string };
}

export interface GraphQLResponse<T = Data> {
  status: number;
  contentType: string | null;
  data?: T | null;
  errors?: GraphQLErrorJson[];
}

/**
 * POSTs {query, variables} as JSON to the server's /graphql, with the token as a bearer when given. A document made
 * with `graphql(...)` (server/test/__generated__, `npm run codegen`) types the variables and the response's data.
 */
export async function gql<T, V>(
  server: { url: string },
  document: TypedDocumentString<T, V>,
  variables: V,
  token?: string,
  headers?: Record<string, string>,
): Promise<GraphQLResponse<T>>;
export async function gql<T = Data>(
  server: { url: string },
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
  headers?: Record<string, string>,
): Promise<GraphQLResponse<T>>;
export async function gql(
  server: { url: string },
  query: string | TypedDocumentString<unknown, unknown>,
  variables?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<unknown>> {
  return postGraphQL(server, { query: query.toString(), variables }, token, headers);
}

/** POSTs {documentId, variables} as JSON, as the app does with its persisted operations. */
export async function gqlPersisted<T = Data>(
  server: { url: string },
  documentId: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<GraphQLResponse<T>> {
  return postGraphQL<T>(server, { documentId, variables }, token);
}

async function postGraphQL<T>(
  server: { url: string },
  body: Record<string, unknown>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Origin: TEST_ORIGIN,
      ...(token && { Authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: T | null; errors?: GraphQLErrorJson[] };
  return { status: response.status, contentType: response.headers.get('content-type'), ...answer };
}

/** The codes of the response's errors, in order. */
export function errorCodes(response: GraphQLResponse): Array<string | undefined> {
  return (response.errors ?? []).map((error) => error.extensions?.code);
}

/** The single error of a response (fails the test when there is not exactly one). */
export function onlyError(response: GraphQLResponse): GraphQLErrorJson {
  if (response.errors?.length !== 1) {
    throw new Error(`Expected exactly one error, got ${JSON.stringify(response.errors ?? response.data)}`);
  }
  return response.errors[0];
}

/** The data of a response that must have no errors. */
export function dataOf<T>(response: GraphQLResponse<T>): T {
  if (response.errors?.length) throw new Error(`Unexpected GraphQL errors: ${JSON.stringify(response.errors)}`);
  return response.data as T;
}
