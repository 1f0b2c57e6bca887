// @vitest-environment jsdom
import type { CorrectionRequest, TimecardDetail } from '@daybook/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { DaysCard } from './days-card';

/**
 * A shift never checked out reads as Missing once its day is past and 16 hours have gone by
 * (docs/product-rules.md "Day status"): "no check-out" and that it counts no time until it is
 * corrected, not "Still open" beside a closed pause and zero hours. Today's open shift still reads
 * "Still open". The clock is injected.
 */
const signedIn = vi.hoisted(() => ({
  id: 99,
  requests: { isPending: false, data: [] } as {
    isPending: boolean;
    fetchStatus?: 'fetching' | 'paused' | 'idle';
    data?: CorrectionRequest[] | undefined;
  },
}));
vi.mock('../../../api/profile', () => ({ useProfile: () => ({ data: { id: signedIn.id } }) }));
vi.mock('../../../api/my-corrections', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/my-corrections')>()),
  useMyCorrections: () => signedIn.requests,
}));

const shift = (over: Partial<TimecardDetail['days'][number]['shifts'][number]>) => ({
  id: 1,
  check_in_at: '2026-11-26T15:09:00.000Z',
  check_out_at: null,
  recorded_offline: false,
  paused_seconds: 0,
  worked_seconds: 0,
  overtime_seconds: 0,
  pauses: [{ start_at: '2026-11-26T19:00:00.000Z', end_at: '2026-11-26T19:30:00.000Z', reason: 'Lunch break' }],
  ...over,
});
const day = (date: string, shifts: ReturnType<typeof shift>[]) => ({
  date,
  shifts,
  paused_seconds: 0,
  worked_seconds: 0,
  regular_seconds: 0,
  overtime_seconds: 0,
  rate_cents: 1800,
});
const card = {
  user: { id: 3, name: 'Ben', email: 'ben@daybook.test' },
  status: 'open',
  days: [
    day('2026-11-26', [shift({ id: 1 })]),
    day('2026-11-28', [shift({ id: 2, check_in_at: '2026-11-28T15:00:00.000Z', pauses: [] })]),
  ],
} as unknown as TimecardDetail;

const renderCard = (shown: TimecardDetail = card) =>
  render(
    <MemoryRouter>
      <DaysCard card={shown} timeZone="America/Phoenix" />
    </MemoryRouter>,
  );

// ben's day after the correction of walkthrough 37: 05:00 PM on the 26th to 08:00 AM on the 27th
// (Phoenix, UTC−7), with the lunch break of the 08:09 AM shift it replaced and a pause after midnight
const corrected = {
  ...card,
  days: [
    day('2026-11-26', [
      shift({
        id: 5,
        check_in_at: '2026-11-27T00:00:00.000Z',
        check_out_at: '2026-11-27T15:00:00.000Z',
        worked_seconds: 14.75 * 3600,
        paused_seconds: 900,
        pauses: [
          {
            start_at: '2026-11-26T19:00:00.000Z',
            end_at: '2026-11-26T19:30:00.000Z',
            reason: 'Lunch break',
            outside_shift: true,
          },
          {
            start_at: '2026-11-27T09:00:00.000Z',
            end_at: '2026-11-27T09:15:00.000Z',
            reason: 'Rest',
            outside_shift: false,
          },
        ],
      }),
    ]),
  ],
} as unknown as TimecardDetail;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T18:00:00.000Z')); // 11:00 in Phoenix
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  signedIn.id = 99;
  signedIn.requests = { isPending: false, data: [] };
  await loadLanguage('en');
});

