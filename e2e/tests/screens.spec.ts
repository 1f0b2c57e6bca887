import { DEMO, expect, expectNoSeriousA11yIssues, PHONE, screenshotBoth, signIn, test } from '../support/fixtures.js';

const PUBLIC_PAGES = [
  ['login', '/'],
  ['signup', '/signup'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['not-found', '/no-such-page'],
] as const;

const SIGNED_IN_PAGES = [
  ['home', '/home'],
  ['profile', '/profile'],
  ['settings', '/settings'],
  ['change-password', '/Change-Password'],
] as const;

test.describe('every page, at phone and desktop size', () => {
  for (const [name, path] of PUBLIC_PAGES) {
    test(`${name} has no serious accessibility issues`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expectNoSeriousA11yIssues(page);
      await page.setViewportSize(PHONE);
      await expectNoSeriousA11yIssues(page);
      await screenshotBoth(page, name);
    });
  }

  for (const [name, path] of SIGNED_IN_PAGES) {
    test(`${name} has no serious accessibility issues`, async ({ page }) => {
      await signIn(page, DEMO.ana);
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      if (name === 'profile') {
        const dialog = page.getByRole('dialog', { name: 'Confirm Your Details' });
        await expect(dialog).toBeVisible();
        await expectNoSeriousA11yIssues(page);
        await screenshotBoth(page, 'profile-confirm-modal');
        await dialog.getByRole('button', { name: 'Everything Looks Correct' }).click();
      }
      await expectNoSeriousA11yIssues(page);
      await page.setViewportSize(PHONE);
      await expectNoSeriousA11yIssues(page);
      await screenshotBoth(page, name);
    });
  }

  test('the navbar collapses into a menu on a phone and every entry is reachable', async ({ page }) => {
    await signIn(page, DEMO.ana);
    await page.setViewportSize(PHONE);
    await page
      .getByRole('button', { name: /open navigation|menu/i })
      .first()
      .click();
    for (const entry of ['Dashboard', 'Member', 'Client', 'Provider']) {
      await expect(page.getByRole('link', { name: entry, exact: true }).first()).toBeVisible();
    }
    await screenshotBoth(page, 'navbar-menu');
  });

  test('the Provider and Client dropdowns list their pages and close with Escape', async ({ page }) => {
    await signIn(page, DEMO.ana);
    await page.getByRole('button', { name: 'More Provider pages' }).click();
    const menu = page.getByRole('menu');
    for (const [name, href] of [
      ['Daily Attendance Log', '/attendance-log'],
      ['Provider List', '/provider'],
      ['Provider Timesheet', '/timesheet'],
    ] as const) {
      await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'More Client pages' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Client List' })).toHaveAttribute(
      'href',
      '/client',
    );
  });

  test('signed out, the navbar offers Login and Sign Up', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible();
  });
});
