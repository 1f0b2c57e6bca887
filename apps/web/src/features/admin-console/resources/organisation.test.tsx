// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsolePage, testDataProvider } from '../console-test-harness';
import { OrganisationEdit } from './organisation';

/**
 * Walkthrough 39, finding 5: the organisation's settings page offered Delete, which asked to delete
 * the organisation and then failed with "Not found.". Its one record is saved, never deleted.
 */
vi.setConfig({ testTimeout: 30_000 });

const organisation = {
  id: 1,
  name: 'Daybook Day Programs',
  time_zone: 'America/Phoenix',
  late_grace_minutes: 5,
  workweek_start_day: 0,
  overtime_threshold_hours: 40,
  overtime_multiplier: 1.5,
  rounding_minutes: 0,
  minimum_wage_cents: 1470,
};

afterEach(cleanup);

describe('the organisation settings page', () => {
  it('offers Save and no Delete', async () => {
    renderConsolePage(<OrganisationEdit />, {
      path: '/admin/organisation',
      resource: 'organisation',
      dataProvider: testDataProvider({ getOne: async () => ({ data: organisation }) }),
    });
    expect(await screen.findByDisplayValue('Daybook Day Programs')).toBeTruthy();
    const buttons = screen.getAllByRole('button').map((button) => button.textContent?.trim().toLowerCase());
    expect(buttons).toContain('save');
    expect(buttons).not.toContain('delete');
  });
});
