import { isPublishableKey } from '@clerk/shared/keys';
import { isPlausibleClerkPublishableKey } from './clerkKey';

const encode = (host: string) => btoa(host);

const KEYS = {
  'a development key': `pk_test_${encode('clerk.example.com$')}`,
  'a production key': `pk_live_${encode('clerk.lanes.example$')}`,
  'no key at all': 'not-a-key',
  'an empty key': '',
  'a secret key': `sk_test_${encode('clerk.example.com$')}`,
  'a prefix without a host': 'pk_test_',
  'a host that is not base64': 'pk_test_%%%',
  'a host without the closing $': `pk_test_${encode('clerk.example.com')}`,
  // The two that a looser check let through: Clerk wants a dotted host and one `$` only.
  'a host without a dot': `pk_test_${encode('localhost$')}`,
  'a host with a second $': `pk_test_${encode('clerk.exa$mple.com$')}`,
  'an extra underscore': `pk_test_${encode('clerk.example.com$')}_x`,
};

describe('the Clerk publishable key check', () => {
  it.each(Object.entries(KEYS))('agrees with Clerk on %s', (_case, key) => {
    expect(isPlausibleClerkPublishableKey(key)).toBe(isPublishableKey(key));
  });

  it('accepts the keys Clerk accepts and refuses a host without a dot or with a second $', () => {
    expect(isPlausibleClerkPublishableKey(KEYS['a development key'])).toBe(true);
    expect(isPlausibleClerkPublishableKey(KEYS['a production key'])).toBe(true);
    expect(isPlausibleClerkPublishableKey(KEYS['a host without a dot'])).toBe(false);
    expect(isPlausibleClerkPublishableKey(KEYS['a host with a second $'])).toBe(false);
  });
});
