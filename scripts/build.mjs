// `npm run build`: `next build`, then the compile hints on its chunks (scripts/compile-hints.mjs).
// Every build path goes through here, so a later step is added once.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const appDir = resolve(process.argv[2] ?? '.');
const scriptsDir = new URL('.', import.meta.url).pathname;

for (const args of [
  [join(appDir, 'node_modules/next/dist/bin/next'), 'build'],
  [join(scriptsDir, 'compile-hints.mjs'), appDir],
]) {
  const result = spawnSync(process.execPath, args, { cwd: appDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
