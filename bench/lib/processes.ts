import { spawn, type ChildProcess } from 'node:child_process';

export interface Server {
  url: string;
  /** The server's own process (its group leader), e.g. to read its memory from /proc. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts a server in its own process group, so stopping it also stops whatever it spawned
 * (npx and tsx leave children behind otherwise), and waits until `readyPath` answers.
 */
export async function startServer(options: {
  command: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  readyPath: string;
  cwd?: string;
  timeoutMs?: number;
}): Promise<Server> {
  const child: ChildProcess = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${options.command} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}${options.readyPath}`);
      if (res.ok) return { url, pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${options.command} did not become ready at ${url}${options.readyPath}`);
}
