import { DEMO, expect, expectNoSeriousA11yIssues, PHONE, screenshotBoth, signInAt, test } from '../support/fixtures.js';
import { openXlsx } from '../support/xlsx.js';
import { apiGet } from './care-support.js';

interface TimesheetAnswer {
  rows: {
    status: string;
    billable_hours: number;
    scheduled_hours: number;
    units: number;
    amount_cents: number;
    client_name: string;
    service_date_iso: string;
    start_time: string;
    end_time: string | null;
  }[];
  totals: {
    completed_hours: number;
    incomplete_hours: number;
    no_show_hours: number;
    units: number;
    amount_cents: number;
  };
}

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

test.describe('Timesheet', () => {
  test('shows the totals of the rows, filters by client, and exports a real spreadsheet', async ({ page }) => {
    await signInAt(page, DEMO.carla, '/timesheet');
    await expect(page.getByRole('heading', { level: 1, name: 'Attendance Report / Time Sheet' })).toBeVisible();
    await expect(page.getByTestId('timesheet-provider')).toContainText('Carla');

    // A whole month of the demo's records, up to today.
    const end = await page.evaluate(() => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Phoenix' }));
    const start = new Date(Date.parse(`${end}T12:00:00Z`) - 32 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Start Date').fill(start);
    await page.getByLabel('End Date').fill(end);
    const answer = await apiGet<TimesheetAnswer>(page, `/api/timesheet/?start_date=${start}&end_date=${end}`);
    expect(answer.rows.length).toBeGreaterThan(5);
    const rows = page.getByTestId('timesheet-row');
    await expect(rows).toHaveCount(answer.rows.length);
    // Each total is the sum its caption names (ADR 0009, addendum); a No Show bills nothing.
    const hoursOf = (keep: (status: string) => boolean, pick: 'billable_hours' | 'scheduled_hours') =>
      sum(answer.rows.filter((r) => keep(r.status)).map((r) => r[pick]));
    const noShows = answer.rows.filter((r) => r.status === 'No Show');
    // (a No Show still without an end time, as the demo can have today, has no scheduled hours)
    expect(noShows.every((r) => r.billable_hours === 0 && (r.end_time === null || r.scheduled_hours > 0))).toBe(true);
    const completed = hoursOf((s) => s === 'Completed', 'billable_hours');
    const incomplete = hoursOf((s) => s !== 'Completed', 'scheduled_hours');
    const noShow = hoursOf((s) => s === 'No Show', 'scheduled_hours');
    // Units and amounts beside the hours (docs/billing-rules.md): the totals are the rows' sums.
    const units = answer.rows.reduce((total, r) => total + r.units, 0);
    const amount = answer.rows.reduce((total, r) => total + r.amount_cents, 0);
    expect(noShows.every((r) => r.units === 0 && r.amount_cents === 0)).toBe(true);
    expect(answer.totals).toEqual({
      completed_hours: completed,
      incomplete_hours: incomplete,
      no_show_hours: noShow,
      units,
      amount_cents: amount,
    });
    await expect(page.getByTestId('total-completed')).toHaveText(completed.toFixed(2));
    await expect(page.getByTestId('total-incomplete')).toHaveText(incomplete.toFixed(2));
    await expect(page.getByTestId('total-no-show')).toHaveText(noShow.toFixed(2));
    await expect(page.getByText('Total Completed Hours', { exact: true })).toBeVisible();
    await expect(page.getByText('Total Incomplete Hours', { exact: true })).toBeVisible();
    await expect(page.getByText('No Show Home Sum of Hours', { exact: true })).toBeVisible();
    await expect(page.getByTestId('total-completed-caption')).toHaveText('Billable hours of the Completed rows.');
    await expect(page.getByTestId('total-incomplete-caption')).toHaveText(
      'Scheduled hours of the rows not Completed (In Progress and No Show). Not billed.',
    );
    await expect(page.getByTestId('total-no-show-caption')).toHaveText(
      'Scheduled hours of the No Show rows: not delivered, not billed. Included in Total Incomplete Hours.',
    );
    // The demo's month nearly always holds a No Show of Carla's (the API tests pin the rule down).
    const [noShowRow] = noShows;
    if (noShowRow) {
      const firstNoShow = rows.filter({ hasText: 'No Show' }).first();
      await expect(firstNoShow.getByRole('cell').nth(7)).toHaveText('0.00');
      await expect(firstNoShow.getByTestId('timesheet-not-delivered')).toHaveText(noShowRow.scheduled_hours.toFixed(2));
    }
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'care-timesheet');
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize({ width: 1366, height: 768 });

    // Export: a real .xlsx with a header row and typed cells.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`timesheet-${start}-to-${end}.xlsx`);
    const file = await download.path();
    const workbook = await openXlsx(file);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Status',
      'Client',
      'Client ID',
      'Service',
      'Service Date',
      'Start Time',
      'End Time',
      'Provider',
      'Billable Hours',
      'Hours Not Delivered',
      'Units',
      'Amount (USD)',
      'Signed By',
      'Signer Title',
      'Signed At',
      'Addenda',
    ]);
    for (const [index, row] of answer.rows.entries()) {
      const cells = sheet.getRow(index + 2);
      expect(cells.getCell(2).value).toBe(row.client_name);
      const date = cells.getCell(5).value;
      expect(date).toBeInstanceOf(Date);
      expect((date as Date).toISOString().slice(0, 10)).toBe(row.service_date_iso);
      // Start and end are typed date-times shown as times, not text.
      const startCell = cells.getCell(6).value as Date;
      expect(startCell).toBeInstanceOf(Date);
      expect(startCell.toISOString().slice(0, 16)).toBe(`${row.service_date_iso}T${row.start_time}`);
      if (row.end_time) expect((cells.getCell(7).value as Date).toISOString().slice(11, 16)).toBe(row.end_time);
      else expect(cells.getCell(7).value).toBeNull();
      expect(cells.getCell(9).value).toBe(row.billable_hours);
      expect(typeof cells.getCell(9).value).toBe('number');
      expect(cells.getCell(10).value).toBe(row.status === 'Completed' ? null : row.scheduled_hours);
    }
    const totalRows = [3, 4, 5].map((offset) => sheet.getRow(answer.rows.length + offset));
    expect(totalRows.map((total) => total.getCell(8).value)).toEqual([
      'Total Completed Hours',
      'Total Incomplete Hours',
      'No Show Home Sum of Hours',
    ]);
    expect([totalRows[0]!.getCell(9).value, totalRows[1]!.getCell(10).value, totalRows[2]!.getCell(10).value]).toEqual([
      answer.totals.completed_hours,
      answer.totals.incomplete_hours,
      answer.totals.no_show_hours,
    ]);

    // One client only.
    const firstClient = answer.rows[0]!.client_name;
    const option = page
      .getByLabel('Client', { exact: true })
      .locator('option', { hasText: firstClient.split(' ')[1]! });
    await page.getByLabel('Client', { exact: true }).selectOption({ label: (await option.first().textContent())! });
    // until the filtered rows have replaced the month's (the old ones stay visible meanwhile)
    await expect
      .poll(async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes(firstClient));
      })
      .toBe(true);

    // A reversed range: a field error under End Date, no request, and no figures that claim the
    // last range (ADR 0009 addendum): no Date Range, totals, records or export until it is put right.
    const shownBefore = await rows.count();
    const totalBefore = await page.getByTestId('total-completed').textContent();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/timesheet')) requests.push(request.url());
    });
    const dayAfterEnd = new Date(Date.parse(`${end}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Start Date').fill(dayAfterEnd);
    const endField = page.getByLabel('End Date');
    await expect(endField).toHaveAccessibleDescription('The start date must not be after the end date.');
    await expect(endField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Failed to load time sheet records')).toHaveCount(0);
    await expect(page.getByTestId('timesheet-range')).toHaveText(
      'No records or totals are shown until the start date is on or before the end date.',
    );
    await expect(rows).toHaveCount(0);
    await expect(page.getByTestId('total-completed')).toHaveText('–');
    await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'care-timesheet-reversed');
    expect(requests).toEqual([]);
    // put right, the range's figures return
    await page.getByLabel('Start Date').fill(start);
    await expect(rows).toHaveCount(shownBefore);
    await expect(page.getByTestId('total-completed')).toHaveText(totalBefore!);
    await expect(page.getByTestId('timesheet-range')).toContainText('Date Range:');

    // An empty range.
    await page.getByLabel('Start Date').fill('2020-01-01');
    await page.getByLabel('End Date').fill('2020-01-05');
    await expect(page.getByText('No time sheet records found.')).toBeVisible();
    await expect(page.getByTestId('total-completed')).toHaveText('0.00');
  });
});
