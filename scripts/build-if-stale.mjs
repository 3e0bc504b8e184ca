// Runs the build (scripts/build.mjs) only when something that shapes it changed since the last one:
// the sources, the data, the build scripts, the lockfile, or a configuration variable (the list in
// .env.example).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const inputs = [
  'app',
  'components',
  'lib',
  'data',
  'public',
  'next.config.ts',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/compile-hints.mjs',
  'package-lock.json',
  '.env.example',
];
const stampFile = join(root, '.next', '.source-fingerprint');

function* files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort()) yield* files(join(path, entry));
  } else {
    yield path;
  }
}

function configVariableNames() {
  const example = readFileSync(join(root, '.env.example'), 'utf8');
  return [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
}

const hash = createHash('sha256');
for (const input of inputs) {
  for (const file of files(input)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
}
for (const name of configVariableNames()) hash.update(`${name}=${process.env[name] ?? ''}\0`);
const fingerprint = hash.digest('hex');

const built = existsSync(join(root, '.next', 'BUILD_ID')) && existsSync(stampFile);
if (built && readFileSync(stampFile, 'utf8') === fingerprint) {
  console.log('› build is up to date');
  process.exit(0);
}

console.log('› building (next build, then the compile hints)');
const result = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stampFile, fingerprint);
