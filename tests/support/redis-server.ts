import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const REDIS = '/usr/bin/redis-server';

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * A real redis-server on a free loopback port, in memory only. `npm test` installs it
 * (scripts/ensure-system-tools.sh); without it the caller fails rather than skipping, so a
 * missing tool never passes for a tested store.
 */
export async function startRedisServer(port = 6300 + Math.floor(Math.random() * 600)) {
  if (!existsSync(REDIS))
    throw new Error(`${REDIS} is missing: run npm test, or bash scripts/ensure-system-tools.sh`);
  const child: ChildProcess = spawn(
    REDIS,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; !(await answers(port)); attempt++) {
    if (attempt > 100) throw new Error('redis-server did not start');
    await sleep(50);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}
