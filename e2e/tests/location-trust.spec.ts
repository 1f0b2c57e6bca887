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
 * Location trust and EVV (issue 13, docs/evv.md): an admin gives a new member a home; Ana checks
 * that member in 2 km away (recorded, flagged) and out at home with the member's confirmation;
 * her manager accepts the exception from the Location exceptions page; the admin sees the visit on
 * EVV visits as an exception with its reason. A member of its own keeps other journeys untouched.
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

/** Calls the API with the page's session. */
function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('access-token');
      const r = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: r.status, body: await r.json() };
    },
    { method, path, body },
  );
}

const HOME = { latitude: 33.3811, longitude: -111.9501 };

/** A new member of Ana's with a home at HOME, created by the admin; its name and id. */
async function anasNewMember(admin: Page, label: string, serviceCodes: string[]) {
  const users = await api(admin, 'GET', `/api/admin/users?q=${encodeURIComponent(DEMO.ana)}`);
  const anaId = (users.body as Array<{ id: number; email: string }>).find((u) => u.email === DEMO.ana)!.id;
  const suffix = Date.now().toString().slice(-6);
  const name = `${label} ${suffix}`;
  const created = await api(admin, 'POST', '/api/admin/members', {
    name,
    assigned_user_id: anaId,
    member_id: `E2E${label.replace(/\W/g, '').slice(0, 4).toUpperCase()}${suffix}`,
    service_address: '1 Test Way, Guadalupe, AZ',
    ...HOME,
    home_radius_m: 300,
    service_codes: serviceCodes,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { name, memberId: created.body.id as number };
}

test.describe('location trust and EVV', () => {
  test('a flagged member visit is queued, the manager accepts it, the admin sees it verified with its reason kept', async ({
    browser,
  }) => {
    test.slow();
    const admin = await pageAs(browser, DEMO.admin);
    const { name, memberId } = await anasNewMember(admin, 'Trust Member', ['DTT']);

    const ana = await pageAs(browser, DEMO.ana);
    const checkIn = await api(ana, 'POST', '/api/member/checkin/', {
      member_id: memberId,
      latitude: HOME.latitude + 0.018, // about 2 km north
      longitude: HOME.longitude,
      accuracy: 12,
    });
    expect(checkIn.status).toBe(201);
    expect(checkIn.body.location_check).toMatchObject({ status: 'outside', exception_id: expect.any(Number) });
    const checkOut = await api(ana, 'POST', '/api/member/checkout/', {
      member_id: memberId,
      ...HOME,
      accuracy: 8,
      confirmation_name: name,
    });
    expect(checkOut.status).toBe(200);

    const manager = await pageAs(browser, DEMO.manager);
    await manager.goto('/location-exceptions');
    await expect(manager.getByRole('heading', { level: 1, name: 'Location exceptions' })).toBeVisible();
    const card = manager.getByTestId('location-exception').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Outside the location');
    await expect(card.getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', /openstreetmap\.org/);
    await checkA11yAtBothSizes(manager);
    // on a phone Accept and Reject sit side by side under the map link (Reject had dropped onto a line of its own)
    await manager.setViewportSize(PHONE);
    const acceptBox = await card.getByRole('button', { name: 'Accept' }).boundingBox();
    const rejectBox = await card.getByRole('button', { name: 'Reject' }).boundingBox();
    const mapBox = await card.getByRole('link', { name: 'Open the map' }).boundingBox();
    expect(Math.abs((acceptBox?.y ?? 0) - (rejectBox?.y ?? -100))).toBeLessThan(2);
    expect(acceptBox?.y ?? 0).toBeGreaterThan((mapBox?.y ?? 0) + (mapBox?.height ?? 0));
    await manager.setViewportSize(DESKTOP);
    await card.getByRole('button', { name: 'Accept' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Accept' });
    await dialog.getByLabel('Note').fill('Confirmed with Ana: the member was at a relative’s home.');
    await expectNoSeriousA11yIssues(manager);
    await dialog.getByTestId('confirm-decision').click();
    await expect(manager.getByText('The exception was resolved.')).toBeVisible();
    await expect(card).toHaveCount(0); // the open list no longer holds it
    await manager.getByRole('button', { name: 'Accepted' }).click();
    await expect(manager.getByTestId('location-exception').filter({ hasText: name })).toContainText(
      'Confirmed with Ana',
    );

    await admin.goto('/evv-visits');
    await expect(admin.getByRole('heading', { level: 1, name: 'EVV visits' })).toBeVisible();
    // Today only, so the visit is on the first page whatever other journeys recorded this month.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix' }).format(new Date());
    await admin.getByLabel('From').fill(today);
    const row = admin.getByTestId('evv-visit').filter({ hasText: name });
    // its only location exception was accepted: the visit is verified, the reason found at
    // check-out stays (docs/evv.md "Verification")
    await expect(row).toContainText('Verified');
    // whether the aggregator needs the visit reads as a statement, not as "No EVV" beside "Verified"
    await expect(row).toContainText('EVV not required');
    // Reasons are words in the reader's language, not codes.
    await expect(row).toContainText('Started outside the member’s home');
    await expect(row).not.toContainText('start_outside');
    await expect(admin.getByText(/^1–\d+ of \d+$/)).toBeVisible();
    await expect(admin.getByRole('combobox', { name: /Visits per page/ })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    // the visit's date reads as the app's other dates do, not as the server's YYYY-MM-DD
    await expect(row).not.toContainText(today);
    // a same-day visit's times are clock times only, in the app's style, not the date again
    await expect(row).toContainText(/\d{2}:\d{2} [AP]M – \d{2}:\d{2} [AP]M/);
    // on a phone the page buttons stay within the screen's width (they ran off the card's right
    // edge); they sit below the visits, so they are scrolled to first: the list grows with every
    // visit the other journeys record today
    await admin.setViewportSize(PHONE);
    const next = admin.getByRole('button', { name: 'Go to next page' });
    await next.scrollIntoViewIfNeeded();
    const box = await next.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await expect(next).toBeInViewport({ ratio: 1 });
    await admin.setViewportSize(DESKTOP);
    await checkA11yAtBothSizes(admin);
    await screenshotBoth(admin, 'evv-visits');
  });

  test('a change saved from a second tab opened before the first tab’s change is refused, not laid over it', async ({
    browser,
  }) => {
    // walkthrough 41: both saves went through and the second silently replaced the first (docs/evv.md)
    test.slow();
    const admin = await pageAs(browser, DEMO.admin);
    const { name, memberId } = await anasNewMember(admin, 'Two Tabs', ['DTT', 'DTA1']);
    const ana = await pageAs(browser, DEMO.ana);
    const at = { member_id: memberId, ...HOME, accuracy: 8 };
    expect((await api(ana, 'POST', '/api/member/checkin/', at)).status).toBe(201);
    expect((await api(ana, 'POST', '/api/member/checkout/', { ...at, confirmation_name: name })).status).toBe(200);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix' }).format(new Date());
    const openChange = async () => {
      const tab = await pageAs(browser, DEMO.manager);
      await tab.goto('/evv-visits');
      await tab.getByLabel('From').fill(today);
      await tab.getByRole('button', { name: new RegExp(`^Change ${name}`) }).click();
      const dialog = tab.getByRole('dialog');
      await dialog.getByRole('combobox', { name: /^Reason/ }).click();
      await tab.getByRole('option').first().click();
      await dialog.getByRole('combobox', { name: /^Resolution/ }).click();
      await tab.getByRole('option').first().click();
      await dialog.locator('#visit-attestation').fill('Checked with the member.');
      return tab;
    };
    const first = await openChange();
    const second = await openChange();
    await first.getByTestId('save-visit').click();
    await expect(first.getByText('The visit was changed.')).toBeVisible();
    await second.getByTestId('save-visit').click();
    await expect(second.getByRole('dialog')).toContainText(
      'Someone changed this visit meanwhile. Reload and try again.',
    );
    const changes = await api(admin, 'GET', `/api/evv/visits/?from=${today}&to=${today}`);
    const visit = (changes.body as Array<{ member: { name: string }; changes: number }>).find(
      (v) => v.member.name === name,
    );
    expect(visit?.changes).toBe(1);
  });
});
