import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The production build, served on loopback for the benchmarks, on embedded defaults, with the
 * chat metrics route switched on (the chat suites read the server's own timings from it).
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  appDir = '.',
  args: string[] = [],
): Promise<{ url: string; stop: () => Promise<void>; kill: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--hostname', '127.0.0.1', '--port', String(port), ...args],
    {
      cwd: appDir,
      env: { ...process.env, CHAT_METRICS: 'true', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt === 119) throw new Error('the server did not start');
    await sleep(250);
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    /** As a crash would: SIGKILL, no chance to flush anything. */
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
