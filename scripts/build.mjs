// `npm run build`: `next build`, then the compile hints on its chunks (scripts/compile-hints.mjs).
// Every build path goes through here, so a later step is added once.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const appDir = resolve(process.argv[2] ?? '.');
const scriptsDir = new URL('.', import.meta.url).pathname;

// A build reads the CMS and the rates API afresh. Next's data cache outlives builds, and a page
// list an earlier build cached would otherwise leave the pages added since then unbuilt (404).
rmSync(join(appDir, '.next/cache/fetch-cache'), { recursive: true, force: true });

for (const args of [
  [join(appDir, 'node_modules/next/dist/bin/next'), 'build'],
  [join(scriptsDir, 'compile-hints.mjs'), appDir],
]) {
  const result = spawnSync(process.execPath, args, { cwd: appDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
