import { DEMO, DEMO_PASSWORD, expect, signIn, signInWithForm, test } from '../support/fixtures.js';

test.describe('signing in and out', () => {
  test('a signed-out visit to a signed-in page goes to the login page', async ({ page }) => {
    for (const path of ['/home', '/profile', '/settings', '/Change-Password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: 'Check In' })).toBeVisible();
    }
  });

  test('the login page shows the live Phoenix clock and its links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Employee Attendance' })).toBeVisible();
    await expect(page.getByLabel('Employee Email')).toHaveAttribute('placeholder', 'Your employee ID');
    const admin = page.getByRole('link', { name: 'Administrator Access' });
    await expect(admin).toHaveAttribute('href', '/?next=%2Fadmin');
    await expect(page.getByRole('link', { name: /privacy/i }).first()).toHaveAttribute('href', '/privacy');
    await expect(page.getByRole('link', { name: /terms/i }).first()).toHaveAttribute('href', '/terms');
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
    const clock = page.getByTestId('live-clock');
    const first = await clock.textContent();
    await expect.poll(async () => clock.textContent(), { timeout: 3000 }).not.toBe(first);
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: /show password/i }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('a device set to reduce motion gets no ripple and no transition; any other gets both', async ({ page }) => {
    // named "Show password", then "Hide password"
    const toggle = page.getByRole('button', { name: /(show|hide) password/i });
    const password = page.getByLabel('Password', { exact: true });
    const transitionSeconds = async () =>
      Number.parseFloat(await toggle.evaluate((button) => getComputedStyle(button).transitionDuration));

    // the browser tests' own setting (playwright.config.ts): reduce
    await page.goto('/');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    expect(await transitionSeconds()).toBeLessThan(0.001);
    await expect(toggle.locator('.MuiTouchRipple-root')).toHaveCount(0);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.reload();
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    expect(await transitionSeconds()).toBeGreaterThan(0.1);
    await expect(toggle.locator('.MuiTouchRipple-root')).toHaveCount(1);
  });

  test('the presence checkbox is required before signing in', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Employee Email').fill(DEMO.ana);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Check In' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('wrong credentials show the server’s message and stay on the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Employee Email').fill(DEMO.ana);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1!');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Check In' }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  // The login form itself: every other journey signs in through the API (fixtures.ts signIn).
  for (const [role, email, name] of [
    ['admin', DEMO.admin, 'Alex Morgan'],
    ['manager', DEMO.manager, 'Maria Lopez'],
    ['staff', DEMO.ana, 'Ana Reyes'],
  ] as const) {
    test(`the ${role} demo login lands on the dashboard with their profile`, async ({ page }) => {
      await signInWithForm(page, email);
      await expect(page.getByText(name).first()).toBeVisible();
      await expect(page.getByText(email).first()).toBeVisible();
      if (role === 'staff') {
        // the employee profile card: formatted phone, manager, address and pay period
        await expect(page.getByText('(480) 555-0103')).toBeVisible();
        await expect(page.getByText('Maria Lopez')).toBeVisible();
        await expect(page.getByText('8810 S Avenida Del Yaqui')).toBeVisible();
        await expect(page.getByText(/\d{2}\/(01|15)\/\d{4}/).first()).toBeVisible();
      }
    });
  }

  test('the session survives an expired access token by refreshing silently', async ({ page }) => {
    await signIn(page, DEMO.ben);
    // Let the first page finish its requests before spoiling the token, so this journey is the silent
    // refresh alone: a request of that page sent with the spoiled token would start a refresh that the
    // reload below cuts off after the server rotated the token (that case: refresh-retry.spec.ts, ADR 0034).
    await expect(page.getByText('Ben Carter').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => localStorage.setItem('access-token', 'expired.or.garbage'));
    await page.reload();
    // the welcome line (and so the name) is on the first screen from the device's store before any
    // call (ADR 0041); the dashboard's cards need the API's answers, so the refreshed token
    await expect(page.getByRole('button', { name: 'Refresh Time History' })).toBeVisible();
    await expect(page.getByText('Ben Carter').first()).toBeVisible();
    const access = await page.evaluate(() => localStorage.getItem('access-token'));
    expect(access).not.toBe('expired.or.garbage');
  });

  test('logout revokes the session, clears both tokens and returns to the login page', async ({ page, request }) => {
    await signIn(page, DEMO.carla);
    const refresh = await page.evaluate(() => localStorage.getItem('refresh-token'));
    expect(refresh).toBeTruthy();
    await page
      .getByRole('button', { name: /account|user menu|carla/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('access-token'), localStorage.getItem('refresh-token')]),
    ).toEqual([null, null]);
    const reuse = await request.post('/api/token/refresh/', { data: { refresh } });
    expect(reuse.status()).toBe(401);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
  });

  test('Administrator Access signs in and lands on the admin console', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Administrator Access' }).click();
    await expect(page.getByTestId('login-admin-hint')).toBeVisible();
    await page.getByLabel('Employee Email').fill(DEMO.admin);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Check In' }).click();
    await expect(page).toHaveURL(/\/admin(\/|$)/);
    await expect(page.locator('#react-admin-title')).toContainText('Users');
  });

  test('a signed-out visit to /admin signs in first and then opens the console', async ({ page }) => {
    await page.goto('/admin/departments');
    await expect(page).toHaveURL(/\/\?next=%2Fadmin$/);
    await page.getByLabel('Employee Email').fill(DEMO.admin);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Check In' }).click();
    await expect(page).toHaveURL(/\/admin(\/|$)/);
  });
});

test.describe('the profile reminder', () => {
  test('is gone for a complete profile (phone and full address) and shown for an incomplete one', async ({
    page,
    request,
  }) => {
    await signIn(page, DEMO.ana);
    await expect(page.getByText('Ana Reyes').first()).toBeVisible();
    await expect(page.getByText('(480) 555-0103')).toBeVisible();
    await expect(page.getByText('Keep your profile up to date!')).toHaveCount(0);
    // the shared layout's footer links to no social network's home page (its landmarks are judged by
    // axe's landmark-unique on every page in screens.spec.ts)
    await expect(page.locator('footer')).toBeVisible();
    for (const host of ['facebook.com', 'x.com', 'linkedin.com', 'instagram.com']) {
      await expect(page.locator(`footer a[href*="${host}"]`)).toHaveCount(0);
    }

    // a new employee has no phone and no address yet
    const email = `incomplete-${Date.now()}@daybook.test`;
    const admin = await request.post('/api/login/', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    const onboard = await request.post('/api/register/', {
      headers: { authorization: `Bearer ${(await admin.json()).access_token}` },
      data: { name: 'Ivy Incomplete', email, password: 'Ivy-first-2026!' },
    });
    expect(onboard.status()).toBe(201);
    await page.evaluate(() => localStorage.clear());
    await signIn(page, email, 'Ivy-first-2026!');
    await expect(page.getByText('Keep your profile up to date!')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm Now' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    // Settings says what is missing and where it is entered, and confirms nothing yet (walkthrough
    // 43: "Details confirmed successfully!" for a profile without a phone, and the banner stayed)
    const missing = page.getByTestId('settings-missing');
    await expect(missing.getByRole('listitem')).toHaveText([
      'Phone number',
      'Address (street, city, state and ZIP code)',
    ]);
    await expect(page.getByRole('button', { name: 'Confirm Details' })).toHaveCount(0);
    await missing.getByRole('link', { name: 'Add them in My Profile' }).click();
    await expect(page).toHaveURL(/\/provider\?edit=phone$/);
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog.getByRole('textbox', { name: 'Phone' })).toBeFocused();
  });
});
