import type { Page, Request } from '@playwright/test';
import {
  checkAndScreenshotBoth,
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yIssues,
  expectToastsTogether,
  holdLocationAnswers,
  PHONE,
  screenshotBoth,
  signInAt,
  test,
} from '../support/fixtures.js';

/**
 * Members check-in (issue 5, docs/product-rules.md §2 "Members", §4, §8): pick a member, check in and out with the
 * location granted and refused, the Work Summary figures and the printout of the history.
 */

const PHOENIX = { latitude: 33.3784, longitude: -111.9561, accuracy: 25 };

const checkIn = (page: Page) => page.getByTestId('member-check-in');
const checkOut = (page: Page) => page.getByTestId('member-check-out');
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

function posts(page: Page, path: string): () => unknown[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) seen.push(request);
  });
  return () => seen.map((request) => request.postDataJSON());
}

interface Visit {
  id: number;
  member_id: number;
  date: string;
  visit_date: string;
  check_in: string;
  check_out: string | null;
  worked_minutes: number;
}

/** The API's forms (issue 10 item 4): ISO dates and 24-hour times, as the existing client compares them. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_24 = /^([01]\d|2[0-3]):[0-5]\d$/;
/** What people read on the page: MM/DD/YYYY and hh:mm AM. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
function twelveHour(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

async function history(page: Page, memberId: number): Promise<Visit[]> {
  return page.evaluate(async (id) => {
    const token = localStorage.getItem('access-token');
    const response = await fetch(`/api/member/history/?member_id=${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return response.json();
  }, memberId);
}

const hm = (minutes: number) => `${Math.floor(Math.round(minutes) / 60)}h ${Math.round(minutes) % 60}m`;

test.describe('members check-in', () => {
  test('with the location granted: check a member in and out; status, records, summary and print', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(PHOENIX);
    await signInAt(page, DEMO.ana, '/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Member Time Tracking System' })).toBeVisible();
    await expect(page.getByTestId('members-signed-in')).toContainText('Logged in as');

    // No member yet: nothing to check in (docs/product-rules.md §4).
    await expect(checkIn(page)).toBeDisabled();
    await expect(checkOut(page)).toBeDisabled();
    await expect(page.getByTestId('member-status-badge')).toHaveText('Inactive');
    await expect(page.getByTestId('member-status-label')).toHaveText('Select a member to see their status.');
    await expectNoSeriousA11yIssues(page);

    const select = page.getByLabel('Member');
    await select.selectOption({ label: 'Rosa Valenzuela' });
    const memberId = Number(await select.inputValue());
    await expect(checkIn(page)).toBeEnabled();
    await expect(checkOut(page)).toBeDisabled();

    // Work Summary: figures over distinct dates, as the server's records give them.
    const before = await history(page, memberId);
    const total = before.reduce((sum, visit) => sum + visit.worked_minutes, 0);
    const days = new Set(before.map((visit) => visit.visit_date)).size;
    expect(days).toBeGreaterThan(0);
    await expect(page.getByTestId('summary-total-hours')).toHaveText(hm(total));
    await expect(page.getByTestId('summary-days-worked')).toHaveText(String(days));
    await expect(page.getByTestId('summary-avg-hours')).toHaveText(hm(total / days));
    await expect(page.getByTestId('history-records-row')).toHaveCount(before.length);

    const checkIns = posts(page, '/api/member/checkin/');
    await checkIn(page).dblclick();
    await expect(toast(page, 'Checked in successfully')).toBeVisible();
    expect(checkIns()).toHaveLength(1);
    expect(checkIns()[0]).toMatchObject({
      member_id: memberId,
      latitude: PHOENIX.latitude,
      longitude: PHOENIX.longitude,
    });
    await expect(page.getByTestId('member-status-badge')).toHaveText('Active');
    await expect(page.getByTestId('member-status-label')).toHaveText(/^Checked in at \d{2}:\d{2} [AP]M$/);
    await expect(checkIn(page)).toBeDisabled();
    await expect(checkOut(page)).toBeEnabled();
    await expect(page.getByTestId('todays-records-row')).toHaveCount(1);
    // an open visit is not yet a day worked: the summary counts closed visits (docs/product-rules.md §9)
    await expect(page.getByTestId('summary-days-worked')).toHaveText(String(days));

    // The API answers the existing client's forms; the page shows them as people read them.
    const open = (await history(page, memberId)).find((visit) => visit.check_out === null);
    expect(open?.date).toMatch(ISO_DATE);
    expect(open?.check_in).toMatch(TIME_24);
    const shownIn = twelveHour(open!.check_in);
    await expect(page.getByTestId('member-status-label')).toHaveText(`Checked in at ${shownIn}`);
    await expect(page.getByTestId('todays-records-row')).toContainText(usDate(open!.date));
    await expect(page.getByTestId('todays-records-row')).toContainText(shownIn);
    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'members-checked-in');

    await checkOut(page).click();
    // the member confirms the visit on the worker's device (issue 13, docs/evv.md)
    const confirm = page.getByRole('dialog', { name: 'Member confirmation' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await confirm.getByLabel('Name of the person confirming').fill('Rosa Valenzuela');
    await confirm.getByTestId('confirm-check-out').click();
    await expect(toast(page, 'Checked out successfully')).toBeVisible();
    await expect(page.getByTestId('member-status-badge')).toHaveText('Completed');
    await expect(page.getByTestId('member-status-label')).toHaveText(/^Checked out at \d{2}:\d{2} [AP]M$/);
    const closed = (await history(page, memberId)).find((visit) => visit.id === open!.id);
    expect(closed?.check_out).toMatch(TIME_24);
    await expect(page.getByTestId('member-status-label')).toHaveText(
      `Checked out at ${twelveHour(closed!.check_out!)}`,
    );
    await expect(checkIn(page)).toBeEnabled();
    await expect(checkOut(page)).toBeDisabled();
    await expect(toast(page, 'Could not get location. Check-out recorded without location.')).toHaveCount(0);
    // closed now, the visit's date counts
    const after = await history(page, memberId);
    const closedDays = new Set(after.filter((visit) => visit.check_out !== null).map((visit) => visit.visit_date)).size;
    expect(closedDays).toBeGreaterThanOrEqual(days);
    await expect(page.getByTestId('summary-days-worked')).toHaveText(String(closedDays));

    // Print: an 800 by 600 window holding the history table.
    const rows = await page.getByTestId('history-records-row').count();
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const popup = await opened;
    await expect(toast(page, 'Printing time records...')).toBeVisible();
    await expect(popup.locator('h1')).toHaveText('Member Time Records');
    await expect(popup.getByText('Member: Rosa Valenzuela', { exact: true })).toBeVisible();
    expect(await popup.locator('thead th').allTextContents()).toEqual([
      'Date',
      'Member',
      'Check In',
      'Check Out',
      'Hours',
      'Status',
    ]);
    await expect(popup.locator('tbody tr')).toHaveCount(rows);
    await expect(popup.locator('tbody tr').first().locator('td').nth(1)).toHaveText('Rosa Valenzuela');
    await expect(popup.locator('tbody tr').first().locator('td').first()).toHaveText(usDate(open!.date));
    await expect(popup.locator('tbody tr').first().locator('td').nth(2)).toHaveText(shownIn);
    await expect(popup.locator('tfoot')).toContainText('Total Hours');
    await popup.close();
    await screenshotBoth(page, 'members-checked-out');
  });

  test('with the location refused: the visit is still recorded, with a warning', async ({ page, context }) => {
    await context.clearPermissions();
    const releaseLocation = await holdLocationAnswers(page);
    await signInAt(page, DEMO.ana, '/members');
    await page.getByLabel('Member').selectOption({ label: 'Tomas Yucupicio' });
    const checkIns = posts(page, '/api/member/checkin/');
    await checkIn(page).click();
    await expect(checkIn(page)).toHaveText('Getting location...');
    await releaseLocation();
    await expectToastsTogether(page, [
      'Checked in successfully',
      'Could not get location. Check-in recorded without location.',
    ]);
    expect(checkIns()[0]).toMatchObject({ latitude: null, longitude: null });
    await expect(page.getByTestId('member-status-badge')).toHaveText('Active');

    // A refusal from the server shows its message: the member is already checked in.
    const response = await page.evaluate(
      async (id) => {
        const token = localStorage.getItem('access-token');
        const r = await fetch('/api/member/checkin/', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ member_id: id, latitude: null, longitude: null }),
        });
        return { status: r.status, body: await r.json() };
      },
      Number(await page.getByLabel('Member').inputValue()),
    );
    expect(response.status).toBe(409);
    expect(response.body.error).toBeTruthy();

    await checkOut(page).click();
    // the member confirms the visit on the worker's device (issue 13, docs/evv.md)
    const confirm = page.getByRole('dialog', { name: 'Member confirmation' });
    await expect(confirm).toBeVisible();
    await confirm.getByLabel('Name of the person confirming').fill('Rosa Valenzuela');
    await confirm.getByTestId('confirm-check-out').click();
    await releaseLocation();
    await expectToastsTogether(page, [
      'Checked out successfully',
      'Could not get location. Check-out recorded without location.',
    ]);
    await expect(page.getByTestId('member-status-badge')).toHaveText('Completed');
  });

  test('a member authorised for several services: the worker picks the visit’s service', async ({
    page,
    context,
    request,
  }) => {
    // an admin authorises a new member of Carla's for two codes (docs/evv.md "Services are data")
    const login = await request.post('/api/login/', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    const admin = { Authorization: `Bearer ${(await login.json()).access_token}` };
    const users = await request.get('/api/admin/users?q=carla', { headers: admin });
    const carla = ((await users.json()) as { id: number; email: string }[]).find((u) => u.email === DEMO.carla);
    expect(carla).toBeDefined();
    const name = `Vera Servicio ${Date.now() % 100_000}`;
    const made = await request.post('/api/admin/members', {
      headers: admin,
      data: { name, assigned_user_id: carla?.id, service_codes: ['DTT', 'DTA1'] },
    });
    expect(made.status(), await made.text()).toBe(201);

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(PHOENIX);
    await signInAt(page, DEMO.carla, '/members');
    await expect(page.getByLabel('Service', { exact: true })).toHaveCount(0); // no member chosen yet
    await page.getByLabel('Member').selectOption({ label: name });
    const service = page.getByLabel('Service', { exact: true });
    await expect(service).toHaveValue('DTT'); // the first authorised code
    await service.selectOption('DTA1');
    await checkAndScreenshotBoth(page, 'members-service-choice');

    const checkIns = posts(page, '/api/member/checkin/');
    await checkIn(page).click();
    await expect(toast(page, 'Checked in successfully')).toBeVisible();
    expect(checkIns()[0]).toMatchObject({ member_id: (await made.json()).id, service: 'DTA1' });
    await expect(page.getByLabel('Service', { exact: true })).toHaveCount(0); // chosen: the visit is open
    const visits = await history(page, (await made.json()).id);
    expect(visits[0]).toMatchObject({ service: 'DTA1', check_out: null });

    await checkOut(page).click();
    const confirm = page.getByRole('dialog', { name: 'Member confirmation' });
    await confirm.getByLabel('Name of the person confirming').fill('Vera');
    await confirm.getByTestId('confirm-check-out').click();
    await expect(toast(page, 'Checked out successfully')).toBeVisible();
  });
});
