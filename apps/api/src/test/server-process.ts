import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  port: number;
  baseUrl: string;
  output: () => string;
  /** Resolves with the exit code; stays pending while the process lives. */
  exited: Promise<number | null>;
  isAlive: () => boolean;
  stop: (signal: NodeJS.Signals) => void;
}

/**
 * A port the operating system has just handed out as free. A random number in a fixed range
 * is not enough: CI machines run other daemons (epmd holds 4369), and parallel test files
 * could draw the same number.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no port from the OS'))));
    });
  });
}

/** The real server process, as `npm start` runs it, in its own process group. */
export function startServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let alive = true;
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      alive = false;
      resolve(code);
    }),
  );
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    isAlive: () => alive,
    stop: (signal) => {
      if (alive && child.pid) process.kill(-child.pid, signal);
    },
  };
}

/** Waits until /health answers 200; returns how long that took in milliseconds. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!server.isAlive()) throw new Error(`server exited:\n${server.output()}`);
    try {
      const res = await fetch(`${server.baseUrl}/api/v1/health`);
      if (res.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms:\n${server.output()}`);
}
