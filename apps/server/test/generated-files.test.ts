import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import ts from 'typescript';
import { describe, expect, inject, it } from 'vitest';
import { MATRIX_FILE, readAccessRules, renderAuthorizationMatrix } from '../../../scripts/generate-access.mjs';
import { API_TYPES_FILE, buildOpenApiDocument, ROOT, renderApiTypes } from '../../../scripts/generate-api.mjs';
import { DB_TYPES_FILE, renderDbTypes } from '../../../scripts/generate-db-types.mjs';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';

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

  // The types come from PostgreSQL (scripts/generate-db-types.mjs), which CI always has
  // (REQUIRE_POSTGRES=1); a run without it checks SQLite's side below and skips this one.
  it.skipIf(!inject('postgresAdminUrl'))(
    'apps/server/src/db/generated-types.ts is what `npm run generate:db` writes from the migrations',
    async () => {
      const fresh = await renderDbTypes(inject('postgresAdminUrl') ?? undefined);
      expect(fresh === checkedIn(DB_TYPES_FILE), `${DB_TYPES_FILE} is stale: run npm run generate:db`).toBe(true);
    },
  );

  it("docs/authorization-matrix.md is what `npm run generate:access` writes from the routes' access rules", async () => {
    const fresh = await renderAuthorizationMatrix(await readAccessRules());
    expect(fresh === checkedIn(MATRIX_FILE), `${MATRIX_FILE} is stale: run npm run generate:access`).toBe(true);
  });

  it('SQLite, migrated, has exactly the generated tables, columns and nullability', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'daybook-sqlite-schema-'));
    try {
      const database = openDatabase({ dataDir: dir, sqliteFile: 'schema.sqlite' });
      await migrateToLatest(database);
      await database.close();
      const sqlite = new Database(path.join(dir, 'schema.sqlite'), { readonly: true });
      const migrated: Record<string, string[]> = {};
      try {
        const tables = sqlite
          .prepare(
            "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_migration%'",
          )
          .pluck()
          .all() as string[];
        for (const table of tables) {
          const columns = sqlite.pragma(`table_info(${JSON.stringify(table)})`) as {
            name: string;
            notnull: number;
            pk: number;
          }[];
          // an INTEGER PRIMARY KEY is the rowid: never NULL when read, whatever table_info says
          migrated[table] = columns.map((c) => `${c.name}${c.notnull || c.pk ? '' : '?'}`).sort();
        }
      } finally {
        sqlite.close();
      }
      const generated = tablesOf(DB_TYPES_FILE, 'DB');
      expect(Object.keys(migrated).sort()).toEqual(Object.keys(generated).sort());
      for (const [table, columns] of Object.entries(generated)) {
        expect(migrated[table], `columns of ${table} in SQLite (nullable ones end in ?)`).toEqual(columns);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * Tables of a database interface, each as its sorted column names; a column that may hold NULL
 * ends in `?`. A column with a default reads `Generated<…>`; it counts as nullable only when the
 * type inside says so.
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
        const nullable = /\bnull\b/.test(type);
        return `${column.name.getText(source)}${nullable ? '?' : ''}`;
      })
      .sort();
  }
  return tables;
}
