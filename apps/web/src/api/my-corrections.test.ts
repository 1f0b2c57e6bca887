import type { CorrectionRequest } from '@daybook/domain';
import { describe, expect, it } from 'vitest';
import { pendingRequestFor } from './my-corrections';

const request = (date: string, workDayId: number | null, status: CorrectionRequest['status']) =>
  ({ id: 1, date, work_day_id: workDayId, status }) as CorrectionRequest;

describe('pendingRequestFor (one pending request per date and shift)', () => {
  const mine = [request('2026-11-26', 51, 'pending'), request('2026-11-25', null, 'pending')];

  it('finds the pending request of that date and shift', () => {
    expect(pendingRequestFor(mine, '2026-11-26', 51)).toBe(mine[0]);
    expect(pendingRequestFor(mine, '2026-11-25', null)).toBe(mine[1]);
  });

  it('finds none for another shift, another date, a decided request, or a shift not known yet', () => {
    expect(pendingRequestFor(mine, '2026-11-26', 52)).toBeUndefined();
    expect(pendingRequestFor(mine, '2026-11-26', null)).toBeUndefined();
    expect(pendingRequestFor(mine, '2026-11-24', 51)).toBeUndefined();
    expect(pendingRequestFor([request('2026-11-26', 51, 'denied')], '2026-11-26', 51)).toBeUndefined();
    expect(pendingRequestFor(mine, '2026-11-26', undefined)).toBeUndefined();
    expect(pendingRequestFor(undefined, '2026-11-26', 51)).toBeUndefined();
  });
});
