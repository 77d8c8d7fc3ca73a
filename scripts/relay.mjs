// `npm run relay` (and `npm run build`): the Relay compiler, with persisted-operations.json rebuilt from scratch so it
// lists exactly the operations the app has now (the compiler alone only adds to it: stale ids would stay runnable in
// production). `node scripts/relay.mjs --check` (CI) fails when the artifacts or the committed file are not current,
// and leaves both as they were.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compiler = path.join(root, 'node_modules', '.bin', 'relay-compiler');
const file = path.join(root, 'persisted-operations.json');
const check = process.argv.includes('--check');

const run = (args) => {
  const result = spawnSync(compiler, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const read = () => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

if (check) run(['--validate']);
const before = read();
writeFileSync(file, '{}\n');
try {
  run(['--repersist']);
} catch (error) {
  if (before !== null) writeFileSync(file, before);
  throw error;
}
const after = read();
if (check) {
  if (before !== null) writeFileSync(file, before);
  if (before !== after) {
    console.error('persisted-operations.json does not list exactly the app\'s operations: run `npm run relay` and commit it.');
    process.exit(1);
  }
  console.log('persisted-operations.json lists exactly the app\'s operations.');
} else if (before !== after) {
  const count = (text) => (text ? Object.keys(JSON.parse(text)).length : 0);
  console.log(`persisted-operations.json: ${count(before)} → ${count(after)} operations`);
}
