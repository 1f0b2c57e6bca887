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

/**
 * Who owns each table a module writes (docs/ARCHITECTURE.md "Who writes which table"): the feature
 * whose repository inserts, updates and deletes its rows. Another feature may read or join the
 * table for a report, but a write goes through one of the owner's operations.
 */
const TABLE_OWNERS: Record<string, string> = {
  audit_log: 'audit',
  sessions: 'auth',
  refresh_tokens: 'auth',
  service_codes: 'billing',
  service_authorizations: 'billing',
  clients: 'care',
  goals: 'care',
  client_attendance: 'care',
  daily_progress: 'care',
  trials: 'care',
  correction_requests: 'corrections',
  work_day_corrections: 'corrections',
  member_visit_changes: 'evv',
  kiosk_devices: 'kiosk',
  kiosk_pins: 'kiosk',
  locations: 'location-trust',
  location_exceptions: 'location-trust',
  member_locations: 'location-trust',
  user_locations: 'location-trust',
  members: 'members',
  member_visits: 'members',
  departments: 'organisation',
  organisation: 'organisation',
  timecards: 'payroll',
  timecard_events: 'payroll',
  user_rates: 'payroll',
  pay_adjustments: 'payroll',
  record_signatures: 'signatures',
  record_addenda: 'signatures',
  users: 'users',
  user_settings: 'users',
  work_days: 'workday',
  work_day_pauses: 'workday',
};

/**
 * Writes whose target table is not a literal in the statement (a table chosen at run time), as
 * "file: the tables it may write"; the check takes these tables as written by the file.
 */
const DYNAMIC_WRITES: Record<string, string[]> = {
  'location-trust/location-trust.repository.ts': [
    // replaceAssignedLocations: a member's or an employee's assigned locations
    'member_locations',
    'user_locations',
  ],
};

/**
 * Writes to another feature's table still to be moved to the owner, as "writer -> table". Remove
 * an entry when its writes move (the check fails while an entry here is no longer needed).
 */
const FOREIGN_WRITES_ALLOWED: string[] = [];

/**
 * Pairs of features that import each other (a cycle between two feature folders), as "a <-> b"
 * with a before b. Each is still to be untangled (docs/ARCHITECTURE.md "The shape": a feature calls
 * another's operations, so the callee should not call back); the check fails on a new pair and on
 * an entry no longer needed. workday <-> corrections is gone: the admin's correction and the
 * work-day detail with its corrections are corrections' operations over workday's; so is
 * audit <-> signatures: a signed record's refusal is an AuditedRefusal (audit/audited-change.ts);
 * and location-trust <-> users: whether a user with assigned locations exists is a read in
 * location-trust's repository.
 */
const MUTUAL_IMPORTS_ALLOWED: string[] = [
  // audit's list reads the zone; organisation's writes are audited
  'audit <-> organisation',
  // passwords and session ends for user accounts; sign-in and registration find and insert users
  'auth <-> users',
  // attendance names its service code and adds its billing; the billing export names clients and locks one
  'billing <-> care',
  // a user with care records cannot be deleted; a client's provider must be an active user
  'care <-> users',
  // care refuses a change to a signed record and adds signatures; signing locks care's record
  'care <-> signatures',
  // a visit's location check and exceptions; a resolved exception re-verifies the visit
  'location-trust <-> members',
  // a user with member history cannot be deleted; a member's staff must be an active user
  'members <-> users',
  // a user's rate is recorded by payroll, and the console's user reads have payroll bring the
  // current rate up to the history first; payroll sets the current rate on the user
  'payroll <-> users',
];

