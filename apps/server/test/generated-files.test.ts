import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, buildOpenApiDocument, ROOT, renderApiTypes } from '../../../scripts/generate-api.mjs';
import { DB_TYPES_FILE, renderDbTypes } from '../../../scripts/generate-db-types.mjs';

/**
 * Generated files are never edited by hand and never stale (ADR 0013): each is generated again
 * here and compared with the checked-in copy.
 */
const checkedIn = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('generated files', () => {
  it('apps/web/src/api/schema.d.ts is what `npm run generate:api` writes from the OpenAPI description', async () => {
    const fresh = await renderApiTypes(await buildOpenApiDocument());
    expect(fresh === checkedIn(API_TYPES_FILE), `${API_TYPES_FILE} is stale: run npm run generate:api`).toBe(true);
  });

  it('apps/server/src/db/generated-types.ts is what `npm run generate:db` writes from the migrations', async () => {
    const fresh = await renderDbTypes();
    expect(fresh === checkedIn(DB_TYPES_FILE), `${DB_TYPES_FILE} is stale: run npm run generate:db`).toBe(true);
  });

  it('the hand-kept Database of db/schema.ts has exactly the generated tables, columns and nullability', () => {
    const handKept = tablesOf('apps/server/src/db/schema.ts', 'Database');
    const generated = tablesOf(DB_TYPES_FILE, 'DB');
    expect(Object.keys(handKept).sort()).toEqual(Object.keys(generated).sort());
    for (const [table, columns] of Object.entries(generated)) {
      expect(handKept[table], `columns of ${table} in db/schema.ts (nullable ones end in ?)`).toEqual(columns);
    }
  });
});

/**
 * Tables of a database interface, each as its sorted column names; a column that may hold NULL
 * ends in `?`. A generated id column reads `Generated<number | null>` (SQLite's INTEGER PRIMARY
 * KEY), which is never NULL when read, so generated columns do not count as nullable.
 */
function tablesOf(file: string, rootInterface: string): Record<string, string[]> {
  const source = ts.createSourceFile(file, checkedIn(file), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const members = (name: string) => {
    const declaration = interfaces.get(name);
    if (!declaration) throw new Error(`${file}: no interface ${name}`);
    return declaration.members.filter(ts.isPropertySignature);
  };
  const tables: Record<string, string[]> = {};
  for (const table of members(rootInterface)) {
    const tableType = table.type?.getText(source) ?? '';
    tables[table.name.getText(source)] = members(tableType)
      .map((column) => {
        const type = column.type?.getText(source) ?? '';
        const nullable = /\bnull\b/.test(type) && !/^Generated</.test(type);
        return `${column.name.getText(source)}${nullable ? '?' : ''}`;
      })
      .sort();
  }
  return tables;
}
