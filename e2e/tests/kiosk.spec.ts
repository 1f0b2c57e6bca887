import type { APIRequestContext, Page } from '@playwright/test';
import {
  checkAndScreenshotBoth,
  DEMO,
  DEMO_PASSWORD,
  DESKTOP,
  expect,
  expectNoSeriousA11yIssues,
  PHONE,
  saveScreenshot,
  signInAt,
  test,
} from '../support/fixtures.js';

/**
 * The shared kiosk (issue 15, docs/decisions/0024-kiosk.md): an admin registers the device, two
 * staff members of this spec's own (created through the admin API, so no other spec's day changes)
 * check in at it in turn with their kiosk PINs, a wrong PIN is shown, members are checked in from
 * the roster in one pass, and the device cannot leave /kiosk without a manager's sign-in.
 */

async function token(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/login/', { data: { email, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).access_token as string;
}

async function staffWithPin(request: APIRequestContext, admin: string, name: string, pin: string) {
  const email = `kiosk-${name.split(' ')[0]?.toLowerCase()}-${Date.now()}@daybook.test`;
  const password = 'Kiosk-staff-2026!';
  const created = await request.post('/api/register/', {
    headers: { authorization: `Bearer ${admin}` },
    data: { name, email, password },
  });
  expect(created.status(), await created.text()).toBe(201);
  const access = await token(request, email, password);
  const set = await request.put('/api/profile/kiosk-pin/', {
    headers: { authorization: `Bearer ${access}` },
    data: { current_password: password, pin },
  });
  expect(set.status(), await set.text()).toBe(200);
  return { id: (await created.json()).id as number, access };
}

async function enterPin(page: Page, pin: string, next = 'Continue') {
  for (const digit of pin) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: next }).click();
}
const enterPinEs = (page: Page, pin: string) => enterPin(page, pin, 'Continuar');

