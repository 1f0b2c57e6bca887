import {
  DEMO,
  DEMO_PASSWORD,
  DESKTOP,
  expect,
  expectNoSeriousA11yIssues,
  PHONE,
  screenshotBoth,
  signIn,
  signInAt,
  test,
} from '../support/fixtures.js';
import { apiGet } from './care-support.js';

interface ClientRow {
  id: number;
  firstName: string;
  lastName: string;
  clientId: string;
}

test.describe('Progress notes', () => {
  test('adds trials across two goals, saves, reloads, updates and deletes; the chart summary moves', async ({
    page,
  }) => {
    // A long journey (four axe checks, three reloads): it finished just past 45 s on a loaded machine.
    test.slow();
    await signIn(page, DEMO.ana);
    const clients = await apiGet<ClientRow[]>(page, '/api/clients/?status=all');
    const client = clients.find((item) => item.clientId === 'GC-1001')!;
    // Today (the page's default date, organisation zone): the demo has no note for it yet.
    await page.goto(`/notes/${client.id}`);
    await expect(page.getByLabel('Date (Arizona)')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    const date = await page.getByLabel('Date (Arizona)').inputValue();
    // The last Sunday before today: the demo writes attendance and notes on weekdays only.
    const noon = Date.parse(`${date}T12:00:00Z`);
    const daysBack = new Date(noon).getUTCDay() || 7;
    const quietDay = new Date(noon - daysBack * 86_400_000).toISOString().slice(0, 10);
    await expect(page.getByRole('heading', { level: 1, name: 'Progress Notes' })).toBeVisible();
    await expect(page.getByTestId('notes-client-name')).toHaveText(`${client.firstName} ${client.lastName}`);
    await expect(page.getByTestId('notes-client-id')).toHaveText(client.clientId);
    await expect(page.getByLabel('Date (Arizona)')).toHaveValue(date);
    const goal1 = page.getByTestId('goal-1');
    const goal2 = page.getByTestId('goal-2');
    await expect(goal1.getByRole('heading', { name: /^Goal 1: / })).toBeVisible();
    await expect(goal1.getByText('Activities - Barriers')).toBeVisible();
    await expect(goal1.getByText('OUTCOME')).toBeVisible();
    const summary1 = goal1.getByTestId('goal-trend-summary');
    await expect(summary1).toContainText('Last 90 days:');
    const before = (await summary1.textContent()) ?? '';
    await expectNoSeriousA11yIssues(page);
    await screenshotBoth(page, 'care-notes');
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize({ width: 1366, height: 768 });

    // Save with no scored trial: refused with the product's alert.
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(page.getByText('At least one trial must have a value')).toBeVisible();
    // Location is required.
    await page.getByLabel('Location').selectOption('');
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(page.getByText('Location is required')).toBeVisible();
    await page.getByLabel('Location').selectOption('GUADALUPE_DTA');

    // Two trials on goal 1, one on goal 2.
    await goal1.getByRole('button', { name: '+ Add Trial to goal 1' }).click();
    await goal1.getByRole('button', { name: '+ Add Trial to goal 1' }).click();
    await goal2.getByRole('button', { name: '+ Add Trial to goal 2' }).click();
    await page.getByLabel('Goal 1, trial 1: value').selectOption('I');
    await page.getByLabel('Goal 1, trial 1: percentage').selectOption('100');
    await page.getByLabel('Goal 1, trial 1: initials').fill('AR');
    await page.getByLabel('Goal 1, trial 2: value').selectOption({ label: 'HH (hand over hand)' });
    await page.getByLabel('Goal 1, trial 2: percentage').selectOption('25');
    await page.getByLabel('Goal 2, trial 1: value').selectOption('VP');
    await page.getByLabel('Goal 2, trial 1: percentage').selectOption('50');
    await page.getByLabel('Daily Progress Summary Notes').fill('Good day; washed hands with one prompt.');
    await page.getByLabel('Provider(s) Initials').fill('AR');
    await page.getByLabel('Additional Notes').fill('Guardian picked up early.');
    await screenshotBoth(page, 'care-notes-trials');

    await page.getByRole('button', { name: 'Save Progress' }).click();
    const confirm = page.getByRole('dialog', { name: 'Save Progress' });
    await expect(confirm.getByText('Are you sure you want to save these changes?')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await confirm.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(`Progress saved successfully for ${client.firstName} ${client.lastName}!`),
    ).toBeVisible();
    await expect(summary1).not.toHaveText(before);
    const afterSave = (await summary1.textContent()) ?? '';

    // Reload: everything is there.
    await page.reload();
    await expect(page.getByLabel('Goal 1, trial 1: value')).toHaveValue('I');
    await expect(page.getByLabel('Goal 1, trial 1: percentage')).toHaveValue('100');
    await expect(page.getByLabel('Goal 1, trial 1: initials')).toHaveValue('AR');
    await expect(page.getByLabel('Goal 1, trial 2: value')).toHaveValue('HH');
    await expect(page.getByLabel('Goal 2, trial 1: value')).toHaveValue('VP');
    await expect(page.getByLabel('Daily Progress Summary Notes')).toHaveValue(
      'Good day; washed hands with one prompt.',
    );
    await expect(page.getByLabel('Additional Notes')).toHaveValue('Guardian picked up early.');
    await expect(page.getByTestId('goal-1').getByTestId('goal-trend-summary')).toHaveText(afterSave);

    // Update: the goal-2 trial becomes independent.
    await page.getByLabel('Goal 2, trial 1: value').selectOption('I');
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await page.getByRole('dialog', { name: 'Save Progress' }).getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(`Progress saved successfully for ${client.firstName} ${client.lastName}!`),
    ).toBeVisible();

    // Delete a saved trial: asked first; Cancel keeps it (on the server too).
    const askDelete = page.getByRole('dialog', { name: 'Delete this trial?' });
    await page.getByRole('button', { name: 'Delete trial 2 of goal 1' }).click();
    await expect(askDelete.getByText('Trial 2 of goal 1 is saved. It will be deleted now.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await askDelete.getByRole('button', { name: 'Cancel' }).click();
    await expect(askDelete).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Goal 1, trial 2: value')).toHaveValue('HH');
    // Confirmed: gone at once and after a reload; the chart follows.
    await page.getByRole('button', { name: 'Delete trial 2 of goal 1' }).click();
    await askDelete.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByLabel('Goal 1, trial 2: value')).toHaveCount(0);
    await expect(page.getByTestId('goal-1').getByTestId('goal-trend-summary')).not.toHaveText(afterSave);
    await page.reload();
    await expect(page.getByLabel('Goal 1, trial 1: value')).toHaveValue('I');
    await expect(page.getByLabel('Goal 1, trial 2: value')).toHaveCount(0);
    await expect(page.getByLabel('Goal 2, trial 1: value')).toHaveValue('I');

    // Another day loads that day's record (none yet: an empty form).
    await page.getByLabel('Date (Arizona)').fill(quietDay);
    await expect(page).toHaveURL(new RegExp(`date=${quietDay}`));
    await expect(page.getByLabel('Goal 2, trial 1: value')).toHaveCount(0);
    await page.getByLabel('Date (Arizona)').fill(date);
    await expect(page.getByLabel('Goal 2, trial 1: value')).toHaveValue('I');

    // A trial added and not saved yet goes without a question.
    await goal2.getByRole('button', { name: '+ Add Trial to goal 2' }).click();
    await page.getByRole('button', { name: 'Delete trial 2 of goal 2' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('Goal 2, trial 2: value')).toHaveCount(0);

    // Tomorrow: a field error under the date, and Save Progress does not save.
    const tomorrow = new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Date (Arizona)').fill(tomorrow);
    await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));
    await expect(page.getByLabel('Date (Arizona)')).toHaveAccessibleDescription('The date cannot be in the future.');
    await goal1.getByRole('button', { name: '+ Add Trial to goal 1' }).click();
    await page.getByLabel('Goal 1, trial 1: value').selectOption('I');
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('notes-error')).toHaveText('The date cannot be in the future.');
    const future = await apiGet<unknown[]>(page, `/api/progress/?client=${client.id}&date=${tomorrow}`);
    expect(future).toEqual([]);

    // The attendance log's Documentation link says Update for a day with notes.
    await page.goto(`/attendance-log?date=${date}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Attendance Log' })).toBeVisible();
  });

  test('another provider’s client is not found', async ({ page }) => {
    // Ana's clients, read through the API as Ana (signing out through the page is auth.spec's)
    const login = await page.request.post('/api/login/', { data: { email: DEMO.ana, password: DEMO_PASSWORD } });
    const listed = await page.request.get('/api/clients/?status=all', {
      headers: { Authorization: `Bearer ${(await login.json()).access_token}` },
    });
    const anas = (await listed.json()) as ClientRow[];

    await signInAt(page, DEMO.ben, `/notes/${anas[0]!.id}`);
    await expect(page.getByText('Failed to load client details')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Progress' })).toHaveCount(0);
    await page.goto('/client');
    await expect(page.getByTestId('client-row').first()).toBeVisible();
    await expect(page.getByText(anas[0]!.lastName, { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await page.goto('/notes/not-a-number');
    await expect(page.getByText('Failed to load client details')).toBeVisible();
  });
});

test.describe('Progress notes in Spanish on a 360 px phone and a desktop', () => {
  test.use({ locale: 'es-US' });

  test('the trial selects show "Seleccione..." whole and the chart shows its "100%"', async ({ page }) => {
    await signIn(page, DEMO.ana);
    const clients = await apiGet<ClientRow[]>(page, '/api/clients/?status=all');
    const client = clients.find((item) => item.clientId === 'GC-1001')!;
    await page.goto(`/notes/${client.id}`);
    const goal1 = page.getByTestId('goal-1');
    await goal1.getByRole('button', { name: '+ Agregar intento a la meta 1' }).click();
    for (const size of [{ width: 360, height: 800 }, DESKTOP]) {
      await page.setViewportSize(size);
      // A native select's text is cut without changing its scroll width: measure it as drawn. The
      // trial just added is the goal's last row (other tests of this run may have saved trials).
      const added = goal1.locator('[data-testid="trial-row"]').last();
      const selects = await added.locator('select').evaluateAll((elements) =>
        elements.map((element) => {
          const select = element as HTMLSelectElement;
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = select.options[select.selectedIndex]!.text;
          const room =
            select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
          return { text, fits: context.measureText(text).width <= room };
        }),
      );
      expect(selects).toEqual([
        { text: 'Seleccione...', fits: true },
        { text: 'Seleccione...', fits: true },
      ]);
      const chart = goal1.locator('svg.recharts-surface').first();
      await expect(chart).toBeVisible();
      // the axes are drawn once the chart has measured itself
      const ticks = () =>
        chart.evaluate((svg) => {
          const left = svg.getBoundingClientRect().left;
          return [...svg.querySelectorAll('.recharts-yAxis-tick-labels text')].map((tick) => ({
            text: tick.textContent,
            inside: tick.getBoundingClientRect().left >= left,
          }));
        });
      await expect.poll(ticks).toEqual([
        { text: '0%', inside: true },
        { text: '50%', inside: true },
        { text: '100%', inside: true },
      ]);
    }
  });
});
