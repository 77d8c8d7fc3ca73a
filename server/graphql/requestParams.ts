// A request whose GraphQL parameters cannot be read (`?variables=` or `extensions=` that is not JSON, in a URL or a
// form body) is the client's mistake: answered 400 BAD_REQUEST, where yoga's parsers let JSON.parse's SyntaxError
// through as an unexpected error (logged with its stack, answered "Unexpected error.").
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const refuseUnreadableParams: Plugin = {
  onRequestParse: ({ requestParser, setRequestParser }) => {
    if (!requestParser) return;
    setRequestParser(async (request) => {
      try {
        return await requestParser(request);
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error;
        throw createGraphQLError('The GraphQL parameters are not valid JSON (variables, extensions).', {
          extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
        });
      }
    });
  },
};
