import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yIssues,
  PHONE,
  screenshotBoth,
  signInAt,
  test,
} from '../support/fixtures.js';

test.describe('Provider profile', () => {
  test('shows the four cards and saves the Edit Profile modal', async ({ page }) => {
    await signInAt(page, DEMO.carla, '/provider');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    for (const card of [
      'Personal Information',
      'Professional Information',
      'Address Information',
      'Additional Information',
    ]) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    await expect(page.getByTestId('provider-full-name')).toContainText('Carla');
    await expect(page.getByTestId('provider-status')).toHaveText(/Active|Inactive|Pending/);
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'care-provider');
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize({ width: 1366, height: 768 });

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog).toBeVisible();
    const location = dialog.getByLabel('Location');
    expect(await location.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['Guadalupe DTA', 'Guadalupe DTT', 'Guadalupe Special DTA']),
    );
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'care-provider-edit');

    // Name is required, the email must be an address.
    await dialog.getByLabel('Full Name').fill('');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
    // A new email asks for the current password (only then), and an address in use is refused
    // without saying that someone holds it.
    await dialog.getByLabel('Full Name').fill('Carla Nez');
    const currentPassword = dialog.getByLabel('Current Password');
    await expect(currentPassword).toBeVisible(); // the email field still holds 'not-an-email'
    await dialog.getByLabel('Email').fill(DEMO.carla);
    await expect(currentPassword).toHaveCount(0);
    await dialog.getByLabel('Email').fill(DEMO.ana);
    await expect(currentPassword).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Enter your current password to change your email.')).toBeVisible();
    await currentPassword.fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Failed to save profile changes')).toBeVisible();
    await expect(dialog.getByText('This email address cannot be used. Please choose another.')).toBeVisible();

    await dialog.getByLabel('Email').fill(DEMO.carla);
    await expect(currentPassword).toHaveCount(0);
    await dialog.getByLabel('Phone').fill('(480) 555-0177');
    await location.selectOption({ label: 'Guadalupe Special DTA' });
    await dialog.getByLabel('Status').selectOption('pending');
    await dialog.getByLabel('Provider ID').fill('PRV-0777');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('provider-full-name')).toHaveText('Carla Nez');
    await expect(page.getByTestId('provider-phone')).toHaveText('(480) 555-0177');
    await expect(page.getByTestId('provider-location')).toHaveText('Guadalupe Special DTA');
    await expect(page.getByTestId('provider-status')).toHaveText('Pending');
    await expect(page.getByTestId('provider-provider-id')).toHaveText('PRV-0777');
  });
});
