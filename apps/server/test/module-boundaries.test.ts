import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's module shape (docs/ARCHITECTURE.md "The shape"): all SQL of a feature is in its
 * `<feature>.repository.ts`; a feature may import another feature's operations but never its
 * repository (`modules/audit` is open to every feature); "admin" is a role, not a feature, so
 * `modules/admin` holds only its routes and policy and no feature imports it.
 */
const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');

/** Modules every feature may import whole (docs/ARCHITECTURE.md): the audit log. */
const SHARED_MODULES = new Set(['audit']);

/**
 * Files allowed to build queries outside a repository, each with how many calls and why it cannot
 * move; none today. An entry must match the file exactly (more calls fail, and so do fewer).
 */
const QUERIES_OUTSIDE_REPOSITORIES: Record<string, { calls: number; reason: string }> = {};

/**
 * Imports of another feature's repository allowed, as "importer -> imported"; none today (a feature
 * calls the other's exported operations instead).
 */
const REPOSITORY_IMPORTS_ALLOWED: string[] = [];

/** Kysely query starts and raw SQL templates. */
const QUERY =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(?:<[^>]*>)?`|\bsql\.raw\(/g;
/** Static and dynamic relative imports. */
const IMPORT = /(?:from\s+|import\(\s*)'(\.{1,2}\/[^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = sourceFiles(MODULES).map((full) => {
  const rel = path.relative(MODULES, full).split(path.sep).join('/');
  return { rel, module: rel.split('/')[0] ?? '', text: readFileSync(full, 'utf8') };
});

/** The module-relative paths a file imports inside modules/ (other modules or its own). */
function importsOf(file: { rel: string; text: string }): string[] {
  const from = path.posix.dirname(file.rel);
  return [...file.text.matchAll(IMPORT)]
    .map((m) => path.posix.normalize(path.posix.join(from, m[1] ?? '')))
    .filter((target) => !target.startsWith('..'));
}

describe('server module boundaries', () => {
  it('finds the modules it checks', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(new Set(files.map((f) => f.module))).toContain('care');
  });

  it('keeps every query in a repository', () => {
    const found: Record<string, number> = {};
    for (const file of files) {
      if (file.rel.endsWith('.repository.ts')) continue;
      const calls = [...file.text.matchAll(QUERY)].length;
      if (calls > 0) found[file.rel] = calls;
    }
    const allowed = Object.fromEntries(
      Object.entries(QUERIES_OUTSIDE_REPOSITORIES).map(([rel, entry]) => [rel, entry.calls]),
    );
    expect(found).toEqual(allowed);
  });

  it('never imports another feature’s repository (modules/audit is shared)', () => {
    const found = new Set<string>();
    for (const file of files) {
      for (const target of importsOf(file)) {
        const owner = target.split('/')[0] ?? '';
        if (owner === file.module || SHARED_MODULES.has(owner)) continue;
        if (/\.repository(\.js|\.ts)?$/.test(target)) found.add(`${file.rel} -> ${target}`);
      }
    }
    expect([...found].sort()).toEqual([...REPOSITORY_IMPORTS_ALLOWED].sort());
  });

  it('treats admin as a role: modules/admin holds only routes and policy, and no feature imports it', () => {
    const adminFiles = files.filter((f) => f.module === 'admin').map((f) => f.rel);
    expect(adminFiles.sort()).toEqual(['admin/admin.policy.ts', 'admin/admin.routes.ts']);
    const importers = files
      .filter((f) => f.module !== 'admin' && importsOf(f).some((target) => target.startsWith('admin/')))
      .map((f) => f.rel);
    expect(importers).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    expect([..."await db.selectFrom('users')".matchAll(QUERY)]).toHaveLength(1);
    expect([...'await sql`select 1`.execute(db)'.matchAll(QUERY)]).toHaveLength(1);
    expect([...'const q = sql<number>`count(*)`'.matchAll(QUERY)]).toHaveLength(1);
    expect(importsOf({ rel: 'care/x.ts', text: "import { a } from '../users/users.repository.js';" })).toEqual([
      'users/users.repository.js',
    ]);
    expect(importsOf({ rel: 'care/x.ts', text: "import { a } from '../../lib/list-page.js';" })).toEqual([]);
  });
});
