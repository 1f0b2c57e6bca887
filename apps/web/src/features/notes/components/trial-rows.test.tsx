// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { type TrialDraft, TrialRows } from './trial-rows';

/**
 * Each field of a trial has a label of its own (a phone hides the table's header row, and showed
 * the fields without any name), tied to its input; the input's accessible name stays the fuller
 * "Goal 1, trial 2: value" and contains that label (WCAG 2.5.3).
 */

const trial = (n: number): TrialDraft => ({
  key: `saved-${n}`,
  id: n,
  goal: 1,
  trial_number: n,
  percentage: '100',
  value: 'I',
  initials: 'AR',
});

function renderRows(locked = false) {
  render(
    <TrialRows
      goalNumber={1}
      trials={[trial(1), trial(2)]}
      onChange={() => undefined}
      onDelete={() => undefined}
      onAdd={() => undefined}
      deletingKey={null}
      locked={locked}
    />,
  );
}

/** The text of the `<label>` tied to an input by its id. */
function visibleLabelOf(input: HTMLElement): string {
  expect(input.id).not.toBe('');
  const label = document.querySelector(`label[for="${input.id}"]`);
  return label?.textContent ?? '';
}

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('a goal’s trials', () => {
  it('label each field of each trial, the label within its accessible name', async () => {
    await loadLanguage('en');
    renderRows();
    const fields = [
      ['Goal 1, trial 2: percentage', 'Percentage'],
      ['Goal 1, trial 2: value', 'Value'],
      ['Goal 1, trial 2: initials', 'Initials'],
    ] as const;
    for (const [name, label] of fields) {
      const input = screen.getByRole(name.endsWith('initials') ? 'textbox' : 'combobox', { name });
      expect(visibleLabelOf(input)).toBe(label);
      expect(name.toLowerCase()).toContain(label.toLowerCase());
    }
    // one label per field of each row, and the desktop's column headers beside them
    const row = screen.getAllByTestId('trial-row')[0] as HTMLElement;
    expect(row.querySelectorAll('label')).toHaveLength(3);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Trial #',
      'Percentage',
      'Value',
      'Initials',
      'Delete',
    ]);
  });

  it('labels the fields in Spanish', async () => {
    await loadLanguage('es');
    renderRows();
    const row = within(screen.getAllByTestId('trial-row')[0] as HTMLElement);
    const percentage = row.getByRole('combobox', { name: 'Meta 1, intento 1: porcentaje' });
    // the prompt level is "nivel de ayuda" (docs/glossary-es.md), not "Valor" (walkthrough 43)
    const value = row.getByRole('combobox', { name: 'Meta 1, intento 1: nivel de ayuda' });
    const initials = row.getByRole('textbox', { name: 'Meta 1, intento 1: iniciales' });
    expect([percentage, value, initials].map(visibleLabelOf)).toEqual(['Porcentaje', 'Nivel de ayuda', 'Iniciales']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Intento n.º',
      'Porcentaje',
      'Nivel de ayuda',
      'Iniciales',
      'Eliminar',
    ]);
  });

  // "Delete goal 1, trial 1" read as deleting the goal (walkthrough 43): the button names the trial first
  it('names each delete button after the trial it deletes, in English and Spanish', async () => {
    await loadLanguage('en');
    renderRows();
    const second = within(screen.getAllByTestId('trial-row')[1] as HTMLElement);
    expect(second.getByRole('button').getAttribute('aria-label')).toBe('Delete trial 2 of goal 1');
    cleanup();
    await loadLanguage('es');
    renderRows();
    expect(screen.getByRole('button', { name: 'Eliminar el intento 1 de la meta 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Eliminar la meta/ })).toBeNull();
  });

  it('keeps the labels on a signed note’s read-only trials', async () => {
    await loadLanguage('en');
    renderRows(true);
    const input = screen.getByRole('combobox', { name: 'Goal 1, trial 1: value' });
    expect(input).toHaveProperty('disabled', true);
    expect(visibleLabelOf(input)).toBe('Value');
  });
});
