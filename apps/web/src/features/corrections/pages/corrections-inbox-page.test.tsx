// @vitest-environment jsdom
import type { CorrectionRequest } from '@daybook/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testToaster, withToaster } from '../../../components/testing/toaster';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage } from '../../../lib/i18n';
import CorrectionsInboxPage from './corrections-inbox-page';

/**
 * A correction whose check-out is before its check-in makes a shift across midnight (docs/payroll-rules.md):
 * the inbox card marks the next-day time and the shift's length, and approving it asks first.
 */
const mutateAsync = vi.fn();
let requests: CorrectionRequest[] = [];
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../../../api/profile', () => ({ useProfile: () => ({ data: { id: 1, role: 'manager' } }) }));
vi.mock('../api/corrections', () => ({
  useCorrectionInbox: () => ({ data: requests, isPending: false, isError: false }),
  useDecideCorrection: () => ({ mutateAsync, isPending: false }),
}));

// Phoenix is UTC−7 all year
const request = (id: number, checkIn: string, checkOut: string): CorrectionRequest => ({
  id,
  user: { id: 7, name: 'Ben Carter', email: 'ben@daybook.test' },
  date: '2026-11-26',
  work_day_id: 40 + id,
  check_in: null,
  check_out: null,
  check_in_at: checkIn,
  check_out_at: checkOut,
  current_check_in_at: '2026-11-26T15:09:00.000Z',
  current_check_out_at: null,
  reason: 'forgot to check out',
  status: 'pending',
  note: null,
  created_at: '2026-11-28T20:00:00.000Z',
  decided_at: null,
  decided_by: null,
});
// 05:00 PM on the 26th to 08:00 AM on the 27th
const overnight = request(1, '2026-11-27T00:00:00.000Z', '2026-11-27T15:00:00.000Z');
// 08:00 AM to 04:30 PM
const ordinary = request(2, '2026-11-26T15:00:00.000Z', '2026-11-26T23:30:00.000Z');
// 06:00 AM to 07:00 PM, the same day but 13 hours
const long = request(3, '2026-11-26T13:00:00.000Z', '2026-11-27T02:00:00.000Z');

const toaster = testToaster();
const renderInbox = () => render(withToaster(<CorrectionsInboxPage />, toaster));
const card = (index: number) => screen.getAllByTestId('correction-card')[index] as HTMLElement;

