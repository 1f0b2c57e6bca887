import type { APIRequestContext, Page } from '@playwright/test';
import { checkAndScreenshotBoth, DEMO, DEMO_PASSWORD, expect, signIn, test } from '../support/fixtures.js';

/**
 * Split shifts (issue 12, docs/decisions/0027-split-shifts.md): a staff member of this spec's own
 * (created through the admin API, so no other spec's day changes) checks in, out, in again and out
 * again; the dashboard lists the day's two shifts and sums them in Hours today, and the timecard
 * shows both shifts, each with its pauses, and the day's sum.
 */

const PHOENIX = { latitude: 33.4484, longitude: -112.074 };

async function token(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/login/', { data: { email, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).access_token as string;
}

const checkInButton = (page: Page) => page.getByRole('button', { name: 'Check In', exact: true });
const checkOutButton = (page: Page) => page.getByRole('button', { name: 'Check Out', exact: true });
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

/** Minutes of an `Xh Ym` text. */
function minutesOf(text: string | null): number {
  const match = /(\d+)h (\d+)m/.exec(text ?? '');
  expect(match, `no Xh Ym figure in: ${text}`).not.toBeNull();
  return Number(match?.[1]) * 60 + Number(match?.[2]);
}

test.describe('split shifts', () => {
  test('check in, out, in again and out again: the dashboard and the timecard show two shifts and their sum', async ({
    page,
    context,
    request,
  }) => {
    test.slow(); // two shifts, a pause, two pages at two sizes with accessibility checks
    const admin = await token(request, DEMO.admin);
    const email = `split-${Date.now()}@daybook.test`;
    const password = 'Split-shifts-2026!';
    const created = await request.post('/api/register/', {
      headers: { authorization: `Bearer ${admin}` },
      data: { name: 'Sasha Split', email, password },
    });
    expect(created.status(), await created.text()).toBe(201);

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(PHOENIX);
    await signIn(page, email, password);

    // the first shift, with a short break
    await checkInButton(page).click();
    await expect(toast(page, 'Checked in successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Pause Timer' }).click();
    const pauseDialog = page.getByRole('dialog', { name: 'Pause Timer' });
    await pauseDialog.getByLabel('Reason for pausing').fill('Morning break');
    await pauseDialog.getByRole('button', { name: 'Confirm Pause' }).click();
    await expect(toast(page, 'Timer paused successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Resume Timer' }).click();
    await page
      .getByRole('dialog', { name: 'Ready to Resume Work?' })
      .getByRole('button', { name: 'Resume Timer' })
      .click();
    await expect(toast(page, 'Timer resumed successfully')).toBeVisible();
    await checkOutButton(page).click();
    await expect(toast(page, 'Checked out successfully')).toBeVisible();

    // Check In is enabled again after the check-out: a second shift the same day
    await expect(checkInButton(page)).toBeEnabled();
    await expect(checkOutButton(page)).toBeDisabled();
    await checkInButton(page).click();
    await expect(page.getByTestId('currently-working')).toBeVisible();
    await expect(checkInButton(page)).toBeDisabled();
    const shifts = page.getByTestId('today-shift');
    await expect(shifts).toHaveCount(2);
    await expect(shifts.nth(1)).toContainText('now');
    await page.waitForTimeout(1500); // the running shift counts a second or more
    await checkOutButton(page).click();
    await expect(page.getByTestId('currently-working')).toHaveCount(0);
    await expect(checkInButton(page)).toBeEnabled();

    // the day's two shifts are listed, each closed, and Hours today is their sum
    await expect(shifts).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Shifts today' })).toBeVisible();
    for (const i of [0, 1])
      await expect(shifts.nth(i)).toHaveText(/^\d{2}:\d{2} [AP]M to \d{2}:\d{2} [AP]M · \d+h \d+m worked$/);
    const perShift = minutesOf(await shifts.nth(0).textContent()) + minutesOf(await shifts.nth(1).textContent());
    const today = minutesOf(await page.getByTestId('today-hours').textContent());
    // each shift's minutes are floored on their own; the day is floored once from the summed seconds
    expect(today - perShift).toBeGreaterThanOrEqual(0);
    expect(today - perShift).toBeLessThanOrEqual(1);
    // the history lists one record per shift
    const token2 = await page.evaluate(() => localStorage.getItem('access-token'));
    const answer = await page.request.get('/api/attendance/today/', { headers: { Authorization: `Bearer ${token2}` } });
    const body = (await answer.json()) as { shifts: unknown[]; day_worked_seconds: number };
    expect(body.shifts).toHaveLength(2);
    expect(Math.floor(body.day_worked_seconds / 60)).toBe(today);
    await checkAndScreenshotBoth(page, 'split-shifts-dashboard');

    // the timecard: today's day holds both shifts, the first with its break under it, and their sum
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My timecard' }).click();
    await expect(page).toHaveURL(/\/timecard$/);
    const day = page.getByTestId('timecard-day');
    await expect(day).toHaveCount(1);
    await expect(day.getByTestId('timecard-shift')).toHaveCount(2);
    await expect(day.getByTestId('timecard-shift').nth(0).getByTestId('timecard-pause')).toContainText('Morning break');
    await expect(day.getByTestId('timecard-shift').nth(1).getByTestId('timecard-pause')).toHaveCount(0);
    // hours with two decimals, rounded once from the summed seconds, a half going up
    const hours = (Math.floor((2 * body.day_worked_seconds + 36) / 72) / 100).toFixed(2);
    await expect(day.getByTestId('timecard-day-worked')).toContainText(hours);
    // each shift links to its own correction request
    await expect(day.getByTestId('request-shift-correction')).toHaveCount(2);
    await checkAndScreenshotBoth(page, 'split-shifts-timecard');

    // a shift's own link opens the request with that shift chosen among the day's two
    await day.getByTestId('request-shift-correction').nth(1).click();
    await expect(page).toHaveURL(/\/corrections\/new\?date=\d{4}-\d{2}-\d{2}&work_day_id=\d+$/);
    const picker = page.getByLabel('Shift', { exact: true });
    // "Choose a shift", the two shifts, and a shift never punched (new_shift)
    await expect(picker.locator('option')).toHaveCount(4);
    const chosen = new URL(page.url()).searchParams.get('work_day_id');
    await expect(picker).toHaveValue(chosen ?? '');
    await expect(picker.locator('option').last()).toHaveText('A shift I did not check in for');
    await checkAndScreenshotBoth(page, 'split-shifts-correction');
  });
});
