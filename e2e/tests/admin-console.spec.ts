import type { Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yIssues,
  PHONE,
  saveScreenshot,
  screenshotBoth,
  signIn,
  signInAt,
  test,
} from '../support/fixtures.js';

/**
 * The admin console (/admin, issue 5): an administrator sets up a department, a location, a
 * provider with a pay rate, a client for that provider with two goals, and a member; the provider
 * sees the client's goals on the notes page; a Missing day is corrected and the employee's
 * dashboard shows the new hours; staff are refused.
 */

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('access-token');
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json();
  }, path);
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}[\\s*]*$`));
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

async function pick(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByRole('combobox', { name: new RegExp(`^${label}[\\s*]*$`) });
  await input.click();
  await input.fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

test.describe('the way in and out of the admin console', () => {
  test('an administrator opens it from the account menu and the drawer, and goes back to the dashboard', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Admin console' }).click();
    await expect(page.locator('#react-admin-title')).toContainText('Users');
    await page.getByTestId('admin-back-to-dashboard').click();
    await expect(page).toHaveURL(/\/home$/);

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('link', { name: 'Admin console' }).click();
    await expect(page.locator('#react-admin-title')).toContainText('Users');
    await expect(page.getByTestId('admin-back-to-dashboard')).toBeVisible();
    await screenshotBoth(page, 'admin-console-back-link');
  });

  test('staff see no admin console entry', async ({ page }) => {
    await signIn(page, DEMO.ana);
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin console' })).toHaveCount(0);
  });

  test('Create user: a password typed and cleared is no password, and the user is saved with a temporary one', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    await signInAt(page, DEMO.admin, '/admin/users/create');
    await field(page, 'Full name').fill(`Cleo Cleared ${stamp}`);
    await field(page, 'Email').fill(`cleo.${stamp}@daybook.test`);
    const password = field(page, 'Password \\(leave empty for a temporary one\\)');
    await password.fill('Typed-then-gone-1!');
    await password.fill('');
    await save(page).click();
    await expect(page.getByText('Must be text.')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Temporary password' })).toBeVisible();
  });
});

test.describe('the admin console', () => {
  test('a staff member opening /admin is refused', async ({ page }) => {
    await signInAt(page, DEMO.carla, '/admin');
    await expect(page.getByTestId('admin-no-access')).toContainText('You do not have access to the admin console');
    await expectNoSeriousA11yIssues(page);
    const status = await page.evaluate(async () => {
      const token = localStorage.getItem('access-token');
      return (await fetch('/api/admin/users', { headers: { Authorization: `Bearer ${token}` } })).status;
    });
    expect(status).toBe(403);
  });

  test('an administrator sets up a provider, a client with goals and a member; the provider sees them', async ({
    page,
    browser,
  }) => {
    test.slow(); // a whole set-up journey with several axe passes
    const stamp = Date.now().toString(36);
    await signInAt(page, DEMO.admin, '/admin');
    await expect(page.locator('#react-admin-title')).toContainText('Users');

    // A department.
    await page.goto('/admin/departments/create');
    await field(page, 'Name').fill(`Day Programs ${stamp}`);
    await save(page).click();
    await expect(page.getByText(`Day Programs ${stamp}`)).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // A location.
    await page.goto('/admin/locations/create');
    await field(page, 'Code').fill(`MESA_${stamp.toUpperCase()}`);
    await field(page, 'Name').fill(`Mesa ${stamp}`);
    await field(page, 'Latitude').fill('33.4152');
    await field(page, 'Longitude').fill('-111.8315');
    await save(page).click();
    await expect(page.getByText(`Mesa ${stamp}`)).toBeVisible();

    // A provider with a rate and a password.
    const email = `pat.${stamp}@daybook.test`;
    await page.goto('/admin/users/create');
    await field(page, 'Full name').fill(`Pat Provider ${stamp}`);
    await field(page, 'Email').fill(email);
    await field(page, 'Password \\(leave empty for a temporary one\\)').fill(DEMO_PASSWORD);
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'admin-user-create');
    await page.getByRole('tab', { name: 'Employment and pay' }).click();
    await pick(page, 'Department', `Day Programs ${stamp}`);
    await field(page, 'Hourly rate \\(USD\\)').fill('23.75');
    await save(page).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await page.getByPlaceholder('Search').fill(stamp);
    await expect(page.getByText(`Pat Provider ${stamp}`)).toBeVisible();
    // scoped to this provider's row: until the search applies, an earlier attempt's row shows too
    await expect(page.locator('tr', { hasText: `Pat Provider ${stamp}` }).getByText('$23.75')).toBeVisible();
    // the list has finished loading before the check
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'admin-users');

    // A client for that provider, and two goals.
    await page.goto('/admin/clients/create');
    await field(page, 'Client ID').fill(`C-${stamp}`);
    await field(page, 'First name').fill('Sam');
    await field(page, 'Last name').fill(`Lopez${stamp}`);
    await field(page, 'Date of birth').fill('2001-04-05');
    await pick(page, 'Provider \\(owner\\)', `Pat Provider ${stamp}`);
    await save(page).click();
    await expect(page).toHaveURL(/\/admin\/clients\/\d+$/);
    const clientId = Number(/clients\/(\d+)$/.exec(page.url())?.[1]);
    for (const goal of ['Greets peers by name', 'Follows a three-step routine']) {
      await page.getByRole('link', { name: 'Add a goal' }).click();
      await expect(page).toHaveURL(/\/admin\/goals\/create/);
      await field(page, 'Description').fill(goal);
      await save(page).click();
      await expect(page).toHaveURL(new RegExp(`/admin/clients/${clientId}$`));
      await expect(page.getByText(goal)).toBeVisible();
    }
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'admin-client-edit');

    // A member assigned to the provider.
    await page.goto('/admin/members/create');
    await field(page, 'Name').fill(`Member ${stamp}`);
    await pick(page, 'Assigned staff', `Pat Provider ${stamp}`);
    await save(page).click();
    await expect(page).toHaveURL(/\/admin\/members$/);

    // The provider signs in and sees the client's goals, and the member.
    const context = await browser.newContext();
    const provider = await context.newPage();
    await signIn(provider, email);
    await provider.goto(`/notes/${clientId}`);
    await expect(provider.getByText('Greets peers by name')).toBeVisible();
    await expect(provider.getByText('Follows a three-step routine')).toBeVisible();
    await provider.goto('/members');
    await expect(provider.getByLabel('Member').locator('option', { hasText: `Member ${stamp}` })).toHaveCount(1);
    await context.close();
  });

  test('an administrator corrects a Missing day and the employee sees the new hours', async ({ page, browser }) => {
    await signIn(page, DEMO.admin);
    const ben = (await api<{ id: number; email: string }[]>(page, '/api/admin/users?q=ben%40daybook.test')).find(
      (user) => user.email === DEMO.ben,
    );
    expect(ben).toBeTruthy();
    const missing = await api<{ id: number; work_date: string; date: string; check_in_at: string }[]>(
      page,
      `/api/admin/work-days?user_id=${ben?.id}&status=Missing`,
    );
    expect(missing.length).toBeGreaterThan(0);
    const day = missing[0];
    if (!day) throw new Error('no Missing day');

    await page.goto(`/admin/work-days/${day.id}/show`);
    await expect(page.getByText('Missing', { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('button', { name: 'Correct times' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct this work day' });
    await expect(dialog).toBeVisible();
    // The reason is required.
    await dialog.getByLabel('Check-out').fill(`${day.work_date}T16:30`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please give a reason for the correction.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'admin-correct-day');
    await dialog.getByLabel(/Reason for the correction/).fill('Forgot to check out; confirmed with manager.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByText('Forgot to check out; confirmed with manager.')).toBeVisible();
    const corrected = await api<{ hours_worked: number; worked_minutes: number; corrections: unknown[] }>(
      page,
      `/api/admin/work-days/${day.id}`,
    );
    expect(corrected.corrections).toHaveLength(1);
    expect(corrected.worked_minutes).toBeGreaterThan(0);
    await screenshotBoth(page, 'admin-work-day-corrected');

    // Ben's dashboard shows the day with its new hours (when it falls in the current pay period).
    const context = await browser.newContext();
    const employee = await context.newPage();
    await signIn(employee, DEMO.ben);
    const history = await api<{ date: string; worked_minutes: number; status: string }[]>(
      employee,
      '/api/attendance/history/',
    );
    const record = history.find((row) => row.date === day.date);
    expect(record?.status).toBe('Completed');
    expect(record?.worked_minutes).toBe(corrected.worked_minutes);
    const row = employee.getByTestId('record-row').filter({ hasText: day.date });
    if ((await row.count()) > 0) {
      await expect(row.getByText('Completed')).toBeVisible();
      const minutes = corrected.worked_minutes;
      await expect(row).toContainText(`${Math.floor(minutes / 60)}h ${minutes % 60}m`);
    }
    await context.close();
  });

  test('the audit log lists changes with before and after', async ({ page }) => {
    await signInAt(page, DEMO.admin, '/admin/audit-log');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'admin-audit-log');
    await page.getByRole('table').locator('tbody tr').first().click();
    await expect(page).toHaveURL(/\/admin\/audit-log\/\d+\/show$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Changes' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test('an audit entry compares its before and after field by field, on a desktop and a phone', async ({ page }) => {
    await signInAt(page, DEMO.admin, '/admin/audit-log');
    // a work day the demo created: nothing before, its fields after
    const [created] = await api<{ id: number }[]>(
      page,
      '/api/admin/audit-log?entity=work_day&action=create&_start=0&_end=1',
    );
    if (!created) throw new Error('no work day created in the audit log');
    await page.goto(`/admin/audit-log/${created.id}/show`);
    const changes = page.getByRole('table', { name: 'Changes' });
    await expect(changes.getByRole('columnheader')).toHaveText(['Field', 'Before', 'After']);
    const first = changes.locator('tbody tr').first();
    await expect(first).toHaveAttribute('data-changed', 'true');
    await expect(first.getByText('Changed', { exact: true })).toBeVisible();
    await expect(first.getByRole('cell').first()).toHaveText('—');
    await expectNoSeriousA11yIssues(page);
    // the unchanged fields (empty on both sides) open from the keyboard
    await page.getByRole('button', { name: /^Show \d+ unchanged fields?$/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Hide unchanged fields' })).toBeFocused();
    await expect(changes.locator('tbody tr[data-changed="false"]').first()).toBeVisible();
    await page.getByText('Raw JSON (as stored)').click();
    await expect(page.locator('details pre').last()).toContainText('"work_date"');
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'admin-audit-entry');

    // on a phone each field is a card, and nothing is wider than the window (a fresh load at phone
    // size: made narrow after loading, react-admin's menu stays open as a drawer over the page)
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Changes' })).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    await expectNoSeriousA11yIssues(page);
  });
});

test.describe('the console in Spanish on a phone and a desktop', () => {
  test.use({ locale: 'es-US' });

  test('the menu’s long labels wrap onto a second line beside their icon instead of ending in an ellipsis', async ({
    page,
  }) => {
    const labels = () =>
      page.locator('.RaMenu-open .RaMenuItemLink-root').evaluateAll((items) =>
        items.map((item) => {
          const text = item.querySelector('.MuiTypography-root') as HTMLElement;
          const icon = item.querySelector('.RaMenuItemLink-icon svg') as SVGElement;
          return {
            label: text.textContent,
            cut: text.scrollWidth > text.clientWidth,
            lines: Math.round(
              text.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(text).lineHeight),
            ),
            // the icon's middle on the first line's
            iconOff: Math.abs(
              icon.getBoundingClientRect().top +
                icon.getBoundingClientRect().height / 2 -
                (text.getBoundingClientRect().top + Number.parseFloat(getComputedStyle(text).lineHeight) / 2),
            ),
          };
        }),
      );
    await signInAt(page, DEMO.admin, '/admin/users');
    await expect(page.locator('#react-admin-title')).toContainText('Usuarios');
    for (const phone of [false, true]) {
      if (phone) {
        // a fresh load at phone size: the menu opens as a drawer
        await page.setViewportSize({ width: 360, height: 800 });
        await page.reload();
        await page.getByRole('button', { name: 'Abrir el menú' }).click();
        await expect(page.locator('.RaMenu-open')).toBeVisible();
      }
      const shown = await labels();
      expect(shown.map((item) => item.label)).toContain('Configuración de la organización');
      expect(shown.filter((item) => item.cut)).toEqual([]);
      const long = shown.filter(
        (item) => item.label === 'Autorizaciones de servicio' || item.label?.startsWith('Configuración'),
      );
      expect(long.map((item) => item.lines)).toEqual([2, 2]);
      expect(shown.filter((item) => item.iconOff > 2)).toEqual([]);
      await expectNoSeriousA11yIssues(page);
    }
  });
});

test.describe('the console’s lists on a 360 px phone', () => {
  test('each list is a card per record, named and labelled, that opens the record; the page does not scroll sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAt(page, DEMO.admin, '/admin/users');
    const resources = [
      ['users', 'Users', 'Email'],
      ['clients', 'Clients', 'Client ID'],
      ['goals', 'Goals', 'Client'],
      ['members', 'Members', 'Email'],
      ['work-days', 'Work days', 'Date'],
      ['departments', 'Departments', 'People'],
      ['locations', 'Locations', 'Code'],
      ['service-codes', 'Service codes', 'Rate per unit'],
      ['service-authorizations', 'Service authorizations', 'Authorization number'],
      ['audit-log', 'Audit log', 'When'],
    ] as const;
    for (const [resource, name, label] of resources) {
      await page.goto(`/admin/${resource}`);
      const cards = page.getByRole('list', { name, exact: true }).getByRole('listitem');
      await expect(cards.first(), `/admin/${resource} shows cards`).toBeVisible();
      // no table half off the screen: each column is a label and its value on the card
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(cards.first().locator('dt', { hasText: label }).first()).toBeVisible();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: document.documentElement.clientWidth,
        card: document.querySelector('[data-testid="record-card"]')?.getBoundingClientRect().right ?? 0,
      }));
      expect(widths.page, `/admin/${resource} is as wide as the window`).toBeLessThanOrEqual(widths.window);
      expect(widths.card, `/admin/${resource}'s cards end inside the window`).toBeLessThanOrEqual(widths.window);
    }
    await expectNoSeriousA11yIssues(page);
    // a card's heading is the link a row was: the keyboard reaches it, and it opens the record
    await page.goto('/admin/clients');
    const first = page.getByRole('list', { name: 'Clients', exact: true }).getByRole('listitem').first();
    const link = first.getByRole('heading', { level: 2 }).getByRole('link');
    await expect(link).toHaveText(/^[^,]+, .+$/);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/clients\/\d+$/);
    await expect(page.getByLabel(/^Client ID/)).toBeVisible();
    // a work day opens its read-only page, from a tap anywhere on its card
    await page.goto('/admin/work-days');
    const day = page.getByRole('list', { name: 'Work days', exact: true }).getByRole('listitem').first();
    // its lower right, on a value rather than the heading: the heading's link covers the whole card
    const box = await day.boundingBox();
    await day.click({ position: { x: (box?.width ?? 300) - 20, y: (box?.height ?? 120) - 20 } });
    await expect(page).toHaveURL(/\/admin\/work-days\/\d+\/show$/);
    await saveScreenshot(page, 'admin-work-day-from-card-phone');
  });

  test('a table wider than a narrow tablet says so and scrolls in a region the keyboard reaches', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await signInAt(page, DEMO.admin, '/admin/users');
    const region = page.getByRole('region', { name: 'Users' });
    await expect(region.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByTestId('table-scroll-hint')).toHaveText(
      'The table is wider than the window: scroll sideways to see every column.',
    );
    await expect(region).toHaveAttribute('tabindex', '0');
    expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    const pageWidths = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(pageWidths).toBeLessThanOrEqual(0);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    await expectNoSeriousA11yIssues(page);
    // a desktop's table fits: no hint, no extra stop for the keyboard
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(page.getByTestId('table-scroll-hint')).toHaveCount(0);
    await expect(region).not.toHaveAttribute('tabindex', '0');
  });

  test('each page’s title is whole in the top bar, in Spanish too: the language menu shows its icons only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/favicon.svg');
    await page.evaluate(() => localStorage.setItem('daybook.language', 'es'));
    await signInAt(page, DEMO.admin, '/admin/users');
    for (const [resource, title] of [
      ['users', 'Usuarios'],
      ['clients', 'Clientes'],
      ['work-days', 'Días de trabajo'],
    ] as const) {
      await page.goto(`/admin/${resource}`);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await expect(heading).toBeVisible();
      // not cut short with an ellipsis ("Usua…" before)
      expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    // the language menu keeps its name for a screen reader and opens as before
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNoSeriousA11yIssues(page);
  });
});
