import { GraphQLError } from 'graphql';
import { badInput } from '../errors';
import { createErrorMasker } from './errors';

describe('error masking', () => {
  const logged: unknown[] = [];
  const mask = createErrorMasker((_message, error) => logged.push(error));
  const inResolver = (original: Error) => new GraphQLError(original.message, { path: ['createProject'], originalError: original });

  beforeEach(() => {
    logged.length = 0;
  });

  it('keeps the message, code and field of expected failures', () => {
    const masked = mask(inResolver(badInput('key', 'A key is 2 to 5 capital letters (A-Z), such as WEB.'))) as GraphQLError;
    expect(masked.toJSON()).toMatchObject({
      message: 'A key is 2 to 5 capital letters (A-Z), such as WEB.',
      path: ['createProject'],
      extensions: { code: 'BAD_USER_INPUT', field: 'key' },
    });
    expect(logged).toEqual([]);
  });

  it('masks anything else as "Unexpected error." and logs the original', () => {
    const original = new Error('connection to 10.0.0.5:5432 refused');
    const masked = mask(inResolver(original)) as GraphQLError;
    expect(masked.toJSON()).toMatchObject({ message: 'Unexpected error.', path: ['createProject'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(logged).toEqual([original]);
  });

  it('says plainly that the database is not answering (503) when PostgreSQL cannot be reached, and logs the cause', () => {
    for (const original of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ]) {
      const masked = mask(inResolver(original)) as GraphQLError;
      expect(masked.message).toBe('The database is not answering: try again in a moment.');
      expect(masked.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', http: { status: 503 } });
    }
    expect(logged).toHaveLength(3);
  });

  it('keeps errors of the request itself (syntax, validation)', () => {
    const validation = new GraphQLError('Cannot query field "nope" on type "Viewer".');
    expect(mask(validation)).toBe(validation);
  });
});
