// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The header box is on every page, so what it imports statically is in every page's first-load
 * JavaScript. MiniSearch, the engine and the index's schema must arrive only through its dynamic
 * import, once a visitor starts searching.
 */

const ROOT = process.cwd();
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  if (/\.(css|json)$/.test(base)) return null;
  return EXTENSIONS.map((extension) => `${base}${extension}`).find((file) => existsSync(file)) ?? null;
}

/** Modules a file imports for its value, not for types only; dynamic import() is not one of them. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typesOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typesOnly && ts.isStringLiteral(statement.moduleSpecifier))
        found.push(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of staticImports(file)) {
      const resolved = resolve(specifier, file);
      if (resolved) visit(resolved);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the header search box’s first-load JavaScript', () => {
  const entry = path.join(ROOT, 'components/search/HeaderSearch.tsx');

  it('leaves MiniSearch, the engine and the index schema to the dynamic import', () => {
    const { files, packages } = staticGraph(entry);
    expect([...packages]).not.toContain('minisearch');
    expect([...packages]).not.toContain('zod');
    const relative = [...files].map((file) => path.relative(ROOT, file));
    for (const lazy of ['lib/search/engine.ts', 'lib/search/client.ts', 'lib/search/schema.ts'])
      expect(relative).not.toContain(lazy);
  });

  it('loads them on demand', () => {
    expect(readFileSync(entry, 'utf8')).toContain("import('@/lib/search/client')");
  });
});