describe('the timecard’s days', () => {
  it('says a past day without check-out is missing and counts nothing, and today’s open shift is still open', () => {
    renderCard();
    const [missing, open] = screen.getAllByTestId('timecard-shift');
    expect(missing?.dataset.missing).toBe('true');
    expect(missing?.textContent).toContain('8:09 AM, no check-out');
    expect(missing?.textContent).toContain('Missing check-out: this shift counts no time until it is corrected');
    expect(missing?.textContent).not.toContain('still open');
    expect(open?.dataset.missing).toBeUndefined();
    expect(open?.textContent).toMatch(/^\d{1,2}:\d{2} [AP]M to now, still open/);
    expect(open?.textContent).toContain('Worked 0.00\u00a0h · Paused 0.00\u00a0h');
  });

  it('says it in Spanish', async () => {
    await loadLanguage('es');
    renderCard();
    const [missing, open] = screen.getAllByTestId('timecard-shift');
    expect(missing?.textContent).toContain('Desde las 08:09 a.m., sin salida');
    expect(missing?.textContent).toContain('Falta la salida');
    // not "De 04:49 p. m. a Todavía abierto"
    expect(open?.textContent).toContain(', todavía abierto');
    expect(open?.textContent).not.toContain(' a Todavía');
  });

  it('marks a check-out on the next day, and a pause outside the corrected shift as not counted', () => {
    renderCard(corrected);
    const [only] = screen.getAllByTestId('timecard-shift');
    expect(only?.textContent).toContain('05:00 PM to 08:00 AM (+1 day)');
    const [lunch, rest] = screen.getAllByTestId('timecard-pause');
    expect(lunch?.textContent).toBe('Paused 12:00 PM to 12:30 PM (Lunch break) — outside the shift, not counted');
    expect(lunch?.dataset.outside).toBe('true');
    expect(rest?.textContent).toBe('Paused 02:00 AM (+1 day) to 02:15 AM (+1 day) (Rest)');
    expect(rest?.dataset.outside).toBeUndefined();
  });

  it('marks them in Spanish', async () => {
    await loadLanguage('es');
    renderCard(corrected);
    expect(screen.getAllByTestId('timecard-shift')[0]?.textContent).toContain('De 05:00 p.m. a 08:00 a.m. (+1 día)');
    expect(screen.getAllByTestId('timecard-pause')[0]?.textContent).toBe(
      'En pausa de 12:00 p.m. a 12:30 p.m. (Lunch break) — fuera del turno, no se cuenta',
    );
    expect(screen.getAllByTestId('timecard-pause')[1]?.textContent).toBe(
      'En pausa de 02:00 a.m. (+1 día) a 02:15 a.m. (+1 día) (Rest)',
    );
  });
});

// Carla's day of walkthrough 43: checked in at 05:30 AM today (Phoenix), paused at 05:41 for a
// break, not resumed; and a shift of the 26th never checked out, paused at 01:05 PM and left so
const pausedNow = {
  ...card,
  days: [
    day('2026-11-26', [
      shift({
        id: 1,
        pauses: [{ start_at: '2026-11-26T20:05:00.000Z', end_at: null, reason: 'Lunch' }],
      }),
    ]),
    // checked out: the check-out ended the pause (docs/payroll-rules.md)
    day('2026-11-27', [
      shift({
        id: 3,
        check_in_at: '2026-11-27T15:00:00.000Z',
        check_out_at: '2026-11-27T23:00:00.000Z',
        pauses: [{ start_at: '2026-11-27T22:30:00.000Z', end_at: null, reason: '' }],
      }),
    ]),
    day('2026-11-28', [
      shift({
        id: 2,
        check_in_at: '2026-11-28T12:30:00.000Z',
        pauses: [{ start_at: '2026-11-28T12:41:00.000Z', end_at: null, reason: 'Descanso' }],
      }),
    ]),
  ],
} as unknown as TimecardDetail;

describe('a pause not ended', () => {
  it('reads "Paused since" while its shift runs, never resumed on a missing one, and ends at a check-out', () => {
    renderCard(pausedNow);
    const [past, checkedOut, running] = screen.getAllByTestId('timecard-pause');
    expect(running?.textContent).toBe('Paused since 05:41 AM (Descanso)');
    expect(past?.textContent).toBe('Paused at 01:05 PM, never resumed (Lunch)');
    expect(checkedOut?.textContent).toBe('Paused 03:30 PM to 04:00 PM');
  });

  it('reads so in Spanish, with "la" at one o’clock', async () => {
    await loadLanguage('es');
    renderCard(pausedNow);
    const [past, , running] = screen.getAllByTestId('timecard-pause');
    // not "En pausa de 05:41 a.m. a Todavía abierto (Descanso)"
    expect(running?.textContent).toBe('En pausa desde las 05:41 a.m. (Descanso)');
    expect(past?.textContent).toBe('En pausa a la 01:05 p.m., sin reanudar (Lunch)');
  });
});

/**
 * A day or shift whose correction request is pending says so instead of offering another request
 * (the server takes one at a time, and the form would only say so and send nothing); the requests
 * are the ones the request form reads (api/my-corrections.ts).
 */