/** Kysely writes and raw SQL writes (a `sql` template that starts with one) naming their table. */
const WRITE =
  /\.(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"]([a-z_]+)|\bsql(?:<[^>]*>)?`\s*(?:insert\s+into|delete\s+from|update)\s+"?([a-z_]+)/gi;
/** A write whose table is an expression (a variable, `sql.table(…)`). */
const DYNAMIC_WRITE = /\.(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*[^'"\s]|\bsql\.table\(/g;

/** The tables a file writes, found in its text. */
function writesOf(text: string): string[] {
  return [...text.matchAll(WRITE)].map((m) => (m[1] ?? m[2] ?? '').toLowerCase());
}

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

/** The pairs "a <-> b" (a before b) where a imports b and b imports a, sorted. */
function mutualPairs(edges: Set<string>): string[] {
  const pairs = new Set<string>();
  for (const edge of edges) {
    const [a = '', b = ''] = edge.split(' -> ');
    if (edges.has(`${b} -> ${a}`)) pairs.add(a < b ? `${a} <-> ${b}` : `${b} <-> ${a}`);
  }
  return [...pairs].sort();
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

  it('writes a table only from its owner’s module (others read it, and write through the owner’s operations)', () => {
    const foreign = new Set<string>();
    const unknown = new Set<string>();
    const undeclared: string[] = [];
    for (const file of files) {
      const tables = writesOf(file.text);
      if ([...file.text.matchAll(DYNAMIC_WRITE)].length > 0) {
        const declared = DYNAMIC_WRITES[file.rel];
        if (declared) tables.push(...declared);
        else undeclared.push(file.rel);
      }
      for (const table of tables) {
        const owner = TABLE_OWNERS[table];
        if (!owner) unknown.add(`${file.rel}: ${table}`);
        else if (owner !== file.module) foreign.add(`${file.module} -> ${table}`);
      }
    }
    expect({ unknown: [...unknown].sort(), undeclared }).toEqual({ unknown: [], undeclared: [] });
    expect([...foreign].sort()).toEqual([...FOREIGN_WRITES_ALLOWED].sort());
    // a declared dynamic write still exists in its file
    for (const rel of Object.keys(DYNAMIC_WRITES)) {
      const file = files.find((f) => f.rel === rel);
      expect(file && [...file.text.matchAll(DYNAMIC_WRITE)].length, rel).toBeGreaterThan(0);
    }
  });

  it('has no two features importing each other (modules/audit aside, only the pairs listed)', () => {
    const edges = new Set<string>();
    for (const file of files) {
      for (const target of importsOf(file)) {
        const owner = target.split('/')[0] ?? '';
        if (owner !== file.module) edges.add(`${file.module} -> ${owner}`);
      }
    }
    expect(mutualPairs(edges)).toEqual([...MUTUAL_IMPORTS_ALLOWED].sort());
    expect(edges.has('corrections -> workday') && !edges.has('workday -> corrections')).toBe(true);
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
    expect(writesOf("db.insertInto('work_days').values(v)")).toEqual(['work_days']);
    expect(writesOf("trx\n      .updateTable('users as u')\n      .set(x)")).toEqual(['users']);
    expect(writesOf("db.deleteFrom('goals').where('id', '=', 1)")).toEqual(['goals']);
    expect(writesOf("sql`update organisation set time_zone = 'UTC'`")).toEqual(['organisation']);
    expect(writesOf('sql`insert into trials (goal_id) values (1)`')).toEqual(['trials']);
    expect(writesOf("db.selectFrom('work_days').where('updated_at', '>', x)")).toEqual([]);
    expect(writesOf('// the conditional update claims the check-out')).toEqual([]);
    expect(writesOf("summary: 'Update organisation settings'")).toEqual([]);
    expect([...'db.deleteFrom(table).where(k, 1)'.matchAll(DYNAMIC_WRITE)]).toHaveLength(1);
    expect([...'const target = sql.table(name);'.matchAll(DYNAMIC_WRITE)]).toHaveLength(1);
    expect(mutualPairs(new Set(['workday -> corrections', 'corrections -> workday', 'care -> users']))).toEqual([
      'corrections <-> workday',
    ]);
  });
});
