import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  DESKTOP,
  expect,
  expectNoSeriousA11yIssues,
  PHONE,
  screenshotBoth,
  signInAt,
  test,
} from '../support/fixtures.js';

/**
 * Billing (issue 14, docs/billing-rules.md): an admin authorises a demo client's DTA1 units for this
 * month in the API, finds the seeded service codes and the authorization in the console, and
 * downloads the month's billing CSV from the Billing export page (reached from the account menu):
 * the demo's records are not signed, so they are listed in the not-billed section with the
 * authorization number. Axe at phone and desktop size on both pages.
 */

async function checkA11yAtBothSizes(page: Page) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await expectNoSeriousA11yIssues(page);
  }
  await page.setViewportSize(DESKTOP);
}

const orgToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Phoenix',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test('an admin authorises units, sees them in the console and downloads the billing CSV', async ({ page, request }) => {
  test.slow(); // two pages checked with axe at two sizes, and a download
  const login = await request.post('/api/login/', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  const auth = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const today = orgToday();
  const monthStart = `${today.slice(0, 8)}01`;
  const records = await (await request.get('/api/attendance/', { headers: auth })).json();
  const record = records.find(
    (r: { date_iso: string; service: string; absent: boolean }) => r.date_iso >= monthStart && !r.absent,
  );
  expect(record, 'a demo attendance record this month').toBeTruthy();
  const number = `AZ-E2E-${Date.now()}`;
  const created = await request.post('/api/admin/service-authorizations', {
    headers: auth,
    data: {
      client: record.client_id,
      service_code: record.service,
      authorization_number: number,
      units: 400,
      start_date: monthStart,
      end_date: today,
    },
  });
  expect(created.status()).toBe(201);

  await signInAt(page, DEMO.admin, '/admin/service-codes');
  await expect(page.getByRole('cell', { name: 'DTA1', exact: true })).toBeVisible({ timeout: 20_000 });
  await page.goto('/admin/service-authorizations');
  await expect(page.getByRole('cell', { name: number })).toBeVisible({ timeout: 20_000 });
  await checkA11yAtBothSizes(page);
  // the record shows its service code with the code's name: the code is no record id to look up
  await page.goto(`/admin/service-authorizations/${(await created.json()).id}`);
  await expect(page.getByLabel('Authorization number')).toHaveValue(number, { timeout: 20_000 });
  await expect(page.getByLabel(/^Service code/)).toHaveValue(new RegExp(`^${record.service} — \\S`));
  await expect(page.getByText('Must be a record id')).toHaveCount(0);

  await page.goto('/home');
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Billing export' }).click();
  await expect(page.getByRole('heading', { name: 'Billing export' })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(monthStart);
  await page.getByLabel('To', { exact: true }).fill(today);
  await checkA11yAtBothSizes(page);
  await screenshotBoth(page, 'billing-export');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`billing-${monthStart}-to-${today}.csv`);
  const csv = await readFile((await download.path()) as string, 'utf8');
  expect(csv).toContain('Billed: signed records within an authorization');
  expect(csv).toContain('Not billed: unsigned, unauthorised or beyond the authorised units');
  // the record's line names the authorization (billed once signed, listed as unsigned before)
  const line = csv.split('\r\n').find((l) => l.startsWith(`${record.client},`) && l.includes(`,${record.date_iso},`));
  expect(line).toContain(`,${number}`);
  await expect(page.getByTestId('billing-saved')).toBeVisible();
});
