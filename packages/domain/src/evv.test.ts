import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifyVisit } from './evv.js';
import { LOCATION_CHECK_STATUSES } from './geo.js';

const base = {
  start: 'inside',
  end: 'inside',
  confirmationName: 'Ana Lopez',
  confirmationReason: null,
  changed: false,
} as const;

describe('verifyVisit', () => {
  it('both ends inside and confirmed by name: verified', () => {
    expect(verifyVisit(base)).toEqual({ status: 'verified', reasons: [] });
  });

  it('lists each failing element as a reason', () => {
    expect(verifyVisit({ ...base, start: 'outside', end: 'low_accuracy', confirmationName: null })).toEqual({
      status: 'exception',
      reasons: ['start_outside', 'end_low_accuracy', 'no_member_confirmation'],
    });
    expect(verifyVisit({ ...base, end: null, confirmationName: null, confirmationReason: 'refused' }).reasons).toEqual([
      'end_no_location',
      'member_refused',
    ]);
    expect(verifyVisit({ ...base, start: 'no_geofence', end: 'no_geofence' }).reasons).toEqual(['member_home_unknown']);
  });

  it('a visit changed after the fact is manual and keeps its reasons', () => {
    expect(verifyVisit({ ...base, start: 'outside', changed: true })).toEqual({
      status: 'manual',
      reasons: ['start_outside'],
    });
  });

  it('property: verified exactly when there is no reason and no change', () => {
    const status = fc.constantFrom(...LOCATION_CHECK_STATUSES, null);
    fc.assert(
      fc.property(
        status,
        status,
        fc.option(fc.string({ minLength: 1 })),
        fc.constantFrom('unable', 'refused', 'not_present', null),
        fc.boolean(),
        (start, end, confirmationName, confirmationReason, changed) => {
          const result = verifyVisit({ start, end, confirmationName, confirmationReason, changed });
          if (changed) expect(result.status).toBe('manual');
          else expect(result.status === 'verified').toBe(result.reasons.length === 0);
          const clean = start === 'inside' && end === 'inside' && !!confirmationName && !confirmationReason;
          expect(result.reasons.length === 0).toBe(clean);
        },
      ),
    );
  });
});
