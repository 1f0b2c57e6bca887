import { DEMO, DEMO_PASSWORD, expect, expectNoSeriousA11yIssues, signInAt, test } from '../support/fixtures.js';

/**
 * The organisation's opening hours in Spanish (ADR 0020, "Organisation texts"): an administrator
 * writes them in the console's organisation settings and a Spanish reader sees them in the
 * footer; emptied, the footer shows the English, marked as English. The demo's hours are put back.
 */
test.describe('Opening hours in Spanish', () => {
  test('an admin writes them in the console and the footer shows them to a Spanish reader', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const login = await request.post('/api/login/', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    const auth = { Authorization: `Bearer ${(await login.json()).access_token}` };
    const before = await (await request.get('/api/admin/organisation', { headers: auth })).json();

    try {
      await signInAt(page, DEMO.admin, '/admin/organisation');
      const spanish = page.getByLabel('Opening hours in Spanish');
      await expect(spanish).toHaveValue(before.hours_text_es ?? '');
      await spanish.fill('lunes a viernes, de 7 a. m. a 3 p. m.');
      await page.getByRole('button', { name: 'Save' }).first().click();
      await expect(page.getByText('Element updated')).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      const reader = await browser.newContext({ locale: 'es-US' });
      const visitor = await reader.newPage();
      await visitor.goto('/');
      const footer = visitor.getByRole('contentinfo');
      await expect(footer).toContainText('Horario: lunes a viernes, de 7 a. m. a 3 p. m.');

      // emptied: the Spanish reader sees the English hours, marked as English
      await spanish.fill('');
      await page.getByRole('button', { name: 'Save' }).first().click();
      await expect(page.getByText('Element updated')).toBeVisible();
      await visitor.reload();
      await expect(footer.locator('span[lang="en"]')).toHaveText(before.hours_text);
      await reader.close();
    } finally {
      const restored = await request.put('/api/admin/organisation', {
        headers: auth,
        data: { hours_text: before.hours_text, hours_text_es: before.hours_text_es },
      });
      expect(restored.status()).toBe(200);
    }
  });
});
