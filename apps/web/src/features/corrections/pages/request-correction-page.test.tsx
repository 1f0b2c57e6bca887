// @vitest-environment jsdom
import { type CorrectionRequest, earliestRecordDate, localDateOf } from '@daybook/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testToaster, withToaster } from '../../../components/testing/toaster';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage } from '../../../lib/i18n';
import RequestCorrectionPage from './request-correction-page';

/**
 * A correction of a day whose pay period is approved is refused by the server (timecard_locked):
 * the form says so as soon as that date is chosen and sends nothing.
 */
let locked = false;
interface ShiftOn {
  id: number;
  check_in: string;
  check_out: string | null;
  check_in_at: string;
  check_out_at: string | null;
  status?: 'Completed' | 'In Progress' | 'Missing';
  pauses?: { paused_at: string; resumed_at: string | null }[];
}
let shiftsOn: ShiftOn[] = [];
let mine: CorrectionRequest[] = [];
const mutateAsync = vi.fn();
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../../../api/my-corrections', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/my-corrections')>()),
  useMyCorrections: () => ({ data: mine }),
}));
vi.mock('../api/corrections', () => ({
  useShiftsOn: () => ({ data: shiftsOn }),
  usePeriodLocked: () => ({ data: locked }),
  useRequestCorrection: () => ({ mutateAsync, isPending: false }),
}));

const toaster = testToaster();
const renderAt = (date: string) =>
  render(
    withToaster(
      <MemoryRouter initialEntries={[`/corrections/new?date=${date}`]}>
        <RequestCorrectionPage />
      </MemoryRouter>,
      toaster,
    ),
  );

const online = vi.spyOn(navigator, 'onLine', 'get');

afterEach(async () => {
  cleanup();
  shiftsOn = [];
  mine = [];
  online.mockReturnValue(true);
  mutateAsync.mockReset();
  await loadLanguage('en');
});

