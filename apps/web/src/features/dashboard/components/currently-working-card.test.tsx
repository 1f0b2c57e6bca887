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

function card() {
  return <CurrentlyWorkingCard today={paused} nowMs={Date.parse('2026-11-27T19:30:00Z')} pausedAtText="12:00 PM" />;
}

describe('the Currently Working card', () => {
  it('shows the paused timer, since when and why, and leaves Pause and Resume to Quick Actions', () => {
    render(card());
    expect(screen.getByTestId('timer-paused-badge').textContent).toBe('Timer Paused');
    expect(screen.getByTestId('pause-details').textContent).toContain('Lunch');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the Currently Working card’s check-in time', () => {
  it('is the server’s text in English and es-US’s a.m./p.m. in Spanish (ADR 0020, "Times of day")', async () => {
    render(card());
    expect(screen.getByTestId('working-check-in').textContent).toBe('08:00 AM');
    cleanup();
    await loadLanguage('es');
    render(card());
    expect(screen.getByTestId('working-check-in').textContent).toBe('08:00 a.m.');
  });
});
