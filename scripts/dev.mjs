// `npm run dev`: the development loop. Runs the Relay compiler watch, the server (restarting on change of
// server code) and Vite with hot reload (proxying /graphql, WebSocket included, and /auth to the server).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const apiPort = process.env.PORT ?? '4000';

const processes = [
  { name: 'relay', command: process.execPath, args: [path.join(root, 'scripts', 'relay-watch.mjs')] },
  {
    name: 'server',
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', '--include', 'schema.graphql', 'server/main.ts'],
    env: { PORT: apiPort },
  },
  { name: 'vite', command: bin('vite'), args: [], env: { LANES_API_ORIGIN: `http://127.0.0.1:${apiPort}` } },
];

const children = processes.map(({ name, command, args, env }) => {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] exited (${signal ?? code}); stopping the others`);
      stop(1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
