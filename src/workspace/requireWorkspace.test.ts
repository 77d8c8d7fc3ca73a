import type { IEnvironment } from 'relay-runtime';
import { authStore } from '@/auth/authStore';
import { setEnvironmentFactory } from '@/relay/environment';
import { signedInAuth } from '../../__tests__/helpers/auth';
import { NO_PERSONAL_WORKSPACE, requireWorkspace, SWITCH_TIMEOUT_MS } from './requireWorkspace';

function load(workspaceSlug: string) {
  return requireWorkspace({ request: new Request(`http://lanes.test/w/${workspaceSlug}/projects`), params: { workspaceSlug } });
}

beforeEach(() => setEnvironmentFactory(() => ({ environment: {} as IEnvironment, dispose() {} })));

describe('requireWorkspace', () => {
  it('opens a workspace addressed by its organization id as by its slug', async () => {
    authStore.set(signedInAuth({ orgSlug: 'acme' }));

    await expect(load('org_globex')).resolves.toMatchObject({ orgId: 'org_globex' });
    await expect(load('globex')).resolves.toMatchObject({ orgId: 'org_globex' });
  });

  it('opens the workspace even when the sign-in service never answers the switch, after a bounded wait', async () => {
    jest.useFakeTimers();
    try {
      authStore.set({ ...signedInAuth({ orgSlug: 'acme' }), setActiveWorkspace: () => new Promise<boolean>(() => {}) });
      const session = load('globex');

      await jest.advanceTimersByTimeAsync(SWITCH_TIMEOUT_MS);

      await expect(session).resolves.toMatchObject({ orgId: 'org_globex' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses the personal workspace with a clear status when the sign-in service will not make it active', async () => {
    authStore.set({ ...signedInAuth({ orgSlug: 'acme' }), setActiveWorkspace: async () => false });

    await expect(load('~')).rejects.toMatchObject({ init: { status: NO_PERSONAL_WORKSPACE } });
  });
});
