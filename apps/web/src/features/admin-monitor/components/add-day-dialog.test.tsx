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
/** Ben Carter's day on Wednesday Nov 25, 2026, with the times given. */
const fillDay = (checkIn: string, checkOut: string) => {
  type(/^employee/i, '7');
  type(/^date/i, '2026-11-25');
  type(/^check-in/i, checkIn);
  type(/^check-out/i, checkOut);
  type(/^reason/i, 'Forgot to punch');
};

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
      pauses: [],
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

  it('sends a pause as instants on the organisation’s clock, its fields reached from Add a pause', async () => {
    await loadLanguage('en');
    open();
    fillDay('08:00', '16:30');
    const add = within(dialog()).getByRole('button', { name: 'Add a pause' });
    fireEvent.click(add);
    // the new pause's first field takes the focus, so the keyboard goes on from the button
    await waitFor(() => expect(document.activeElement).toBe(field(/^pause 1 start/i)));
    type(/^pause 1 start/i, '12:00');
    type(/^pause 1 end/i, '12:30');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync).toHaveBeenCalledWith({
      user_id: 7,
      check_in_at: '2026-11-25T15:00:00.000Z',
      check_out_at: '2026-11-25T23:30:00.000Z',
      pauses: [{ start_at: '2026-11-25T19:00:00.000Z', end_at: '2026-11-25T19:30:00.000Z' }],
      reason: 'Forgot to punch',
    });
  });

  it('refuses before sending a pause outside the shift, ending before it starts or overlapping another', async () => {
    await loadLanguage('en');
    open();
    fillDay('08:00', '16:30');
    const add = within(dialog()).getByRole('button', { name: 'Add a pause' });
    for (let i = 0; i < 4; i++) fireEvent.click(add);
    type(/^pause 1 start/i, '07:30');
    type(/^pause 1 end/i, '08:15');
    type(/^pause 2 start/i, '12:30');
    type(/^pause 2 end/i, '12:00');
    type(/^pause 3 start/i, '16:00');
    type(/^pause 3 end/i, '17:00');
    type(/^pause 4 start/i, '10:00');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    // a row left half empty is named first, with the shared rules
    expect(await within(dialog()).findByText('Enter the pause’s end time')).toBeTruthy();
    type(/^pause 4 end/i, '10:15');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('The pause cannot start before the check-in')).toBeTruthy();
    expect(within(dialog()).getByText('The pause must end after it starts')).toBeTruthy();
    expect(within(dialog()).getByText('The pause cannot end after the check-out')).toBeTruthy();
    expect(field(/^pause 1 start/i).getAttribute('aria-invalid')).toBe('true');
    expect(mutateAsync).not.toHaveBeenCalled();
    // the three put right, one overlapping another is named with the pause it meets
    type(/^pause 1 start/i, '09:00');
    type(/^pause 1 end/i, '10:30');
    type(/^pause 2 end/i, '13:00');
    type(/^pause 3 end/i, '16:30');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('This pause overlaps pause 1')).toBeTruthy();
    expect(mutateAsync).not.toHaveBeenCalled();
    // one pause may start as another ends, and end at the check-out
    type(/^pause 4 start/i, '10:30');
    type(/^pause 4 end/i, '10:45');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync.mock.calls[0]?.[0].pauses).toEqual([
      { start_at: '2026-11-25T16:00:00.000Z', end_at: '2026-11-25T17:30:00.000Z' },
      { start_at: '2026-11-25T19:30:00.000Z', end_at: '2026-11-25T20:00:00.000Z' },
      { start_at: '2026-11-25T23:00:00.000Z', end_at: '2026-11-25T23:30:00.000Z' },
      { start_at: '2026-11-25T17:30:00.000Z', end_at: '2026-11-25T17:45:00.000Z' },
    ]);
  });

  it('reads a pause after midnight of a shift that ends the next day on that day', async () => {
    await loadLanguage('en');
    open();
    fillDay('22:00', '06:00');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add a pause' }));
    type(/^pause 1 start/i, '23:45');
    type(/^pause 1 end/i, '00:15');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add a pause' }));
    type(/^pause 2 start/i, '02:00');
    type(/^pause 2 end/i, '02:30');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Save this shift?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync.mock.calls[0]?.[0].pauses).toEqual([
      { start_at: '2026-11-26T06:45:00.000Z', end_at: '2026-11-26T07:15:00.000Z' },
      { start_at: '2026-11-26T09:00:00.000Z', end_at: '2026-11-26T09:30:00.000Z' },
    ]);
  });

  it('removes a pause by its named button; the ones after it move up', async () => {
    await loadLanguage('en');
    open();
    fillDay('08:00', '16:30');
    const add = within(dialog()).getByRole('button', { name: 'Add a pause' });
    fireEvent.click(add);
    fireEvent.click(add);
    type(/^pause 1 start/i, '10:00');
    type(/^pause 1 end/i, '10:15');
    type(/^pause 2 start/i, '12:00');
    type(/^pause 2 end/i, '12:30');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove pause 1' }));
    expect(within(dialog()).getAllByTestId('add-day-pause')).toHaveLength(1);
    expect(within(dialog()).queryByRole('button', { name: 'Remove pause 2' })).toBeNull();
    expect(field(/^pause 1 start/i).value).toBe('12:00');
    expect(field(/^pause 1 end/i).value).toBe('12:30');
    // the button pressed is gone: the focus is on Add a pause, not lost
    await waitFor(() => expect(document.activeElement).toBe(add));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync.mock.calls[0]?.[0].pauses).toEqual([
      { start_at: '2026-11-25T19:00:00.000Z', end_at: '2026-11-25T19:30:00.000Z' },
    ]);
  });

  it('names the pauses in Spanish, and words their refusals in Spanish', async () => {
    await loadLanguage('es');
    mutateAsync.mockRejectedValue(
      new ApiError(
        400,
        `pauses: ${MSG.correctionPauseOutside}`,
        { pauses: [MSG.correctionPauseOutside] },
        'validation_failed',
      ),
    );
    open();
    type(/^empleado/i, '7');
    type(/^fecha/i, '2026-11-25');
    type(/^hora de entrada/i, '08:00');
    type(/^hora de salida/i, '16:30');
    type(/^motivo/i, 'Se le acabó la batería');
    expect(within(dialog()).getByRole('group', { name: 'Pausas' })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Agregar una pausa' }));
    type(/^inicio de la pausa 1/i, '12:30');
    type(/^fin de la pausa 1/i, '12:00');
    expect(within(dialog()).getByRole('button', { name: 'Quitar la pausa 1' })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog()).findByText('La pausa debe terminar después de empezar')).toBeTruthy();
    expect(mutateAsync).not.toHaveBeenCalled();
    // what the server refuses anyway is worded in Spanish under the pauses
    type(/^fin de la pausa 1/i, '13:00');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog()).findByText(
        'Cada pausa debe estar dentro del turno, terminar después de empezar y no coincidir con otra.',
      ),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
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
