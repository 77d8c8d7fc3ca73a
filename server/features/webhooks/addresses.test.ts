import { createReceiver } from '../../test/webhookReceiver';
import { isPrivateAddress, type Resolver } from './addresses';
import { send } from './send';

describe('webhook addresses', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('a delivery attempt', () => {
  const message = { id: 'msg_test', timestamp: new Date(), body: '{"type":"issue.created"}' };
  const secrets = ['whsec_' + Buffer.alloc(24, 7).toString('base64')];

  it('is refused, before connecting, when the host name resolves to a private address (DNS cannot point it inside)', async () => {
    const hooks = createReceiver();
    await hooks.listen();
    try {
      for (const address of ['127.0.0.1', '10.0.0.7', '169.254.169.254', '::1']) {
        const resolve: Resolver = async () => [
          { address: '93.184.216.34', family: 4 },
          { address, family: address.includes(':') ? 6 : 4 },
        ];
        const attempt = await send({ url: `http://rebinding.example:${hooks.port}/hooks`, message, secrets, allowPrivate: false, timeoutMs: 2_000, resolve });
        expect(attempt).toMatchObject({ ok: false, statusCode: null, error: expect.stringContaining(`resolves to ${address}`) });
      }
      expect(hooks.requests).toBe(0);
    } finally {
      await hooks.close();
    }
  });

  it('connects to the address it checked, not to a later answer for the name', async () => {
    const hooks = createReceiver();
    await hooks.listen();
    try {
      let lookups = 0;
      const resolve: Resolver = async () => {
        lookups += 1;
        return [{ address: lookups === 1 ? '127.0.0.1' : '10.9.9.9', family: 4 }];
      };
      const attempt = await send({ url: `http://hooks.test:${hooks.port}/hooks`, message, secrets, allowPrivate: true, timeoutMs: 2_000, resolve });
      expect(attempt).toMatchObject({ ok: true, statusCode: 200 });
      expect(lookups).toBe(1);
      expect(hooks.verifies(hooks.received[0], secrets[0])).toBe(true);
    } finally {
      await hooks.close();
    }
  });

  it('treats a redirect as a failure and does not follow it', async () => {
    const hooks = createReceiver();
    hooks.answerWith(302);
    await hooks.listen();
    try {
      const attempt = await send({ url: hooks.url, message, secrets, allowPrivate: true, timeoutMs: 2_000, resolve: async () => [] });
      expect(attempt).toMatchObject({ ok: false, statusCode: 302, error: expect.stringContaining('Redirects are not followed') });
      expect(hooks.requests).toBe(1);
    } finally {
      await hooks.close();
    }
  });
});
