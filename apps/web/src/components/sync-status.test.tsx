// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../lib/i18n';
import type { QueuedAction } from '../lib/offline/queue-store';
import { SyncStatusHost } from '../lib/offline/sync-status-host';
import { SyncStatus, SyncStatusPanel } from './sync-status';

/**
 * What the offline queue shows: once the connection is back, the actions the server accepted are
 * named as sent (the waiting list no longer vanishes without a word), and in Spanish a queued
 * action reads with its date and time, not "a las 28 nov 2026" (docs/offline.md).
 */
const queue = vi.hoisted(() => ({
  pending: [] as unknown[],
  refused: [] as unknown[],
  sent: [] as unknown[],
  dismissSent: vi.fn(),
}));
vi.mock('../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../lib/offline/offline-queue-context', () => ({
  useQueueStatus: () => ({ ...queue, dismiss: async () => undefined, sync: async () => undefined }),
}));

const checkIn = {
  seq: 1,
  userId: '3',
  kind: 'checkIn',
  // 09:05 AM in Phoenix (UTC-7)
  deviceTime: '2026-11-28T16:05:00.000Z',
} as unknown as QueuedAction;

afterEach(async () => {
  cleanup();
  queue.pending = [];
  queue.refused = [];
  queue.sent = [];
  await loadLanguage('en');
});

describe('SyncStatus', () => {
  it('says which offline actions were sent once the connection is back, until dismissed', async () => {
    await loadLanguage('en');
    queue.sent = [checkIn];
    render(<SyncStatus />);
    const sent = screen.getByTestId('sync-sent');
    expect(sent.textContent).toContain('1 action taken offline was sent');
    expect(sent.textContent).toContain('Check in at');
    expect(sent.textContent).toContain('a manager reviews them');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(queue.dismissSent).toHaveBeenCalled();
  });

  it('in Spanish', async () => {
    await loadLanguage('es');
    queue.sent = [checkIn, { ...checkIn, seq: 2, kind: 'pause' } as QueuedAction];
    render(<SyncStatus />);
    expect(screen.getByTestId('sync-sent').textContent).toContain('Se enviaron 2 acciones hechas sin conexión');
  });

  it('writes a waiting action’s date and time after a colon in Spanish, never "a las" before a date', async () => {
    await loadLanguage('es');
    queue.pending = [checkIn];
    render(<SyncStatus />);
    const text = screen.getByTestId('sync-status').textContent ?? '';
    expect(text).toContain('Registrar entrada: 28 nov 2026');
    expect(text).not.toContain('a las 28');
    expect(screen.queryByTestId('sync-sent')).toBeNull();
  });

  it('names the member of a refused member check-in, in English and Spanish', async () => {
    const refused = {
      ...checkIn,
      kind: 'memberCheckIn',
      about: 'Otto Abierto',
      status: 409,
      code: 'member_already_checked_in',
      detail: 'This member is already checked in.',
    } as unknown as QueuedAction;
    await loadLanguage('en');
    queue.refused = [refused];
    render(<SyncStatus />);
    expect(screen.getByTestId('sync-status').textContent).toContain(
      'Member check in (Otto Abierto) at 11/28/2026 09:05 AM: This member is already checked in.',
    );
    cleanup();
    await loadLanguage('es');
    render(<SyncStatus />);
    expect(screen.getByTestId('sync-status').textContent).toContain(
      'Registrar entrada del miembro Otto Abierto (28 nov 2026 09:05 a.m.): Este miembro ya tiene registrada la entrada.',
    );
  });

  it('is shown once, by the signed-in layout: a page’s own copy under it shows nothing', async () => {
    await loadLanguage('en');
    queue.sent = [checkIn];
    render(
      <SyncStatusHost.Provider value={true}>
        <SyncStatusPanel />
        <SyncStatus />
      </SyncStatusHost.Provider>,
    );
    expect(screen.getAllByTestId('sync-sent')).toHaveLength(1);
  });

  it('shows nothing when nothing waits, was refused or was sent', async () => {
    render(<SyncStatus />);
    expect(screen.queryByTestId('sync-status')).toBeNull();
  });
});