describe('RequestCorrectionPage', () => {
  it('says a date of an approved period is locked and does not offer to send', async () => {
    await loadLanguage('en');
    locked = true;
    renderAt('2026-11-10');
    expect(screen.getByTestId('correction-period-locked').textContent).toBe(
      'This pay period’s timecard is approved and locked. An administrator must reopen it first.',
    );
    expect(screen.getByTestId('send-correction').hasAttribute('disabled')).toBe(true);
  });

  it('says it in Spanish', async () => {
    await loadLanguage('es');
    locked = true;
    renderAt('2026-11-10');
    expect(screen.getByTestId('correction-period-locked').textContent).toMatch(/aprobada y bloqueada/);
  });

  it('offers to send a date of a period not approved', async () => {
    await loadLanguage('en');
    locked = false;
    renderAt('2026-11-10');
    expect(screen.queryByTestId('correction-period-locked')).toBeNull();
    expect(screen.getByTestId('send-correction').hasAttribute('disabled')).toBe(false);
  });

  it('offers dates of the last year only, as the server takes them', async () => {
    await loadLanguage('en');
    locked = false;
    const today = localDateOf(new Date(), 'America/Phoenix');
    // a link to a day more than a year back starts on today instead
    renderAt('1999-01-04');
    const field = screen.getByLabelText('Date', { exact: false }) as HTMLInputElement;
    expect(field.min).toBe(earliestRecordDate(today));
    expect(field.max).toBe(today);
    expect(field.value).toBe(today);
  });

  const times = (checkIn: string, checkOut: string) => {
    fireEvent.change(screen.getByLabelText('Check-in time', { exact: false }), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText(/Check-out time|Hora de salida/), { target: { value: checkOut } });
  };

  it('says at once that a check-out before the check-in ends the next day, with the shift’s length', async () => {
    await loadLanguage('en');
    locked = false;
    renderAt('2026-11-26');
    times('08:00', '17:00');
    expect(screen.queryByTestId('correction-overnight')).toBeNull();
    times('17:00', '08:00');
    const notice = screen.getByTestId('correction-overnight');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe(
      'The check-out is earlier than the check-in, so this shift ends the next day: 15h 0m. Check the times before you send.',
    );
    // it warns, it does not stop the request
    expect(screen.getByTestId('send-correction').hasAttribute('disabled')).toBe(false);
  });

  it('says a shift across midnight longer than 16 hours would be refused', async () => {
    await loadLanguage('en');
    locked = false;
    renderAt('2026-11-26');
    times('08:00', '07:30');
    expect(screen.getByTestId('correction-overnight').textContent).toMatch(
      /after 23h 30m\. A shift across midnight can last at most 16 hours: this request would be refused/,
    );
    times('09:00', '09:00');
    expect(screen.getByTestId('correction-overnight').textContent).toMatch(/after 24h 0m/);
  });

  it('says the next day in Spanish', async () => {
    await loadLanguage('es');
    locked = false;
    renderAt('2026-11-26');
    fireEvent.change(screen.getByLabelText(/Hora de entrada/), { target: { value: '17:00' } });
    fireEvent.change(screen.getByLabelText(/Hora de salida/), { target: { value: '08:00' } });
    expect(screen.getByTestId('correction-overnight').textContent).toBe(
      'La hora de salida es anterior a la de entrada, así que este turno termina al día siguiente: 15h 0m. Revise las horas antes de enviar.',
    );
  });

  it('reads a check-out typed alone against the shift’s recorded check-in, as the server does', async () => {
    await loadLanguage('en');
    locked = false;
    // checked in at 10:00 PM on the 26th in Phoenix, never checked out
    shiftsOn = [
      { id: 41, check_in: '10:00 PM', check_out: null, check_in_at: '2026-11-27T05:00:00.000Z', check_out_at: null },
    ];
    renderAt('2026-11-26');
    fireEvent.change(screen.getByLabelText(/Check-out time/), { target: { value: '06:00' } });
    expect(screen.getByTestId('correction-overnight').textContent).toBe(
      'The check-out is earlier than the check-in, so this shift ends the next day: 8h 0m. Check the times before you send.',
    );
    // a check-in typed is the one read
    fireEvent.change(screen.getByLabelText('Check-in time', { exact: false }), { target: { value: '05:00' } });
    expect(screen.queryByTestId('correction-overnight')).toBeNull();
  });

  // 08:09 AM on the 26th in Phoenix (UTC−7), a lunch pause 12:00–12:30 PM, no check-out
  const forgotten: ShiftOn = {
    id: 51,
    check_in: '08:09 AM',
    check_out: null,
    check_in_at: '2026-11-26T15:09:00.000Z',
    check_out_at: null,
    status: 'Missing',
    pauses: [{ paused_at: '2026-11-26T19:00:00.000Z', resumed_at: '2026-11-26T19:30:00.000Z' }],
  };

  it('shows the proposed shift’s length and the time worked after its pauses', async () => {
    await loadLanguage('en');
    locked = false;
    shiftsOn = [forgotten];
    renderAt('2026-11-26');
    expect(screen.queryByTestId('correction-proposed-length')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Check-out time/), { target: { value: '16:05' } });
    expect(screen.getByTestId('correction-proposed-length').textContent).toBe(
      'Shift length: 7h 56m (7h 26m worked, 0h 30m paused)',
    );
    // a check-in typed after the pause leaves it out
    fireEvent.change(screen.getByLabelText('Check-in time', { exact: false }), { target: { value: '13:00' } });
    expect(screen.getByTestId('correction-proposed-length').textContent).toBe('Shift length: 3h 5m');
  });

  it('words a shift without a check-out in the picker as the timecard does', async () => {
    await loadLanguage('en');
    locked = false;
    const running: ShiftOn = {
      id: 52,
      check_in: '01:00 PM',
      check_out: null,
      check_in_at: '2026-11-26T20:00:00.000Z',
      check_out_at: null,
      status: 'In Progress',
    };
    const closed: ShiftOn = {
      id: 50,
      check_in: '06:00 AM',
      check_out: '07:00 AM',
      check_in_at: '2026-11-26T13:00:00.000Z',
      check_out_at: '2026-11-26T14:00:00.000Z',
      status: 'Completed',
    };
    shiftsOn = [closed, forgotten, running];
    renderAt('2026-11-26');
    const options = () =>
      [...screen.getByTestId('correction-shift').querySelectorAll('option')].map((o) => o.textContent);
    expect(options()).toEqual([
      'Choose a shift',
      '06:00 AM to 07:00 AM',
      '08:09 AM, no check-out',
      '01:00 PM to now, still open',
      'A shift I did not check in for',
    ]);
    cleanup();
    await loadLanguage('es');
    renderAt('2026-11-26');
    // Spanish's time of day, and "la" before one o'clock (lib/i18n/time-context.ts)
    expect(options()).toContain('Desde la 01:00 p.m., todavía abierto');
    expect(options()).toContain('Desde las 08:09 a.m., sin salida');
    expect(options()).toContain('De 06:00 a.m. a 07:00 a.m.');
    expect(options().join(' ')).not.toMatch(/AM|PM/);
  });

  /** Types a check-out and a reason, and sends the form. */
  const fillAndSend = async () => {
    fireEvent.change(screen.getByLabelText(/Check-out time|Hora de salida/), { target: { value: '16:05' } });
    fireEvent.change(screen.getByLabelText(/Reason|Motivo/), { target: { value: 'Forgot to check out' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('send-correction'));
    });
  };

  it('offline, sends nothing and says so at once, keeping what was typed and the button ready', async () => {
    await loadLanguage('en');
    locked = false;
    online.mockReturnValue(false);
    renderAt('2026-11-26');
    await fillAndSend();
    const banner = await screen.findByTestId('error-banner');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toBe(
      'You are offline, so your request was not sent. What you typed is still here: send it again when you have a signal.',
    );
    expect(mutateAsync).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/Reason/) as HTMLTextAreaElement).value).toBe('Forgot to check out');
    expect((screen.getByLabelText(/Check-out time/) as HTMLInputElement).value).toBe('16:05');
    const button = screen.getByTestId('send-correction');
    expect(button.textContent).toBe('Send request');
    expect(button.hasAttribute('disabled')).toBe(false);
    // with a signal again, the same form sends it
    online.mockReturnValue(true);
    mutateAsync.mockResolvedValue({});
    await act(async () => {
      fireEvent.click(button);
    });
    expect(mutateAsync).toHaveBeenCalledWith(
      expect.objectContaining({ date: '2026-11-26', check_out: '16:05', reason: 'Forgot to check out' }),
    );
  });

  it('says it in Spanish, and the same when the connection drops while sending', async () => {
    await loadLanguage('es');
    locked = false;
    mutateAsync.mockImplementation(async () => {
      online.mockReturnValue(false);
      throw new ApiError(0, null);
    });
    renderAt('2026-11-26');
    await fillAndSend();
    expect((await screen.findByTestId('error-banner')).textContent).toBe(
      'No tiene conexión, así que su solicitud no se envió. Lo que escribió sigue aquí: envíela de nuevo cuando tenga señal.',
    );
  });

  it('keeps the server’s “no response” for a failed send while the browser says it is online', async () => {
    await loadLanguage('en');
    locked = false;
    mutateAsync.mockRejectedValue(new ApiError(0, null));
    renderAt('2026-11-26');
    await fillAndSend();
    expect((await screen.findByTestId('error-banner')).textContent).toBe(
      'No response from the server. Check your connection and try again.',
    );
  });

  /** One of the caller's requests, as GET /api/attendance/corrections/ lists it. */
  const requested = (
    date: string,
    workDayId: number | null,
    status: CorrectionRequest['status'] = 'pending',
  ): CorrectionRequest => ({
    id: 90,
    user: { id: 7, name: 'Ben Carter', email: 'ben@daybook.test' },
    date,
    work_day_id: workDayId,
    check_in: null,
    check_out: '04:05 PM',
    check_in_at: null,
    check_out_at: `${date}T23:05:00.000Z`,
    current_check_in_at: null,
    current_check_out_at: null,
    reason: 'forgot to check out',
    status,
    note: null,
    created_at: '2026-11-27T20:00:00.000Z',
    decided_at: null,
    decided_by: null,
  });

  it('says a day with a pending request is pending and does not offer a second request', async () => {
    await loadLanguage('en');
    locked = false;
    shiftsOn = [forgotten];
    mine = [requested('2026-11-26', 51)];
    renderAt('2026-11-26');
    const notice = screen.getByTestId('correction-pending');
    expect(notice.textContent).toBe(
      'A correction request for this day is already pending. Wait for your manager’s decision before you ask again. See my correction requests',
    );
    expect(screen.getByRole('link', { name: 'See my correction requests' }).getAttribute('href')).toBe('/corrections');
    expect(screen.getByTestId('send-correction').hasAttribute('disabled')).toBe(true);
    // another date is free
    fireEvent.change(screen.getByLabelText('Date', { exact: false }), { target: { value: '2026-11-25' } });
    expect(screen.queryByTestId('correction-pending')).toBeNull();
    expect(screen.getByTestId('send-correction').hasAttribute('disabled')).toBe(false);
  });

  it('says it in Spanish, and a day never punched with a pending request too', async () => {
    await loadLanguage('es');
    locked = false;
    mine = [requested('2026-11-26', null)];
    renderAt('2026-11-26');
    expect(screen.getByTestId('correction-pending').textContent).toMatch(
      /^Ya hay una solicitud de corrección pendiente para este día\. Espere la decisión de su gerente antes de enviar otra\./,
    );
  });

  it('does not count a decided request, or another shift’s pending one', async () => {
    await loadLanguage('en');
    locked = false;
    shiftsOn = [forgotten];
    mine = [requested('2026-11-26', 51, 'denied'), { ...requested('2026-11-26', 77), id: 91 }];
    renderAt('2026-11-26');
    expect(screen.queryByTestId('correction-pending')).toBeNull();
    expect(screen.getByTestId('send-correction').hasAttribute('disabled')).toBe(false);
  });

  it('marks the shifts of a day of several that have a pending request, and stops at the one chosen', async () => {
    await loadLanguage('en');
    locked = false;
    const closed: ShiftOn = {
      id: 50,
      check_in: '06:00 AM',
      check_out: '07:00 AM',
      check_in_at: '2026-11-26T13:00:00.000Z',
      check_out_at: '2026-11-26T14:00:00.000Z',
      status: 'Completed',
    };
    shiftsOn = [closed, forgotten];
    mine = [requested('2026-11-26', 51)];
    renderAt('2026-11-26');
    const picker = screen.getByTestId('correction-shift');
    expect([...picker.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose a shift',
      '06:00 AM to 07:00 AM',
      '08:09 AM, no check-out (request pending)',
      'A shift I did not check in for',
    ]);
    // none chosen yet: not known, nothing said
    expect(screen.queryByTestId('correction-pending')).toBeNull();
    const select = picker.querySelector('select') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '51' } });
    expect(screen.getByTestId('correction-pending')).toBeTruthy();
    expect(screen.getByTestId('send-correction').hasAttribute('disabled')).toBe(true);
    fireEvent.change(select, { target: { value: '50' } });
    expect(screen.queryByTestId('correction-pending')).toBeNull();
    expect(screen.getByTestId('send-correction').hasAttribute('disabled')).toBe(false);
  });
});
