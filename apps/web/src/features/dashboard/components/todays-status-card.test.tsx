// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { offlineAction } from '../../../lib/offline/offline-queue';
import { projectToday } from '../../../lib/offline/project-today';
import '../i18n';
import type { ShownToday, TodayWithClock } from '../api/workday';
import { TodaysStatusCard } from './todays-status-card';

/**
 * Today's Status writes its times as the reader's language does (docs/decisions/0020-spanish.md,
 * "Times of day"): the server's "07:00 AM" as it came in English, "07:00 a.m." in Spanish, the
 * day's shifts likewise, so that no Spanish screen mixes "PM" and "p.m.".
 */
const shift = (id: number, inAt: string, outAt: string | null, checkIn: string, checkOut: string | null) => ({
  id,
  check_in: checkIn,
  check_out: checkOut,
  check_in_at: inAt,
  check_out_at: outAt,
  worked_seconds: 3 * 3600,
});
// Phoenix is UTC−7: 07:00 AM to 10:00 AM, then 01:00 PM, still open
const morning = shift(1, '2026-11-27T14:00:00Z', '2026-11-27T17:00:00Z', '07:00 AM', '10:00 AM');
const afternoon = shift(2, '2026-11-27T20:00:00Z', null, '01:00 PM', null);
const today = {
  ...afternoon,
  date: '11/27/2026',
  paused: false,
  paused_at: null,
  paused_seconds: 0,
  shifts: [morning, afternoon],
  clockOffsetMs: 0,
} as unknown as TodayWithClock;

const renderCard = (shown: ShownToday | undefined = today, nowMs = Date.parse('2026-11-27T21:00:00Z')) =>
  render(<TodaysStatusCard today={shown} nowMs={nowMs} dateText="11/27/2026" timeZone="America/Phoenix" />);

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('Today’s Status', () => {
  it('keeps the product’s hh:mm AM in English', async () => {
    await loadLanguage('en');
    renderCard();
    expect(screen.getByTestId('today-check-in').textContent).toBe('01:00 PM');
    expect(screen.getAllByTestId('today-shift')[0]?.textContent).toMatch(/^07:00 AM to 10:00 AM · /);
  });

  it('writes es-US’s a.m./p.m. in Spanish', async () => {
    await loadLanguage('es');
    renderCard();
    expect(screen.getByTestId('today-check-in').textContent).toBe('01:00 p.m.');
    const shifts = screen.getAllByTestId('today-shift').map((item) => item.textContent);
    expect(shifts[0]).toMatch(/^De 07:00 a\.m\. a 10:00 a\.m\. · /);
    expect(shifts[1]).toMatch(/^De 01:00 p\.m\. a ahora · /);
  });
});

describe('Today’s Status with actions waiting on the device (docs/offline.md)', () => {
  // checked in at 07:00 AM online; offline, out at 11:00 AM and in again at 11:30 AM
  const open = {
    ...morning,
    work_date: '2026-11-27',
    check_out: null,
    check_out_at: null,
    worked_seconds: 0,
    paused: false,
    paused_at: null,
  };
  const server = {
    ...open,
    date: '11/27/2026',
    paused_seconds: 0,
    pause_reason: null,
    status: 'In Progress',
    shifts: [{ ...open, paused_seconds: 0, pause_reason: null, status: 'In Progress', pauses: [] }],
    clockOffsetMs: 0,
  } as unknown as TodayWithClock;
  const queued = (seq: number, kind: 'checkIn' | 'checkOut', at: string) => ({
    ...offlineAction('7', kind, 'POST', `/api/attendance/${kind}/`, {}, new Date(at), true),
    seq,
  });
  const shown = (waitingLabel: string) =>
    projectToday(
      server,
      [queued(1, 'checkOut', '2026-11-27T18:00:00Z'), queued(2, 'checkIn', '2026-11-27T18:30:00Z')],
      'America/Phoenix',
      waitingLabel,
    );
  const noon = Date.parse('2026-11-27T19:00:00Z');

  it('reads the shift checked out offline as closed with its hours, and counts it in the hours today', async () => {
    await loadLanguage('en');
    renderCard(shown('Waiting to sync'), noon);
    // 4 h in the morning, and half an hour since the check-in at 11:30 AM
    expect(screen.getByTestId('today-hours').textContent).toBe('4h 30m');
    expect(screen.getByTestId('today-check-in').textContent).toBe('Waiting to sync');
    expect(screen.getAllByTestId('today-shift').map((item) => item.textContent)).toEqual([
      '07:00 AM to 11:00 AM · 4h 0m worked · Waiting to sync',
      '11:30 AM to now · 0h 30m worked · Waiting to sync',
    ]);
  });

  it('says so in Spanish', async () => {
    await loadLanguage('es');
    renderCard(shown('Pendiente de sincronizar'), noon);
    expect(screen.getByTestId('today-hours').textContent).toBe('4h 30m');
    expect(screen.getAllByTestId('today-shift')[0]?.textContent).toBe(
      'De 07:00 a.m. a 11:00 a.m. · 4h 0m trabajadas · Pendiente de sincronizar',
    );
  });
});
