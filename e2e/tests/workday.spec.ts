import type { Page, Request } from '@playwright/test';
import {
  DEMO,
  expect,
  expectNoSeriousA11yIssues,
  expectToastsTogether,
  holdLocationAnswers,
  PHONE,
  screenshotBoth,
  signIn,
  test,
} from '../support/fixtures.js';

/**
 * The employee's work day on the dashboard (issue 3, docs/product-rules.md §2 Dashboard, §4, §5, §8): check in,
 * pause with a reason, resume, check out, the pay-period figures, the Recent Days Worked table and
 * its printout, with the location granted and refused. Each test uses its own demo account: every
 * account can check in once a day, and the e2e server starts on a fresh database.
 */

const PHOENIX = { latitude: 33.3784, longitude: -111.9561, accuracy: 25 };

const checkInButton = (page: Page) => page.getByRole('button', { name: 'Check In', exact: true });
const checkOutButton = (page: Page) => page.getByRole('button', { name: 'Check Out', exact: true });
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

/** Today in the organisation's zone as MM/DD/YYYY, the date the day's row shows. */
function todayUs(): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Phoenix',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** The Recent Days Worked row of today (the demo may hold earlier days of the period too). */
const todayRow = (page: Page) => page.getByTestId('record-row').filter({ hasText: todayUs() });

/** Minutes of an `Xh Ym` text. */
function minutesOf(text: string | null): number {
  const match = /^(\d+)h (\d+)m$/.exec(text ?? '');
  expect(match, `not an Xh Ym figure: ${text}`).not.toBeNull();
  return Number(match?.[1]) * 60 + Number(match?.[2]);
}

/** Counts the POSTs to one work-day route. */
function countPosts(page: Page, path: string): { count: () => number; bodies: () => unknown[] } {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) seen.push(request);
  });
  return { count: () => seen.length, bodies: () => seen.map((request) => request.postDataJSON()) };
}

