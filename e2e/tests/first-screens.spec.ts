import { DEMO, expect, expectNoSeriousA11yIssues, PHONE, signIn, test } from '../support/fixtures.js';

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
      // what shows before the app is as accessible as the app's own first screen
      await expectNoSeriousA11yIssues(page);
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

  test('say so, after a while, when the app’s scripts do not arrive, and the app removes the word when they do', async ({
    page,
  }) => {
    // signed out: the sign-in page's first screen, its scripts refused (as on a dropped connection)
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#root[data-prerendered="sign-in en none"]')).toHaveCount(1);
    const notice = page.getByRole('status').filter({ hasText: 'Still loading.' });
    // in the page, hidden at first: a page whose scripts arrive in time never shows it
    const written = page.getByRole('status', { includeHidden: true }).filter({ hasText: 'Still loading.' });
    await expect(written).toHaveCount(1);
    expect(await written.evaluate((element) => getComputedStyle(element).visibility)).toBe('hidden');
    await expect(notice).toHaveCount(0);
    // its delay (10 s, a CSS animation) run to its end
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) animation.finish();
    });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(
      'Still loading. On a weak signal this can take a minute. If nothing changes, check your connection and reload the page.',
    );
    await expect(notice.getByRole('link', { name: 'reload the page' })).toHaveAttribute('href', '/');
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yIssues(page);
    // over the page at the bottom of the window, so nothing under it moved
    const box = await notice.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(PHONE.height, 0);

    // the link reloads the page; with its scripts, the app takes it over and the notice is gone
    await page.unroute('**/assets/*.js');
    await notice.getByRole('link', { name: 'reload the page' }).click();
    await expect(page.getByRole('button', { name: 'Check In' })).toBeEnabled();
    await expect(page.getByText('Still loading.')).toHaveCount(0);
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

/**
 * The build renders each of those pages once more with sample answers and keeps the style rules
 * it makes (app/prerender.tsx), laid out for a phone and with the theme's motion (a device asking
 * for reduced motion gets other rules, compiled in the browser as before).
 */
test.describe('signed-in first screens on a phone', () => {
  test.use({ viewport: PHONE, reducedMotion: 'no-preference' });

  test('carry the style rules the page uses once its answers are in, so the phone compiles almost none', async ({
    page,
  }) => {
    await signIn(page, DEMO.ana, undefined, '/client');
    await expect(page.getByText('Alvarez').first()).toBeVisible();
    // every style element taken out of the page from its start on
    await page.addInitScript(() => {
      const counter = window as unknown as { movedStyles: number };
      counter.movedStyles = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes) if (node instanceof HTMLStyleElement) counter.movedStyles += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    for (const [path, ready] of [
      ['/client', page.getByText('Alvarez').first()],
      ['/members', page.getByRole('combobox').first()],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      // the emotion class names of the page's content (its headings, cards, table rows…) once rendered
      const used = await page.evaluate(() => [
        ...new Set(
          [...document.querySelectorAll('main [class*="css-"]')].flatMap((element) =>
            [...element.classList]
              .filter((name) => name.startsWith('css-'))
              .map((name) => name.slice(4))
              .filter((name) => name !== '0'),
          ),
        ),
      ]);
      const firstScreen = await (
        await page.request.get(path, { headers: { cookie: 'daybook.device=en.session' } })
      ).text();
      const carried = new Set(
        [...firstScreen.matchAll(/<style data-emotion="css ([^"]*)"/g)].flatMap((match) => match[1]?.split(' ') ?? []),
      );
      const missing = used.filter((name) => !carried.has(name));
      // emotion took them over as one tag, not one per rule: each tag it takes over is moved once,
      // a sheet taken out and put back (scripts/prerender.mjs writes the page's rules in one tag)
      const moved = await page.evaluate(() => (window as unknown as { movedStyles: number }).movedStyles);
      expect(moved, path).toBeLessThan(10);
      expect(used.length, path).toBeGreaterThan(20);
      // the filters' inputs may differ from the build's render; the page's own content may not
      expect(missing.length / used.length, `${path}: not in the first screen: ${missing.join(' ')}`).toBeLessThan(0.25);
    }
  });
});
