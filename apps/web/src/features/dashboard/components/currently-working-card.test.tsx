// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import type { TodayWithClock } from '../api/workday';
import { CurrentlyWorkingCard } from './currently-working-card';

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

const paused = {
  check_in: '08:00 AM',
  check_in_at: '2026-11-27T15:00:00Z',
  check_out_at: null,
  paused: true,
  paused_at: '2026-11-27T19:00:00Z',
  paused_seconds: 0,
  pause_reason: 'Lunch',
  worked_seconds: 0,
  clockOffsetMs: 0,
} as unknown as TodayWithClock;

function card(focusRequest: number, disabled: boolean) {
  return (
    <CurrentlyWorkingCard
      today={paused}
      nowMs={Date.parse('2026-11-27T19:30:00Z')}
      pausedAtText="12:00 PM"
      disabled={disabled}
      focusRequest={focusRequest}
      onPause={() => undefined}
      onResume={() => undefined}
    />
  );
}

describe('the Currently Working card', () => {
  it('gives its button the focus when a dialog closes, once the button is enabled again', () => {
    const { rerender } = render(card(0, true));
    const resume = screen.getByRole('button', { name: 'Resume Timer' });
    expect(document.activeElement).toBe(document.body);
    // the pause dialog closed while the pause was still being sent: the button is disabled
    rerender(card(1, true));
    expect(document.activeElement).toBe(document.body);
    rerender(card(1, false));
    expect(document.activeElement).toBe(resume);
  });

  it('leaves the focus alone for a request made before it was shown', () => {
    render(card(3, false));
    expect(document.activeElement).toBe(document.body);
  });
});

describe('the Currently Working card’s check-in time', () => {
  it('is the server’s text in English and es-US’s a.m./p.m. in Spanish (ADR 0020, "Times of day")', async () => {
    render(card(0, false));
    expect(screen.getByTestId('working-check-in').textContent).toBe('08:00 AM');
    cleanup();
    await loadLanguage('es');
    render(card(0, false));
    expect(screen.getByTestId('working-check-in').textContent).toBe('08:00 a.m.');
  });
});
