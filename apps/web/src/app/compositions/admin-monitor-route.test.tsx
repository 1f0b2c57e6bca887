// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testToaster, withToaster } from '../../components/testing/toaster';
import { ApiError } from '../../lib/api-client';
import { loadLanguage } from '../../lib/i18n';
import AdminMonitorRoute from './admin-monitor-route';

/** Every path the page asks the server for; the server refuses staff every /api/admin and /api/kiosk call. */
const asked = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/typed-api', () => {
  const GET = async (path: string) => {
    asked.push(path);
    return { error: { detail: 'Forbidden' }, response: { ok: false, status: 403 } };
  };
  return {
    api: { GET },
    publicApi: { GET },
    answerOf: async (call: Promise<{ response: { ok: boolean; status: number } }>) => {
      const { response } = await call;
      throw new ApiError(response.status, null);
    },
  };
});
const profile = vi.hoisted(() => ({ current: {} as object }));
vi.mock('../../api/profile', () => ({ useProfile: () => profile.current }));

const toaster = testToaster();

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{withToaster(<AdminMonitorRoute />, toaster)}</QueryClientProvider>);
}

const signedInAs = (role: string) => ({ isPending: false, isError: false, data: { id: 1, role } });
const refusedCalls = () => asked.filter((path) => path.startsWith('/api/admin') || path.startsWith('/api/kiosk'));

beforeEach(() => {
  asked.length = 0;
});
afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('the monitoring page for a role the server refuses', () => {
  it('tells staff they have no access without asking the server for what it would refuse', async () => {
    profile.current = signedInAs('staff');
    renderPage();
    expect(screen.getByTestId('admin-no-access').textContent).toContain('No access');
    // let any query that was started reach the (mocked) server
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refusedCalls()).toEqual([]);
  });

  it('says so in Spanish too', async () => {
    await loadLanguage('es');
    profile.current = signedInAs('staff');
    renderPage();
    expect(screen.getByTestId('admin-no-access').textContent).toContain('Sin acceso');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refusedCalls()).toEqual([]);
  });

  it('asks nothing either while the profile is still on its way', async () => {
    profile.current = { isPending: true, isError: false, data: undefined };
    renderPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refusedCalls()).toEqual([]);
    expect(screen.queryByTestId('admin-no-access')).toBeNull();
  });

  it('asks for the records, the alerts and the kiosk devices for a manager', async () => {
    profile.current = signedInAs('manager');
    renderPage();
    await waitFor(() =>
      expect(new Set(refusedCalls())).toEqual(
        new Set(['/api/admin/time-records', '/api/admin/payroll-alerts', '/api/kiosk/devices/']),
      ),
    );
  });
});
