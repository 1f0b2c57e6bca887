import type { APIRequestContext } from '@playwright/test';
import { checkAndScreenshotBoth, DEMO, DEMO_PASSWORD, expect, signIn, test } from '../support/fixtures.js';

/**
 * Offline actions (issue 15, docs/offline.md, ADR 0023): a staff member of this spec's own
 * (created through the admin API, so no other spec's day changes) checks in, pauses and resumes
 * with the network cut; the three wait on the device, then arrive once each, in order, marked
 * recorded offline with their device times. A progress-note draft survives a reload.
 * Nothing here uses the service worker (the run blocks it).
 */

const PHOENIX = { latitude: 33.4484, longitude: -112.074 };

async function token(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/login/', { data: { email, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).access_token as string;
}

/** A staff member of a test's own (created through the admin API, so no other spec's day changes). */
async function newStaff(request: APIRequestContext, admin: string, name: string, prefix: string) {
  const email = `${prefix}-${Date.now()}@daybook.test`;
  const password = 'Offline-staff-2026!';
  const created = await request.post('/api/register/', {
    headers: { authorization: `Bearer ${admin}` },
    data: { name, email, password },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email, password, userId: (await created.json()).id as number };
}

interface HistoryRow {
  work_date: string;
  check_in_at: string;
  check_in_offline: boolean;
  check_in_received_at: string | null;
  pauses: {
    paused_at: string;
    resumed_at: string | null;
    pause_offline: boolean;
    resume_offline: boolean;
    pause_received_at: string | null;
    resume_received_at: string | null;
  }[];
}

test.describe('offline actions', () => {
  test('check in, pause and resume without a network: they wait, then arrive once each, in order, marked offline', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const admin = await token(request, DEMO.admin);
    const { email, password, userId } = await newStaff(request, admin, 'Olga Offline', 'offline');

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(PHOENIX);
    await signIn(page, email, password);
    const checkIn = page.getByRole('button', { name: 'Check In', exact: true });
    await expect(checkIn).toBeEnabled();

    await context.setOffline(true);
    const before = Date.now();
    await checkIn.click();
    await expect(page.getByText('1 action waiting to sync')).toBeVisible();
    // The card shows it as waiting, never as done.
    await expect(page.getByTestId('today-check-in')).toContainText('Waiting to sync');

    await page.getByRole('button', { name: 'Pause Timer' }).click();
    const pauseDialog = page.getByRole('dialog', { name: 'Pause Timer' });
    await pauseDialog.getByLabel('Reason for pausing').fill('Lunch without signal');
    await pauseDialog.getByRole('button', { name: 'Confirm Pause' }).click();
    await expect(page.getByText('2 actions waiting to sync')).toBeVisible();
    await page.waitForTimeout(1100); // device times a second apart

    await page.getByRole('button', { name: 'Resume Timer' }).click();
    await page
      .getByRole('dialog', { name: 'Ready to Resume Work?' })
      .getByRole('button', { name: 'Resume Timer' })
      .click();
    await expect(page.getByText('3 actions waiting to sync')).toBeVisible();
    const status = page.getByTestId('sync-status');
    await expect(status.getByRole('listitem').filter({ hasText: 'Waiting to sync' })).toHaveCount(3);
    await checkAndScreenshotBoth(page, 'offline-waiting');

    // The network returns: the queue drains on the `online` event.
    await context.setOffline(false);
    // Nothing waits any more, and the screen says the three were sent (not a silent disappearance).
    const sent = page.getByTestId('sync-sent');
    await expect(sent).toContainText('3 actions taken offline were sent', { timeout: 20_000 });
    await expect(status.getByText('Waiting to sync')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Check Out', exact: true })).toBeEnabled();
    await sent.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByTestId('sync-status')).toHaveCount(0);

    const staff = await token(request, email, password);
    const history = await request.get('/api/attendance/history/', { headers: { authorization: `Bearer ${staff}` } });
    expect(history.status()).toBe(200);
    const rows = (await history.json()) as HistoryRow[];
    expect(rows).toHaveLength(1);
    const [day] = rows;
    expect(day?.check_in_offline).toBe(true);
    expect(day?.pauses).toHaveLength(1);
    const pause = day?.pauses[0];
    expect(pause).toMatchObject({ pause_offline: true, resume_offline: true, resumed_at: expect.any(String) });
    // Each at its device time, in order, received later by the server.
    const checkInAt = Date.parse(day?.check_in_at ?? '');
    const pausedAt = Date.parse(pause?.paused_at ?? '');
    const resumedAt = Date.parse(pause?.resumed_at ?? '');
    expect(checkInAt).toBeGreaterThanOrEqual(before - 1000);
    expect(checkInAt).toBeLessThanOrEqual(pausedAt);
    expect(pausedAt).toBeLessThan(resumedAt);
    expect(Date.parse(day?.check_in_received_at ?? '')).toBeGreaterThanOrEqual(resumedAt);
    expect(Date.parse(pause?.resume_received_at ?? '')).toBeGreaterThanOrEqual(resumedAt);

    // The manager's queue holds one offline exception per action.
    const exceptions = await request.get('/api/location-exceptions/?status=open', {
      headers: { authorization: `Bearer ${admin}` },
    });
    const offline = ((await exceptions.json()) as { kind: string; action: string; user: { id: number } }[]).filter(
      (e) => e.user.id === userId && e.kind === 'offline',
    );
    expect(offline.map((e) => e.action).sort()).toEqual(['check_in', 'pause', 'resume']);
  });

  test('a member chosen for the first time offline: the status could not be checked, a check-in is still queued, and the server decides', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    // a staff member of this test's own with two new members; Otto is already checked in (on
    // another device), Nora is not
    const admin = await token(request, DEMO.admin);
    const { email, password, userId } = await newStaff(request, admin, 'Mia Miembros', 'offline-members');
    const member = async (name: string) => {
      const made = await request.post('/api/admin/members', {
        headers: { authorization: `Bearer ${admin}` },
        data: { name, assigned_user_id: userId },
      });
      expect(made.status(), await made.text()).toBe(201);
      return (await made.json()).id as number;
    };
    const otto = await member('Otto Abierto');
    const nora = await member('Nora Nueva');
    const staff = { authorization: `Bearer ${await token(request, email, password)}` };
    const elsewhere = await request.post('/api/member/checkin/', {
      headers: staff,
      data: { member_id: otto, latitude: null, longitude: null, accuracy: null },
    });
    expect(elsewhere.status()).toBe(201);

    // This device never read the visits of all the members (they would tell Otto's status).
    await page.route(
      (url) => url.pathname === '/api/member/history/' && !url.searchParams.has('member_id'),
      (route) => route.abort('internetdisconnected'),
    );
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(PHOENIX);
    await signIn(page, email, password, '/members');
    await expect(page.getByLabel('Member')).toBeEnabled();

    await context.setOffline(true);
    await page.getByLabel('Member').selectOption({ label: 'Otto Abierto' });
    await expect(page.getByTestId('member-status-badge')).toHaveText('Unknown');
    await expect(page.getByTestId('member-status-label')).toHaveText('Status could not be checked offline');
    await expect(page.getByTestId('member-status-unknown')).toContainText('their status could not be checked');
    await checkAndScreenshotBoth(page, 'offline-member-status-unknown');
    await page.getByTestId('member-check-in').click();
    await expect(page.getByText('1 action waiting to sync')).toBeVisible();
    await expect(page.getByTestId('member-status-label')).toHaveText(/^Checked in at /);
    await expect(page.getByTestId('member-status-waiting')).toHaveText('Waiting to sync');

    await page.getByLabel('Member').selectOption({ label: 'Nora Nueva' });
    await expect(page.getByTestId('member-status-badge')).toHaveText('Unknown');
    await page.getByTestId('member-check-in').click();
    await expect(page.getByText('2 actions waiting to sync')).toBeVisible();

    // Back online: Otto's check-in is refused (he was checked in) and reported; Nora's is recorded.
    await context.setOffline(false);
    const status = page.getByTestId('sync-status');
    await expect(page.getByTestId('sync-sent')).toContainText('1 action taken offline was sent', { timeout: 20_000 });
    await expect(status.getByText('Not accepted by the server')).toBeVisible();
    await expect(status).toContainText('Member check in (Otto Abierto) at');
    await expect(status).toContainText('This member is already checked in.');
    // her visits now read from the server: checked in, nothing waiting, nothing unknown
    await expect(page.getByTestId('member-status-badge')).toHaveText('Active');
    await expect(page.getByTestId('member-status-unknown')).toHaveCount(0);
    await expect(page.getByTestId('member-status-waiting')).toHaveCount(0);

    const visits = async (id: number) =>
      (await (await request.get(`/api/member/history/?member_id=${id}`, { headers: staff })).json()) as {
        check_in_offline: boolean;
        check_out: string | null;
      }[];
    expect(await visits(nora)).toMatchObject([{ check_in_offline: true, check_out: null }]);
    expect(await visits(otto)).toMatchObject([{ check_in_offline: false, check_out: null }]);
  });

  test('a progress note being written survives a reload', async ({ page, request }) => {
    const admin = await token(request, DEMO.admin);
    const clients = await request.get('/api/clients/', { headers: { authorization: `Bearer ${admin}` } });
    const [client] = (await clients.json()) as { id: number }[];
    expect(client).toBeDefined();
    await signIn(page, DEMO.admin);
    // A past date nobody else's spec writes a note on.
    await page.goto(`/notes/${client?.id}?date=2026-01-05`);
    const summary = page.getByLabel('Daily Progress Summary Notes');
    await summary.fill('Practised counting coins; drafted without a connection.');
    await page.waitForTimeout(800); // the draft is written a moment after typing
    await page.reload();
    await expect(page.getByTestId('notes-draft-restored')).toHaveText(/Draft restored from this device/);
    await expect(page.getByLabel('Daily Progress Summary Notes')).toHaveValue(
      'Practised counting coins; drafted without a connection.',
    );
    await checkAndScreenshotBoth(page, 'offline-note-draft');
  });
});
