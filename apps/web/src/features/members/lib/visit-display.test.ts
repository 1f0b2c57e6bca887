import { describe, expect, it } from 'vitest';
import { visitDisplay } from './visit-display';

describe('visitDisplay', () => {
  it('shows the API’s ISO date and the instants as MM/DD/YYYY and hh:mm AM in the organisation’s zone', () => {
    const visit = {
      date: '2026-11-20',
      check_in_at: '2026-11-20T20:43:00.000Z',
      check_out_at: '2026-11-21T06:50:00.000Z',
    };
    expect(visitDisplay(visit, 'America/Phoenix', 'en-US')).toEqual({
      date: '11/20/2026',
      checkIn: '01:43 PM',
      checkOut: '11:50 PM',
    });
  });

  it('names the month in Spanish, where 11/05 reads as 11 May', () => {
    const visit = { date: '2026-11-05', check_in_at: '2026-11-05T15:00:00.000Z', check_out_at: null };
    expect(visitDisplay(visit, 'America/Phoenix', 'es-US').date).toBe('5 nov 2026');
  });

  it('writes Spanish’s time of day, "08:00 a.m."', () => {
    const visit = { date: '2026-11-20', check_in_at: '2026-11-20T15:00:00.000Z', check_out_at: '2026-11-21T02:04:00Z' };
    expect(visitDisplay(visit, 'America/Phoenix', 'es-US')).toMatchObject({
      checkIn: '08:00 a.m.',
      checkOut: '07:04 p.m.',
    });
  });

  it('has no check-out time while the member is checked in', () => {
    const visit = { date: '2026-11-20', check_in_at: '2026-11-20T07:05:00.000Z', check_out_at: null };
    expect(visitDisplay(visit, 'America/Phoenix', 'en-US')).toEqual({
      date: '11/20/2026',
      checkIn: '12:05 AM',
      checkOut: null,
    });
  });
});