test.describe('kiosk', () => {
  test('an admin sets up a tablet; staff check in with their PINs in turn; members from the roster', async ({
    page,
    request,
  }) => {
    test.slow();
    const admin = await token(request, DEMO.admin);
    const paz = await staffWithPin(request, admin, 'Paz Quintero', '2468');
    const rey = await staffWithPin(request, admin, 'Rey Salinas', '8642');
    for (const name of ['Alma Kiosko', 'Beto Kiosko']) {
      const member = await request.post('/api/admin/members', {
        headers: { authorization: `Bearer ${admin}` },
        data: { name, assigned_user_id: paz.id },
      });
      expect(member.status(), await member.text()).toBe(201);
    }

    // set-up: the admin signs in on the device and registers it
    await page.goto('/kiosk');
    await expect(page.getByRole('heading', { name: 'Set up this device as a kiosk' })).toBeVisible();
    await checkAndScreenshotBoth(page, 'kiosk-setup');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.admin);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('Device name').fill('Front desk tablet');
    await page.getByRole('button', { name: 'Start kiosk mode' }).click();
    await expect(page.getByRole('heading', { name: 'Tap your name' })).toBeVisible();
    await expect(page.getByText(/^Front desk tablet · /)).toBeVisible();
    // the device keeps only its kiosk token, no one's session
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /access|refresh/i.test(k)))).toEqual([]);
    await checkAndScreenshotBoth(page, 'kiosk-roster');
    // a person may switch the kiosk to the other language for their turn
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Toque su nombre' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Tap your name' })).toBeVisible();

    // Paz: a wrong PIN first, then hers
    await page.getByLabel('Find your name').fill('paz');
    await page.getByRole('button', { name: 'Paz Q.' }).click();
    await expect(page.getByLabel('Kiosk PIN', { exact: true })).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('Kiosk PIN', { exact: true })).toHaveAttribute('inputmode', 'numeric');
    await enterPin(page, '1357');
    await expect(page.getByRole('alert')).toHaveText('The PIN is not right. Please try again.');
    await checkAndScreenshotBoth(page, 'kiosk-pin-wrong');
    // a PIN sent while five of hers are still being checked is refused as busy, not as wrong (docs/security.md)
    await page.route(
      '**/api/kiosk/identify/',
      (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ detail: 'busy', code: 'kiosk_pin_busy', error_code: 'kiosk_pin_busy' }),
        }),
      { times: 1 },
    );
    await enterPin(page, '2468');
    await expect(page.getByRole('alert')).toHaveText(
      'Your PIN is already being checked. Please try again in a moment.',
    );
    // the PIN stays typed: Continue again is all it takes
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('You have not checked in today.')).toBeVisible();
    await checkAndScreenshotBoth(page, 'kiosk-actions');
    await page.getByRole('button', { name: 'Check In' }).click();
    await expect(page.getByRole('heading', { name: /^Checked in at \d{1,2}:\d{2}\s?[AP]M, Paz Q\.$/ })).toBeVisible();
    await checkAndScreenshotBoth(page, 'kiosk-result');
    // the result returns to the names by itself (Done does it at once)
    await expect(page.getByRole('heading', { name: 'Tap your name' })).toBeVisible({ timeout: 15_000 });

    // Rey, in turn: he chose Spanish in his Settings, so his steps are in it, and the next person
    // starts in the device's language again
    const spanish = await request.patch('/api/profile/language/', {
      headers: { authorization: `Bearer ${rey.access}` },
      data: { language: 'es' },
    });
    expect(spanish.status()).toBe(200);
    await page.getByRole('button', { name: 'Rey S.' }).click();
    await enterPin(page, '8642');
    await page.getByRole('button', { name: 'Registrar entrada' }).click();
    // "a la 01:43 a.m." between one and two o'clock, "a las" at every other hour (kiosk i18n, resultCheckIn_la)
    await expect(page.getByRole('heading', { name: /^Entrada registrada a las? .*, Rey S\.$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Listo' }).click();
    await expect(page.getByRole('heading', { name: 'Tap your name' })).toBeVisible();

    // Paz checks her two members in from the roster in one pass
    await page.getByRole('button', { name: 'Paz Q.' }).click();
    await enterPin(page, '2468');
    await expect(page.getByText('You are checked in.')).toBeVisible();
    await page.getByRole('button', { name: 'Members (2)' }).click();
    await page.getByLabel('Alma Kiosko').check();
    await page.getByLabel('Beto Kiosko').check();
    await checkAndScreenshotBoth(page, 'kiosk-members');
    await page.getByRole('button', { name: 'Check in selected' }).click();
    await expect(page.getByRole('heading', { name: /^2 members checked in at .*, Paz Q\.$/ })).toBeVisible();

    // what the server recorded: both days open, at the location's coordinates
    for (const person of [paz, rey]) {
      const today = await (
        await request.get('/api/attendance/today/', { headers: { authorization: `Bearer ${person.access}` } })
      ).json();
      expect(today.status).toBe('In Progress');
    }
    const visits = await (
      await request.get('/api/member/history/', { headers: { authorization: `Bearer ${paz.access}` } })
    ).json();
    expect(visits.filter((v: { check_out: string | null }) => v.check_out === null)).toHaveLength(2);

    // the device reaches no other screen
    await page.goto('/home');
    await expect(page).toHaveURL(/\/kiosk$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/kiosk$/);

    // leaving kiosk mode takes a manager's sign-in; the device is revoked
    await page.getByRole('button', { name: 'Manager sign-in' }).click();
    await page.getByLabel('Email', { exact: true }).fill(DEMO.manager);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in and leave' }).click();
    await expect(page).toHaveURL(/\/$/);
    const devices = await (
      await request.get('/api/kiosk/devices/', { headers: { authorization: `Bearer ${admin}` } })
    ).json();
    expect(devices.find((d: { name: string }) => d.name === 'Front desk tablet').revoked_at).not.toBeNull();
  });

  test('in Spanish (es-US): the names and the PIN pad of a registered kiosk', async ({ browser, request }) => {
    const admin = await token(request, DEMO.admin);
    const auth = { authorization: `Bearer ${admin}` };
    const [location] = await (await request.get('/api/kiosk/locations/', { headers: auth })).json();
    const created = await request.post('/api/kiosk/devices/', {
      headers: auth,
      data: { name: 'Tableta de la entrada', location_id: location.id },
    });
    expect(created.status()).toBe(201);
    await staffWithPin(request, admin, 'Sol Ibarra', '7391');
    const context = await browser.newContext({ locale: 'es-US' });
    await context.addInitScript(
      (device) => localStorage.setItem('daybook.kioskDevice', device),
      (await created.json()).token,
    );
    const page = await context.newPage();
    await page.goto('/kiosk');
    await expect(page.getByRole('heading', { name: 'Toque su nombre' })).toBeVisible();
    await expect(page.getByLabel('Busque su nombre')).toBeVisible();
    await checkAndScreenshotBoth(page, 'kiosk-roster-es');
    await page.getByRole('button', { name: 'Sol I.' }).click();
    await expect(page.getByRole('heading', { name: 'Hola, Sol I.' })).toBeVisible();
    await enterPinEs(page, '0000');
    await expect(page.getByRole('alert')).toHaveText('El PIN no es correcto. Inténtelo de nuevo.');
    await checkAndScreenshotBoth(page, 'kiosk-pin-es');
    const text = (await page.locator('main').textContent()) ?? '';
    for (const english of ['Tap your name', 'Enter your kiosk PIN', 'Continue', 'Clear', 'Hello']) {
      expect(text).not.toContain(english);
    }
    await context.close();
  });

  test('Settings: a person sets a kiosk PIN; the monitoring page lists devices and locked PINs', async ({ page }) => {
    await signInAt(page, DEMO.admin, '/settings');
    const section = page.getByRole('region', { name: 'Kiosk PIN' });
    await section.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
    await section.getByLabel('New kiosk PIN', { exact: true }).fill('1234');
    await section.getByRole('button', { name: 'Save kiosk PIN' }).click();
    // refused before sending (the server's rule, docs/security.md "Kiosk"), under the field
    await expect(section.getByLabel('New kiosk PIN', { exact: true })).toHaveAccessibleDescription(/harder to guess/);
    await section.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
    await section.getByLabel('New kiosk PIN', { exact: true }).fill('5820');
    await section.getByRole('button', { name: 'Save kiosk PIN' }).click();
    await expect(section.getByRole('status')).toHaveText('Your kiosk PIN was saved.');
    await expect(section.getByText('You have a kiosk PIN.', { exact: false })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    for (const [label, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await saveScreenshot(section, `kiosk-settings-${label}`);
    }

    await page.setViewportSize(DESKTOP);
    await page.goto('/!admin-monitor!-page!');
    const devices = page.getByRole('region', { name: 'Kiosk devices', exact: true });
    await expect(devices.getByRole('cell', { name: 'Tableta de la entrada', exact: true })).toBeVisible();
    await expect(devices.getByRole('heading', { name: 'Locked kiosk PINs' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await devices.scrollIntoViewIfNeeded();
    await saveScreenshot(devices, 'kiosk-devices-desktop');
    await devices.getByRole('button', { name: 'Revoke Tableta de la entrada' }).click();
    await expect(devices.getByRole('button', { name: 'Revoke Tableta de la entrada' })).toHaveCount(0);
  });
});
