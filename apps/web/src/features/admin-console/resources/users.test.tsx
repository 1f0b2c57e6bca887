// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenIs } from '../../../lib/testing/media-queries';
import { renderConsolePage, TEST_ORGANISATION, testDataProvider } from '../console-test-harness';
import { OrganisationEdit } from './organisation';
import { UserEdit } from './users';

/**
 * Walkthrough 40, finding 1: on a phone react-admin fixed both forms' toolbars of a user's page (the
 * user and "add a rate") to the bottom of the window, one over the other; a tap on the Save shown
 * hit "Add rate", and the user's edits were never saved. Each toolbar now stays with its form, on
 * the organisation's page (three forms) too.
 */
vi.setConfig({ testTimeout: 30_000 });

const USER = { id: 3, name: 'Ana Reyes', email: 'ana@daybook.test', role: 'staff', status: 'active', is_active: true };

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Whether an element's style puts it at a fixed place of the window. */
const fixed = (element: Element) => getComputedStyle(element).position === 'fixed';

describe('a page with more than one form, on a phone', () => {
  it('keeps the user’s Save and “Add rate” each below its own form', async () => {
    screenIs(true);
    // the rate history and its back pay (GET …/rates/, …/pay-adjustments/)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json([])),
    );
    const update = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
      data: { ...USER, ...params.data },
    }));
    renderConsolePage(<UserEdit />, {
      path: '/admin/users/3',
      resource: 'users',
      routes: ['/admin/users/:id'],
      dataProvider: testDataProvider({
        getOne: async (resource: string) => ({
          data: resource === 'users' ? USER : { id: 1, time_zone: 'America/Phoenix' },
        }),
        update,
      }),
    });
    const name = await screen.findByDisplayValue('Ana Reyes');
    await screen.findByRole('button', { name: /add rate/i });
    const toolbars = screen.getAllByRole('toolbar');
    expect(toolbars).toHaveLength(2);
    for (const toolbar of toolbars) expect(fixed(toolbar)).toBe(false);
    // each toolbar is inside its own form: the user's Save submits the user
    const [userForm, rateForm] = toolbars.map((toolbar) => toolbar.closest('form'));
    expect(userForm).not.toBeNull();
    expect(rateForm).not.toBeNull();
    expect(userForm).not.toBe(rateForm);
    fireEvent.change(name, { target: { value: 'Ana María Reyes' } });
    fireEvent.click(within(toolbars[0] as HTMLElement).getByRole('button', { name: /save/i }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[1].data.name).toBe('Ana María Reyes');
  });

  it('keeps the organisation’s Save below its form, not over the signature and location forms', async () => {
    screenIs(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({})),
    );
    renderConsolePage(<OrganisationEdit />, {
      path: '/admin/organisation',
      resource: 'organisation',
      dataProvider: testDataProvider({ getOne: async () => ({ data: TEST_ORGANISATION }) }),
    });
    await screen.findByDisplayValue('Daybook Day Programs');
    const toolbars = screen.getAllByRole('toolbar');
    expect(toolbars.length).toBeGreaterThan(0);
    for (const toolbar of toolbars) expect(fixed(toolbar)).toBe(false);
  });
});
