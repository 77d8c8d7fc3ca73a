// `npm run test:e2e`: builds the app once with the footer configured, then runs the browser tests
// (node's test runner, one file at a time: each starts its own server and Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath } from './harness';

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

const outDir = mkdtempSync(path.join(tmpdir(), 'lanes-e2e-dist-'));
try {
  console.log('e2e: building the app');
  const build = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...footerConfig, VITE_CLERK_PUBLISHABLE_KEY: '' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

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
