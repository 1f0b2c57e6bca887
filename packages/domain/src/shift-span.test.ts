import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  daysLaterIn,
  overnightProposal,
  pauseOutsideShift,
  proposedShiftTimes,
  shiftMinutes,
} from './shift-span.js';

const PHX = 'America/Phoenix';
const NY = 'America/New_York';

describe('daysLaterIn', () => {
  it('is 0 for a shift not checked out, or without a check-in', () => {
    expect(daysLaterIn('2026-11-27T05:00:00Z', null, PHX)).toBe(0);
    expect(daysLaterIn(null, '2026-11-27T13:00:00Z', PHX)).toBe(0);
  });

  it('counts the organisation’s calendar days, not UTC’s', () => {
    // 05:00 PM and 08:00 AM the next morning in Phoenix (UTC−7): the same UTC date
    expect(daysLaterIn('2026-11-27T00:00:00Z', '2026-11-27T15:00:00Z', PHX)).toBe(1);
    // 08:09 AM to 04:30 PM in Phoenix: the same day, though UTC has moved on
    expect(daysLaterIn('2026-11-26T15:09:00Z', '2026-11-26T23:30:00Z', PHX)).toBe(0);
    expect(daysLaterIn('2026-11-26T15:09:00Z', '2026-11-27T00:30:00Z', PHX)).toBe(0);
    // 10:09 AM to 12:30 AM in New York: after midnight there, not yet in Phoenix
    expect(daysLaterIn('2026-11-26T15:09:00Z', '2026-11-27T05:30:00Z', NY)).toBe(1);
    expect(daysLaterIn('2026-11-26T15:09:00Z', '2026-11-27T05:30:00Z', PHX)).toBe(0);
  });
  it('is 0 for a missing or invalid instant', () => {
    expect(daysLaterIn('nonsense', '2026-11-27T15:00:00Z', PHX)).toBe(0);
  });
  it('counts days across a month and a year', () => {
    expect(calendarDaysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(calendarDaysBetween('2026-11-26', '2026-11-28')).toBe(2);
  });
});

describe('shiftMinutes', () => {
  it('is the whole minutes between the two instants', () => {
    expect(shiftMinutes('2026-11-27T00:00:00Z', '2026-11-27T15:00:00Z')).toBe(900);
    expect(shiftMinutes(null, '2026-11-27T15:00:00Z')).toBe(0);
    expect(shiftMinutes('2026-11-27T15:00:00Z', '2026-11-27T14:00:00Z')).toBe(0);
  });
});

describe('overnightProposal', () => {
  it('makes a check-out before the check-in a shift ending the next day, as the server does', () => {
    expect(overnightProposal('2026-11-26', '17:00', '08:00', PHX)).toEqual({
      nextDay: true,
      minutes: 900,
      allowed: true,
    });
    expect(overnightProposal('2026-11-26', '22:00', '06:00', NY)).toEqual({
      nextDay: true,
      minutes: 480,
      allowed: true,
    });
  });
  it('says when the shift would be longer than 16 hours (refused)', () => {
    expect(overnightProposal('2026-11-26', '08:00', '07:00', PHX)).toEqual({
      nextDay: true,
      minutes: 1380,
      allowed: false,
    });
    // equal times: a whole day
    expect(overnightProposal('2026-11-26', '08:00', '08:00', PHX)?.allowed).toBe(false);
    expect(overnightProposal('2026-11-26', '16:00', '08:00', PHX)).toEqual({
      nextDay: true,
      minutes: 960,
      allowed: true,
    });
  });
  it('reads the zone’s clock across a change of time', () => {
    // 1 Nov 2026: New York falls back an hour at 02:00, so 22:00 to 06:00 lasts 9 hours
    expect(overnightProposal('2026-10-31', '22:00', '06:00', NY)?.minutes).toBe(9 * 60);
  });
  it('is null for a check-out after the check-in or a missing time', () => {
    expect(overnightProposal('2026-11-26', '08:00', '17:00', PHX)).toBeNull();
    expect(overnightProposal('2026-11-26', '', '08:00', PHX)).toBeNull();
    expect(overnightProposal('', '17:00', '08:00', PHX)).toBeNull();
  });
});

describe('pauseOutsideShift', () => {
  const shift = { checkIn: '2026-11-27T00:00:00Z', checkOut: '2026-11-27T15:00:00Z' };
  it('is true for a pause wholly before the check-in or after the check-out', () => {
    expect(pauseOutsideShift({ start: '2026-11-26T19:00:00Z', end: '2026-11-26T19:30:00Z' }, shift)).toBe(true);
    expect(pauseOutsideShift({ start: '2026-11-27T15:00:00Z', end: '2026-11-27T15:30:00Z' }, shift)).toBe(true);
  });
  it('is false for a pause inside or across an edge of the shift', () => {
    expect(pauseOutsideShift({ start: '2026-11-27T05:00:00Z', end: '2026-11-27T05:30:00Z' }, shift)).toBe(false);
    expect(pauseOutsideShift({ start: '2026-11-26T23:45:00Z', end: '2026-11-27T00:15:00Z' }, shift)).toBe(false);
    expect(pauseOutsideShift({ start: '2026-11-27T14:45:00Z', end: null }, shift)).toBe(false);
  });
  it('keeps an open shift’s later pauses and an open pause begun before the check-in', () => {
    const open = { checkIn: shift.checkIn, checkOut: null };
    expect(pauseOutsideShift({ start: '2026-11-28T05:00:00Z', end: null }, open)).toBe(false);
    expect(pauseOutsideShift({ start: '2026-11-26T23:00:00Z', end: null }, open)).toBe(false);
  });
});

describe('proposedShiftTimes', () => {
  const recorded = { checkIn: '2026-11-26T15:09:00Z', checkOut: null };
  it('takes a typed check-out on the date against the recorded check-in', () => {
    // 08:09 AM recorded, 04:05 PM typed in Phoenix (UTC−7)
    expect(proposedShiftTimes('2026-11-26', { checkIn: '', checkOut: '16:05' }, recorded, PHX)).toEqual({
      checkIn: new Date('2026-11-26T15:09:00Z'),
      checkOut: new Date('2026-11-26T23:05:00Z'),
    });
  });
  it('puts a check-out not after the check-in on the next day when that is at most 16 hours', () => {
    const shift = proposedShiftTimes('2026-11-26', { checkIn: '17:00', checkOut: '08:00' }, recorded, PHX);
    expect(shift.checkOut).toEqual(new Date('2026-11-27T15:00:00Z'));
    // 06:00 AM to 05:00 AM would be 23 hours across midnight: left on the date (the server refuses it)
    const tooLong = proposedShiftTimes('2026-11-26', { checkIn: '06:00', checkOut: '05:00' }, recorded, PHX);
    expect(tooLong.checkOut).toEqual(new Date('2026-11-26T12:00:00Z'));
  });
  it('keeps the recorded times where nothing is typed, and reads nothing from a bad date', () => {
    expect(proposedShiftTimes('2026-11-26', { checkIn: '', checkOut: '' }, recorded, PHX)).toEqual({
      checkIn: new Date('2026-11-26T15:09:00Z'),
      checkOut: null,
    });
    expect(proposedShiftTimes('', { checkIn: '09:00', checkOut: '10:00' }, recorded, PHX)).toEqual({
      checkIn: null,
      checkOut: null,
    });
  });
});
