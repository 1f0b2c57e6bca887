import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  DESKTOP,
  expect,
  expectNoSeriousA11yIssues,
  PHONE,
  screenshotBoth,
  signIn,
  signInAt,
  test,
} from '../support/fixtures.js';

/**
 * Timecards (issue 12, Screens): My timecard with its period picker, totals, workweeks, days with
 * shifts and pauses and the attested Submit; Approvals for managers and admins (approve one, all
 * clean, reopen with a reason) and the admin's payroll download. The demo has three weeks of work
 * days for the staff, so the previous pay period is complete and can be submitted.
 */

const ZONE = 'America/Phoenix';

function orgToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

/** The current pay period (1st–14th, 15th–month end) and the one before it, as first and last days. */
function periods() {
  const today = orgToday();
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const iso = (year: number, month: number, day: number) =>
    new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
  const current =
    d <= 14 ? { start: iso(y, m, 1), end: iso(y, m, 14) } : { start: iso(y, m, 15), end: iso(y, m + 1, 0) };
  const previous =
    d <= 14 ? { start: iso(y, m - 1, 15), end: iso(y, m, 0) } : { start: iso(y, m, 1), end: iso(y, m, 14) };
  return { today, current, previous };
}

const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

async function tokenFor(request: APIRequestContext, email: string): Promise<{ token: string; id: number }> {
  const response = await request.post('/api/login/', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const token = (await response.json()).access_token as string;
  const profile = await request.get('/api/profile/', { headers: { Authorization: `Bearer ${token}` } });
  return { token, id: (await profile.json()).id as number };
}

async function checkA11yAtBothSizes(page: Page) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await expectNoSeriousA11yIssues(page);
  }
  await page.setViewportSize(DESKTOP);
}

