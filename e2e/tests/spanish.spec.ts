import type { Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  DESKTOP,
  expect,
  expectNoSeriousA11yIssues,
  PHONE,
  screenshotBoth,
  signIn,
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

/** The page is no wider than the window (a wide table scrolls in its own box, never the page). */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], `${where}: the page is wider than the window`).toBeLessThanOrEqual(widths[1] ?? 0);
}

/** The navbar's brand shows its whole word (the bar's entries may not squeeze it). */
async function expectBrandWhole(page: Page, where: string): Promise<void> {
  const brand = page.getByRole('link', { name: 'Daybook', exact: true });
  const whole = await brand.evaluate((link) => {
    const word = Array.from(link.querySelectorAll('span')).find((span) => span.textContent === 'Daybook');
    return word !== undefined && word.clientWidth > 0 && word.scrollWidth <= word.clientWidth;
  });
  expect(whole, `${where}: the brand is cut`).toBe(true);
}

/** Signs Ana in through the sign-in page's form in Spanish, as a person would, to the dashboard. */
async function signInWithSpanishForm(page: Page): Promise<void> {
  await page.getByLabel('Correo electrónico del empleado').fill(DEMO.ana);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Registrar entrada' }).click();
  await expect(page).toHaveURL(/\/home$/);
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
    await signInWithSpanishForm(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    await expect(page.getByText(/Hola, /).first()).toBeVisible();
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

  test('a manager’s bar keeps the brand whole beside the longer Spanish entries; the monitoring page fits its filters and table', async ({
    page,
  }) => {
    await signIn(page, DEMO.manager);
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const menuButton = page.getByRole('button', { name: 'Abrir el menú de navegación' });
    // a desktop, and the widths where the entries start to show (1200) and hide (1199)
    for (const width of [DESKTOP.width, 1280, 1200]) {
      await page.setViewportSize({ width, height: DESKTOP.height });
      await expect(nav.getByRole('link', { name: 'Registros de tiempo', exact: true })).toBeVisible();
      await expect(menuButton).toBeHidden();
      await expectBrandWhole(page, `${width} px`);
      const account = await page.getByTestId('user-menu-button').boundingBox();
      expect(account && account.x + account.width, `${width} px: the account menu is cut`).toBeLessThanOrEqual(width);
      await expectNoSidewaysScroll(page, `the dashboard at ${width} px`);
    }
    // very large text: the entries no longer fit on two lines each, and the drawer takes over
    // until they fit again (measured as the entries' sizes change, app/layout/signed-in-nav.tsx)
    await page.setViewportSize({ width: 1280, height: DESKTOP.height });
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await expect(menuButton).toBeVisible();
    await expectBrandWhole(page, '1280 px, very large text');
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '';
    });
    await expect(menuButton).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Registros de tiempo', exact: true })).toBeVisible();
    await page.setViewportSize({ width: 1199, height: DESKTOP.height });
    await expect(menuButton).toBeVisible();
    await expectBrandWhole(page, '1199 px');
    await page.setViewportSize(DESKTOP);

    await nav.getByRole('link', { name: 'Registros de tiempo', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registros de tiempo de empleados' })).toBeVisible();
    // the last seven days, all five filters in the row: rows in the table (today may have none)
    await page.getByLabel('Rango de fechas').selectOption('custom');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page.getByTestId('admin-record-row').first()).toBeVisible();
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      // every filter shows its choice whole ("Todos los departamentos" was cut at "Todos los departame")
      for (const id of ['admin-range', 'admin-department']) {
        const room = await page.locator(`#${id}`).evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d');
          if (!context) return { text: 0, room: 0 };
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          return {
            text: context.measureText(select.selectedOptions[0]?.text ?? '').width,
            room: select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
          };
        });
        expect(room.text, `${id} at ${size.width} px shows its choice whole`).toBeLessThanOrEqual(room.room + 1);
      }
      await expectNoSidewaysScroll(page, `the monitoring page at ${size.width} px`);
    }
    // on a desktop the table fits the page: no sideways scrolling in its box either
    await page.setViewportSize(DESKTOP);
    const scroller = page.getByRole('group', { name: 'Registros de tiempo de empleados' });
    const overflow = await scroller.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(overflow, 'the records table is wider than its box').toBeLessThanOrEqual(0);
    await screenshotBoth(page, 'spanish-admin-monitor');
  });

  test('dates shown on the timesheet, the client list and a new record name the month, never MM/DD/YYYY', async ({
    page,
  }) => {
    // docs/i18n.md: in Spanish 11/05 reads as 11 May, so a shown date writes the month as a word
    const usDate = /\b\d{2}\/\d{2}\/\d{4}\b/;
    // the month's abbreviation as es-US writes it: three letters, four for "sept"
    const spanishDate = /\d{1,2} [a-z]{3,4}\.? \d{4}/;
    await signIn(page, DEMO.ana, DEMO_PASSWORD, '/timesheet');
    const row = page.getByTestId('timesheet-row').first();
    await expect(row).toContainText(spanishDate);
    await expect(page.getByTestId('timesheet-table')).not.toContainText(usDate);

    await page.goto('/client');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi lista de clientes' })).toBeVisible();
    await expect(page.getByText('18 mar 1994')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(usDate);

    await page.goto('/new-record');
    const date = page.getByLabel('Fecha', { exact: true });
    await expect(date).toHaveValue(new RegExp(`^${spanishDate.source}$`));
  });
});

test.describe('Choosing Spanish before signing in (English browser)', () => {
  test.use({ locale: 'en-US' });
  // leave Ana without a saved choice for the other journeys, which expect English
  test.afterEach(async ({ page }) => forgetLanguage(page, DEMO.ana));

  test('the sign-in card’s “Español” shows it in Spanish at once, on the next visit, and after signing in', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Employee Attendance' })).toBeVisible();
    const toSpanish = page.getByRole('button', { name: 'Español', exact: true });
    await expect(toSpanish).toHaveAttribute('lang', 'es');
    await toSpanish.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Asistencia de empleados' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveAttribute('lang', 'en');
    await expectNoEnglish(page);
    await checkA11yAtBothSizes(page);
    await screenshotBoth(page, 'spanish-sign-in-chosen');

    // the next visit's first screen is written in Spanish by the server (the device's cookie)
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Asistencia de empleados' })).toBeVisible();
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Asistencia de empleados');

    // signed in, the app stays Spanish and the choice is saved as Ana's
    await signInWithSpanishForm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByLabel('Language / Idioma')).toHaveText('Español');
  });
});
