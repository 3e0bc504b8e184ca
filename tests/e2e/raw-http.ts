import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** What came back on one connection: the bytes, whether the server closed it, whether it went quiet. */
export interface RawExchange {
  text: string;
  statuses: number[];
  closed: boolean;
  hung: boolean;
}

/**
 * Writes requests byte for byte on one connection, as an attacker's client would, and reads
 * until the server closes it, goes quiet for `quietMs` after answering, or answers nothing
 * within `hangMs` (a hang).
 */
export function raw(port: number, requests: (string | Buffer)[], { quietMs = 300, hangMs = 5_000 } = {}) {
  return new Promise<RawExchange>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let timer = setTimeout(() => finish(false, true), hangMs);
    const finish = (closed: boolean, hung: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
      resolve({ text, statuses, closed, hung });
    };
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      clearTimeout(timer);
      timer = setTimeout(() => finish(false, false), quietMs);
    });
    socket.on('close', () => finish(true, false));
    socket.on('error', () => undefined);
    for (const request of requests) socket.write(request);
  });
}

/** A server of its own for a test that changes what it counts (abuse limits), on the same build. */
export async function startOwnServer(port: number, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--hostname', '127.0.0.1', '--port', String(port)],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) break;
    } catch {
      if (attempt > 240) throw new Error('the server did not start');
    }
    await sleep(250);
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  };
}
