// Runs before every client test file: the browser APIs jsdom lacks, jest-dom matchers, and a clean slate
// (configuration, session, Relay environments, an online browser) after each test.
import './browserApis';
import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { authStore, initialAuth } from '@/auth/authStore';
import { setEnvironmentFactory } from '@/relay/environment';
import { toasts } from '@/ui/toasts';
import { goOnline } from './relay';
import { resetTestConfig } from './testConfig';

// `findBy…` and `waitFor` wait up to 15 s (not 1 s): they end as soon as what they wait for is there, and a lazily
// loaded route module takes seconds on a busy machine. The limit only guards against what never comes.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  toasts.dismiss();
  resetTestConfig();
  setEnvironmentFactory(null);
  authStore.set(initialAuth());
  goOnline();
});
