// `npm start` builds the app only when what the build reads changed (scripts/start.mjs, scripts/buildInputs.mjs): the
// sum of the inputs moves with a source file, a page, an `.env` file or a VITE_* variable, and not with the rest.
/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInputsSum } from '../scripts/buildInputs.mjs';

describe('the sum of the build inputs', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'lanes-build-inputs-'));
    write('src/main.tsx', 'export {};\n');
    write('app.html', '<!doctype html>\n');
    write('package-lock.json', '{}\n');
    write('README.md', '# Lanes\n');
    write('server/main.ts', 'export {};\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stays the same while nothing the build reads changes (the server, the README and other variables are not read)', () => {
    const before = buildInputsSum(root, { PORT: '4000' });
    write('README.md', '# Lanes, edited\n');
    write('server/main.ts', 'export const changed = true;\n');
    expect(buildInputsSum(root, { PORT: '4001', DATABASE_URL: 'postgres://elsewhere' })).toBe(before);
  });

  it('moves when a source file is edited or touched, a page or a source is added, an .env file or a VITE_ variable changes', () => {
    const sums = new Set([buildInputsSum(root, {})]);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'src/main.tsx'), later, later);
    sums.add(buildInputsSum(root, {}));
    write('src/features/new.tsx', 'export {};\n');
    sums.add(buildInputsSum(root, {}));
    write('index.html', '<!doctype html>\n');
    sums.add(buildInputsSum(root, {}));
    write('.env', 'VITE_GTM_ID=GTM-1\n');
    sums.add(buildInputsSum(root, {}));
    sums.add(buildInputsSum(root, { VITE_CLERK_PUBLISHABLE_KEY: 'pk_test_x' }));
    expect(sums.size).toBe(6);
  });
});
