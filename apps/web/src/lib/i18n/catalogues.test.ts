import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_MSG, MSG } from '@daybook/domain';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { adminCatalogues } from '../../features/admin-console/i18n';
import { en as shellEn } from './locales/en';
import { coreMessagesEs, es as shellEs } from './locales/es';
import { areaMessagesEs } from './messages';

/**
 * The checks that keep the two languages whole (issue 15, docs/i18n.md): CI fails when a key is
 * missing in either language, when a key is never used, or when a component writes a visible
 * text in JSX instead of taking it from a catalogue.
 */

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');

type Tree = { [key: string]: unknown };
// each feature's catalogue, and those of shared pieces with their own texts (lib/offline, components/data-table, app/layout)
const catalogueModules = import.meta.glob<{ en?: Tree; es?: Tree }>(
  [
    '../../features/*/i18n/{en,es}.ts',
    '../../lib/*/i18n/{en,es}.ts',
    '../../components/*/i18n/{en,es}.ts',
    '../../app/*/i18n/{en,es}.ts',
  ],
  { eager: true },
);

/** Each catalogue beside its code, named by its folder (`features/notes`, `lib/offline`). */
function features(): { name: string; en: Tree; es: Tree | undefined }[] {
  const byFeature = new Map<string, { en?: Tree; es?: Tree }>();
  for (const [path, module] of Object.entries(catalogueModules)) {
    // Vite writes each path relative to this file: `../../features/notes/…`, `../offline/…`
    const match = /([^/]+)\/i18n\/(en|es)\.ts$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const name = `${/\/(features|components|app)\//.exec(path)?.[1] ?? 'lib'}/${match[1]}`;
    const entry = byFeature.get(name) ?? {};
    entry[match[2] as 'en' | 'es'] = module[match[2] as 'en' | 'es'];
    byFeature.set(name, entry);
  }
  return [...byFeature].flatMap(([name, { en, es }]) => (en ? [{ name, en, es }] : []));
}

/** Every text of a catalogue by its dotted path (lists count as one text). */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) {
      for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, tree);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: unknown) =>
  [...String(Array.isArray(text) ? text.join(' ') : text).matchAll(/\{\{\s*(\w+)\s*\}\}|%\{(\w+)\}|\{(\w+)\}/g)]
    .map((m) => m[1] ?? m[2] ?? m[3])
    .sort();

/** The English text a Spanish `key_la`, `key_la_one`, `key_la_other` or `key_la_many` varies, if any. */
function laVariantOf(key: string, enLeaves: Map<string, unknown>): unknown {
  const match = /^(.+)_la(?:_(one|other|many))?$/.exec(key);
  if (!match) return undefined;
  const suffix = match[2] === 'many' ? '_other' : match[2] ? `_${match[2]}` : '';
  return enLeaves.get(`${match[1]}${suffix}`);
}

/** Missing keys both ways; Spanish may add `_many` where English has `_other` (i18next plurals). */
function compare(en: Tree, es: Tree): string[] {
  const enLeaves = leaves(en);
  const esLeaves = leaves(es);
  const problems: string[] = [];
  for (const [key, text] of enLeaves) {
    if (!esLeaves.has(key)) problems.push(`missing in es: ${key}`);
    else if (typeof esLeaves.get(key) !== typeof text) problems.push(`not the same kind of text: ${key}`);
    else if (placeholders(text).join() !== placeholders(esLeaves.get(key)).join())
      problems.push(`placeholders differ: ${key}`);
  }
  for (const [key, text] of esLeaves) {
    const extraPlural = key.endsWith('_many') && enLeaves.has(key.replace(/_many$/, '_other'));
    // a "la" variant (time-context.ts: "a la 01:04 p.m."): the English text it varies, with the same placeholders
    const english = laVariantOf(key, enLeaves);
    if (english !== undefined) {
      if (placeholders(english).join() !== placeholders(text).join()) problems.push(`placeholders differ: ${key}`);
    } else if (!enLeaves.has(key) && !extraPlural) problems.push(`missing in en: ${key}`);
  }
  return problems;
}

