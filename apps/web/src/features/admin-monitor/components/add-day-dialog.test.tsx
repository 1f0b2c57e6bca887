// @vitest-environment jsdom
import { MSG } from '@daybook/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testToaster, withToaster } from '../../../components/testing/toaster';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { AddDayDialog } from './add-day-dialog';

/**
 * Add a missed day on the monitoring page (POST /api/admin/work-days): the employee, a date not in
 * the future, the times on the organisation's clock and a reason; a refusal in the reader's language.
 */
const mutateAsync = vi.fn();
const people = [
  { id: 7, name: 'Ben Carter' },
  { id: 9, name: 'Ana Reyes' },
];
const peopleHook = vi.fn();
vi.mock('../api/work-day-changes', () => ({
  useAddWorkDay: () => ({ mutateAsync, isPending: false }),
  usePeopleToAddFor: (enabled: boolean, withoutSelf: number | undefined) => {
    peopleHook(enabled, withoutSelf);
    return { data: people, isError: false };
  },
}));

const ZONE = 'America/Phoenix'; // UTC−7 all year
const toaster = testToaster();
const onClose = vi.fn();
const open = () =>
  render(withToaster(<AddDayDialog open timeZone={ZONE} selfToLeaveOut={2} onClose={onClose} />, toaster));
const dialog = () => screen.getByRole('dialog', { name: /add a missed day|agregar un día no registrado/i });
const field = (label: RegExp) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  // Saturday Nov 28, 2026, 1:00 PM in Phoenix; only Date is faked, so the form's promises run
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T20:00:00.000Z'));
  mutateAsync.mockReset();
  mutateAsync.mockResolvedValue({});
  onClose.mockReset();
  toaster.success.mockReset();
});
afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await loadLanguage('en');
});

describe('AddDayDialog', () => {
  it('adds a day for an employee of the list, with the times as instants on the organisation’s clock', async () => {
    await loadLanguage('en');
    open();
    // the manager's own name is left out by the list's hook
    expect(peopleHook).toHaveBeenCalledWith(true, 2);
    type(/^employee/i, '7');
    type(/^date/i, '2026-11-25');
    type(/^check-in/i, '08:00');
    type(/^check-out/i, '16:30');
    type(/^reason/i, 'Phone died, worked the whole day');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync).toHaveBeenCalledWith({
      user_id: 7,
      check_in_at: '2026-11-25T15:00:00.000Z',
      check_out_at: '2026-11-25T23:30:00.000Z',
      reason: 'Phone died, worked the whole day',
    });
    await waitFor(() => expect(toaster.success).toHaveBeenCalledWith('The day was added.'));
    expect(onClose).toHaveBeenCalled();
  });

  it('names each missing field, and refuses a date in the future', async () => {
    await loadLanguage('en');
    open();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Choose an employee')).toBeTruthy();
    expect(within(dialog()).getByText('Choose a date')).toBeTruthy();
    expect(within(dialog()).getByText('Enter the check-in time')).toBeTruthy();
    expect(within(dialog()).getByText('Enter the check-out time')).toBeTruthy();
    expect(within(dialog()).getByText('Enter a reason')).toBeTruthy();
    // the date field stops at today in the organisation's zone
    expect(field(/^date/i).max).toBe('2026-11-28');
    type(/^date/i, '2026-11-29');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('The date cannot be in the future')).toBeTruthy();
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('asks before adding a shift across midnight', async () => {
    await loadLanguage('en');
    open();
    type(/^employee/i, '9');
    type(/^date/i, '2026-11-25');
    type(/^check-in/i, '22:00');
    type(/^check-out/i, '06:00');
    type(/^reason/i, 'Night shift');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Save this shift?' });
    expect(
      within(confirm).getByText('This makes a shift of 8h 0m that ends the next day, at 06:00 AM (+1 day). Save it?'),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mutateAsync).toHaveBeenCalledWith(
        expect.objectContaining({ check_in_at: '2026-11-26T05:00:00.000Z', check_out_at: '2026-11-26T13:00:00.000Z' }),
      ),
    );
  });

  it('reads in Spanish and shows the server’s refusal in Spanish', async () => {
    await loadLanguage('es');
    mutateAsync.mockRejectedValue(new ApiError(409, MSG.correctionDateTaken, {}, 'correction_date_taken'));
    open();
    expect(within(dialog()).getByRole('option', { name: 'Elija un empleado' })).toBeTruthy();
    type(/^empleado/i, '7');
    type(/^fecha/i, '2026-11-25');
    type(/^hora de entrada/i, '08:00');
    type(/^hora de salida/i, '16:30');
    type(/^motivo/i, 'Se le acabó la batería');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog()).findByText('Este empleado ya tiene un día de trabajo en esa fecha.')).toBeTruthy();
    expect(toaster.success).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
