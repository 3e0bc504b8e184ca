// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';

/** One server process of `--instances N`: opens the shared file and writes to it at once. */
const CHILD = `
import { openLocalDatabase } from '@/lib/chat/server/store/database';
import { createAbuseLimiter } from '@/lib/http/abuse-limits';
await new Promise((resolve) => setTimeout(resolve, Number(process.argv[2]) - Date.now()));
const db = openLocalDatabase(process.argv[1]);
const limiter = createAbuseLimiter(db);
for (let visit = 0; visit < 50; visit++) await limiter.check([{ key: 'site', max: 1000, windowMs: 60_000 }]);
`;

const openTogether = (file: string, startAt: number) =>
  new Promise<number>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=react-server',
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        CHILD,
        file,
        String(startAt),
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });

describe('the local database shared by several processes', () => {
  it('is created once and counts every write when they all start on a new file at once', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'shared-db-')), 'charlie.db');
    // Each waits for the same moment, once loaded, so the four really do open the file together.
    const startAt = Date.now() + 4_000;
    const codes = await Promise.all([1, 2, 3, 4].map(() => openTogether(file, startAt)));
    expect(codes).toEqual([0, 0, 0, 0]);
    const db = new Database(file, { readonly: true });
    const counted = db.prepare(`SELECT SUM(count) AS n FROM rate_limit_windows WHERE key = 'site'`).get() as {
      n: number;
    };
    db.close();
    expect(counted.n).toBe(200);
  }, 60_000);
});
