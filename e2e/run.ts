// `npm run test:e2e [-- e2e/<file>.test.ts …]`: builds the app once (with the footer configured: its links are prerendered into the landing
// page), then runs the browser tests over that one build (node's test runner, two files at a time, or
// E2E_CONCURRENCY: each file starts its own servers on free ports and temporary folders, and its own Chromium; a
// Clerk key or analytics are given to a server at start, see ServerOptions.settings).
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

const concurrency = Number(process.env.E2E_CONCURRENCY ?? 2);
if (!Number.isInteger(concurrency) || concurrency < 1) {
  console.error(`E2E_CONCURRENCY must be a whole number of files at a time, at least 1 (got ${process.env.E2E_CONCURRENCY})`);
  process.exit(1);
}

const footerConfig = {
  VITE_SOCIAL_GITHUB_URL: 'https://github.com/lanes-app',
  VITE_SOCIAL_X_URL: 'https://x.com/lanes_app',
  VITE_SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/lanes-app',
  VITE_CONTACT_EMAIL: 'hello@lanes.test',
};

console.log('e2e: building the app');
// No Clerk key and no analytics in the build: the servers give them at run time where a test wants them.
const outDir = buildApp({ ...footerConfig, VITE_CLERK_PUBLISHABLE_KEY: '', VITE_POSTHOG_KEY: '', VITE_GTM_ID: '' });
try {
  // `npm run test:e2e -- e2e/tracker.test.ts …` runs the files named; without names, every file.
  const named = process.argv.slice(2).filter((arg) => arg.endsWith('.test.ts'));
  const files = named.length > 0
    ? named.map((name) => path.relative(root, path.resolve(root, name)))
    : readdirSync(import.meta.dirname)
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => path.join('e2e', name));
  const missing = files.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) throw new Error(`No such browser test: ${missing.join(', ')}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_STATIC_DIR: outDir, E2E_FOOTER: JSON.stringify(footerConfig) },
  });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
