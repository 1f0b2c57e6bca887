import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yIssues,
  PHONE,
  screenshotBoth,
  signIn,
  signInAt,
  test,
} from '../support/fixtures.js';
import { openXlsx } from '../support/xlsx.js';

/**
 * The admin monitoring page (issue 3, docs/product-rules.md §2 "Admin page"): Employee Time Records with its date
 * ranges, department filter, search, pagination, summary cards and .xlsx export; managers see
 * their reports, staff are told they have no access.
 */

const ADMIN_PAGE = '/!admin-monitor!-page!';
const ZONE = 'America/Phoenix';

/** Today in the organisation's zone as YYYY-MM-DD. */
function orgToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

/** A calendar date moved by whole days (no zones involved). */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/login/', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()).access_token as string;
}

/** Makes sure the person has a work day today (a refusal means they already have one). */
async function ensureCheckedIn(request: APIRequestContext, email: string): Promise<void> {
  const token = await tokenFor(request, email);
  const response = await request.post('/api/attendance/checkin/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { latitude: null, longitude: null, accuracy: null },
  });
  expect([201, 409]).toContain(response.status());
}

function record(index: number) {
  const day = addDays(orgToday(), -(index % 10));
  const completed = index % 3 !== 0;
  return {
    id: 1000 + index,
    date: us(day),
    work_date: day,
    check_in: `08:0${index % 10} AM`,
    check_out: completed ? '04:30 PM' : null,
    check_in_at: `${day}T15:0${index % 10}:00.000Z`,
    check_out_at: completed ? `${day}T23:30:00.000Z` : null,
    hours_worked: completed ? 8.25 : 0,
    worked_minutes: completed ? 495 : 0,
    status: completed ? 'Completed' : index % 2 ? 'Missing' : 'In Progress',
    late: index % 4 === 0,
    biweekly_hours: 40 + index,
    target_hours: 80,
    employee: {
      id: index,
      name: `Person ${String(index).padStart(2, '0')}`,
      email: `person${index}@example.test`,
      department: index % 2 ? 'Day Program' : 'Administration',
    },
  };
}

/**
 * Answers the report as the server does, with `count` made-up rows, for the paging that the small
 * demo cannot show: searched and paged on the "server" side. Returns the query strings asked for.
 */
async function serveManyRecords(page: Page, count: number): Promise<URLSearchParams[]> {
  const asked: URLSearchParams[] = [];
  await page.route(
    (url) => url.pathname === '/api/admin/time-records',
    (route) => {
      const url = new URL(route.request().url());
      asked.push(url.searchParams);
      const needle = (url.searchParams.get('search') ?? '').toLowerCase();
      const all = Array.from({ length: count }, (_, i) => record(i + 1)).filter(
        (r) => !needle || r.employee.name.toLowerCase().includes(needle) || r.employee.email.includes(needle),
      );
      const number = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('page_size'));
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          records: all.slice((number - 1) * size, number * size),
          summary: { totalEmployees: count, currentlyWorking: 3, lateArrivals: 2, avgHours: 7.5 },
          departments: ['Administration', 'Day Program'],
          start_date: url.searchParams.get('start_date'),
          end_date: url.searchParams.get('end_date'),
          total: all.length,
          page: number,
          page_size: size,
          pay_period: { start_date: '2026-11-15', end_date: '2026-11-30' },
        }),
      });
    },
  );
  return asked;
}

/** Opens a downloaded workbook as a spreadsheet program would. */
function openWorkbook(file: string) {
  return openXlsx(file);
}

const rows = (page: Page) => page.getByTestId('admin-record-row');
const summaryText = (page: Page) => page.getByTestId('pagination-summary');

