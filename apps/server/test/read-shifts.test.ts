import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readShifts } from '../src/modules/payroll/payroll.repository.js';
import { createTestApp, createUser, dialects, type TestApp } from './helper.js';

/**
 * Which shifts a timecard or a workweek reads (payroll.repository.ts `readShifts`,
 * docs/payroll-rules.md "Workweek and overtime"): the window's own dates, and every earlier shift
 * still being worked when the window begins, a worker's own check-out having no upper limit. The
 * earlier shifts are found one way for a few people and another for many (migration 0026,
 * docs/performance.md "Shifts running into a window"); both must find the same shifts.
 */
describe.each(dialects())('the shifts read for a window on %s', (dialect) => {
  let t: TestApp;
  const people: number[] = [];
  /** Shift ids by name, of the first person. */
  const shift: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (let i = 0; i < 12; i++) people.push((await createUser(t)).id);
    const stamp = '2026-11-01T00:00:00.000Z';
    const add = async (userId: number, workDate: string, checkIn: string, checkOut: string | null) => {
      const row = await t.db
        .insertInto('work_days')
        .values({
          user_id: userId,
          work_date: workDate,
          check_in_at: checkIn,
          check_out_at: checkOut,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const [first = 0, ...others] = people;
    // The window is 2026-11-16 … 2026-11-22 (Phoenix, UTC−7).
    shift.before = await add(first, '2026-11-10', '2026-11-10T15:00:00.000Z', '2026-11-10T23:00:00.000Z');
    shift.overnight = await add(first, '2026-11-15', '2026-11-16T03:00:00.000Z', '2026-11-16T11:00:00.000Z');
    shift.long = await add(first, '2026-11-13', '2026-11-13T15:00:00.000Z', '2026-11-16T15:00:00.000Z');
    shift.inside = await add(first, '2026-11-17', '2026-11-17T15:00:00.000Z', '2026-11-17T23:00:00.000Z');
    shift.after = await add(first, '2026-11-23', '2026-11-23T15:00:00.000Z', '2026-11-23T23:00:00.000Z');
    await t.db
      .insertInto('work_day_pauses')
      .values({
        work_day_id: shift.long,
        paused_at: '2026-11-15T12:00:00.000Z',
        resumed_at: '2026-11-15T20:00:00.000Z',
        reason: 'Sleep',
        created_at: stamp,
      })
      .execute();
    for (const other of others) await add(other, '2026-11-18', '2026-11-18T15:00:00.000Z', '2026-11-18T23:00:00.000Z');
  });
  afterAll(async () => t.close());

  const expected = () => [shift.long, shift.overnight, shift.inside];

  it.each([
    ['one person', () => people.slice(0, 1)],
    ['a few people', () => people.slice(0, 3)],
    ['many people', () => people],
    ['everyone', () => null],
  ])(
    'for %s: the window’s shifts and the earlier ones still running, in check-in order, with their pauses',
    async (_, ids) => {
      const { shifts, pauses } = await readShifts(t.db, ids(), '2026-11-16', '2026-11-22');
      const own = shifts.filter((s) => s.user_id === people[0]).map((s) => s.id);
      expect(own).toEqual(expected());
      const others = shifts.filter((s) => s.user_id !== people[0]).length;
      expect(others).toBe(ids() === null ? people.length - 1 : (ids()?.length ?? 0) - 1);
      expect(pauses.map((p) => p.work_day_id)).toEqual([shift.long]);
      const instants = shifts.map((s) => new Date(s.check_in_at).getTime());
      expect(instants).toEqual([...instants].sort((a, b) => a - b));
    },
  );

  it('reads nothing for nobody', async () => {
    expect(await readShifts(t.db, [], '2026-11-16', '2026-11-22')).toEqual({ shifts: [], pauses: [] });
  });
});
