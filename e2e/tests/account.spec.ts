import { DEMO, DEMO_PASSWORD, expect, signIn, signInAt, test } from '../support/fixtures.js';

test.describe('profile and settings', () => {
  test('the profile asks the user to confirm their details, and explains how to change them', async ({ page }) => {
    await signInAt(page, DEMO.ana, '/profile');
    const confirm = page.getByRole('dialog', { name: 'Confirm Your Details' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'I Need To Make Changes' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Administrator' });
    await expect(contact).toBeVisible();
    await expect(contact.getByText('support@daybook.test')).toBeVisible();
    await expect(contact.getByText('(480) 555-0100')).toBeVisible();
    await contact.getByRole('button', { name: 'Understood' }).click();
    await expect(contact).toBeHidden();
    // "Profile", as the menu names it: "My Profile" is the provider page its note links to
    await expect(page.getByRole('heading', { level: 1, name: 'Profile', exact: true })).toBeVisible();
    await expect(page.getByText('User Name')).toBeVisible();
    await expect(page.getByText('Ana Reyes').first()).toBeVisible();
    // the page says how the email really changes: Edit Profile on My Profile, not support
    const note = page.getByTestId('profile-email-change-note');
    await expect(note).not.toContainText('contact support');
    await note.getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/provider$/);
  });

  test('settings show the address and manager, and confirming shows a message for three seconds', async ({ page }) => {
    await signInAt(page, DEMO.ana, '/settings');
    await expect(page.getByText('User Settings')).toBeVisible();
    await expect(page.getByText('8810 S Avenida Del Yaqui')).toBeVisible();
    await expect(page.getByText('Apt 4')).toBeVisible();
    await expect(page.getByText('Maria Lopez')).toBeVisible();
    await expect(page.getByRole('link', { name: /contact manager/i })).toHaveAttribute(
      'href',
      /^mailto:manager@daybook\.test/,
    );
    await page.getByRole('button', { name: 'Confirm Details' }).click();
    await expect(page.getByText('Details confirmed successfully!')).toBeVisible();
    await expect(page.getByText('Details confirmed successfully!')).toBeHidden({ timeout: 5000 });
  });

  test('without a manager the settings say Not provided', async ({ page }) => {
    await signInAt(page, DEMO.carla, '/settings');
    await expect(page.getByText('Not provided').first()).toBeVisible();
  });
});

test.describe('change password', () => {
  test('each rule of the form shows its own message', async ({ page }) => {
    await signInAt(page, DEMO.ben, '/Change-Password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Current password is required')).toBeVisible();
    await expect(page.getByText('New password is required')).toBeVisible();
    await expect(page.getByText('Please confirm your new password')).toBeVisible();

    const fresh = page.getByLabel('New Password', { exact: true });
    for (const [value, message] of [
      ['abc', 'Password must be at least 12 characters'],
      ['Abcdef1!', 'Password must be at least 12 characters'],
      ['abcdefghijkl', 'Password must contain at least one uppercase letter'],
      ['Abcdefghijkl', 'Password must contain at least one number'],
      ['Abcdefghijk1', 'Password must contain at least one special character'],
    ] as const) {
      await fresh.fill(value);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByText(message)).toBeVisible();
    }
    await fresh.fill('Abcdefghi1!x');
    await page.getByLabel('Confirm New Password').fill('Abcdefghi1!y');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
  });

  test('the strength meter follows the typed password', async ({ page }) => {
    await signInAt(page, DEMO.ben, '/Change-Password');
    await expect(page.getByText('12+ characters')).toBeVisible();
    const fresh = page.getByLabel('New Password', { exact: true });
    for (const [value, label] of [
      ['abc', 'Very weak'],
      ['abcde', 'Weak'],
      ['Abcdef1!', 'Weak'],
      ['abcdefghijkl', 'Good'],
      ['Abcdefghij1!', 'Strong'],
      // every class and 12 characters, but the server refuses it: the list arrives with the page
      ['Password123!', 'Too common'],
    ] as const) {
      await fresh.fill(value);
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('This password is too common. Please choose another.')).toBeVisible();
  });

  test('a wrong current password shows the server’s message', async ({ page }) => {
    await signInAt(page, DEMO.ben, '/Change-Password');
    await page.getByLabel('Current Password').fill('Not-the-password-1!');
    await page.getByLabel('New Password', { exact: true }).fill('Brand-new-Pass-7!');
    await page.getByLabel('Confirm New Password').fill('Brand-new-Pass-7!');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();
  });

  test('a successful change clears the form and the new password signs in', async ({ page, request }) => {
    // An account of its own, so no demo login is changed (and a retry starts clean).
    const email = `changer-${Date.now()}@daybook.test`;
    const admin = await request.post('/api/login/', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    const onboard = await request.post('/api/register/', {
      headers: { authorization: `Bearer ${(await admin.json()).access_token}` },
      data: { name: 'Casey Changer', email, password: 'Casey-first-2026!' },
    });
    expect(onboard.status()).toBe(201);

    await signIn(page, email, 'Casey-first-2026!');
    await page.goto('/Change-Password');
    await page.getByLabel('Current Password').fill('Casey-first-2026!');
    await page.getByLabel('New Password', { exact: true }).fill('Casey-renewed-9!');
    await page.getByLabel('Confirm New Password').fill('Casey-renewed-9!');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(page.getByLabel('Current Password')).toHaveValue('');
    await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');

    await page.evaluate(() => localStorage.clear());
    await signIn(page, email, 'Casey-renewed-9!');
    await expect(page.getByText('Casey Changer').first()).toBeVisible();
  });
});

test.describe('onboarding', () => {
  test('an admin onboards an employee, stays signed in, and the employee can sign in', async ({ page }) => {
    await signInAt(page, DEMO.admin, '/admin-Create-User/signup');
    await expect(page.getByRole('heading', { name: 'Onboard A New Employee' })).toBeVisible();
    await page.getByLabel('Full Name').fill('Dana Whitfield');
    await page.getByLabel('Work Email').fill('dana@daybook.test');
    await page.getByLabel('Password', { exact: true }).fill('Onboarding-2026!');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /create|sign up|onboard/i }).click();
    await expect(page.getByText(/Account created for Dana Whitfield/)).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText('Alex Morgan').first()).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'dana@daybook.test', 'Onboarding-2026!');
    await expect(page.getByText('Dana Whitfield').first()).toBeVisible();
  });
});