test.describe('the admin monitoring page', () => {
  test('an admin filters, searches and exports the time records', async ({ page, request }) => {
    await ensureCheckedIn(request, DEMO.admin);
    await signIn(page, DEMO.admin);
    const asked: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/admin/time-records') asked.push(url);
    });

    // The navbar links to the page for managers and admins, and the odd path routes.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Time Records' }).click();
    await expect(page).toHaveURL(/\/!admin-monitor!-page!$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Employee Time Records' })).toBeVisible();

    // Today, by default: the admin's own open day is there.
    const today = orgToday();
    await expect(page.getByTestId('admin-range-text')).toHaveText(`Showing ${us(today)} to ${us(today)}`);
    const adminRow = rows(page).filter({ hasText: DEMO.admin });
    await expect(adminRow).toHaveCount(1);
    await expect(adminRow.getByText('In Progress')).toBeVisible();
    await expect(adminRow.getByRole('progressbar')).toBeVisible();
    // Biweekly Progress in hours and minutes, as every time on the page (docs/product-rules.md §9)
    await expect(adminRow).toContainText(/\d+h \d+m \/ \d+h/);
    await expect(page.getByTestId('summary-total-employees')).toHaveText(/^\d+$/);
    expect(Number(await page.getByTestId('summary-currently-working').textContent())).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('summary-avg-hours')).toHaveText(/^\d+h \d+m$/);
    // Avg Hours This Period is the current pay period's, and says so.
    const dayOfMonthNow = Number(today.slice(8, 10));
    const periodFrom = `${today.slice(0, 8)}${dayOfMonthNow <= 14 ? '01' : '15'}`;
    await expect(page.getByTestId('summary-avg-hours-note')).toContainText(`Pay period ${us(periodFrom)} to `);
    await expect(summaryText(page)).toHaveText(/^Showing 1 to \d+ of \d+ results$/);
    // Late Arrivals Today needs no note beside Today (a custom range gives it one, below)
    await expect(page.getByTestId('summary-late-arrivals-note')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'admin-monitor');

    // Search by name or email, on the page itself.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('ADMIN@daybook');
    await expect(rows(page)).toHaveCount(1);
    await search.fill('nobody-by-this-name');
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText('No time records found for these filters.')).toBeVisible();
    await expect(summaryText(page)).toHaveText('Showing 0 to 0 of 0 results');
    await search.fill('');

    // Department filter, applied with Apply Filters; the list comes from the server.
    const department = page.getByLabel('Department');
    await expect(department.locator('option')).toContainText(['All Departments', 'Administration']);
    await department.selectOption('Day Program');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(rows(page).filter({ hasText: DEMO.admin })).toHaveCount(0);
    await department.selectOption('Administration');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(rows(page).filter({ hasText: DEMO.admin })).toHaveCount(1);
    await department.selectOption('');
    await page.getByRole('button', { name: 'Apply Filters' }).click();

    // The date ranges, in the organisation's zone.
    const range = page.getByLabel('Date range');
    const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
    const monday = addDays(today, -((weekday + 6) % 7));
    await range.selectOption({ label: 'This Week' });
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByTestId('admin-range-text')).toHaveText(`Showing ${us(monday)} to ${us(today)}`);

    const dayOfMonth = Number(today.slice(8, 10));
    const periodStart = `${today.slice(0, 8)}${dayOfMonth <= 14 ? '01' : '15'}`;
    await range.selectOption({ label: 'Current Pay Period' });
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByTestId('admin-range-text')).toContainText(`Showing ${us(periodStart)} to `);

    await range.selectOption({ label: 'This Month' });
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByTestId('admin-range-text')).toContainText(`Showing ${us(`${today.slice(0, 8)}01`)} to `);

    // Custom: the last 7 days by default; an end before the start is refused before sending.
    await range.selectOption({ label: 'Custom' });
    const from = page.getByLabel('From');
    const to = page.getByLabel('To', { exact: true });
    await expect(from).toHaveValue(addDays(today, -6));
    await expect(to).toHaveValue(today);
    await expectNoSeriousA11yIssues(page);
    await to.fill(addDays(today, -10));
    await expect(page.getByText('The end date must not be before the start date')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeDisabled();
    await to.fill(today);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByTestId('admin-range-text')).toHaveText(`Showing ${us(addDays(today, -6))} to ${us(today)}`);
    // the server counts today's late arrivals whatever the range: the card says so
    await expect(page.getByTestId('summary-late-arrivals-note')).toHaveText(
      `Today only (${us(today)}), not the chosen range`,
    );
    // Export what the filters and the search leave: the admin's own days of the last week.
    // The search is the server's: wait for its answer, and for the page to show it.
    const searched = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/admin/time-records' &&
        new URL(r.url()).searchParams.get('search') === DEMO.admin,
    );
    await search.fill(DEMO.admin);
    const total = Number((await (await searched).json()).total);
    expect(total).toBeGreaterThanOrEqual(1);
    await expect(summaryText(page)).toHaveText(new RegExp(`of ${total} results$`));
    await expect(rows(page).filter({ hasNotText: DEMO.admin })).toHaveCount(0);
    await expect(rows(page).filter({ hasText: us(today) })).toHaveCount(1);

    // Export: a real .xlsx of the filtered rows, typed cells and a header row.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`time-records-${addDays(today, -6)}_to_${today}.xlsx`);
    // The page only ever asked the server for pages: 10 rows to show, the largest pages to export.
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((url) => url.searchParams.get('page') !== null)).toBe(true);
    expect(new Set(asked.map((url) => url.searchParams.get('page_size')))).toEqual(new Set(['10', '1000']));
    const workbook = await openWorkbook(await download.path());
    const sheet = workbook.worksheets[0];
    expect(sheet).toBeDefined();
    if (!sheet) return;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Employee',
      'Email',
      'Department',
      'Date',
      'Check In',
      'Check Out',
      'Hours Worked',
      'Status',
      'Late',
      'Biweekly Hours',
      'Target Hours',
    ]);
    expect(sheet.rowCount).toBe(total + 1);
    const lines = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
    expect(lines.every((line) => line.getCell(2).value === DEMO.admin)).toBe(true);
    const adminLine = lines.find(
      (line) =>
        line.getCell(4).value instanceof Date && (line.getCell(4).value as Date).toISOString().startsWith(today),
    );
    expect(adminLine).toBeDefined();
    if (!adminLine) return;
    const dateCell = adminLine.getCell(4);
    expect(dateCell.value).toBeInstanceOf(Date);
    expect((dateCell.value as Date).toISOString().slice(0, 10)).toBe(today);
    expect(dateCell.numFmt).toBe('mm/dd/yyyy');
    expect(adminLine.getCell(5).value).toBeInstanceOf(Date);
    expect(adminLine.getCell(5).numFmt).toBe('hh:mm AM/PM');
    expect(typeof adminLine.getCell(7).value).toBe('number');
    expect(adminLine.getCell(8).value).toBe('In Progress');
    expect(typeof adminLine.getCell(10).value).toBe('number');
    expect(adminLine.getCell(11).value).toBe(80);
  });

  test('ten rows a page, Previous and Next, and the page numbers near the current page', async ({ page }) => {
    await signIn(page, DEMO.admin);
    const asked = await serveManyRecords(page, 57);
    await page.goto(ADMIN_PAGE);
    await expect(rows(page)).toHaveCount(10);
    await expect(summaryText(page)).toHaveText('Showing 1 to 10 of 57 results');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    const numbers = async () =>
      (await pager.getByRole('button', { name: /^Page \d+$/ }).allTextContents()).map((text) => Number(text));
    expect(await numbers()).toEqual([1, 2, 3]);
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(summaryText(page)).toHaveText('Showing 11 to 20 of 57 results');
    await pager.getByRole('button', { name: 'Page 4' }).click();
    await expect(summaryText(page)).toHaveText('Showing 31 to 40 of 57 results');
    expect(await numbers()).toEqual([2, 3, 4, 5, 6]);
    await expect(rows(page).first()).toContainText('Person 31');
    // The page asked the server for that page, ten rows, and nothing more.
    expect(asked.some((q) => q.get('page') === '4' && q.get('page_size') === '10')).toBe(true);
    expect(asked.every((q) => q.get('page_size') === '10')).toBe(true);
    await pager.getByRole('button', { name: 'Page 6' }).click();
    await expect(summaryText(page)).toHaveText('Showing 51 to 57 of 57 results');
    await expect(rows(page)).toHaveCount(7);
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(await numbers()).toEqual([4, 5, 6]);
    await expect(page.getByTestId('late-badge').first()).toBeVisible();
    await expect(page.getByTestId('summary-total-employees')).toHaveText('57');
    await expect(page.getByTestId('summary-avg-hours')).toHaveText('7h 30m');
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'admin-monitor-paged');

    await expect(page.getByTestId('summary-avg-hours-note')).toHaveText('Pay period 11/15/2026 to 11/30/2026');

    // The export holds every row, not only the page shown.
    let downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    let workbook = await openWorkbook(await (await downloading).path());
    expect(workbook.worksheets[0]?.rowCount).toBe(58);

    // Searching is done by the server and starts again from the first page.
    await page.getByRole('searchbox', { name: 'Search' }).fill('person1');
    await expect(summaryText(page)).toHaveText('Showing 1 to 10 of 11 results');
    expect(asked.some((q) => q.get('search') === 'person1' && q.get('page') === '1')).toBe(true);

    // The export holds every searched row.
    downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    workbook = await openWorkbook(await (await downloading).path());
    expect(workbook.worksheets[0]?.rowCount).toBe(12);
  });

  test('a manager sees the people who report to them', async ({ page, request }) => {
    await ensureCheckedIn(request, DEMO.admin);
    await signInAt(page, DEMO.manager, ADMIN_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Employee Time Records' })).toBeVisible();
    await expect(summaryText(page)).toBeVisible();
    await expect(page.getByTestId('admin-no-access')).toHaveCount(0);
    await expect(rows(page).filter({ hasText: DEMO.admin })).toHaveCount(0);
  });

  test('staff are told they have no access', async ({ page }) => {
    await signIn(page, DEMO.carla);
    await expect(page.getByRole('link', { name: 'Time Records' })).toHaveCount(0);
    await page.goto(ADMIN_PAGE);
    await expect(page.getByTestId('admin-no-access')).toContainText('You do not have access to this page.');
    await expect(page.getByTestId('admin-records-table')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'admin-monitor-no-access');
  });

  test('a manager corrects Ben’s forgotten check-out and the alert goes away', async ({ page }) => {
    // the demo's Missing day: Ben checked in two weekdays back and never checked out
    await signInAt(page, DEMO.manager, ADMIN_PAGE);
    const forgotten = page.getByTestId('alerts-forgotten').getByRole('listitem').filter({ hasText: 'Ben Carter' });
    await expect(forgotten).toHaveCount(1);
    await forgotten.getByRole('button', { name: /^Correct the day of Ben Carter/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Correct a day' });
    await expect(dialog).toBeVisible();
    // the check-in on the organisation's clock, the check-out to be given
    const checkIn = await dialog.getByLabel('Check-in').inputValue();
    expect(checkIn).toMatch(/^\d{4}-\d{2}-\d{2}T0[78]:\d{2}$/);
    await expect(dialog.getByLabel('Check-out')).toHaveValue('');
    // Save without a reason is refused in the dialog, nothing sent
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a reason')).toBeVisible();
    await dialog.getByLabel('Check-out').fill(`${checkIn.slice(0, 10)}T16:30`);
    await dialog.getByLabel('Reason').fill('Forgot to check out; left at 4:30 PM');
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'admin-monitor-correct-day');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('The day was corrected.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // the forgotten check-outs no longer name Ben (the list is gone when nobody is left)
    await expect(forgotten).toHaveCount(0);
    await expect(page.getByText('No forgotten check-outs.').or(page.getByTestId('alerts-forgotten'))).toBeVisible();
  });
});
