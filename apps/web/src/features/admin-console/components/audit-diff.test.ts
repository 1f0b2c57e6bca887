import { describe, expect, it } from 'vitest';
import { auditDiff, classifyValue, isUtcInstant, keyUnion, sameValue } from './audit-diff';

/**
 * An audit entry's before and after as rows to compare (audit-diff.ts): every key of either side
 * once, the changed ones first, each value classified for how the console writes it.
 */

const keys = (rows: { key: string | null }[]) => rows.map((row) => row.key);

describe('the keys of two snapshots', () => {
  it('are each key once, in the before’s order and then the after’s new ones', () => {
    expect(keyUnion({ id: 1, status: 'open', note: null }, { status: 'approved', id: 1, reason: 'x' })).toEqual([
      'id',
      'status',
      'note',
      'reason',
    ]);
    expect(keyUnion({}, { b: 1, a: 2 })).toEqual(['b', 'a']);
  });
});

describe('whether a value changed', () => {
  it('compares deeply, whatever the order of an object’s keys', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });

  it('counts missing and null as the same, but not an empty text, a zero or false', () => {
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue(null, '')).toBe(false);
    expect(sameValue(null, 0)).toBe(false);
    expect(sameValue(undefined, false)).toBe(false);
    expect(sameValue(1, '1')).toBe(false);
  });
});

describe('a value’s kind', () => {
  it('knows an ISO-8601 instant in UTC from a date, a local time or other text', () => {
    expect(isUtcInstant('2026-11-28T15:00:00.000Z')).toBe(true);
    expect(isUtcInstant('2026-11-28T15:00:00Z')).toBe(true);
    expect(isUtcInstant('2026-11-28T15:00:00+00:00')).toBe(true);
    expect(isUtcInstant('2026-11-28')).toBe(false);
    expect(isUtcInstant('2026-11-28T08:00:00-07:00')).toBe(false);
    expect(isUtcInstant('2026-11-28T15:00')).toBe(false);
    expect(isUtcInstant('2026-13-45T15:00:00.000Z')).toBe(false);
    expect(isUtcInstant('Check-in at 2026-11-28T15:00:00.000Z')).toBe(false);
  });

  it('is empty, a yes/no, a number, an instant, a text or JSON', () => {
    expect(classifyValue(null)).toEqual({ kind: 'empty' });
    expect(classifyValue(undefined)).toEqual({ kind: 'empty' });
    expect(classifyValue(false)).toEqual({ kind: 'boolean', value: false });
    expect(classifyValue(0)).toEqual({ kind: 'number', value: 0 });
    expect(classifyValue('2026-11-28T15:00:00.000Z')).toEqual({ kind: 'instant', value: '2026-11-28T15:00:00.000Z' });
    expect(classifyValue('2026-11-28')).toEqual({ kind: 'text', value: '2026-11-28' });
    expect(classifyValue('')).toEqual({ kind: 'text', value: '' });
    expect(classifyValue([3, 1])).toEqual({ kind: 'json', value: '[3,1]' });
    expect(classifyValue({ reason: 'deactivated', sessions: 2 })).toEqual({
      kind: 'json',
      value: '{"reason":"deactivated","sessions":2}',
    });
  });
});

describe('the comparison of an entry', () => {
  it('puts the changed fields first, each group in the snapshots’ order', () => {
    const diff = auditDiff(
      { id: 7, work_date: '2026-11-27', check_in_at: '2026-11-27T15:00:00.000Z', check_out_at: null, note: 'x' },
      {
        id: 7,
        work_date: '2026-11-27',
        check_in_at: '2026-11-27T15:00:00.000Z',
        check_out_at: '2026-11-27T23:30:00.000Z',
        note: 'late',
        reason: 'Forgot to check out',
      },
    );
    if (diff.kind !== 'fields') throw new Error('expected fields');
    expect(keys(diff.changed)).toEqual(['check_out_at', 'note', 'reason']);
    expect(keys(diff.unchanged)).toEqual(['id', 'work_date', 'check_in_at']);
    expect(diff.changed[0]).toEqual({
      key: 'check_out_at',
      before: { kind: 'empty' },
      after: { kind: 'instant', value: '2026-11-27T23:30:00.000Z' },
      changed: true,
    });
    expect(diff.unchanged.every((row) => !row.changed)).toBe(true);
  });

  it('reads a create’s missing before as empty fields; a field empty on both sides has not changed', () => {
    const diff = auditDiff(null, { id: 3, name: 'Warehouse', notes: null });
    if (diff.kind !== 'fields') throw new Error('expected fields');
    expect(keys(diff.changed)).toEqual(['id', 'name']);
    expect(diff.changed.map((row) => row.before.kind)).toEqual(['empty', 'empty']);
    expect(keys(diff.unchanged)).toEqual(['notes']);
  });

  it('reads a delete’s missing after as empty fields', () => {
    const diff = auditDiff({ id: 3, active: true }, undefined);
    if (diff.kind !== 'fields') throw new Error('expected fields');
    expect(diff.changed.map((row) => [row.key, row.before, row.after])).toEqual([
      ['id', { kind: 'number', value: 3 }, { kind: 'empty' }],
      ['active', { kind: 'boolean', value: true }, { kind: 'empty' }],
    ]);
  });

  it('has nothing to compare when neither side was recorded', () => {
    expect(auditDiff(null, null)).toEqual({ kind: 'none' });
    expect(auditDiff(undefined, null)).toEqual({ kind: 'none' });
    expect(auditDiff({}, {})).toEqual({ kind: 'none' });
  });

  it('lists every field as unchanged when nothing changed', () => {
    const diff = auditDiff({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 });
    if (diff.kind !== 'fields') throw new Error('expected fields');
    expect(diff.changed).toEqual([]);
    expect(keys(diff.unchanged)).toEqual(['a', 'b']);
  });

  it('compares a snapshot that is not a record of fields as a whole', () => {
    const diff = auditDiff([1, 2], [1, 2, 3]);
    if (diff.kind !== 'fields') throw new Error('expected fields');
    expect(diff.changed).toEqual([
      { key: null, before: { kind: 'json', value: '[1,2]' }, after: { kind: 'json', value: '[1,2,3]' }, changed: true },
    ]);
  });
});
