// `npm run dev`: the development loop. Runs the Relay compiler watch, the server (restarting on change of
// server code) and Vite with hot reload (proxying /graphql, WebSocket included, and /auth to the server).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const apiPort = process.env.PORT ?? '4000';

/** Whether something already accepts connections on the port (Vite would proxy the API to it). */
function portTaken(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(port) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

if (await portTaken(apiPort)) {
  console.error(
    `Port ${apiPort} is already in use (another Lanes server, or another program): the dev server's API could not start\n` +
      `there, and the app would talk to whatever listens on it. Stop that program, or choose another port: PORT=4100 npm run dev`,
  );
  process.exit(1);
}

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
