// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import type { TodayWithClock } from '../api/workday';
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

const renderCard = () =>
  render(
    <TodaysStatusCard
      today={today}
      nowMs={Date.parse('2026-11-27T21:00:00Z')}
      dateText="11/27/2026"
      timeZone="America/Phoenix"
    />,
  );

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
