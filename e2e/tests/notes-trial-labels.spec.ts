import type { Locator, Page } from '@playwright/test';
import { DEMO, DESKTOP, expect, expectNoSeriousA11yIssues, PHONE, signIn, test } from '../support/fixtures.js';
import { apiGet } from './care-support.js';

/**
 * A trial's fields name themselves on a phone, where the table's header row is hidden: each shows
 * its label in its outline. A desktop names them in the header row and hides the labels, keeping
 * the table compact. The accessible names stay "Goal 1, trial 1: percentage" on both.
 */

interface ClientRow {
  id: number;
  clientId: string;
}

async function openNoteWithOneNewTrial(page: Page): Promise<{ goal: Locator; row: Locator }> {
  await signIn(page, DEMO.ana);
  const clients = await apiGet<ClientRow[]>(page, '/api/clients/?status=all');
  const client = clients.find((item) => item.clientId === 'GC-1001');
  if (!client) throw new Error('no client GC-1001 in the demo');
  await page.goto(`/notes/${client.id}`);
  const goal = page.getByTestId('goal-1');
  await goal.getByRole('button', { name: /^\+ / }).click();
  return { goal, row: goal.getByTestId('trial-row').last() };
}

const FIELDS = {
  en: { labels: ['Percentage', 'Value', 'Initials'], name: /^Goal 1, trial \d+: percentage$/ },
  es: { labels: ['Porcentaje', 'Nivel de ayuda', 'Iniciales'], name: /^Meta 1, intento \d+: porcentaje$/ },
} as const;

for (const language of ['en', 'es'] as const) {
  test.describe(`a trial's fields (${language})`, () => {
    test.use({ locale: language === 'es' ? 'es-US' : 'en-US' });

    test('show their labels on a phone and leave them to the header row on a desktop', async ({ page }) => {
      const { labels, name } = FIELDS[language];
      await page.setViewportSize(PHONE);
      const { goal, row } = await openNoteWithOneNewTrial(page);
      for (const label of labels) await expect(row.locator('label', { hasText: label })).toBeVisible();
      await expect(goal.getByRole('columnheader', { name: labels[0] })).toBeHidden();
      await expect(row.getByRole('combobox', { name })).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      await page.setViewportSize(DESKTOP);
      await expect(goal.getByRole('columnheader', { name: labels[0] })).toBeVisible();
      for (const label of labels) await expect(row.locator('label', { hasText: label })).toBeHidden();
      await expect(row.getByRole('combobox', { name })).toBeVisible();
    });
  });
}
