import { goOffline } from '../../__tests__/helpers/relay';
import { ApiError, describeError, toApiError } from './errors';

describe('describeError', () => {
  it("shows the server's own words for the refusals it words for people", () => {
    expect(describeError(new ApiError('FORBIDDEN', 'Only admins may archive projects.'))).toBe('Only admins may archive projects.');
    expect(describeError(new ApiError('CONFLICT', 'The key WEB is already used.', { field: 'key' }))).toBe('The key WEB is already used.');
    expect(describeError([{ message: 'No such project.', extensions: { code: 'NOT_FOUND' } }])).toBe('No such project.');
  });

  it('says the browser is offline when a request fails while it is, whatever the browser called the failure', () => {
    goOffline();

    expect(describeError(new TypeError('Failed to fetch'))).toBe('You are offline. Check your connection and try again.');
    expect(describeError(new ApiError('NETWORK', 'Failed to fetch'))).toBe('You are offline. Check your connection and try again.');
  });

  it('says the server could not be reached when the browser is online but got no answer', () => {
    expect(describeError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      'Lanes could not reach the server. Check your connection and try again.',
    );
  });

  it("never shows a program's message for an unexpected failure", () => {
    expect(describeError(new Error("Cannot read properties of undefined (reading 'id')"))).toBe(
      'Something went wrong on our side. Try again in a moment.',
    );
    expect(describeError([{ message: 'Unexpected error.' }])).toBe('Something went wrong on our side. Try again in a moment.');
  });

  it('treats a failed fetch as a network error', () => {
    expect(toApiError(new TypeError('Failed to fetch')).code).toBe('NETWORK');
  });
});
