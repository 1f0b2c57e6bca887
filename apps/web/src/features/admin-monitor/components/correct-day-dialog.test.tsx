// @vitest-environment jsdom
import { MSG } from '@daybook/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testToaster, withToaster } from '../../../components/testing/toaster';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { CorrectDayDialog, type DayToCorrect } from './correct-day-dialog';

/**
 * The monitoring page's Correct dialog (docs/payroll-rules.md, "Correction requests and managers'
 * corrections"): the day's times on the organisation's clock, a required reason, a long shift
 * confirmed first, and a refusal in the reader's language.
 */
const mutateAsync = vi.fn();
vi.mock('../api/work-day-changes', () => ({
  useCorrectTeamDay: () => ({ mutateAsync, isPending: false }),
}));

const ZONE = 'America/Phoenix'; // UTC−7 all year
// Ben checked in at 08:05 AM on Nov 26 and never checked out
const forgotten: DayToCorrect = {
  id: 41,
  name: 'Ben Carter',
  workDate: '2026-11-26',
  checkInAt: '2026-11-26T15:05:00.000Z',
  checkOutAt: null,
};

const toaster = testToaster();
const onClose = vi.fn();
const open = (day: DayToCorrect = forgotten) =>
  render(withToaster(<CorrectDayDialog day={day} timeZone={ZONE} onClose={onClose} />, toaster));
const dialog = () => screen.getByRole('dialog', { name: /correct a day|corregir un día/i });
const field = (label: RegExp) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  mutateAsync.mockReset();
  mutateAsync.mockResolvedValue({});
  onClose.mockReset();
  toaster.success.mockReset();
});
afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('CorrectDayDialog', () => {
  it('shows the day’s times on the organisation’s clock and saves a check-out with its reason', async () => {
    await loadLanguage('en');
    open();
    expect(within(dialog()).getByText(/Ben Carter · 11\/26\/2026\./)).toBeTruthy();
    expect(field(/^check-in/i).value).toBe('2026-11-26T08:05');
    expect(field(/^check-out/i).value).toBe('');
    type(/^check-out/i, '2026-11-26T16:30');
    type(/^reason/i, 'Forgot to check out');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    // only the time changed is sent, as an instant
    expect(mutateAsync).toHaveBeenCalledWith({
      id: 41,
      body: { reason: 'Forgot to check out', check_out_at: '2026-11-26T23:30:00.000Z' },
    });
    await waitFor(() => expect(toaster.success).toHaveBeenCalledWith('The day was corrected.'));
    expect(onClose).toHaveBeenCalled();
  });

  it('requires a reason and a changed time before sending anything', async () => {
    await loadLanguage('en');
    open();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Enter a reason')).toBeTruthy();
    type(/^reason/i, 'Checking');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Change the check-in or the check-out.')).toBeTruthy();
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('asks before saving a shift over 12 hours, as the corrections inbox does', async () => {
    await loadLanguage('en');
    open();
    type(/^check-out/i, '2026-11-26T21:35');
    type(/^reason/i, 'Double shift');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Save this shift?' });
    expect(within(confirm).getByText('This makes a shift of 13h 30m, longer than 12 hours. Save it?')).toBeTruthy();
    expect(mutateAsync).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
  });

  it('reads in Spanish and shows the server’s refusal in Spanish', async () => {
    await loadLanguage('es');
    mutateAsync.mockRejectedValue(new ApiError(409, MSG.timecardLocked, {}, 'timecard_locked'));
    open();
    expect(within(dialog()).getByText(/Ben Carter · 26 nov 2026\./)).toBeTruthy();
    type(/^hora de salida/i, '2026-11-26T16:30');
    type(/^motivo/i, 'Olvidó registrar la salida');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog()).findByText(/tarjeta de tiempo/i)).toBeTruthy();
    expect(within(dialog()).queryByText(MSG.timecardLocked)).toBeNull();
    expect(toaster.success).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog()).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('puts a refused field’s message under the field, in Spanish', async () => {
    await loadLanguage('es');
    mutateAsync.mockRejectedValue(
      new ApiError(400, 'Validation failed', { check_out_at: [MSG.correctionNothing] }, 'validation_failed'),
    );
    open();
    type(/^hora de salida/i, '2026-11-26T16:30');
    type(/^motivo/i, 'Olvidó registrar la salida');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(field(/^hora de salida/i).getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog()).queryByText(MSG.correctionNothing)).toBeNull();
  });
});