/** The app's code (no tests, no catalogues: a key written only in a catalogue is not used). */
function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    if (/\/i18n\//.test(path) && !path.endsWith('/i18n/index.ts')) return [];
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('catalogues: every key in both languages', () => {
  it('every feature has a Spanish catalogue registered beside its English one', () => {
    for (const feature of features()) {
      expect(feature.es, `${feature.name}/i18n/es.ts`).toBeDefined();
      const index = readFileSync(join(SRC, feature.name, 'i18n', 'index.ts'), 'utf8');
      expect(index, `${feature.name}/i18n/index.ts registers es`).toMatch(/addCatalogues\(\{ en, es \}\)/);
    }
  });

  it('has the same keys and placeholders in English and Spanish', () => {
    const problems = [
      ...compare(shellEn, shellEs as unknown as Tree).map((p) => `locales: ${p}`),
      ...features().flatMap((f) => (f.es ? compare(f.en, f.es).map((p) => `${f.name}: ${p}`) : [])),
      ...compare(adminCatalogues.en, adminCatalogues.es).map((p) => `admin console: ${p}`),
    ];
    expect(problems).toEqual([]);
  });

  it('has every server message in Spanish', () => {
    const area = Object.fromEntries(Object.entries(MSG).filter(([key]) => !(key in CORE_MSG)));
    expect(compare(area, areaMessagesEs as unknown as Tree)).toEqual([]);
    expect(compare(CORE_MSG, coreMessagesEs as unknown as Tree)).toEqual([]);
  });

  it('leaves no Spanish text empty or still in English', () => {
    const same: string[] = [];
    const check = (en: Tree, es: Tree, where: string) => {
      const esLeaves = leaves(es);
      for (const [key, text] of leaves(en)) {
        const translated = esLeaves.get(key);
        if (typeof translated === 'string' && translated.trim() === '' && String(text).trim() !== '')
          same.push(`${where}: ${key} is empty`);
        // a text of several English words left as it was (names, codes, symbols and placeholders may stay)
        const words = typeof text === 'string' ? text.replace(/\{\{\s*\w+\s*\}\}|%\{\w+\}/g, '') : '';
        if (text === translated && /\b[a-z]{3,}\b.*\b[a-z]{3,}\b/.test(words))
          same.push(`${where}: ${key} is still in English`);
      }
    };
    check(shellEn, shellEs as unknown as Tree, 'locales');
    for (const f of features()) if (f.es) check(f.en, f.es, f.name);
    expect(same).toEqual([]);
  });
});

/**
 * Keys looked up with a computed name: the code writes the prefix and a value from the data.
 * Each prefix must itself appear in the source (`'careCodes.location.'` or `` `careCodes.location.${` ``).
 */
const DYNAMIC_PREFIXES = [
  'careCodes.location.',
  'careCodes.service.',
  'careCodes.status.',
  'careCodes.billType.',
  'careCodes.trialValue.',
  'changePassword.strengthLabels.',
  'provider.personalValues.',
  'timecards.blockers.',
  'timecards.errors.',
  'corrections.errors.',
  'signatures.settingsErrors.',
  'locationTrust.errors.',
  'locationTrust.evvReason.',
  'locationTrust.evvResolution.',
  'locationTrust.exceptionReason.',
  'settings.languageNames.',
  'settings.missingDetails.',
  'messages.',
];

describe('catalogues: every key is used', () => {
  const files = sourceFiles();
  const source = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  /**
   * Catalogues whose keys the code also looks up by their last part with a computed name: a
   * scoped helper (members: `members.${key}`, text('title')) or a list of values
   * (`adminMonitor.${kind}` over RANGE_KINDS). Their keys count as used when the last part is
   * written as a string anywhere in the code.
   */
  const scoped = new Set([...source.matchAll(/`(\w+)\.\$\{/g)].flatMap((m) => (m[1] ? [m[1]] : [])));

  function used(key: string): boolean {
    const base = key.replace(PLURAL, '');
    if (new RegExp(`['"\`]${base.replace(/\./g, '\\.')}['"\`]`).test(source)) return true;
    const prefix = DYNAMIC_PREFIXES.find((p) => base.startsWith(p));
    if (prefix) return source.includes(`'${prefix}`) || source.includes(`\`${prefix}`);
    const dot = base.indexOf('.');
    const namespace = base.slice(0, dot);
    const rest = base.slice(dot + 1);
    return scoped.has(namespace) && new RegExp(`['"\`]${rest.replace(/\./g, '\\.')}['"\`]`).test(source);
  }

  it('finds every key of every catalogue in the code', () => {
    const unused: string[] = [];
    for (const key of leaves(shellEn).keys()) if (!used(key) && !key.startsWith('messages.')) unused.push(key);
    for (const f of features()) for (const key of leaves(f.en).keys()) if (!used(key)) unused.push(`${f.name}: ${key}`);
    expect(unused).toEqual([]);
  });

  it('uses each dynamic prefix it allows', () => {
    for (const prefix of DYNAMIC_PREFIXES.filter((p) => p !== 'messages.')) {
      expect(source.includes(`'${prefix}`) || source.includes(`\`${prefix}`), prefix).toBe(true);
    }
  });
});

/**
 * Texts a component may write as they are: symbols, the product's name and technical values that
 * are the same in every language. Anything else in JSX text or in a visible attribute is a finding.
 */
const ALLOWED_TEXT = /^(Daybook|[\s\d\W]*|[A-Z]{2,5}\d?|%|—|·)$/u;
/** react-admin translates a label or helper text that is a key of the console's catalogue. */
const adminKeys = new Set(leaves(adminCatalogues.en).keys());
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'label',
  'placeholder',
  'title',
  'alt',
  'helperText',
  'aria-description',
]);

describe('components take visible texts from catalogues', () => {
  it('writes no visible text literal in JSX', () => {
    const findings: string[] = [];
    for (const file of sourceFiles().filter((f) => f.endsWith('.tsx'))) {
      const text = readFileSync(file, 'utf8');
      const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const where = (node: ts.Node) =>
        `${relative(SRC, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      const visit = (node: ts.Node) => {
        if (ts.isJsxText(node)) {
          const value = node.getText().trim();
          if (value && /\p{L}{2,}/u.test(value) && !ALLOWED_TEXT.test(value))
            findings.push(`${where(node)} "${value}"`);
        } else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText())) {
          const init = node.initializer;
          const literal =
            init && ts.isStringLiteral(init)
              ? init.text
              : init && ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
                ? init.expression.text
                : null;
          if (literal && /\p{L}{2,}/u.test(literal) && !ALLOWED_TEXT.test(literal) && !adminKeys.has(literal))
            findings.push(`${where(node)} ${node.name.getText()}="${literal}"`);
        }
        ts.forEachChild(node, visit);
      };
      visit(sf);
    }
    expect(findings).toEqual([]);
  });
});
