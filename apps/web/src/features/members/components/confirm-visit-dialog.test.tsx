// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { ConfirmVisitDialog } from './confirm-visit-dialog';

/**
 * A double tap on the check-out confirmation: the first tap sends the choice; the second, landing
 * on another choice or button as the closing dialog's buttons move, takes nothing.
 */
afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

/** Lets the form's asynchronous checks finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('ConfirmVisitDialog', () => {
  it('takes only the first choice of a double tap, its buttons disabled until it closes', async () => {
    await loadLanguage('es');
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<ConfirmVisitDialog open memberName="Rosa Valenzuela" onClose={onClose} onConfirm={onConfirm} />);
    // a name left out: nothing is sent, and the worker can still choose
    fireEvent.click(button('Registrar salida'));
    await settle();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(button('Registrar salida').disabled).toBe(false);
    expect(radio('No puede confirmar').disabled).toBe(false);

    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Rosa Valenzuela' } });
    fireEvent.click(button('Registrar salida'));
    // the second tap, before the first one's choice is through
    fireEvent.click(radio('No puede confirmar'));
    fireEvent.click(button('Registrar salida'));
    fireEvent.click(button('Cancelar'));
    await settle();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith({ confirmation_name: 'Rosa Valenzuela' });
    expect(onClose).not.toHaveBeenCalled();
    expect(radio('No puede confirmar').checked).toBe(false);
    expect(radio('El miembro o su representante confirma').checked).toBe(true);
    expect(button('Registrar salida').disabled).toBe(true);
    expect(button('Cancelar').disabled).toBe(true);
  });
});
