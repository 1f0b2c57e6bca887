// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsolePage, TEST_ORGANISATION, testDataProvider } from '../console-test-harness';
import { OrganisationEdit } from './organisation';

/**
 * Walkthrough 39, finding 5: the organisation's settings page offered Delete, which asked to delete
 * the organisation and then failed with "Not found.". Its one record is saved, never deleted.
 */
vi.setConfig({ testTimeout: 30_000 });

afterEach(cleanup);

describe('the organisation settings page', () => {
  it('offers Save and no Delete', async () => {
    renderConsolePage(<OrganisationEdit />, {
      path: '/admin/organisation',
      resource: 'organisation',
      dataProvider: testDataProvider({ getOne: async () => ({ data: TEST_ORGANISATION }) }),
    });
    expect(await screen.findByDisplayValue('Daybook Day Programs')).toBeTruthy();
    const buttons = screen.getAllByRole('button').map((button) => button.textContent?.trim().toLowerCase());
    expect(buttons).toContain('save');
    expect(buttons).not.toContain('delete');
  });

  it('shows the days the program opens and saves the ones ticked', async () => {
    const update = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
      data: { ...TEST_ORGANISATION, ...params.data },
    }));
    renderConsolePage(<OrganisationEdit />, {
      path: '/admin/organisation',
      resource: 'organisation',
      dataProvider: testDataProvider({ getOne: async () => ({ data: TEST_ORGANISATION }), update }),
    });
    const saturday = (await screen.findByRole('checkbox', { name: 'Saturday' })) as HTMLInputElement;
    const monday = screen.getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement;
    expect(saturday.checked).toBe(false);
    expect(monday.checked).toBe(true);
    fireEvent.click(saturday);
    // the first Save is the organisation form's (the signature and location forms follow it)
    fireEvent.click(screen.getAllByRole('button', { name: /save/i })[0] as HTMLElement);
    await waitFor(() => expect(update).toHaveBeenCalled());
    const sent = update.mock.calls[0]?.[1].data.working_days as number[];
    expect([...sent].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
