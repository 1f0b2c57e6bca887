import {
  DEMO,
  expect,
  expectNoSeriousA11yIssues,
  PHONE,
  screenshotBoth,
  signIn,
  signInAt,
  test,
} from '../support/fixtures.js';
import { latestAttendanceDay, us } from './care-support.js';

test.describe('Daily Attendance Log and New Record', () => {
  test('the log shows a day, toggles one-on-one, saves details and deletes with a confirmation', async ({ page }) => {
    await signIn(page, DEMO.ana);
    const day = await latestAttendanceDay(page);
    await page.goto(`/attendance-log?date=${day.date}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Attendance Log' })).toBeVisible();
    const rows = page.getByTestId('attendance-row');
    await expect(rows).toHaveCount(day.rows.length);
    await expect(page.getByTestId('signature-line')).toBeVisible();
    // Add Notes or Update follows whether a progress note exists (from the server).
    for (const record of day.rows) {
      const action = record.has_notes ? 'Update' : 'Add Notes';
      await expect(page.getByRole('link', { name: `${action}: notes for ${record.client_name}` })).toHaveAttribute(
        'href',
        `/notes/${record.client_id}?date=${day.date}`,
      );
    }
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'care-attendance-log');
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize({ width: 1366, height: 768 });

    // Client search narrows the table.
    const first = day.rows[0]!;
    await page.getByRole('searchbox', { name: 'Client' }).fill(first.client);
    await expect(rows).toHaveCount(day.rows.filter((r) => r.client === first.client).length);
    await page.getByRole('searchbox', { name: 'Client' }).fill('');

    // One-on-One saves at once.
    const oneOnOne = page.getByRole('checkbox', { name: `One-on-One for ${first.client_name}` });
    const wasChecked = await oneOnOne.isChecked();
    await oneOnOne.click();
    await expect(oneOnOne).toBeChecked({ checked: !wasChecked });
    await page.reload();
    await expect(page.getByRole('checkbox', { name: `One-on-One for ${first.client_name}` })).toBeChecked({
      checked: !wasChecked,
    });

    // Details: Absent?, One to One? and Provider saved together.
    await page
      .getByRole('button', { name: `Details for ${first.client_name}` })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: 'Attendance Details' });
    await expect(details).toBeVisible();
    await expect(details.getByRole('link', { name: /Add Notes|Update Notes/ })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'care-attendance-details');
    await details.getByLabel('Absent?').check();
    await details.getByLabel('One to One?').uncheck();
    await details.getByLabel('Provider').fill('A. Reyes (cover)');
    await details.getByRole('button', { name: 'Save Details' }).click();
    await expect(details).toBeHidden();
    await page.reload();
    await expect(rows.filter({ hasText: first.client_name }).first()).toContainText('Absent');
    await page
      .getByRole('button', { name: `Details for ${first.client_name}` })
      .first()
      .click();
    await expect(details.getByLabel('Absent?')).toBeChecked();
    await expect(details.getByLabel('One to One?')).not.toBeChecked();
    await expect(details.getByLabel('Provider')).toHaveValue('A. Reyes (cover)');
    await details.getByRole('button', { name: 'Close' }).click();

    // Delete asks first; Cancel keeps the record, Delete removes it.
    const last = day.rows.at(-1)!;
    await page
      .getByRole('button', { name: `Delete the record of ${last.client_name}` })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete attendance record?' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows).toHaveCount(day.rows.length);
    await page
      .getByRole('button', { name: `Delete the record of ${last.client_name}` })
      .first()
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(rows).toHaveCount(day.rows.length - 1);
    await page.reload();
    await expect(rows).toHaveCount(day.rows.length - 1);
  });

  test('the daily schedule and payroll log are printable pages with the day’s data', async ({ page }) => {
    await signIn(page, DEMO.ben);
    const day = await latestAttendanceDay(page);
    await page.goto(`/attendance-log?date=${day.date}`);
    await expect(page.getByTestId('attendance-row')).toHaveCount(day.rows.length);

    await page.getByRole('link', { name: 'Daily Schedule' }).click();
    await expect(page).toHaveURL(new RegExp(`/attendance-log/daily-schedule\\?date=${day.date}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Schedule' })).toBeVisible();
    await expect(page.getByTestId('report-date')).toHaveText(`Date: ${us(day.date)}`);
    await expect(page.getByTestId('schedule-row')).toHaveCount(day.rows.length);
    for (const record of day.rows) await expect(page.getByText(record.client_name).first()).toBeVisible();
    await expect(page.getByTestId('signature-line')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'care-daily-schedule');
    // Print goes through the app's one print path: a window holding the report's title, date,
    // location, table and signature lines.
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Print' }).click();
    const popup = await opened;
    await expect(popup.locator('h1')).toHaveText('Daily Schedule');
    await expect(popup.getByText(`Date: ${us(day.date)}`, { exact: true })).toBeVisible();
    await expect(popup.getByText('Location: All Locations', { exact: true })).toBeVisible();
    expect(await popup.locator('thead th').allTextContents()).toEqual([
      '#',
      'Client ID',
      'Client Name',
      'Time In',
      'Time Out',
      'Service',
      'Location',
      'One-on-One',
      'Attendance',
    ]);
    await expect(popup.locator('tbody tr')).toHaveCount(day.rows.length);
    for (const record of day.rows) await expect(popup.locator('tbody')).toContainText(record.client_name);
    expect(await popup.locator('.signature div').allTextContents()).toEqual(['Signature', 'Date']);
    await popup.close();

    await page.getByRole('link', { name: 'Back to Daily Attendance Log' }).click();
    await page.getByRole('link', { name: 'Daily Payroll Log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Payroll Log' })).toBeVisible();
    await expect(page.getByTestId('payroll-row').first()).toContainText('Ben');
    await expect(page.getByTestId('payroll-total')).toHaveText(/^\d+\.\d{2}$/);
    await expect(page.getByTestId('signature-line')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'care-daily-payroll');
    // the printout's total sits under Hours, as on the page; a blocked window is reported
    const openedPayroll = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Print' }).click();
    const payroll = await openedPayroll;
    await expect(payroll.locator('h1')).toHaveText('Daily Payroll Log');
    expect(await payroll.locator('tfoot td').allTextContents()).toEqual([
      'Total',
      (await page.getByTestId('payroll-total').textContent()) ?? '',
    ]);
    await payroll.close();
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(
      page.getByText('The printout could not be opened. Allow pop-ups for this site and try again.'),
    ).toBeVisible();
  });

  test('a new record shows every validation message, then saves and appears in the log', async ({ page }) => {
    await signInAt(page, DEMO.ana, '/attendance-log');
    await page.getByRole('link', { name: 'Add New Record' }).click();
    await expect(page).toHaveURL(/\/new-record$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Attendance Record' })).toBeVisible();
    const form = page.getByTestId('new-record-form');
    // Defaults: service DTA1, location Guadalupe DTA, today's date read-only as MM/DD/YYYY.
    await expect(form.getByLabel('Service', { exact: true })).toHaveValue('DTA1');
    await expect(form.getByLabel('Location', { exact: true })).toHaveValue('GUADALUPE_DTA');
    await expect(form.getByLabel('Date', { exact: true })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(form.getByLabel('Date', { exact: true })).toHaveAttribute('readonly', '');
    // Half-hour times from 06:00 AM to 06:00 PM.
    const times = await form.getByLabel('Time In', { exact: true }).locator('option').allTextContents();
    expect(times.slice(1, 3)).toEqual(['06:00 AM', '06:30 AM']);
    expect(times.at(-1)).toBe('06:00 PM');
    expect(times).toHaveLength(26);
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'care-new-record');

    await form.getByLabel('Service', { exact: true }).selectOption('');
    await form.getByLabel('Location', { exact: true }).selectOption('');
    await page.getByRole('button', { name: 'Save Record' }).click();
    for (const message of [
      'Client name is required',
      'Time In is required',
      'Time Out is required',
      'Service is required',
      'Location is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'care-new-record-errors');

    await form.getByLabel('Client', { exact: true }).selectOption({ label: 'Alvarez, Mateo (GC-1001)' });
    await form.getByLabel('Time In', { exact: true }).selectOption('13:00');
    await form.getByLabel('Time Out', { exact: true }).selectOption({ label: '09:30 AM' });
    await form.getByLabel('Service', { exact: true }).selectOption('DTA2');
    await form.getByLabel('Location', { exact: true }).selectOption('GUADALUPE_DTA');
    await page.getByRole('button', { name: 'Save Record' }).click();
    await expect(page.getByText('Time Out must be after Time In', { exact: true })).toBeVisible();
    await expect(page.getByText('Client name is required')).toBeHidden();

    await form.getByLabel('Time Out', { exact: true }).selectOption('15:30');
    await form.getByLabel('One-on-One Session', { exact: true }).check();
    await page.getByRole('button', { name: 'Save Record' }).click();
    await expect(page.getByText('Attendance record created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/attendance-log$/, { timeout: 5000 });
    const row = page.getByTestId('attendance-row').filter({ hasText: 'Mateo Alvarez' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('01:00 PM');
    await expect(row).toContainText('03:30 PM');
    await expect(row).toContainText('DTA2');
    await expect(row.getByRole('checkbox')).toBeChecked();

    // The same client, day and service again: the server's answer appears on the form.
    await page.goto('/new-record');
    await expect(form.getByLabel('Client', { exact: true }).locator('option')).not.toHaveCount(1);
    await form.getByLabel('Client', { exact: true }).selectOption({ label: 'Alvarez, Mateo (GC-1001)' });
    await form.getByLabel('Time In', { exact: true }).selectOption('13:00');
    await form.getByLabel('Time Out', { exact: true }).selectOption('15:30');
    await form.getByLabel('Service', { exact: true }).selectOption('DTA2');
    await page.getByRole('button', { name: 'Save Record' }).click();
    await expect(
      page.getByText('An attendance record for this client, date and service already exists.'),
    ).toBeVisible();

    // Cancel returns to the log.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/attendance-log$/);
  });
});
