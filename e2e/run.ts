// `npm run test:e2e`: builds the app once with the footer configured, then runs the browser tests
// (node's test runner, one file at a time: each starts its own server and Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildApp, chromiumPath } from './harness';

const root = path.resolve(import.meta.dirname, '..');

if (!existsSync(chromiumPath)) {
  console.error(`Chromium was not found at ${chromiumPath}. Install Debian's package: apt-get install -y chromium`);
  console.error('(or point CHROMIUM_PATH at another Chromium build)');
  process.exit(1);
}

const footerConfig = {
  VITE_SOCIAL_GITHUB_URL: 'https://github.com/lanes-app',
  VITE_SOCIAL_X_URL: 'https://x.com/lanes_app',
  VITE_SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/lanes-app',
  VITE_CONTACT_EMAIL: 'hello@lanes.test',
};

console.log('e2e: building the app');
const outDir = buildApp({ ...footerConfig, VITE_CLERK_PUBLISHABLE_KEY: '' });
try {
  const files = readdirSync(import.meta.dirname)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join('e2e', name));
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_STATIC_DIR: outDir, E2E_FOOTER: JSON.stringify(footerConfig) },
  });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
