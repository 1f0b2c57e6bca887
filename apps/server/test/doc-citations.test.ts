import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs cite only documents inside the repository (issue 11): the product's rules are
 * in docs/product-rules.md (numbered §1–§10), the engineering rules in docs/ARCHITECTURE.md,
 * docs/security.md, docs/performance.md and README.md. This test scans the tree and fails on a
 * citation of the original documents kept outside it, and on a citation of an in-repository
 * document, section, anchor or ADR that does not exist.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SCANNED = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'docs', '.ci', 'README.md'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  'artifacts',
  'data',
  'backups',
  '.git',
]);
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|json|ya?ml|sh|html|css)$|^run$/;
/** Generated from sources that are scanned themselves (ADR 0013). */
const GENERATED = new Set(['apps/web/src/api/schema.d.ts', 'apps/server/src/db/generated-types.ts']);
const THIS_FILE = 'apps/server/test/doc-citations.test.ts';

/** Citations of the documents outside the repository; each names what to cite instead. */
const OUTSIDE: { pattern: RegExp; instead: string }[] = [
  { pattern: /\bspec(?:'s|’s)?\s+§/i, instead: 'docs/product-rules.md §N (same numbering)' },
  {
    pattern: /\bDESIGN(?:'s|’s)?\s+§/,
    instead: 'docs/product-rules.md, ARCHITECTURE.md, security.md or performance.md',
  },
  { pattern: /product-spe[c]/i, instead: 'docs/product-rules.md' },
  { pattern: /\bDESIGN\.md\b/, instead: 'docs/product-rules.md "Engineering rules"' },
  { pattern: /\.\.\/shared\//, instead: 'a document in docs/' },
  {
    pattern: /\bthe spec(?:'s|’s)?\s+(?:own\s+)?clients?\b/i,
    instead: '"the existing client" (docs/product-rules.md)',
  },
];

interface Source {
  file: string;
  lines: string[];
}

function walk(relative: string, out: string[]): void {
  const absolute = path.join(ROOT, relative);
  if (!existsSync(absolute)) return;
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(child, out);
    } else if (entry.isFile() && TEXT_FILE.test(entry.name)) out.push(child);
  }
}

function sources(): Source[] {
  const files: string[] = [];
  for (const entry of SCANNED) {
    if (entry.includes('.') && !entry.startsWith('.')) files.push(entry);
    else walk(entry, files);
  }
  return files
    .filter((file) => !GENERATED.has(file) && file !== THIS_FILE && existsSync(path.join(ROOT, file)))
    .map((file) => ({ file, lines: readFileSync(path.join(ROOT, file), 'utf8').split('\n') }));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const headingsCache = new Map<string, string[]>();
function headingsOf(file: string): string[] {
  let headings = headingsCache.get(file);
  if (!headings) {
    headings = readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6}\s/.test(line))
      .map((line) => line.replace(/^#{1,6}\s+/, ''));
    headingsCache.set(file, headings);
  }
  return headings;
}

const adrNumbers = new Set(
  readdirSync(path.join(ROOT, 'docs/decisions'))
    .map((name) => /^(\d{4})-.*\.md$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined),
);

/** `docs/x.md` or `README.md`, then an optional `#anchor`, then optional sections ` §N, §M`. */
const CITATION = /(?<![\w/.-])((?:docs\/[\w./-]*\w|README)\.md)(#[\w-]+)?((?: §\d+(?:(?:, ?|\/| and |–)§\d+)*)?)/g;

/** Every problem with the in-repository citations of one line (empty when there is none). */
function brokenCitations(line: string): string[] {
  const problems: string[] = [];
  // docs/x.md §N (, §M …), README.md#anchor, docs/x.md#anchor, any docs/….md path
  for (const [, file = '', anchor, sections = ''] of line.matchAll(CITATION)) {
    if (!existsSync(path.join(ROOT, file))) {
      problems.push(`${file} does not exist`);
      continue;
    }
    if (anchor && !headingsOf(file).some((h) => slug(h) === anchor.slice(1))) {
      problems.push(`${file} has no heading for ${anchor}`);
    }
    for (const [, n = ''] of sections.matchAll(/§(\d+)/g)) {
      const numbered = new RegExp(`^§?${n}[.:\\s]`);
      if (!headingsOf(file).some((h) => numbered.test(h))) problems.push(`${file} has no section §${n}`);
    }
  }
  for (const [, n = ''] of line.matchAll(/\bADR (\d{4})\b/g)) {
    if (!adrNumbers.has(n)) problems.push(`ADR ${n} is not in docs/decisions/`);
  }
  return problems;
}

describe('documentation citations', () => {
  const tree = sources();

  it('scans the whole tree, the rules document included', () => {
    const files = tree.map((s) => s.file);
    expect(files).toContain('docs/product-rules.md');
    expect(files).toContain('apps/server/src/app.ts');
    expect(files).toContain('apps/web/src/main.tsx');
    expect(files).toContain('README.md');
    expect(files.some((f) => f.includes('node_modules') || f.includes('/dist/'))).toBe(false);
  });

  it('cites no document kept outside the repository (the original spec and design brief)', () => {
    const found: string[] = [];
    for (const { file, lines } of tree) {
      lines.forEach((line, i) => {
        const hit = OUTSIDE.find(({ pattern }) => pattern.test(line));
        if (hit) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}  → cite ${hit.instead}`);
      });
    }
    expect(found, `citations of documents outside the repository:\n${found.join('\n')}`).toEqual([]);
  });

  it('cites only documents, sections, anchors and ADRs that exist', () => {
    const found: string[] = [];
    for (const { file, lines } of tree) {
      lines.forEach((line, i) => {
        for (const problem of brokenCitations(line)) found.push(`${file}:${i + 1}: ${problem}`);
      });
    }
    expect(found, `broken citations:\n${found.join('\n')}`).toEqual([]);
  });

  it('the checks see what they look for', () => {
    const outside = (line: string) => OUTSIDE.some(({ pattern }) => pattern.test(line));
    expect(outside(`hours as in ${'spec'} §9`)).toBe(true);
    expect(outside(`(${'DESIGN'} §6)`)).toBe(true);
    expect(outside(`see ../shared/${'product'}-spec.md`)).toBe(true);
    expect(outside(`what the ${'spec'}'s client sends`)).toBe(true);
    expect(outside('hours as in docs/product-rules.md §9; e2e/tests/workday.spec.ts')).toBe(false);
    expect(brokenCitations('docs/product-rules.md §9, §10')).toEqual([]);
    expect(brokenCitations('docs/product-rules.md §11')).toEqual(['docs/product-rules.md has no section §11']);
    expect(brokenCitations('docs/ARCHITECTURE.md#stack and README.md#run-it')).toEqual([]);
    expect(brokenCitations('docs/ARCHITECTURE.md#no-such-heading')).toHaveLength(1);
    expect(brokenCitations('docs/no-such-document.md')).toEqual(['docs/no-such-document.md does not exist']);
    expect(brokenCitations('ADR 0019')).toEqual([]);
    expect(brokenCitations('ADR 9999')).toEqual(['ADR 9999 is not in docs/decisions/']);
  });
});
