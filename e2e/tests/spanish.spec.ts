import type { Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  DESKTOP,
  expect,
  expectNoSeriousA11yIssues,
  PHONE,
  screenshotBoth,
  test,
} from '../support/fixtures.js';

/**
 * The product in Spanish (issue 15, docs/decisions/0020-spanish.md): a browser set to es-US gets
 * the sign-in page, the dashboard, the timecard and Settings in Spanish, with `<html lang="es">`
 * and no English text of the catalogues left; Settings switches to English and back, and the
 * choice is remembered by the server.
 */

test.use({ locale: 'es-US' });

/**
 * English words and phrases of the catalogues these pages show. Data from the demo (names,
 * addresses, program names such as "Guadalupe DTA") is not translated, so only catalogue texts
 * are listed. The select's label "Language / Idioma" is bilingual on purpose.
 */
const ENGLISH = [
  'Dashboard',
  'Check In',
  'Check Out',
  'Checked in',
  'Time Records',
  'My timecard',
  'Settings',
  'Profile',
  'Logout',
  'Welcome',
  'Status',
  'Hours',
  'Pay period',
  'Pay Period',
  'Quick Actions',
  'Refresh',
  'Print',
  'Previous period',
  'Next period',
  'Totals',
  'Worked',
  'Regular',
  'Overtime',
  'Gross pay',
  'Workweeks',
  'Street Address',
  'City',
  'ZIP Code',
  'Manager Name',
  'Confirm Details',
  'Last updated',
  'Employee',
  'Completed',
  'In Progress',
  'Missing',
  'Loading',
  'Today',
  'Recent Days',
  'Quick Links',
  'Contact Us',
  'Privacy Policy',
  'Terms of Service',
  'All rights reserved',
  'Submit',
  'Approved',
  'Open',
  // dates: day and month names come from Intl in the chosen language
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'January',
  'February',
  'March',
  'April',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

async function expectNoEnglish(page: Page): Promise<void> {
  await expect(page.locator('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText: only the visible text counts
  const text = (await page.locator('body').innerText()).replace('Language / Idioma', '');
  const found = ENGLISH.filter((phrase) => new RegExp(`\\b${phrase}\\b`).test(text));
  expect(found, `English left on ${page.url()}`).toEqual([]);
}

async function checkA11yAtBothSizes(page: Page): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await expectNoSeriousA11yIssues(page);
  }
  await page.setViewportSize(DESKTOP);
}

async function forgetLanguage(page: Page, email: string): Promise<void> {
  const login = await page.request.post('/api/login/', { data: { email, password: DEMO_PASSWORD } });
  const token = (await login.json()).access_token as string;
  await page.request.patch('/api/profile/language/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { language: null },
  });
}

test.describe('Spanish (es-US)', () => {
  // other journeys sign in as Ana with an English browser: leave her without a saved choice
  test.afterEach(async ({ page }) => forgetLanguage(page, DEMO.ana));

  test('a Spanish browser gets every page in Spanish; Settings switches to English and back', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // the sign-in clock's date in Spanish words (e.g. "sábado, 21 de noviembre de 2026"), no English month
    await expect(page.getByTestId('live-clock')).toContainText(/\d{1,2} de [a-záéíóú]+ de \d{4}/);
    await expect(page.getByTestId('live-clock')).not.toContainText(
      /January|February|March|April|May|June|July|August|September|October|November|December/,
    );
    // the navbar keeps the brand and both (long, Spanish) buttons whole on a 360 px phone
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 780 });
    // measured until the app has taken over the prerendered page (its links are replaced, and a
    // replaced element has no box for a moment)
    const brand = page.getByRole('link', { name: 'Daybook', exact: true });
    const signUp = page.getByRole('link', { name: 'Crear cuenta', exact: true });
    await expect.poll(async () => (await brand.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    await expect
      .poll(async () => {
        const box = await signUp.boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(360);
    // narrower still (320 px, or large text), the brand's word gives way and the buttons stay whole
    await page.setViewportSize({ width: 320, height: 780 });
    await expect
      .poll(async () => {
        const box = await signUp.boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(320);
    expect((await brand.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    if (viewport) await page.setViewportSize(viewport);
    await page.getByLabel('Correo electrónico del empleado').fill(DEMO.ana);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Registrar entrada' }).click();
    await expect(page).toHaveURL(/\/home$/);

    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    await expect(page.getByText(/Bienvenido/).first()).toBeVisible();
    await expectNoEnglish(page);
    await checkA11yAtBothSizes(page);
    await screenshotBoth(page, 'spanish-dashboard');

    await page.goto('/timecard');
    await expect(page.getByRole('heading', { name: 'Mi tarjeta de tiempo' })).toBeVisible();
    await expectNoEnglish(page);
    await checkA11yAtBothSizes(page);
    await screenshotBoth(page, 'spanish-timecard');

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración del usuario' })).toBeVisible();
    const language = page.getByLabel('Language / Idioma');
    await expect(language).toBeEnabled();
    await expectNoEnglish(page);
    await checkA11yAtBothSizes(page);
    await screenshotBoth(page, 'spanish-settings');

    // English, at once and after a reload (the server remembers it)
    await language.click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('status').filter({ hasText: 'Language saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
    await expect(page.getByLabel('Language / Idioma')).toHaveText('English');

    // and back to Spanish
    await page.getByLabel('Language / Idioma').click();
    await page.getByRole('option', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración del usuario' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoEnglish(page);
  });
});