test.describe('timecards', () => {
  test('staff see their timecard with the demo days and cannot submit the current period', async ({ page }) => {
    const { today, current, previous } = periods();
    await signIn(page, DEMO.carla);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My timecard' }).click();
    await expect(page).toHaveURL(/\/timecard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My timecard' })).toBeVisible();
    // staff have no Approvals entry
    await expect(page.getByRole('link', { name: 'Approvals' })).toHaveCount(0);
    await expect(page.getByTestId('timecard-period')).toHaveText(`${us(current.start)} to ${us(current.end)}`);
    await expect(page.getByTestId('timecard-status')).toHaveText('Open');
    await expect(page.getByText('I certify these hours are complete and accurate')).toBeVisible();
    if (today < current.end) {
      // before the period's last day the attestation cannot be given, and the page says why
      await expect(page.getByTestId('submit-blockers')).toContainText(
        `The pay period has not ended yet: it ends ${us(current.end)}.`,
      );
      await expect(
        page.getByRole('checkbox', { name: 'I certify these hours are complete and accurate' }),
      ).toBeDisabled();
      await expect(page.getByTestId('submit-timecard')).toBeDisabled();
    }
    await expect(page.getByRole('button', { name: 'Next period' })).toBeDisabled();

    // the previous period: every demo weekday, its shift and the lunch pause under it
    await page.getByRole('button', { name: 'Previous period' }).click();
    await expect(page).toHaveURL(new RegExp(`period=${previous.start}`));
    await expect(page.getByTestId('timecard-period')).toHaveText(`${us(previous.start)} to ${us(previous.end)}`);
    const days = page.getByTestId('timecard-day');
    await expect(days.first()).toBeVisible();
    expect(await days.count()).toBeGreaterThan(3);
    await expect(days.first().getByTestId('timecard-pause')).toContainText('Lunch break');
    await expect(page.getByTestId('total-worked')).toHaveText(/^\d+\.\d{2}\u00a0h$/);
    await expect(page.getByTestId('total-gross')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    expect(await page.getByTestId('timecard-week').count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByText('Nothing has happened to this timecard yet.')).toBeVisible();

    await checkA11yAtBothSizes(page);
    await screenshotBoth(page, 'timecard-staff-previous');
  });

  test('an employee submits a past period and their manager approves it', async ({ page }) => {
    test.slow(); // two sign-ins and two pages' accessibility checks, on a shared 2-core machine
    const { previous } = periods();
    await signInAt(page, DEMO.ana, `/timecard?period=${previous.start}`);
    await expect(page.getByTestId('timecard-status')).toHaveText('Open');
    const submit = page.getByTestId('submit-timecard');
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox', { name: 'I certify these hours are complete and accurate' }).check();
    await submit.click();
    await expect(page.getByTestId('timecard-status')).toHaveText('Submitted');
    await expect(page.getByText('This timecard has been submitted and waits for approval.')).toBeVisible();
    await expect(page.getByTestId('timecard-event')).toContainText('Submitted by Ana Reyes');
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });

    await signIn(page, DEMO.manager);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Approvals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous period' }).click();
    const row = page.getByTestId('approval-row').filter({ hasText: 'ana@daybook.test' });
    await expect(row.getByTestId('timecard-status')).toHaveText('Submitted');
    await expect(row).toContainText('None');
    await checkA11yAtBothSizes(page);
    await screenshotBoth(page, 'approvals-manager');

    await row.getByRole('link', { name: 'Open timecard of Ana Reyes' }).click();
    await expect(page).toHaveURL(new RegExp(`/timecard/\\d+/${previous.start}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Timecard: Ana Reyes' })).toBeVisible();
    await page.getByTestId('approve-timecard').click();
    // approving locks the card: a dialog names whose timecard and which period first
    const confirmApprove = page.getByRole('dialog', { name: 'Approve this timecard?' });
    await expect(confirmApprove.getByTestId('confirm-approve-names')).toHaveText('Ana Reyes');
    await checkA11yAtBothSizes(page);
    await screenshotBoth(page, 'timecard-manager-confirm-approve');
    await confirmApprove.getByTestId('confirm-approve-button').click();
    await expect(page.getByTestId('timecard-status')).toHaveText('Approved');
    await expect(page.getByTestId('timecard-event').last()).toContainText('Approved by');
    // a manager does not reopen
    await expect(page.getByTestId('reopen-timecard')).toHaveCount(0);
    await checkA11yAtBothSizes(page);
    await screenshotBoth(page, 'timecard-manager-approved');

    // an address that names no one is a page that does not exist, titled as one
    await page.goto(`/timecard/x/${previous.start}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found/);
    // someone the manager may not see: the refusal, under a title without an empty name
    await page.goto(`/timecard/999999/${previous.start}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Timecard', exact: true })).toBeVisible();
    await expect(page.getByTestId('error-banner')).toBeVisible();
  });

  test('an admin approves every clean timecard, reopens one with a reason and downloads the payroll CSV', async ({
    page,
    request,
  }) => {
    const { previous } = periods();
    const carla = await tokenFor(request, DEMO.carla);
    const ana = await tokenFor(request, DEMO.ana);
    const admin = await tokenFor(request, DEMO.admin);
    const post = (path: string, token: string, data?: object) =>
      request.post(path, { headers: { Authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
    // The test sets up its own state, so it holds on a retry and whatever ran before it: Carla's
    // timecard submitted (or already approved by a first attempt), Ana's submitted and approved.
    // A 409 means the timecard is past that step already.
    const submitted = await post(`/api/timecards/${carla.id}/${previous.start}/submit/`, carla.token, {
      attestation: true,
    });
    expect([200, 409]).toContain(submitted.status());
    const anaSubmitted = await post(`/api/timecards/${ana.id}/${previous.start}/submit/`, ana.token, {
      attestation: true,
    });
    expect([200, 409]).toContain(anaSubmitted.status());

    await signInAt(page, DEMO.admin, `/approvals?period=${previous.start}`);
    // Rows are found by email: another journey may have renamed a demo provider by now.
    const carlaRow = page.getByTestId('approval-row').filter({ hasText: 'carla@daybook.test' });
    await expect(carlaRow.getByTestId('timecard-status')).toHaveText(/^(Submitted|Approved)$/);
    if ((await carlaRow.getByTestId('timecard-status').textContent()) === 'Submitted') {
      await page.getByTestId('approve-all-clean').click();
      const confirmAll = page.getByTestId('confirm-approve');
      await expect(confirmAll.getByTestId('confirm-approve-names')).toBeVisible();
      await confirmAll.getByTestId('confirm-approve-button').click();
    }
    await expect(carlaRow.getByTestId('timecard-status')).toHaveText('Approved');
    // nothing is left in an approved timecard's way, and its Blockers cell says so
    await expect(carlaRow).toContainText('None');
    const anaApproved = await post(`/api/timecards/${ana.id}/${previous.start}/approve/`, admin.token);
    expect([200, 409]).toContain(anaApproved.status());
    await page.reload();
    await expect(page.getByTestId('approve-all-clean')).toBeDisabled();

    const downloading = page.waitForEvent('download');
    await page.getByTestId('download-csv').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`payroll-${previous.start}-to-${previous.end}.csv`);
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(csv.split(/\r\n/)[0]?.replace(/^\uFEFF/, '')).toBe(
      'Name,Email,Payroll ID,Department,Regular Hours,Overtime Hours,Total Hours,Rate,Gross Pay,Timecard Status,Adjustment,Rates in Period',
    );
    expect(csv).toContain('carla@daybook.test');

    // The row holding exactly Ana's address: "dana@daybook.test" also contains "ana@daybook.test",
    // and the row's text runs the name into the address ("Ana Reyesana@…").
    await page
      .getByTestId('approval-row')
      .filter({ has: page.getByText('ana@daybook.test', { exact: true }) })
      .getByRole('link')
      .click();
    await page.waitForURL(/\/timecard\/\d+\//);
    // The approvals table stays on screen until the timecard page has loaded: wait for its heading.
    await expect(page.getByRole('heading', { level: 1, name: 'Timecard: Ana Reyes' })).toBeVisible();
    await expect(page.getByTestId('timecard-status')).toHaveText('Approved');
    await page.getByTestId('reopen-timecard').click();
    const dialog = page.getByRole('dialog', { name: 'Reopen this timecard' });
    await dialog.getByTestId('confirm-reopen').click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Lunch on the 3rd was not taken');
    await dialog.getByTestId('confirm-reopen').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('timecard-status')).toHaveText('Open');
    await expect(page.getByTestId('timecard-event').last()).toContainText('Reopened by');
    await expect(page.getByTestId('timecard-event').last()).toContainText('Reason: Lunch on the 3rd was not taken');
    await checkA11yAtBothSizes(page);
    await screenshotBoth(page, 'timecard-admin-reopened');
  });
  test('an admin sets the payroll settings and adds a rate from a date in the console', async ({ page, request }) => {
    const { today } = periods();
    const ana = await tokenFor(request, DEMO.ana);
    await signInAt(page, DEMO.admin, '/admin/organisation');
    await expect(page.getByRole('heading', { name: 'Payroll: overtime and rounding' })).toBeVisible();
    await expect(page.getByLabel('Overtime after (hours per workweek)')).toHaveValue('40');
    await expect(page.getByLabel('Overtime pay multiplier')).toHaveValue('1.5');
    await expect(page.getByLabel('Minimum wage (USD per hour)')).toHaveValue('15.15');
    await page.getByLabel('Overtime after (hours per workweek)').fill('38.5');
    // the page's own Save (the signature settings card has a "Save signature setting" of its own)
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Element updated')).toBeVisible();
    const settings = await request.get('/api/admin/organisation', {
      headers: { Authorization: `Bearer ${(await tokenFor(request, DEMO.admin)).token}` },
    });
    expect((await settings.json()).overtime_threshold_hours).toBe(38.5);

    await page.goto(`/admin/users/${ana.id}`);
    const history = page.getByTestId('rate-history');
    await expect(history.getByRole('heading', { name: 'Rate history' })).toBeVisible();
    // the history has loaded: every demo person's starts with the rate on their record
    await expect(history.getByTestId('rate-row').first()).toBeVisible();
    const before = await history.getByTestId('rate-row').count();
    await history.getByLabel('Hourly rate (USD)').fill('10');
    await history.getByLabel('Effective from').fill(today);
    await history.getByRole('button', { name: 'Add rate' }).click();
    await expect(history.getByText('The rate is below the organisation’s minimum wage.')).toBeVisible();
    await history.getByLabel('Hourly rate (USD)').fill('23.75');
    await history.getByRole('button', { name: 'Add rate' }).click();
    await expect(history.getByTestId('rate-row')).toHaveCount(before + 1);
    await expect(history.getByTestId('rate-row').last()).toContainText('$23.75');
    await expect(history.getByLabel('Hourly rate (USD)')).toHaveValue('');
    await screenshotBoth(page, 'admin-rate-history');
  });
});