beforeEach(() => {
  toaster.success.mockReset();
  mutateAsync.mockReset();
  mutateAsync.mockResolvedValue({});
});
afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('CorrectionsInboxPage', () => {
  it('marks a proposed check-out on the next day and shows the shift’s length', async () => {
    await loadLanguage('en');
    requests = [overnight, ordinary];
    renderInbox();
    expect(within(card(0)).getByTestId('correction-proposed').textContent).toBe(
      'Proposed: in 05:00 PM, out 08:00 AM (+1 day)',
    );
    expect(within(card(0)).getByTestId('correction-length').textContent).toBe('Shift length: 15h 0m');
    expect(within(card(1)).getByTestId('correction-proposed').textContent).toBe('Proposed: in 08:00 AM, out 04:30 PM');
    expect(within(card(1)).getByTestId('correction-length').textContent).toBe('Shift length: 8h 30m');
  });

  it('shows the time worked once the shift’s pauses are taken off, as the server counts it', async () => {
    await loadLanguage('en');
    // 08:09 AM recorded, 04:05 PM proposed, with a 30-minute lunch pause recorded
    const paused: CorrectionRequest = {
      ...request(4, '2026-11-26T15:09:00.000Z', '2026-11-26T23:05:00.000Z'),
      proposed_worked_seconds: (7 * 60 + 26) * 60,
      proposed_paused_seconds: 30 * 60,
    };
    requests = [paused, { ...ordinary, proposed_worked_seconds: 8.5 * 3600, proposed_paused_seconds: 0 }];
    renderInbox();
    expect(within(card(0)).getByTestId('correction-length').textContent).toBe(
      'Shift length: 7h 56m (7h 26m worked, 0h 30m paused)',
    );
    // no pauses: the length is the time worked
    expect(within(card(1)).getByTestId('correction-length').textContent).toBe('Shift length: 8h 30m');
    cleanup();
    await loadLanguage('es');
    requests = [paused];
    renderInbox();
    expect(within(card(0)).getByTestId('correction-length').textContent).toBe(
      'Duración del turno: 7h 56m (7h 26m trabajadas, 0h 30m en pausa)',
    );
  });

  it('asks before approving a shift across midnight, stating its length, and approves once confirmed', async () => {
    await loadLanguage('en');
    requests = [overnight];
    renderInbox();
    fireEvent.click(within(card(0)).getByTestId('approve-correction'));
    expect(mutateAsync).not.toHaveBeenCalled();
    const dialog = await screen.findByTestId('confirm-correction');
    expect(dialog.textContent).toContain(
      'This correction makes a shift of 15h 0m that ends the next day, at 08:00 AM (+1 day). Approve it?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mutateAsync).not.toHaveBeenCalled();
    fireEvent.click(within(card(0)).getByTestId('approve-correction'));
    fireEvent.click(within(await screen.findByTestId('confirm-correction')).getByRole('button', { name: 'Approve' }));
    expect(mutateAsync).toHaveBeenCalledWith({ id: 1, action: 'approve' });
  });

  it('asks before approving a shift longer than 12 hours; an ordinary one is approved at once', async () => {
    await loadLanguage('en');
    requests = [long, ordinary];
    renderInbox();
    fireEvent.click(within(card(0)).getByTestId('approve-correction'));
    expect((await screen.findByTestId('confirm-correction')).textContent).toContain(
      'This correction makes a shift of 13h 0m, longer than 12 hours. Approve it?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(card(1)).getByTestId('approve-correction'));
    expect(mutateAsync).toHaveBeenCalledWith({ id: 2, action: 'approve' });
  });

  it('says it in Spanish', async () => {
    await loadLanguage('es');
    requests = [overnight];
    renderInbox();
    expect(within(card(0)).getByTestId('correction-proposed').textContent).toBe(
      'Propuesta: entrada 05:00 p.m., salida 08:00 a.m. (+1 día)',
    );
    expect(within(card(0)).getByTestId('correction-length').textContent).toBe('Duración del turno: 15h 0m');
    fireEvent.click(within(card(0)).getByTestId('approve-correction'));
    expect((await screen.findByTestId('confirm-correction')).textContent).toContain(
      'Esta corrección crea un turno de 15h 0m que termina al día siguiente, a las 08:00 a.m. (+1 día). ¿Aprobarlo?',
    );
  });

  it('says "a la" before a check-out at one o’clock in Spanish, "a las" otherwise', async () => {
    await loadLanguage('es');
    // 05:00 PM on the 26th to 01:30 AM on the 27th
    requests = [request(4, '2026-11-27T00:00:00.000Z', '2026-11-27T08:30:00.000Z')];
    renderInbox();
    fireEvent.click(within(card(0)).getByTestId('approve-correction'));
    expect((await screen.findByTestId('confirm-correction')).textContent).toContain(
      'Esta corrección crea un turno de 8h 30m que termina al día siguiente, a la 01:30 a.m. (+1 día). ¿Aprobarlo?',
    );
  });

  // The mock's isPending stays false, as the mutation's own pending state is a render late on a
  // phone's double tap: the page itself must hold back the second tap.
  it('sends one approval when Approve is double-tapped before the answer', async () => {
    await loadLanguage('en');
    requests = [ordinary];
    let answer: (value: unknown) => void = () => undefined;
    mutateAsync.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderInbox();
    const approve = within(card(0)).getByTestId('approve-correction') as HTMLButtonElement;
    fireEvent.click(approve);
    fireEvent.click(approve);
    expect(mutateAsync).toHaveBeenCalledTimes(1);
    expect(approve.disabled).toBe(true);
    expect((within(card(0)).getByTestId('deny-correction') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({}));
    expect(toaster.success).toHaveBeenCalledWith('The correction was approved and applied.');
    expect(approve.disabled).toBe(false);
  });

  it('sends one denial when the deny dialog’s confirm is double-tapped before the answer', async () => {
    await loadLanguage('en');
    requests = [ordinary];
    let answer: (value: unknown) => void = () => undefined;
    mutateAsync.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderInbox();
    fireEvent.click(within(card(0)).getByTestId('deny-correction'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'not what happened' } });
    const confirm = within(dialog).getByTestId('confirm-deny') as HTMLButtonElement;
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    // both submits' form checks are asynchronous
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(mutateAsync).toHaveBeenCalledTimes(1);
    expect(mutateAsync).toHaveBeenCalledWith({ id: 2, action: 'deny', note: 'not what happened' });
    expect(confirm.disabled).toBe(true);
    await act(async () => answer({}));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toaster.success).toHaveBeenCalledTimes(1);
    expect(toaster.success).toHaveBeenCalledWith('The correction was denied.');
  });

  it('drops a refused decision’s banner on another filter and on a later success', async () => {
    await loadLanguage('en');
    requests = [ordinary, long];
    const alreadyDecided = 'This correction request has already been decided.';
    mutateAsync.mockRejectedValueOnce(new ApiError(409, alreadyDecided, {}, 'correction_request_not_pending'));
    renderInbox();
    fireEvent.click(within(card(0)).getByTestId('approve-correction'));
    expect(await screen.findByText(alreadyDecided)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.queryByText(alreadyDecided)).toBeNull();

    mutateAsync.mockRejectedValueOnce(new ApiError(409, alreadyDecided, {}, 'correction_request_not_pending'));
    fireEvent.click(within(card(0)).getByTestId('approve-correction'));
    expect(await screen.findByText(alreadyDecided)).toBeTruthy();
    fireEvent.click(within(card(1)).getByTestId('deny-correction'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'too long' } });
    fireEvent.click(within(dialog).getByTestId('confirm-deny'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(alreadyDecided)).toBeNull();
  });

  it('says, in the manager’s language, that a request is outdated when its shift was corrected since', async () => {
    await loadLanguage('es');
    requests = [ordinary];
    const outdated =
      'This shift was corrected after the request was made. Deny the request; the employee can ask again.';
    mutateAsync.mockRejectedValueOnce(new ApiError(409, outdated, {}, 'correction_request_outdated'));
    renderInbox();
    fireEvent.click(within(card(0)).getByTestId('approve-correction'));
    expect(
      await screen.findByText(
        'Este turno se corrigió después de hacer la solicitud. Rechace la solicitud; el empleado puede pedirla de nuevo.',
      ),
    ).toBeTruthy();
    expect(toaster.success).not.toHaveBeenCalled();
    await loadLanguage('en');
  });

  it('shows on a decided card what the shift was before and when it was decided, in both languages', async () => {
    await loadLanguage('en');
    // Phoenix: 07:57 AM to 04:03 PM recorded; out 04:30 PM approved on the 28th at 04:34 PM
    const decided = {
      status: 'approved',
      check_in_at: null,
      check_out_at: '2026-11-27T23:30:00.000Z',
      current_check_in_at: '2026-11-27T14:57:00.000Z',
      current_check_out_at: '2026-11-27T23:30:00.000Z',
      recorded_before: { check_in_at: '2026-11-27T14:57:00.000Z', check_out_at: '2026-11-27T23:03:00.000Z' },
      decided_at: '2026-11-28T23:34:00.000Z',
      decided_by: { id: 2, name: 'Maria Lopez' },
    } as const;
    const approved: CorrectionRequest = { ...request(5, '', ''), ...decided, date: '2026-11-27' };
    // a day never punched, created by the approval
    const created: CorrectionRequest = {
      ...approved,
      id: 6,
      recorded_before: { check_in_at: null, check_out_at: null },
    };
    const denied: CorrectionRequest = {
      ...approved,
      id: 7,
      status: 'denied',
      note: 'You left at 04:03',
      current_check_out_at: '2026-11-27T23:03:00.000Z',
      recorded_before: { check_in_at: '2026-11-27T14:57:00.000Z', check_out_at: '2026-11-27T23:03:00.000Z' },
    };
    // an approval whose history is not kept: no recorded line rather than the times after it
    const unknown: CorrectionRequest = { ...approved, id: 8, recorded_before: null };
    requests = [approved, created, denied, unknown];
    renderInbox();
    const recorded = (index: number) => within(card(index)).queryByTestId('correction-recorded')?.textContent;
    expect(recorded(0)).toBe('Recorded before: in 07:57 AM, out 04:03 PM');
    expect(recorded(1)).toBe('Recorded before: no check-in');
    expect(recorded(2)).toBe('Recorded: in 07:57 AM, out 04:03 PM');
    expect(recorded(3)).toBeUndefined();
    expect(within(card(0)).getByTestId('correction-decided').textContent).toBe(
      'Decided by Maria Lopez on 11/28/2026 04:34 PM',
    );
    cleanup();
    await loadLanguage('es');
    renderInbox();
    expect(recorded(0)).toBe('Registrado antes: entrada 07:57 a.m., salida 04:03 p.m.');
    expect(recorded(1)).toBe('Registrado antes: sin entrada');
    expect(recorded(2)).toBe('Registrado: entrada 07:57 a.m., salida 04:03 p.m.');
    expect(within(card(2)).getByTestId('correction-decided').textContent).toBe(
      'Decidido por Maria Lopez el 28 nov 2026 04:34 p.m.',
    );
  });
});