describe('the timecard’s days and pending correction requests', () => {
  const pendingFor = (date: string, workDayId: number | null, status: CorrectionRequest['status'] = 'pending') =>
    ({ id: workDayId ?? 0, date, work_day_id: workDayId, status }) as CorrectionRequest;
  // Ben's own card: the 26th (one shift, id 1), the 27th (two shifts, ids 3 and 4), the 28th (one shift, id 2)
  const own = {
    ...card,
    days: [
      card.days[0],
      day('2026-11-27', [
        shift({ id: 3, check_in_at: '2026-11-27T15:00:00.000Z', check_out_at: '2026-11-27T19:00:00.000Z', pauses: [] }),
        shift({ id: 4, check_in_at: '2026-11-27T20:00:00.000Z', check_out_at: '2026-11-27T23:00:00.000Z', pauses: [] }),
      ]),
      card.days[1],
    ],
  } as unknown as TimecardDetail;
  const rowOn = (date: string) => document.querySelector(`[data-testid="timecard-day"][data-date="${date}"]`);
  const within = (date: string, testId: string) =>
    Array.from(rowOn(date)?.querySelectorAll(`[data-testid="${testId}"]`) ?? []) as HTMLAnchorElement[];

  beforeEach(() => {
    signedIn.id = 3;
  });

  it('says a day with a pending request has one, linking to the requests, and offers the others a request', () => {
    signedIn.requests = {
      isPending: false,
      data: [pendingFor('2026-11-26', 1), pendingFor('2026-11-28', 2, 'denied'), pendingFor('2026-11-28', null)],
    };
    renderCard(own);
    const [requested] = within('2026-11-26', 'correction-requested');
    expect(requested?.textContent).toBe('Correction requested');
    expect(requested?.getAttribute('href')).toBe('/corrections');
    expect(requested?.getAttribute('aria-label')).toBe('Correction requested for this day: see my correction requests');
    expect(within('2026-11-26', 'request-correction')).toHaveLength(0);
    // a denied request, or one for a shift never punched, leaves the day's own shift open to a request
    expect(within('2026-11-28', 'correction-requested')).toHaveLength(0);
    const [offered] = within('2026-11-28', 'request-correction');
    expect(offered?.textContent).toBe('Request a correction');
    expect(offered?.getAttribute('href')).toBe('/corrections/new?date=2026-11-28');
  });

  it('says it of one shift of a split day and offers the other its own request', () => {
    signedIn.requests = { isPending: false, data: [pendingFor('2026-11-27', 4)] };
    renderCard(own);
    const [requested] = within('2026-11-27', 'correction-requested');
    expect(requested?.getAttribute('aria-label')).toBe(
      'Correction requested for the shift 01:00 PM to 04:00 PM: see my correction requests',
    );
    const [offered] = within('2026-11-27', 'request-shift-correction');
    expect(offered?.getAttribute('href')).toBe('/corrections/new?date=2026-11-27&work_day_id=3');
    expect(within('2026-11-27', 'request-shift-correction')).toHaveLength(1);
    const shifts = rowOn('2026-11-27')?.querySelectorAll('[data-testid="timecard-shift"]');
    expect(shifts?.[1]?.contains(requested ?? null)).toBe(true);
  });

  it('offers nothing until the requests are known, and the request when they cannot be read', () => {
    signedIn.requests = { isPending: true };
    renderCard(own);
    expect(screen.queryAllByTestId('request-correction')).toHaveLength(0);
    expect(screen.queryAllByTestId('correction-requested')).toHaveLength(0);
    cleanup();
    // a failed read: the form itself still says whether one is pending
    signedIn.requests = { isPending: false, data: undefined };
    renderCard(own);
    expect(screen.getAllByTestId('request-correction')).toHaveLength(2);
    expect(screen.queryAllByTestId('correction-requested')).toHaveLength(0);
    cleanup();
    // offline before they were ever read: the read waits for the network, and the link stays
    signedIn.requests = { isPending: true, fetchStatus: 'paused' };
    renderCard(own);
    expect(screen.getAllByTestId('request-correction')).toHaveLength(2);
  });

  it('says it in Spanish', async () => {
    await loadLanguage('es');
    signedIn.requests = { isPending: false, data: [pendingFor('2026-11-26', 1), pendingFor('2026-11-27', 4)] };
    renderCard(own);
    const [day, shiftOfSplit] = screen.getAllByTestId('correction-requested');
    expect(day?.textContent).toBe('Corrección solicitada');
    expect(day?.getAttribute('aria-label')).toBe(
      'Corrección solicitada para este día: ver mis solicitudes de corrección',
    );
    expect(shiftOfSplit?.getAttribute('aria-label')).toBe(
      'Corrección solicitada para el turno De 01:00 p.m. a 04:00 p.m.: ver mis solicitudes de corrección',
    );
  });
});
