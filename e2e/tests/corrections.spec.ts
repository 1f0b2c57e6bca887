import type { Browser, Page } from '@playwright/test';
import {
  DEMO,
  DESKTOP,
  expect,
  expectNoSeriousA11yIssues,
  PHONE,
  screenshotBoth,
  signIn,
  test,
} from '../support/fixtures.js';

/**
 * Correction requests (issue 12, Screens): an employee asks for a fix from a day row of My
 * timecard, sees the request pending on My correction requests; their manager approves it in the
 * Corrections inbox; the day then shows the new times. Ana reports to the demo manager.
 */

async function checkA11yAtBothSizes(page: Page) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await expectNoSeriousA11yIssues(page);
  }
  await page.setViewportSize(DESKTOP);
}

async function pageAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    timezoneId: 'America/Phoenix',
    locale: 'en-US',
    viewport: DESKTOP,
  });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test.describe('correction requests', () => {
  test('staff request a correction from a day row, the manager approves, the day shows the new times', async ({
    browser,
  }) => {
    test.slow();
    const ana = await pageAs(browser, DEMO.ana);
    await ana.goto('/timecard');
    await expect(ana.getByRole('heading', { level: 1, name: 'My timecard' })).toBeVisible();
    // staff have no inbox entry
    await expect(ana.getByRole('link', { name: 'Corrections', exact: true })).toHaveCount(0);
    const row = ana.getByTestId('timecard-day').first();
    await expect(row).toBeVisible();
    const date = (await row.getAttribute('data-date')) as string;
    await row.getByTestId('request-correction').click();
    await expect(ana).toHaveURL(new RegExp(`/corrections/new\\?date=${date}$`));
    await expect(ana.getByRole('heading', { level: 1, name: 'Request a correction' })).toBeVisible();
    await expect(ana.getByLabel('Date')).toHaveValue(date);

    // the reason is required, checked before anything is sent
    await ana.getByLabel('Check-in time').fill('07:05');
    await ana.getByLabel('Check-out time').fill('15:35');
    await ana.getByTestId('send-correction').click();
    await expect(ana.getByText('Please give a reason for the correction.')).toBeVisible();
    await checkA11yAtBothSizes(ana);
    await screenshotBoth(ana, 'corrections-request');
    await ana.getByLabel('Reason').fill('The tablet did not record my times');
    await ana.getByTestId('send-correction').click();

    await expect(ana).toHaveURL(/\/corrections$/);
    await expect(ana.getByRole('heading', { level: 1, name: 'My correction requests' })).toBeVisible();
    const mine = ana.getByTestId('correction-card').first();
    await expect(mine.getByTestId('correction-status')).toHaveText('Pending');
    await expect(mine.getByTestId('correction-proposed')).toHaveText('Proposed: in 07:05 AM, out 03:35 PM');
    await checkA11yAtBothSizes(ana);
    await screenshotBoth(ana, 'corrections-mine');

    // a second request for the same day is not offered while the first is pending (the server
    // refuses one too: corrections.test.ts)
    await ana.goto(`/corrections/new?date=${date}`);
    await expect(ana.getByText('A correction request for this day is already pending.')).toBeVisible();
    await expect(ana.getByTestId('send-correction')).toBeDisabled();
    // and the day's row on the timecard says it was requested instead of offering another request
    await ana.goto('/timecard');
    const requested = ana.locator(`[data-testid="timecard-day"][data-date="${date}"]`);
    await expect(requested.getByTestId('correction-requested')).toHaveText('Correction requested');
    await expect(requested.getByTestId('request-correction')).toHaveCount(0);

    const manager = await pageAs(browser, DEMO.manager);
    await manager
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Corrections' })
      .click();
    await expect(manager).toHaveURL(/\/corrections\/inbox$/);
    await expect(manager.getByRole('heading', { level: 1, name: 'Corrections' })).toBeVisible();
    const request = manager.getByTestId('correction-card').filter({ hasText: 'Ana Reyes' }).first();
    await expect(request).toContainText('The tablet did not record my times');
    await checkA11yAtBothSizes(manager);
    await screenshotBoth(manager, 'corrections-inbox');
    await request.getByTestId('approve-correction').click();
    await expect(manager.getByText('The correction was approved and applied.')).toBeVisible();
    await expect(
      manager.getByTestId('correction-card').filter({ hasText: 'The tablet did not record my times' }),
    ).toHaveCount(0);

    await ana.goto('/corrections');
    await expect(ana.getByTestId('correction-card').first().getByTestId('correction-status')).toHaveText('Approved');
    await ana.goto('/timecard');
    const day = ana.locator(`[data-testid="timecard-day"][data-date="${date}"]`);
    await expect(day).toContainText('07:05 AM');
    await expect(day).toContainText('03:35 PM');
    // decided, the day may be asked about again
    await expect(day.getByTestId('request-correction')).toBeVisible();
    await ana.context().close();
    await manager.context().close();
  });

  test('the manager denies a request with a required note, and the employee reads it', async ({ browser }) => {
    const ben = await pageAs(browser, DEMO.ben);
    await ben.goto('/timecard');
    const row = ben.getByTestId('timecard-day').first();
    await expect(row).toBeVisible();
    await row.getByTestId('request-correction').click();
    await expect(ben.getByRole('heading', { level: 1, name: 'Request a correction' })).toBeVisible();
    await ben.getByLabel('Check-out time').fill('15:50');
    await ben.getByLabel('Reason').fill('I left late for a member pick-up');
    await ben.getByTestId('send-correction').click();
    await expect(ben).toHaveURL(/\/corrections$/);

    const manager = await pageAs(browser, DEMO.manager);
    await manager.goto('/corrections/inbox');
    const request = manager.getByTestId('correction-card').filter({ hasText: 'I left late for a member pick-up' });
    await request.getByTestId('deny-correction').click();
    const dialog = manager.getByRole('dialog', { name: 'Deny the correction' });
    await dialog.getByTestId('confirm-deny').click();
    await expect(dialog.getByText('Please give a note for the employee.')).toBeVisible();
    await dialog.getByLabel('Note').fill('The pick-up was on the next day');
    await dialog.getByTestId('confirm-deny').click();
    await expect(dialog).toBeHidden();
    await expect(manager.getByText('The correction was denied.')).toBeVisible();
    await expect(request).toHaveCount(0);

    await ben.goto('/corrections');
    const mine = ben.getByTestId('correction-card').filter({ hasText: 'I left late for a member pick-up' });
    await expect(mine.getByTestId('correction-status')).toHaveText('Denied');
    await expect(mine).toContainText('Note: The pick-up was on the next day');
    await ben.context().close();
    await manager.context().close();
  });

  test('a check-out before the check-in: the form warns, every card marks the next day, approval asks first', async ({
    browser,
  }) => {
    test.slow();
    const ben = await pageAs(browser, DEMO.ben);
    await ben.goto('/timecard');
    const row = ben.getByTestId('timecard-day').first();
    await expect(row).toBeVisible();
    const date = (await row.getAttribute('data-date')) as string;
    await row.getByTestId('request-correction').click();
    await expect(ben.getByRole('heading', { level: 1, name: 'Request a correction' })).toBeVisible();
    await ben.getByLabel('Check-in time').fill('22:00');
    await ben.getByLabel('Check-out time').fill('06:00');
    // a shift across midnight, said at once, as it is often a slip of AM/PM
    await expect(ben.getByRole('status').filter({ hasText: 'this shift ends the next day' })).toHaveText(
      'The check-out is earlier than the check-in, so this shift ends the next day: 8h 0m. Check the times before you send.',
    );
    await ben.getByLabel('Reason').fill('Night shift for a member');
    await ben.getByTestId('send-correction').click();
    await expect(ben).toHaveURL(/\/corrections$/);
    const mine = ben.getByTestId('correction-card').filter({ hasText: 'Night shift for a member' });
    await expect(mine.getByTestId('correction-proposed')).toHaveText('Proposed: in 10:00 PM, out 06:00 AM (+1 day)');
    await expect(mine.getByTestId('correction-length')).toHaveText('Shift length: 8h 0m');

    const manager = await pageAs(browser, DEMO.manager);
    await manager.goto('/corrections/inbox');
    const request = manager.getByTestId('correction-card').filter({ hasText: 'Night shift for a member' });
    await expect(request.getByTestId('correction-proposed')).toHaveText('Proposed: in 10:00 PM, out 06:00 AM (+1 day)');
    await request.getByTestId('approve-correction').click();
    const confirm = manager.getByRole('dialog', { name: 'Approve this shift?' });
    await expect(confirm).toContainText(
      'This correction makes a shift of 8h 0m that ends the next day, at 06:00 AM (+1 day). Approve it?',
    );
    await expectNoSeriousA11yIssues(manager);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(manager.getByText('The correction was approved and applied.')).toBeVisible();

    await ben.goto('/timecard');
    const day = ben.locator(`[data-testid="timecard-day"][data-date="${date}"]`);
    await expect(day).toContainText('10:00 PM to 06:00 AM (+1 day)');
    // a pause of the replaced times stays listed, marked as not counted
    for (const pause of await day.getByTestId('timecard-pause').all()) {
      await expect(pause).toContainText('outside the shift, not counted');
    }
    await ben.context().close();
    await manager.context().close();
  });
});
