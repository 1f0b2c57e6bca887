// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { ReopenDialog } from './reopen-dialog';

/**
 * A double tap on "Reopen timecard" sends one reopening: the page's `busy` comes a render late
 * (the mutation's pending state), so the dialog holds back a second confirm itself.
 */
afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

/** Lets the form's asynchronous checks of both submits finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('ReopenDialog', () => {
  it('sends once when confirm is clicked twice before the answer, and disables its buttons meanwhile', async () => {
    await loadLanguage('en');
    let answer: (refusal: unknown) => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<unknown>((resolve) => (answer = resolve)));
    const onClose = vi.fn();
    render(<ReopenDialog open busy={false} onClose={onClose} onConfirm={onConfirm} />);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'hours were wrong' } });
    const confirm = screen.getByTestId('confirm-reopen');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await settle();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith('hours were wrong');
    expect((screen.getByTestId('confirm-reopen') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('confirm-reopen'));
    await settle();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => answer(null));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
