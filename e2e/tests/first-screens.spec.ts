import { DEMO, expect, signIn, test } from '../support/fixtures.js';

/**
 * The first screens of the signed-in pages a worker opens first, written by the build
 * (docs/decisions/0041-signed-in-first-screens.md): a device that holds a session gets, on /home,
 * /client and /members, HTML that already shows the frame and the page's title (and on the
 * dashboard the welcome line it last showed), before any of the app's scripts has run; the app then
 * takes it over with the same screen.
 */
test.describe('signed-in first screens', () => {
  test('paint the page’s title and the kept welcome line without the app’s scripts, and the app takes over', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await signIn(page, DEMO.ana);
    const line = page.locator('#welcome-line');
    await expect(line).toHaveText(/^Welcome, Ana Reyes · \w+day, \w+ \d{1,2}, \d{4}$/);
    const shown = await line.textContent();

    // the app's scripts held back: what shows is the build's HTML and its one inline script
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('#root[data-prerendered="home en session"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(line).toBeVisible();
    await expect(line).toHaveText(shown ?? '');
    for (const [path, title] of [
      ['/client', 'My Client List'],
      ['/members', 'Member Time Tracking System'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(`#root[data-prerendered="${path.slice(1)} en session"]`)).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    expect(refused).toEqual([]);

    // with its scripts, the app renders over it: the same line, then the dashboard's cards
    await page.unroute('**/assets/*.js');
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Refresh Time History' })).toBeVisible();
    await expect(line).toHaveText(shown ?? '');
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    expect(refused).toEqual([]);
  });

  test('go only to a device that holds a session: signed out, /home is the app’s own page and leads to sign-in', async ({
    page,
  }) => {
    await signIn(page, DEMO.ana);
    await page
      .getByRole('button', { name: /account|user menu|ana/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
    // the welcome line went with the session
    expect(await page.evaluate(() => localStorage.getItem('daybook.greeting'))).toBeNull();
  });
});
