// Marks every JavaScript chunk of the build for eager compilation (V8's explicit compile hints,
// https://v8.dev/blog/explicit-compile-hints). Unmarked, V8 compiles each module factory on the
// main thread the first time it runs, so React's boot is one long task of mostly compiling; marked,
// Chrome compiles the whole chunk on a background thread while it streams in. Every chunk here is
// either the framework that boots each page or a feature loaded when a visitor asks for it, so the
// functions it holds are about to run either way. Run after `next build`; marking twice is a no-op.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const HINT = '//# allFunctionsCalledOnLoad\n';
const chunksDir = join(resolve(process.argv[2] ?? '.'), '.next', 'static', 'chunks');

let marked = 0;
for (const entry of readdirSync(chunksDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
  const file = join(entry.parentPath, entry.name);
  const source = readFileSync(file, 'utf8');
  if (source.startsWith(HINT)) continue;
  writeFileSync(file, HINT + source);
  marked++;
}
console.log(`› compile hints: ${marked} chunks marked for eager compilation`);
