import { GraphQLError } from 'graphql';
import { DatabaseBusyError } from '../db/fairShare';
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

  it('answers SERVICE_UNAVAILABLE, not "Unexpected error.", for every way node-postgres reports a lost connection', () => {
    const lost = [
      new Error('Connection terminated unexpectedly'),
      // A transaction's rollback on the connection that was just dropped under it.
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Client was closed and is not queryable'),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }),
      Object.assign(new Error('terminating connection due to idle-session timeout'), { code: '57P05' }),
      Object.assign(new Error('the database system is shutting down'), { code: '57P03' }),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
    ];
    for (const original of lost) {
      const masked = mask(inResolver(original)) as GraphQLError;
      expect([original.message, masked.extensions]).toEqual([original.message, expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' })]);
    }
  });

  it('says "busy, retry" with Retry-After when no connection came free in time, distinct from "not answering", without a log line', () => {
    const masked = mask(inResolver(new DatabaseBusyError(10_000))) as GraphQLError;
    expect(masked.message).toBe('The server is busy: try again in a moment.');
    expect(masked.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', http: { status: 503, headers: { 'Retry-After': '1' } } });
    expect(logged).toEqual([]);
  });

  it('keeps errors of the request itself (syntax, validation)', () => {
    const validation = new GraphQLError('Cannot query field "nope" on type "Viewer".');
    expect(mask(validation)).toBe(validation);
  });
});
