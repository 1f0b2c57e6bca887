import { createRequire } from 'node:module';
import { DEMO, expect, expectNoSeriousA11yIssues, PHONE, screenshotBoth, signIn, test } from '../support/fixtures.js';
import { apiGet } from './care-support.js';

// ExcelJS is a dependency of the web app; the test opens the downloaded file with it.
const require = createRequire(import.meta.url);
const ExcelJS = require('exceljs') as typeof import('exceljs');

interface TimesheetAnswer {
  rows: { status: string; billable_hours: number; client_name: string; service_date_iso: string }[];
  totals: { completed_hours: number; incomplete_hours: number; no_show_hours: number };
}

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

test.describe('Timesheet', () => {
  test('shows the totals of the rows, filters by client, and exports a real spreadsheet', async ({ page }) => {
    await signIn(page, DEMO.carla);
    await page.goto('/timesheet');
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
    const byStatus = (status: string) =>
      sum(answer.rows.filter((r) => r.status === status).map((r) => r.billable_hours));
    await expect(page.getByTestId('total-completed')).toHaveText(byStatus('Completed').toFixed(2));
    await expect(page.getByTestId('total-incomplete')).toHaveText(byStatus('In Progress').toFixed(2));
    await expect(page.getByTestId('total-no-show')).toHaveText(byStatus('No Show').toFixed(2));
    await expect(page.getByText('Total Completed Hours')).toBeVisible();
    await expect(page.getByText('Total Incomplete Hours')).toBeVisible();
    await expect(page.getByText('No Show Home Sum of Hours')).toBeVisible();
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
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
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
    ]);
    for (const [index, row] of answer.rows.entries()) {
      const cells = sheet.getRow(index + 2);
      expect(cells.getCell(2).value).toBe(row.client_name);
      const date = cells.getCell(5).value;
      expect(date).toBeInstanceOf(Date);
      expect((date as Date).toISOString().slice(0, 10)).toBe(row.service_date_iso);
      expect(cells.getCell(9).value).toBe(row.billable_hours);
      expect(typeof cells.getCell(9).value).toBe('number');
    }
    const totalRow = sheet.getRow(answer.rows.length + 3);
    expect(totalRow.getCell(8).value).toBe('Total Completed Hours');
    expect(totalRow.getCell(9).value).toBe(answer.totals.completed_hours);

    // One client only.
    const firstClient = answer.rows[0]!.client_name;
    const option = page
      .getByLabel('Client', { exact: true })
      .locator('option', { hasText: firstClient.split(' ')[1]! });
    await page.getByLabel('Client', { exact: true }).selectOption({ label: (await option.first().textContent())! });
    await expect(rows.first()).toBeVisible();
    for (const text of await rows.allTextContents()) expect(text).toContain(firstClient);

    // An empty range.
    await page.getByLabel('Start Date').fill('2020-01-01');
    await page.getByLabel('End Date').fill('2020-01-05');
    await expect(page.getByText('No time sheet records found.')).toBeVisible();
    await expect(page.getByTestId('total-completed')).toHaveText('0.00');
  });
});
