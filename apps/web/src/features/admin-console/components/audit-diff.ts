/**
 * An audit entry's two snapshots (`before`, `after`: the record as it was and as it became, parsed
 * by GET /api/admin/audit-log, docs/decisions/0010-members-and-admin-console.md) as rows to compare,
 * one per key present in either: the fields whose value differs first, then the others, each in the
 * order the snapshots list them. A snapshot that is missing (a create's before, a delete's after)
 * reads as a record whose every field is empty; a field missing on one side and empty on the other
 * has not changed. The rendering is components/audit-changes.tsx.
 */

/** A value as the comparison shows it: what kind it is decides how it is written. */
export type AuditValue =
  | { kind: 'empty' }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'number'; value: number }
  /** a full ISO-8601 instant in UTC, shown on the organisation's clock */
  | { kind: 'instant'; value: string }
  | { kind: 'text'; value: string }
  /** an object or a list, as compact JSON */
  | { kind: 'json'; value: string };

export interface AuditDiffRow {
  /** The snapshots' key; null when a snapshot is a single value rather than a record of fields. */
  key: string | null;
  before: AuditValue;
  after: AuditValue;
  changed: boolean;
}

export type AuditDiff =
  /** neither snapshot has a field to show (a sign-in, a sign-out: both null) */
  { kind: 'none' } | { kind: 'fields'; changed: AuditDiffRow[]; unchanged: AuditDiffRow[] };

// the form the server writes (`Date.prototype.toISOString`), or with a +00:00 offset
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]00:?00)$/;

export function isUtcInstant(value: string): boolean {
  return UTC_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) => value === null || value === undefined;

/** JSON with each object's keys sorted, so that two records differing only in key order are the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isFields(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );
}

/** Whether two values are the same: deeply, whatever the order of keys; missing and null alike. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  return canonical(a) === canonical(b);
}

export function classifyValue(value: unknown): AuditValue {
  if (isEmpty(value)) return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (typeof value === 'number') return { kind: 'number', value };
  if (typeof value === 'string') return isUtcInstant(value) ? { kind: 'instant', value } : { kind: 'text', value };
  return { kind: 'json', value: JSON.stringify(value) ?? String(value) };
}

/** Every key of either snapshot, each once, in the order the before and then the after list them. */
export function keyUnion(before: Fields, after: Fields): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])];
}

function row(key: string | null, before: unknown, after: unknown): AuditDiffRow {
  return { key, before: classifyValue(before), after: classifyValue(after), changed: !sameValue(before, after) };
}

export function auditDiff(before: unknown, after: unknown): AuditDiff {
  if (isEmpty(before) && isEmpty(after)) return { kind: 'none' };
  let rows: AuditDiffRow[];
  if ((isEmpty(before) || isFields(before)) && (isEmpty(after) || isFields(after))) {
    const was = isFields(before) ? before : {};
    const is = isFields(after) ? after : {};
    rows = keyUnion(was, is).map((key) => row(key, was[key], is[key]));
  } else {
    // a list or a single value on one side: compared as a whole
    rows = [row(null, before, after)];
  }
  if (rows.length === 0) return { kind: 'none' };
  return { kind: 'fields', changed: rows.filter((r) => r.changed), unchanged: rows.filter((r) => !r.changed) };
}
