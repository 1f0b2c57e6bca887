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

/**
 * Issue 14 leftovers: the admin console edits the signature settings that had no screen (a
 * client's co-signature, the organisation's unsigned-after-days), and the new-record page lists
 * the server's active service codes. Every change is put back, so other specs see the demo as it was.
 */
test.describe('Signature settings and service codes', () => {
  test('an admin sets unsigned-after-days and a client’s co-signature in the console', async ({ page, request }) => {
    test.slow();
    const login = await request.post('/api/login/', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    const auth = { Authorization: `Bearer ${(await login.json()).access_token}` };
    const settings = async () =>
      (await (await request.get('/api/admin/signature-settings/', { headers: auth })).json()).unsigned_after_days;
    const before = await settings();

    await signInAt(page, DEMO.admin, '/admin/organisation');
    const section = page.getByTestId('signature-settings');
    const days = section.getByLabel('List unsigned records after (days)');
    await expect(days).toHaveValue(String(before));
    await days.fill('400');
    await section.getByRole('button', { name: 'Save signature setting' }).click();
    await expect(section).toContainText('Enter a number of days from 0 to 365.');
    await days.fill('3');
    await section.getByRole('button', { name: 'Save signature setting' }).click();
    await expect(page.getByText('Signature setting saved')).toBeVisible();
    expect(await settings()).toBe(3);
    await page.reload();
    await expect(page.getByTestId('signature-settings').getByLabel('List unsigned records after (days)')).toHaveValue(
      '3',
    );
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'signature-settings-organisation');
    // The console is a desk tool: axe at both sizes (above and in screens.spec.ts), no phone-width
    // rule (screens.spec.ts "the admin console pages").
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize({ width: 1366, height: 768 });
    const restored = await request.put('/api/admin/signature-settings/', {
      headers: auth,
      data: { unsigned_after_days: before },
    });
    expect(restored.status()).toBe(200);

    const clients = (await (await request.get('/api/admin/clients?_end=1', { headers: auth })).json()) as {
      id: number;
    }[];
    const id = clients[0]!.id;
    const cosign = async () =>
      (await (await request.get(`/api/admin/clients/${id}/cosign/`, { headers: auth })).json()).requires_cosign;
    const was = await cosign();
    await page.goto(`/admin/clients/${id}`);
    const setting = page.getByTestId('client-cosign-setting');
    const toggle = setting.getByLabel('Progress notes need a supervisor’s co-signature');
    await expect(toggle).toBeEnabled();
    await expect(toggle).toBeChecked({ checked: was });
    await toggle.click();
    await expect(page.getByText('Co-signature setting saved')).toBeVisible();
    expect(await cosign()).toBe(!was);
    await expect(toggle).toBeChecked({ checked: !was });
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'signature-settings-client');
    await toggle.click();
    await expect.poll(cosign).toBe(was);
  });

  test('the new-record service list is the server’s active codes', async ({ page, request }) => {
    const login = await request.post('/api/login/', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    const auth = { Authorization: `Bearer ${(await login.json()).access_token}` };
    const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
    const created = await request.post('/api/admin/service-codes', {
      headers: auth,
      data: { code, name: 'Respite (e2e)', unit_kind: 'minutes15', rate_cents: 1200 },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    try {
      await signInAt(page, DEMO.ana, '/new-record');
      const service = page.getByTestId('new-record-form').getByLabel('Service', { exact: true });
      await expect(service.locator('option', { hasText: `${code} – Respite (e2e)` })).toHaveCount(1);
      await expect(service.locator('option', { hasText: 'DTA1' })).toHaveCount(1);
      await expect(service).toHaveValue('DTA1');
    } finally {
      // inactive: no longer offered, kept for any record that names it
      await request.put(`/api/admin/service-codes/${id}`, { headers: auth, data: { active: false } });
    }
  });
});
