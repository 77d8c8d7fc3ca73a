// `npm start`: builds the app only when what the build reads has changed since the last build (buildInputs.mjs), then
// serves it. The sum of the inputs is kept beside the build (`dist/.build-inputs`) once a build succeeds. `npm run
// build` always builds.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputsSum } from './buildInputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'dist', '.build-inputs');

const readStamp = () => {
  try {
    return readFileSync(stampFile, 'utf8').trim();
  } catch {
    return null;
  }
};

// The build regenerates Relay artifacts in src/, which moves their times: the sum is taken again after it.
if (readStamp() === buildInputsSum(root)) {
  console.log('The app is built from the current sources (npm run build rebuilds it anyway): starting the server.');
} else {
  console.log('The sources changed since the last build (or there is none): building the app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, `${buildInputsSum(root)}\n`);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
