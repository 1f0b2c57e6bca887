// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testToaster, withToaster } from '../../../components/testing/toaster';
import { loadLanguage } from '../../../lib/i18n';
import { useMemberActions } from './use-member-actions';

/**
 * A member check-in taken offline waits on the device (docs/offline.md): a second one is not
 * queued (the server would refuse it later: "This member is already checked in"), and an action
 * taken once the network is back waits behind the queued ones rather than overtaking them.
 */
const queue = vi.hoisted(() => ({
  userId: '3',
  pending: [] as unknown[],
  enqueue: vi.fn(async (_action: unknown) => undefined),
  sync: vi.fn(async () => undefined),
}));
const server = vi.hoisted(() => ({ checkIn: vi.fn(), checkOut: vi.fn() }));
vi.mock('../../../lib/offline/offline-queue-context', () => ({ useOfflineQueue: () => queue }));
vi.mock('../../../lib/geolocation', () => ({ getDeviceLocation: async () => null }));
vi.mock('../api/members', () => ({
  memberCheckIn: server.checkIn,
  memberCheckOut: server.checkOut,
  useInvalidateMembers: () => async () => undefined,
  useMembers: () => ({ data: [{ id: 2, name: 'Tomas Yucupicio' }] }),
}));

const queuedCheckIn = {
  seq: 1,
  userId: '3',
  kind: 'memberCheckIn',
  method: 'POST',
  path: '/api/member/checkin/',
  body: { member_id: 2, offline: true },
  idempotencyKey: 'key-1',
  deviceTime: '2026-11-28T16:05:00.000Z',
};

const toaster = testToaster();
const wrapper = ({ children }: { children: ReactNode }) => withToaster(children, toaster);
const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

beforeEach(async () => {
  await loadLanguage('en');
  queue.pending = [];
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('member actions with actions waiting on the device', () => {
  it('queues a check-in taken offline', async () => {
    online(false);
    const { result } = renderHook(() => useMemberActions('2026-11-28'), { wrapper });
    await act(() => result.current.checkIn(2));
    expect(queue.enqueue).toHaveBeenCalledTimes(1);
    expect(queue.enqueue.mock.calls[0]?.[0]).toMatchObject({ kind: 'memberCheckIn', body: { member_id: 2 } });
    // named in the queue's lists (a refusal says whose check-in it was), never sent
    expect(queue.enqueue.mock.calls[0]?.[0]).toMatchObject({ about: 'Tomas Yucupicio' });
    expect(queue.enqueue.mock.calls[0]?.[0]).not.toHaveProperty('body.about');
  });

  it('does not queue a second check-in of the same member', async () => {
    online(false);
    queue.pending = [queuedCheckIn];
    const { result } = renderHook(() => useMemberActions('2026-11-28'), { wrapper });
    await act(() => result.current.checkIn(2));
    expect(queue.enqueue).not.toHaveBeenCalled();
    expect(toaster.error).toHaveBeenCalledWith(
      'This member’s check-in is already saved on this device, waiting to sync.',
    );
  });

  it('queues the check-out behind the queued check-in, also with the network back, and sends them in order', async () => {
    online(true);
    queue.pending = [queuedCheckIn];
    const { result } = renderHook(() => useMemberActions('2026-11-28'), { wrapper });
    await act(() => result.current.checkOut(2, { confirmation_name: 'Rosa' }));
    expect(server.checkOut).not.toHaveBeenCalled();
    expect(queue.enqueue.mock.calls[0]?.[0]).toMatchObject({
      kind: 'memberCheckOut',
      body: { member_id: 2, confirmation_name: 'Rosa', offline: true },
    });
    expect(queue.sync).toHaveBeenCalled();
  });

  it('sends at once when nothing of the member waits', async () => {
    online(true);
    server.checkIn.mockResolvedValue({});
    queue.pending = [{ ...queuedCheckIn, body: { member_id: 5 } }];
    const { result } = renderHook(() => useMemberActions('2026-11-28'), { wrapper });
    await act(() => result.current.checkIn(2));
    expect(server.checkIn).toHaveBeenCalled();
    expect(queue.enqueue).not.toHaveBeenCalled();
  });
});
