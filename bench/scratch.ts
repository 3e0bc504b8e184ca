import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A copy of the working tree (tracked and new files, not ignored ones) with node_modules hard-linked. */
export function scratchCopy(name: string): string {
  const dir = path.join(tmpdir(), name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('bash', [
    '-c',
    `git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "${dir}" && cp -al node_modules "${dir}/"`,
  ]);
  return dir;
}

/** The build (scripts/build.mjs) in `dir`, from nothing; returns how long it took in seconds. */
export function timedBuild(dir: string, env: Record<string, string> = {}): number {
  const started = performance.now();
  execFileSync(process.execPath, ['scripts/build.mjs'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
  return (performance.now() - started) / 1000;
}
