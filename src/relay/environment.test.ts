import type { IEnvironment } from 'relay-runtime';
import { authStore } from '@/auth/authStore';
import { signedInAuth, signedOut } from '../../__tests__/helpers/auth';
import { setEnvironmentFactory, workspaceEnvironment, type WorkspaceIdentity } from './environment';

function trackEnvironments() {
  const made: { identity: WorkspaceIdentity; dispose: jest.Mock }[] = [];
  setEnvironmentFactory((identity) => {
    const dispose = jest.fn();
    made.push({ identity, dispose });
    return { environment: { made: made.length } as unknown as IEnvironment, dispose };
  });
  return made;
}

describe('workspace environments', () => {
  it('keeps one environment per user and workspace, replacing (and closing) it when either changes', () => {
    const made = trackEnvironments();
    authStore.set(signedInAuth());

    const acme = workspaceEnvironment({ userId: 'user_ada', orgId: 'org_acme' });
    expect(workspaceEnvironment({ userId: 'user_ada', orgId: 'org_acme' })).toBe(acme);

    const globex = workspaceEnvironment({ userId: 'user_ada', orgId: 'org_globex' });
    expect(globex).not.toBe(acme);
    expect(made[0].dispose).toHaveBeenCalled();

    const personal = workspaceEnvironment({ userId: 'user_ada', orgId: null });
    expect(personal).not.toBe(globex);
    expect(made.map(({ identity }) => identity.orgId)).toEqual(['org_acme', 'org_globex', null]);
  });

  it('closes the environment when its user signs out', () => {
    const made = trackEnvironments();
    authStore.set(signedInAuth());
    workspaceEnvironment({ userId: 'user_ada', orgId: 'org_acme' });

    authStore.set(signedOut());

    expect(made[0].dispose).toHaveBeenCalled();
  });

  it('keeps the environment when the same person signs in again or switches nothing', () => {
    const made = trackEnvironments();
    authStore.set(signedInAuth());
    workspaceEnvironment({ userId: 'user_ada', orgId: 'org_acme' });

    authStore.set(signedInAuth());

    expect(made[0].dispose).not.toHaveBeenCalled();
  });

  it('does nothing when imported: no listening to the session before an environment is made', async () => {
    await jest.isolateModulesAsync(async () => {
      const { authStore: freshAuthStore } = await import('@/auth/authStore');
      const subscribe = jest.spyOn(freshAuthStore, 'subscribe');

      await import('./environment');

      expect(subscribe).not.toHaveBeenCalled();
    });
  });

  it('stops listening to the session once its environment is closed', () => {
    const subscribe = jest.spyOn(authStore, 'subscribe');
    trackEnvironments();
    authStore.set(signedInAuth());
    workspaceEnvironment({ userId: 'user_ada', orgId: 'org_acme' });
    expect(subscribe).toHaveBeenCalledTimes(1);
    const stopListening = subscribe.mock.results[0].value as () => boolean;

    setEnvironmentFactory(null);

    expect(stopListening()).toBe(false);
    subscribe.mockRestore();
  });
});
