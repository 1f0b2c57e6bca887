// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import type { ActionPhase, WorkdayAction } from '../hooks/use-workday-actions';
import { QuickActionsCard } from './quick-actions-card';

/**
 * Pause Timer and Resume Timer sit in Quick Actions under Check Out while a shift runs, so that a
 * phone shows them on its first screen after a check-in (walkthrough 43: "Pausar" was at about
 * 1,325 px of an 844 px screen, below the pay period and the workweek).
 */
afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

const onPause = vi.fn();
const onResume = vi.fn();

function card({
  timer = null as { paused: boolean } | null,
  focusRequest = 0,
  busy = null as { action: WorkdayAction; phase: ActionPhase } | null,
} = {}) {
  return (
    <QuickActionsCard
      canCheckIn={timer === null}
      canCheckOut={timer !== null}
      busy={busy}
      refreshing={false}
      onCheckIn={() => undefined}
      onCheckOut={() => undefined}
      onRefresh={() => undefined}
      timer={timer}
      onPause={onPause}
      onResume={onResume}
      focusRequest={focusRequest}
    />
  );
}

const buttons = () =>
  within(screen.getByRole('region', { name: 'Quick Actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('Quick Actions', () => {
  it('offers no timer before a check-in', () => {
    render(card());
    expect(buttons()).toEqual(['Check In', 'Check Out', 'Refresh Time History']);
  });

  it('offers Pause Timer right after Check Out while the shift runs, in the keyboard’s order', () => {
    render(card({ timer: { paused: false } }));
    expect(buttons()).toEqual(['Check In', 'Check Out', 'Pause Timer', 'Refresh Time History']);
    fireEvent.click(screen.getByRole('button', { name: 'Pause Timer' }));
    expect(onPause).toHaveBeenCalledTimes(1);
  });

  it('offers Resume Timer there while paused, in Spanish too', async () => {
    render(card({ timer: { paused: true } }));
    expect(buttons()).toEqual(['Check In', 'Check Out', 'Resume Timer', 'Refresh Time History']);
    fireEvent.click(screen.getByRole('button', { name: 'Resume Timer' }));
    expect(onResume).toHaveBeenCalledTimes(1);
    cleanup();
    await loadLanguage('es');
    render(card({ timer: { paused: false } }));
    expect(screen.getByTestId('pause-button').textContent).toBe('Pausar');
  });

  it('keeps the timer off while an action is on its way', () => {
    render(card({ timer: { paused: false }, busy: { action: 'pause', phase: 'sending' } }));
    expect(screen.getByRole('button', { name: 'Pause Timer' }).hasAttribute('disabled')).toBe(true);
  });

  it('gives the timer’s button the focus when a dialog closes, once the button is enabled again', () => {
    const sending = { action: 'pause', phase: 'sending' } as const;
    const { rerender } = render(card({ timer: { paused: false }, busy: sending }));
    expect(document.activeElement).toBe(document.body);
    // the pause dialog closed while the pause was still being sent: the button is disabled
    rerender(card({ timer: { paused: false }, busy: sending, focusRequest: 1 }));
    expect(document.activeElement).toBe(document.body);
    // the pause is recorded: the button is Resume Timer now, and enabled
    rerender(card({ timer: { paused: true }, focusRequest: 1 }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resume Timer' }));
  });

  it('leaves the focus alone for a request made before it was shown', () => {
    render(card({ timer: { paused: false }, focusRequest: 3 }));
    expect(document.activeElement).toBe(document.body);
  });
});
