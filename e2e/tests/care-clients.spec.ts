import { DEMO, expect, expectNoSeriousA11yIssues, PHONE, screenshotBoth, signInAt, test } from '../support/fixtures.js';

test.describe('My Client List', () => {
  test('finds a client by each search field, filters by birth date and status, with chips', async ({ page }) => {
    await signInAt(page, DEMO.ana, '/client');
    await expect(page.getByRole('heading', { level: 1, name: 'My Client List' })).toBeVisible();
    await expect(page.getByTestId('signed-in-as')).toContainText('Ana Reyes');
    const rows = page.getByTestId('client-row');
    const count = page.getByTestId('showing-count');
    await expect(rows.first()).toBeVisible();
    // Active is the default filter: the pending client is hidden.
    await expect(count).toHaveText(/^Showing \d+ of \d+ clients$/);
    await expect(page.getByRole('cell', { name: 'Dawson' })).toHaveCount(0);

    const search = page.getByRole('searchbox', { name: 'Search' });
    for (const [text, expected] of [
      ['alvarez', 'Alvarez'], // last name, any case
      ['SOFIA', 'Begay'], // first name
      ['gc-1003', 'Cruz'], // client id
      ['555-0112', 'Begay'], // phone as written
      ['4805550111', 'Alvarez'], // phone digits
    ] as const) {
      await search.fill(text);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(expected);
      await expect(count).toContainText('Showing 1 of');
    }
    await expect(page.getByRole('button', { name: 'Remove filter Search: 4805550111' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove filter Search: 4805550111' }).click();
    await expect(search).toHaveValue('');

    // Status: the pending client appears under All Statuses and under Pending.
    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Dawson');

    // Birth-date range applies only when both ends are set.
    await page.getByLabel('Status', { exact: true }).selectOption('all');
    // the list follows a filter a moment later (rendered in slices, docs/ARCHITECTURE.md "Render
    // priority on a phone"): the count is read once every client shows again
    await expect(count).toHaveText(/^Showing (\d+) of \1 clients$/);
    const total = await rows.count();
    await page.getByLabel('DOB from').fill('1990-01-01');
    await expect(rows).toHaveCount(total);
    await page.getByLabel('DOB to').fill('1999-12-31');
    await expect(rows.first()).toContainText('Alvarez');
    await expect(page.getByRole('button', { name: /Remove filter DOB: 01\/01\/1990 – 12\/31\/1999/ })).toBeVisible();
    // the list has followed the range once it no longer shows every client
    await expect(count).not.toHaveText(`Showing ${total} of ${total} clients`);
    await expectNoSeriousA11yIssues(page);
    const inNineties = await rows.count();

    // Reversed (from after to): a field error under "DOB to", and the range is not applied.
    await page.getByLabel('DOB from').fill('2000-01-01');
    const dobTo = page.getByLabel('DOB to');
    await expect(page.getByText('"DOB from" must not be after "DOB to".')).toBeVisible();
    await expect(dobTo).toHaveAttribute('aria-invalid', 'true');
    await expect(dobTo).toHaveAccessibleDescription('"DOB from" must not be after "DOB to".');
    await expect(rows).toHaveCount(total);
    await expect(page.getByRole('button', { name: /Remove filter DOB/ })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await page.getByLabel('DOB from').fill('1990-01-01');
    await expect(page.getByText('"DOB from" must not be after "DOB to".')).toHaveCount(0);
    await expect(rows).toHaveCount(inNineties);

    // Nothing matches: the empty state.
    await search.fill('no such client');
    await expect(page.getByText('No clients found matching your criteria.')).toBeVisible();
    await expect(count).toHaveText(`Showing 0 of ${total} clients`);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(rows).toHaveCount(total);
    await expect(page.getByTestId('filter-chips')).toHaveCount(0);
    await screenshotBoth(page, 'care-client-list');
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yIssues(page);
  });

  test('edits a client in the modal and the change is kept', async ({ page }) => {
    await signInAt(page, DEMO.ana, '/client');
    await page.getByRole('searchbox', { name: 'Search' }).fill('GC-1003');
    await page.getByRole('button', { name: 'Edit Daniel Cruz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Client' });
    await expect(dialog).toBeVisible();
    for (const label of [
      'Last Name',
      'First Name',
      'Client ID',
      'Date of Birth',
      'Location',
      'Bill Type',
      'Phone',
      'Parent/Guardian',
      'Status',
    ]) {
      await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'care-client-edit');
    // A required field left blank is refused in the form.
    await dialog.getByLabel('First Name', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await dialog.getByLabel('First Name', { exact: true }).fill('Danny');
    await dialog.getByLabel('Phone').fill('(602) 555-0199');
    await dialog.getByLabel('Bill Type').selectOption('yearly');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('client-row').first();
    await expect(row).toContainText('Danny');
    await expect(row).toContainText('(602) 555-0199');
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search' }).fill('6025550199');
    await expect(page.getByTestId('client-row')).toHaveCount(1);
    await expect(page.getByTestId('client-row').first()).toContainText('Yearly');
  });

  test('a refused save keeps the dialog open with the edits, the refusal under its field', async ({ page }) => {
    await signInAt(page, DEMO.ana, '/client');
    await page.getByRole('searchbox', { name: 'Search' }).fill('GC-1002');
    await page.getByRole('button', { name: 'Edit Sofia Begay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Client' });
    // the server refuses a client id another client has: under Client ID, the dialog stays open
    await dialog.getByLabel('Last Name', { exact: true }).fill('Begay-Lee');
    await dialog.getByLabel('Client ID').fill('GC-1001');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Another client already has this client ID.')).toBeVisible();
    await expect(dialog.getByLabel('Client ID')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Last Name', { exact: true })).toHaveValue('Begay-Lee');
    await expect(page.getByTestId('error-banner')).toHaveCount(0);
    // a date of birth after today is refused before it is sent
    await dialog.getByLabel('Client ID').fill('GC-1002');
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    await dialog.getByLabel('Date of Birth').fill('2099-01-01');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Date of birth cannot be in the future.')).toBeVisible();
    expect(patches).toEqual([]);
    // a failure that names no field: a red banner in the dialog, which can be dismissed
    await dialog.getByLabel('Date of Birth').fill('2011-05-02');
    await page.route('**/api/clients/*/', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const banner = dialog.getByTestId('error-banner');
    await expect(banner).toHaveText('Failed to update client');
    await expect(dialog.getByLabel('Last Name', { exact: true })).toHaveValue('Begay-Lee');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('client-row').first()).toContainText('Begay');
    await expect(page.getByTestId('client-row').first()).not.toContainText('Begay-Lee');
  });

  test('on a phone the dialog fills the screen with Cancel and Save in view', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAt(page, DEMO.ana, '/client');
    await page.getByRole('searchbox', { name: 'Search' }).fill('GC-1002');
    await page.getByRole('button', { name: 'Edit Sofia Begay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Client' });
    await expect(dialog).toBeVisible();
    for (const name of ['Cancel', 'Save Changes']) {
      const box = await dialog.getByRole('button', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0), name).toBeLessThanOrEqual(PHONE.height);
    }
    // the title stays at the top while the fields scroll between it and the buttons
    await dialog.getByLabel('Status').scrollIntoViewIfNeeded();
    const title = await dialog.getByRole('heading', { level: 2, name: 'Edit Client' }).boundingBox();
    expect(title?.y ?? -1).toBeGreaterThanOrEqual(0);
    const save = await dialog.getByRole('button', { name: 'Save Changes' }).boundingBox();
    expect((save?.y ?? 0) + (save?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
  });
});
