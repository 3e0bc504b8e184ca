import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const HINT = '//# allFunctionsCalledOnLoad\n';
const script = path.resolve('scripts/compile-hints.mjs');

describe('compile hints after next build', () => {
  let appDir: string;
  const chunk = (name: string) => path.join(appDir, '.next/static/chunks', name);
  const markChunks = () => execFileSync(process.execPath, [script, appDir], { encoding: 'utf8' });

  beforeEach(() => {
    appDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(appDir, '.next/static/chunks/app'), { recursive: true });
    writeFileSync(chunk('framework.js'), '(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);');
    writeFileSync(chunk('app/page.js'), 'console.log(1);');
    writeFileSync(chunk('styles.css'), 'body{margin:0}');
  });
  afterEach(() => rmSync(appDir, { recursive: true, force: true }));

  it('puts the eager-compilation hint on the first line of every script chunk, nested ones included', () => {
    expect(markChunks()).toContain('2 chunks marked');
    expect(readFileSync(chunk('framework.js'), 'utf8')).toBe(
      `${HINT}(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);`,
    );
    expect(readFileSync(chunk('app/page.js'), 'utf8')).toBe(`${HINT}console.log(1);`);
  });

  it('leaves stylesheets alone', () => {
    markChunks();
    expect(readFileSync(chunk('styles.css'), 'utf8')).toBe('body{margin:0}');
  });

  it('marks a chunk once however often it runs, so an unchanged build can be marked again', () => {
    markChunks();
    expect(markChunks()).toContain('0 chunks marked');
    expect(readFileSync(chunk('framework.js'), 'utf8').split(HINT)).toHaveLength(2);
  });
});
