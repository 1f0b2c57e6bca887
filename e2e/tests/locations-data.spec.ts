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
 * Locations are data (issue 13, docs/decisions/0028-locations-are-data.md): a location an admin
 * adds in the console is offered by the care forms and can be used on a record; the console sets
 * an employee's assigned locations and the location-trust settings. Everything is put back, so
 * other specs see the demo as it was.
 */
test.describe('Locations are data', () => {
  test('the console sets the location-trust settings and an employee’s and a member’s assigned locations', async ({
    page,
    request,
  }) => {
    test.slow();
    const login = await request.post('/api/login/', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    const auth = { Authorization: `Bearer ${(await login.json()).access_token}` };
    const code = `E2E_HUB_${Date.now().toString(36).toUpperCase()}`;
    // a name of its own, so that a retry (which meets the first attempt's location) finds one box
    const hubName = `E2E Tempe Hub ${code.slice(-5)}`;
    const created = await request.post('/api/admin/locations', {
      headers: auth,
      data: { code, name: hubName, latitude: 33.42, longitude: -111.94, radius_meters: 120 },
    });
    expect(created.status()).toBe(201);
    const hub = (await created.json()) as { id: number };
    const settings = async () => (await request.get('/api/location-trust/settings/', { headers: auth })).json();
    const before = await settings();

    // the organisation page: low-accuracy limit and oldest offline action
    await signInAt(page, DEMO.admin, '/admin/organisation');
    const trust = page.getByTestId('location-trust-settings');
    const accuracy = trust.getByLabel('Low-accuracy limit (metres)');
    const maxAge = trust.getByLabel('Oldest offline action accepted (hours)');
    await expect(accuracy).toHaveValue(String(before.low_accuracy_limit_m));
    await expect(maxAge).toHaveValue(String(before.offline_max_age_hours));
    await accuracy.fill('');
    await trust.getByRole('button', { name: 'Save location-trust settings' }).click();
    await expect(trust).toContainText('Enter a number of metres from 5 to 10,000.');
    await accuracy.fill('150');
    await maxAge.fill('48');
    await trust.getByRole('button', { name: 'Save location-trust settings' }).click();
    await expect(page.getByText('Location-trust settings saved')).toBeVisible();
    expect(await settings()).toMatchObject({ low_accuracy_limit_m: 150, offline_max_age_hours: 48 });
    await page.reload();
    await expect(page.getByTestId('location-trust-settings').getByLabel('Low-accuracy limit (metres)')).toHaveValue(
      '150',
    );
    await trust.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'locations-trust-settings');
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize({ width: 1366, height: 768 });
    const restored = await request.put('/api/location-trust/settings/', {
      headers: auth,
      data: { low_accuracy_limit_m: before.low_accuracy_limit_m, offline_max_age_hours: before.offline_max_age_hours },
    });
    expect(restored.status()).toBe(200);

    // an employee's assigned locations, on the user's edit page
    const users = (await (await request.get('/api/admin/users?q=ana%40daybook.test', { headers: auth })).json()) as {
      id: number;
    }[];
    const ana = users[0]!.id;
    const assigned = async () =>
      (await (await request.get(`/api/location-trust/users/${ana}/locations/`, { headers: auth })).json())
        .location_ids as number[];
    const was = await assigned();
    await page.goto(`/admin/users/${ana}`);
    await page.getByRole('tab', { name: 'Provider details' }).click();
    const group = page.getByTestId('user-assigned-locations');
    await expect(page.getByRole('group', { name: 'Assigned locations' })).toBeVisible();
    const box = group.getByLabel(hubName, { exact: true });
    await expect(box).toBeEnabled();
    await expect(box).not.toBeChecked();
    await box.check();
    await group.getByRole('button', { name: 'Save assigned locations' }).click();
    await expect(page.getByText('Assigned locations saved')).toBeVisible();
    expect(await assigned()).toContain(hub.id);
    // the profile location select offers the console's active locations too
    await expect(page.getByLabel('Location', { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'locations-user-assigned');
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize({ width: 1366, height: 768 });
    const put = await request.put(`/api/location-trust/users/${ana}/locations/`, {
      headers: auth,
      data: { location_ids: was },
    });
    expect(put.status()).toBe(200);

    // a member's assigned locations, on the member's edit page (judged besides their home)
    const members = (await (await request.get('/api/admin/members?_end=1', { headers: auth })).json()) as {
      id: number;
    }[];
    const member = members[0]!.id;
    const memberPath = `/api/location-trust/members/${member}/locations/`;
    const memberHad = (await (await request.get(memberPath, { headers: auth })).json()).location_ids as number[];
    await page.goto(`/admin/members/${member}`);
    const memberGroup = page.getByTestId('member-assigned-locations');
    const memberBox = memberGroup.getByLabel(hubName, { exact: true });
    await expect(memberBox).toBeEnabled();
    await memberBox.check();
    await memberGroup.getByRole('button', { name: 'Save assigned locations' }).click();
    await expect(page.getByText('Assigned locations saved')).toBeVisible();
    expect((await (await request.get(memberPath, { headers: auth })).json()).location_ids).toContain(hub.id);
    await memberGroup.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'locations-member-assigned');
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize({ width: 1366, height: 768 });
    expect((await request.put(memberPath, { headers: auth, data: { location_ids: memberHad } })).status()).toBe(200);
    await request.put(`/api/admin/locations/${hub.id}`, { headers: auth, data: { active: false } });
  });

  test('a location added in the console is offered on the new-record page and used on a record', async ({
    page,
    request,
  }) => {
    const admin = await request.post('/api/login/', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    const adminAuth = { Authorization: `Bearer ${(await admin.json()).access_token}` };
    const code = `E2E_SITE_${Date.now().toString(36).toUpperCase()}`;
    const created = await request.post('/api/admin/locations', {
      headers: adminAuth,
      data: { code, name: 'E2E Mesa Site' },
    });
    expect(created.status()).toBe(201);
    const site = (await created.json()) as { id: number };

    await signInAt(page, DEMO.ana, '/new-record');
    const location = page.getByLabel('Location', { exact: true });
    await expect(location.locator('option', { hasText: 'E2E Mesa Site' })).toHaveCount(1);
    await expect(location.locator('option', { hasText: 'Guadalupe DTA' })).toHaveCount(1);
    await page.getByLabel('Client', { exact: true }).selectOption({ label: 'Alvarez, Mateo (GC-1001)' });
    await page.getByLabel('Time In', { exact: true }).selectOption('08:00');
    await page.getByLabel('Time Out', { exact: true }).selectOption('08:30');
    await page.getByLabel('Service', { exact: true }).selectOption('DTT');
    await location.selectOption(code);
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'locations-new-record');
    await page.getByRole('button', { name: 'Save Record' }).click();
    await expect(page.getByText('Attendance record created successfully!')).toBeVisible();

    const ana = await request.post('/api/login/', { data: { email: DEMO.ana, password: DEMO_PASSWORD } });
    const anaAuth = { Authorization: `Bearer ${(await ana.json()).access_token}` };
    const records = (await (await request.get(`/api/attendance/?location=${code}`, { headers: anaAuth })).json()) as {
      id: number;
      location: string;
    }[];
    expect(records).toHaveLength(1);
    expect(records[0]!.location).toBe(code);
    // put the demo back: the record goes, the location is retired
    expect((await request.delete(`/api/attendance/${records[0]!.id}/`, { headers: anaAuth })).status()).toBe(204);
    await request.put(`/api/admin/locations/${site.id}`, { headers: adminAuth, data: { active: false } });
  });
});
