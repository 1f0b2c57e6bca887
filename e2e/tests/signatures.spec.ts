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
import { apiGet } from './care-support.js';

interface ClientRow {
  id: number;
  clientId: string;
}

/** Issue 14 (ADR 0015): a provider writes a note, signs it, sees it locked and adds an addendum. */
test.describe('Electronic signatures', () => {
  test('a signed note is locked on the page and on the server; corrections are signed addenda', async ({ page }) => {
    // Three password checks (argon2) and three axe runs: the slow-test time on a busy machine.
    test.slow();
    await signIn(page, DEMO.carla);
    const clients = await apiGet<ClientRow[]>(page, '/api/clients/?status=all');
    const client = clients[0]!;
    await page.goto(`/notes/${client.id}`);
    await expect(page.getByLabel('Date (Arizona)')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    const today = await page.getByLabel('Date (Arizona)').inputValue();
    // The last Sunday before today: the demo writes notes on weekdays only, so this day is free.
    const noon = Date.parse(`${today}T12:00:00Z`);
    const sunday = new Date(noon - (new Date(noon).getUTCDay() || 7) * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/notes/${client.id}?date=${sunday}`);
    await expect(page.getByTestId('note-signature')).toContainText('Save the note before signing it.');

    // Write and save the note.
    await page.getByTestId('goal-1').getByRole('button', { name: '+ Add Trial to goal 1' }).click();
    await page.getByLabel('Goal 1, trial 1: value').selectOption('I');
    await page.getByLabel('Daily Progress Summary Notes').fill('Counted coins to a dollar with one prompt.');
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await page.getByRole('dialog', { name: 'Save Progress' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('notes-success')).toBeVisible();
    await expect(page.getByTestId('note-unsigned')).toBeVisible();

    // Sign: the attestation must be accepted; the password is re-entered.
    await page.getByTestId('note-signature').getByRole('button', { name: 'Sign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign this note' });
    await dialog.getByLabel('Your password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await expect(dialog.getByTestId('sign-note-error')).toHaveText('Please confirm the attestation to sign.');
    await expectNoSeriousA11yIssues(page);
    await dialog.getByRole('checkbox', { name: /I attest that I delivered the services/ }).check();
    await dialog.getByRole('button', { name: 'Sign' }).click();
    await expect(dialog).toHaveCount(0);

    // Locked: read-only, no Save Progress, the signature line filled in.
    await expect(page.getByTestId('note-locked')).toBeVisible();
    await expect(page.getByTestId('note-signatures-author')).toContainText('Electronically signed by');
    await expect(page.getByTestId('note-signatures-author')).toContainText('Direct Support Professional');
    await expect(page.getByLabel('Daily Progress Summary Notes')).toBeDisabled();
    await expect(page.getByLabel('Goal 1, trial 1: value')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save Progress' })).toHaveCount(0);
    // The server refuses the edit too.
    const [note] = await apiGet<{ id: number; signed: boolean }[]>(
      page,
      `/api/progress/?client=${client.id}&date=${sunday}`,
    );
    expect(note?.signed).toBe(true);
    const status = await page.evaluate(
      async ({ id, clientId, date }) => {
        const response = await fetch(`/api/progress/${id}/`, {
          method: 'PUT',
          headers: {
            Authorization: `Bearer ${localStorage.getItem('access-token')}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ client: clientId, date, location: 'GUADALUPE_DTA', general_notes: 'Changed later' }),
        });
        return { status: response.status, code: (await response.json()).code };
      },
      { id: note!.id, clientId: client.id, date: sunday },
    );
    expect(status).toEqual({ status: 409, code: 'record_signed' });

    // A correction is an addendum, signed when written.
    await page.getByRole('button', { name: 'Add addendum' }).click();
    const addendum = page.getByRole('dialog', { name: 'Add an addendum' });
    await addendum.getByLabel('Addendum', { exact: true }).fill('Also sorted nickels from dimes.');
    await addendum.getByLabel('Reason', { exact: true }).fill('Left out of the note');
    await addendum.getByLabel('Your password').fill(DEMO_PASSWORD);
    await addendum.getByRole('checkbox', { name: /I attest that this addendum is true/ }).check();
    await addendum.getByRole('button', { name: 'Add addendum' }).click();
    await expect(addendum).toHaveCount(0);
    await expect(page.getByTestId('note-signatures-addendum')).toContainText('Also sorted nickels from dimes.');
    await expect(page.getByTestId('note-signatures-addendum')).toContainText('Reason: Left out of the note');
    await expect(page.getByLabel('Daily Progress Summary Notes')).toHaveValue(
      'Counted coins to a dollar with one prompt.',
    );

    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize(DESKTOP);
    await screenshotBoth(page, 'signatures-signed-note');
  });
});
