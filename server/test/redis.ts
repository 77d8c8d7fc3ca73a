// A private redis-server for tests: on a free 127.0.0.1 port, no persistence, stopped and started again by the test
// (to take Redis away under a live subscription and bring it back on the same port).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';

export interface PrivateRedis {
  url: string;
  port: number;
  /** Starts redis-server on the port (again, after stop) and resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and resolves once it has exited. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      child = started;
      for (let waited = 0; !(await accepts(port)); waited += 20) {
        if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode} on port ${port}.`);
        if (waited > 10_000) throw new Error(`redis-server did not accept connections on port ${port}.`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
}