test.describe('the work day on the dashboard', () => {
  test('with the location granted: check in, pause with a reason, resume, check out, see the day Completed', async ({
    page,
    context,
  }) => {
    test.slow(); // a whole day's journey with accessibility checks, on a shared 2-core machine
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(PHOENIX);
    await signIn(page, DEMO.ana);

    // Not checked in yet: only Check In is possible, and no Currently Working card (docs/product-rules.md §4).
    await expect(checkInButton(page)).toBeEnabled();
    await expect(checkOutButton(page)).toBeDisabled();
    await expect(page.getByTestId('currently-working')).toHaveCount(0);
    await expect(page.getByTestId('today-check-in')).toHaveText('--:-- --');
    await expect(page.getByTestId('today-check-out')).toHaveText('--:-- --');
    await expect(page.getByTestId('period-progress')).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(page.getByRole('progressbar', { name: 'Progress toward 80-hour target' })).toBeVisible();
    await expect(page.getByTestId('period-rate')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    await expectNoSeriousA11yIssues(page);

    // A double click sends one check-in, not two.
    const checkIns = countPosts(page, '/api/attendance/checkin/');
    const checkedInAt = Date.now();
    await checkInButton(page).dblclick();
    await expect(toast(page, 'Checked in successfully')).toBeVisible();
    await expect(page.getByTestId('currently-working')).toBeVisible();
    expect(checkIns.count()).toBe(1);
    expect(checkIns.bodies()[0]).toMatchObject({ latitude: PHOENIX.latitude, longitude: PHOENIX.longitude });
    await expect(toast(page, 'Could not get location. Check-in recorded without location.')).toHaveCount(0);
    await expect(page.getByTestId('error-banner')).toHaveCount(0);

    // Checked in: Check In stays off while the shift runs, Check Out is on (docs/product-rules.md §4).
    await expect(checkInButton(page)).toBeDisabled();
    await expect(checkOutButton(page)).toBeEnabled();
    await expect(page.getByTestId('today-check-in')).toHaveText(/^\d{2}:\d{2} [AP]M$/);
    await expect(page.getByTestId('working-check-in')).toHaveText(/^\d{2}:\d{2} [AP]M$/);
    await expect(todayRow(page)).toHaveCount(1);
    await expect(todayRow(page).getByText('In Progress')).toBeVisible();
    const periodBefore = minutesOf(await page.getByTestId('period-hours').textContent());

    // The elapsed time counts every second.
    const elapsed = page.getByTestId('working-elapsed');
    await expect(elapsed).toHaveText(/^00:00:\d{2}$/);
    const first = await elapsed.textContent();
    await expect(elapsed).not.toHaveText(first ?? '', { timeout: 3000 });

    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'dashboard-checked-in');

    // Pause: the reason is required (docs/product-rules.md §5).
    await page.getByRole('button', { name: 'Pause Timer' }).click();
    const pauseDialog = page.getByRole('dialog', { name: 'Pause Timer' });
    await expect(pauseDialog).toBeVisible();
    const reason = pauseDialog.getByLabel('Reason for pausing');
    await expect(reason).toHaveAttribute('placeholder', 'Enter reason...');
    await reason.fill('   ');
    await pauseDialog.getByRole('button', { name: 'Confirm Pause' }).click();
    await expect(pauseDialog.getByText('Please enter a reason for pausing')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // A reason that looks like markup is kept as plain text.
    const pauses = countPosts(page, '/api/attendance/pause/');
    const markup = '<img src=x onerror="window.__pwned=1">Lunch <b>break</b>';
    await reason.fill(markup);
    await pauseDialog.getByRole('button', { name: 'Confirm Pause' }).click();
    await expect(toast(page, 'Timer paused successfully')).toBeVisible();
    await expect(pauseDialog).toBeHidden();
    expect(pauses.count()).toBe(1);
    expect(pauses.bodies()[0]).toMatchObject({ reason: markup, latitude: PHOENIX.latitude });
    await expect(page.getByTestId('timer-paused-badge')).toHaveText('Timer Paused');
    await expect(page.getByTestId('pause-details')).toContainText(`Reason: ${markup}`);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.getByRole('button', { name: 'Resume Timer' })).toBeVisible();

    // While paused the clock stands still.
    const frozen = await elapsed.textContent();
    await page.waitForTimeout(1500);
    await expect(elapsed).toHaveText(frozen ?? '');

    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'dashboard-paused');

    // Resume: the modal of docs/product-rules.md §2.
    await page.getByRole('button', { name: 'Resume Timer' }).click();
    const resumeDialog = page.getByRole('dialog', { name: 'Ready to Resume Work?' });
    await expect(resumeDialog).toBeVisible();
    await expect(resumeDialog.getByText('Timer will resume automatically')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'dashboard-resume-modal');
    await resumeDialog.getByRole('button', { name: 'Resume Timer' }).click();
    await expect(toast(page, 'Timer resumed successfully')).toBeVisible();
    await expect(resumeDialog).toBeHidden();
    await expect(page.getByTestId('timer-paused-badge')).toHaveCount(0);
    await expect(elapsed).not.toHaveText(frozen ?? '', { timeout: 3000 });

    // Check out: the day is Completed with the hours the server computed.
    await checkOutButton(page).click();
    await expect(toast(page, 'Checked out successfully')).toBeVisible();
    const minutesOnTheClock = Math.floor((Date.now() - checkedInAt) / 60_000);
    await expect(page.getByTestId('currently-working')).toHaveCount(0);
    // another shift may begin the same day (split shifts, docs/decisions/0027-split-shifts.md)
    await expect(checkInButton(page)).toBeEnabled();
    await expect(checkOutButton(page)).toBeDisabled();
    await expect(page.getByTestId('today-check-out')).toHaveText(/^\d{2}:\d{2} [AP]M$/);
    const row = todayRow(page);
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Completed')).toBeVisible();
    const cells = row.getByRole('cell');
    await expect(cells.nth(2)).toHaveText(/^\d{2}:\d{2} [AP]M$/);
    await expect(cells.nth(3)).toHaveText(/^\d{2}:\d{2} [AP]M$/);
    // The whole shift took well under a few minutes, paused time excluded.
    const hours = (await cells.nth(4).textContent()) ?? '';
    const worked = /^0h (\d+)m$/.exec(hours);
    expect(worked, `hours cell was ${hours}`).not.toBeNull();
    expect(Number(worked?.[1])).toBeLessThanOrEqual(minutesOnTheClock + 1);
    await expect(page.getByTestId('today-hours')).toHaveText(hours);

    // The pay-period figures agree with the days (docs/product-rules.md §2 Current Pay Period): the period grew by
    // today's hours, the Total Hours row matches it, and the bar shows its whole percentage of 80 h.
    const periodText = await page.getByTestId('period-hours').textContent();
    expect(minutesOf(periodText)).toBe(periodBefore + minutesOf(hours));
    await expect(page.getByTestId('records-total')).toHaveText(periodText ?? '');
    const percent = Math.min(100, (minutesOf(periodText) / 60 / 80) * 100);
    const progressText = (await page.getByTestId('period-progress-text').textContent()) ?? '';
    const shown = Number(/^(\d+)% of 80h target$/.exec(progressText)?.[1]);
    expect([Math.floor(percent), Math.round(percent)]).toContain(shown);
    await expect(page.getByTestId('period-progress')).toHaveAttribute('aria-valuenow', String(shown));
    await expect(page.getByTestId('records-employee')).not.toHaveText('-');
    await expect(page.getByTestId('records-period-start')).toHaveText(/^\d{2}\/(01|15)\/\d{4}$/);
    await expect(page.getByTestId('records-period-end')).toHaveText(/^\d{2}\/(14|28|29|30|31)\/\d{4}$/);
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'dashboard-checked-out');

    // Refresh Time History.
    await page.getByRole('button', { name: 'Refresh Time History' }).click();
    await expect(toast(page, 'Time records refreshed')).toBeVisible();
  });

  test('with the location refused: the actions still go through, with null coordinates and a warning', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    // The browser's answer waits for the test, so "Getting location..." can be seen.
    const releaseLocation = await holdLocationAnswers(page);
    await signIn(page, DEMO.ben);
    const checkIns = countPosts(page, '/api/attendance/checkin/');
    await checkInButton(page).click();
    const locating = page.getByRole('button', { name: 'Getting location...' });
    await expect(locating).toBeVisible();
    await expect(locating).toBeDisabled();
    await expect(checkOutButton(page)).toBeDisabled();
    await releaseLocation();
    await expectToastsTogether(page, [
      'Checked in successfully',
      'Could not get location. Check-in recorded without location.',
    ]);
    expect(checkIns.bodies()).toEqual([{ latitude: null, longitude: null, accuracy: null }]);

    await page.getByRole('button', { name: 'Pause Timer' }).click();
    const pauseDialog = page.getByRole('dialog', { name: 'Pause Timer' });
    await pauseDialog.getByLabel('Reason for pausing').fill('Doctor appointment');
    await pauseDialog.getByRole('button', { name: 'Confirm Pause' }).click();
    await expect(pauseDialog.getByRole('button', { name: 'Getting location...' })).toBeVisible();
    await releaseLocation();
    await expectToastsTogether(page, [
      'Timer paused successfully',
      'Could not get location. Pause recorded without location.',
    ]);

    await page.getByRole('button', { name: 'Resume Timer' }).click();
    await page
      .getByRole('dialog', { name: 'Ready to Resume Work?' })
      .getByRole('button', { name: 'Resume Timer' })
      .click();
    await releaseLocation();
    await expectToastsTogether(page, [
      'Timer resumed successfully',
      'Could not get location. Resume recorded without location.',
    ]);

    const checkOuts = countPosts(page, '/api/attendance/checkout/');
    await checkOutButton(page).click();
    await releaseLocation();
    await expectToastsTogether(page, [
      'Checked out successfully',
      'Could not get location. Check-out recorded without location.',
    ]);
    expect(checkOuts.bodies()).toEqual([{ latitude: null, longitude: null, accuracy: null }]);
    await expect(todayRow(page).getByText('Completed')).toBeVisible();
    await expect(todayRow(page).getByRole('cell').nth(4)).toHaveText('0h 0m');
    await expectNoSeriousA11yIssues(page);
  });

  test('a refused check-in shows the server’s reason as a toast and a banner', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(PHOENIX);
    await signIn(page, DEMO.carla);
    await page.route('**/api/attendance/checkin/', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'You have already checked in today.',
          detail: 'You have already checked in today.',
        }),
      }),
    );
    await checkInButton(page).click();
    await expect(toast(page, 'You have already checked in today.')).toBeVisible();
    await expect(page.getByTestId('error-banner')).toHaveText('You have already checked in today.');
    await expectNoSeriousA11yIssues(page);

    // A failure without an answer is a lost network: the action waits on the device, never shown
    // as done (docs/offline.md); the route stays cut, so it is never sent in this test.
    await page.unroute('**/api/attendance/checkin/');
    await page.route('**/api/attendance/checkin/', (route) => route.abort());
    await page.getByTestId('error-banner').getByRole('button', { name: 'Dismiss' }).click();
    await checkInButton(page).click();
    await expect(
      toast(page, 'No connection: saved on this device. It will be sent when the connection returns.'),
    ).toBeVisible();
    await expect(page.getByText('1 action waiting to sync')).toBeVisible();
    await expect(page.getByTestId('today-check-in')).toHaveText(/Waiting to sync/);
  });

  test('the pause reason has a counter and stops at 500 characters; a stale tab shows the server’s refusal and catches up', async ({
    page,
    context,
  }) => {
    test.slow(); // two screen sizes and three accessibility checks on a busy machine
    // Carla's earlier test only ever saw mocked check-ins, so her day is still free.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(PHOENIX);
    await signIn(page, DEMO.carla);
    await checkInButton(page).click();
    await expect(toast(page, 'Checked in successfully')).toBeVisible();

    // The counter follows the reason, and input stops at the limit.
    await page.getByRole('button', { name: 'Pause Timer' }).click();
    const pauseDialog = page.getByRole('dialog', { name: 'Pause Timer' });
    const reason = pauseDialog.getByLabel('Reason for pausing');
    const counter = pauseDialog.getByTestId('pause-reason-count');
    await expect(counter).toHaveText('0/500');
    await reason.fill('Coffee');
    await expect(counter).toHaveText('6/500');
    await reason.fill('x'.repeat(600));
    await expect(counter).toHaveText('500/500');
    expect((await reason.inputValue()).length).toBe(500);
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'dashboard-pause-counter');
    await pauseDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(pauseDialog).toBeHidden();

    // Another tab checks out; this one still shows the Currently Working card.
    const token = await page.evaluate(() => localStorage.getItem('access-token'));
    const out = await page.request.post('/api/attendance/checkout/', {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect(out.ok()).toBe(true);
    await expect(page.getByTestId('currently-working')).toBeVisible();

    // Pausing here is refused: the page says why and shows the day as it now is.
    await page.getByRole('button', { name: 'Pause Timer' }).click();
    await reason.fill('Coffee');
    await pauseDialog.getByRole('button', { name: 'Confirm Pause' }).click();
    await expect(toast(page, 'You must be checked in to pause the timer.')).toBeVisible();
    await expect(toast(page, 'Failed to pause timer')).toHaveCount(0);
    await expect(page.getByTestId('error-banner')).toHaveText('You must be checked in to pause the timer.');
    await expect(pauseDialog).toBeHidden();
    await expect(page.getByTestId('currently-working')).toHaveCount(0);
    await expect(checkOutButton(page)).toBeDisabled();
    await expect(checkInButton(page)).toBeEnabled(); // a new shift may begin (ADR 0027)
    await expect(todayRow(page).getByText('Completed')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test('Print opens an 800 by 600 window with the records as plain text, and a blocked pop-up is reported', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(PHOENIX);
    await signIn(page, DEMO.manager);

    // A name that looks like markup must come out as text in the printout.
    const token = await page.evaluate(() => localStorage.getItem('access-token'));
    const headers = { Authorization: `Bearer ${token}` };
    const profile = await (await page.request.get('/api/profile/', { headers })).json();
    const markupName = 'Mia <img src=x onerror="window.opener.__pwned=1"><b>Manager</b>';
    const renamed = await page.request.put('/api/profile/', {
      headers,
      data: { name: markupName, email: profile.email },
    });
    expect(renamed.ok()).toBe(true);
    await page.reload();

    await checkInButton(page).click();
    await expect(toast(page, 'Checked in successfully')).toBeVisible();
    await checkOutButton(page).click();
    await expect(toast(page, 'Checked out successfully')).toBeVisible();

    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const popup = await opened;
    await expect(toast(page, 'Printing time records...')).toBeVisible();
    await expect(popup.locator('h1')).toHaveText('Time Records');
    await expect(popup.getByText(`Employee: ${markupName}`, { exact: true })).toBeVisible();
    expect(await popup.locator('img, b, script').count()).toBe(0);
    const headings = await popup.locator('thead th').allTextContents();
    expect(headings).toEqual(['Date', 'Day', 'Check In', 'Check Out', 'Hours', 'Status']);
    // Every day of the period on the screen is in the printout, today's among them.
    const printedRows = popup.locator('tbody tr');
    await expect(printedRows).toHaveCount(await page.getByTestId('record-row').count());
    const printedToday = printedRows.filter({ hasText: todayUs() });
    await expect(printedToday).toHaveCount(1);
    const printed = await printedToday.locator('td').allTextContents();
    expect(printed[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(printed[2]).toMatch(/^\d{2}:\d{2} [AP]M$/);
    expect(printed[4]).toBe('0h 0m');
    expect(printed[5]).toBe('Completed');
    await expect(popup.locator('tfoot')).toContainText('Total Hours');
    const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }));
    expect(size.width).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await popup.close();

    // A blocked pop-up: window.open gives nothing back.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await expect(toast(page, 'Failed to print time records')).toBeVisible();

    // Put the demo name back for anything that runs later.
    await page.request.put('/api/profile/', { headers, data: { name: profile.name, email: profile.email } });
  });
});
